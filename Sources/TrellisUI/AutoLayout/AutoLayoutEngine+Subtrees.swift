import Foundation

extension AutoLayoutEngine {
  /// A subtree left the tree (a cell going to its reuse queue): the constraints installed in it and the
  /// variables of its views and guides leave the solver, without a rebuild. Constraints between it and the
  /// rest of the tree were deactivated before.
  /// - Complexity: O(views using Auto Layout in the subtree + their constraints), plus the solver's work.
  func subtreeWillLeave(_ top: View) {
    guard !needsRebuild else { return }
    var constraints: [LayoutConstraint] = []
    var objects: [AnyObject] = []
    Self.collect(top, &constraints, &objects)
    for constraint in constraints {
      let id = ObjectIdentifier(constraint)
      if let index = activeIndex.removeValue(forKey: id) { leaveHole(at: index) }
      if let lc = linear.removeValue(forKey: id) { try? solver.remove(lc) }
      broken.remove(id)
    }
    for object in objects {
      guard let item = items.removeValue(forKey: ObjectIdentifier(object)) else { continue }
      for system in item.frameConstraints + item.intrinsicConstraints + item.guideConstraints
      where solver.contains(system.linear) {
        try? solver.remove(system.linear)
      }
    }
    // Constraints broken for a conflict may fit now.
    if !broken.isEmpty { needsRebuild = true }
    setNeedsSolve()
  }

  /// A subtree joined the tree: the constraints installed in it join the solver, without a rebuild.
  /// - Complexity: O(views using Auto Layout in the subtree + their constraints), plus the solver's work.
  func subtreeDidJoin(_ top: View) {
    guard !needsRebuild else { return setNeedsSolve() }
    var constraints: [LayoutConstraint] = []
    var objects: [AnyObject] = []
    Self.collect(top, &constraints, &objects)
    for constraint in constraints where activeIndex[ObjectIdentifier(constraint)] == nil {
      activeIndex[ObjectIdentifier(constraint)] = active.count
      active.append(constraint)
      add(constraint)
    }
    setNeedsSolve()
  }

  /// The constraints installed in a subtree and its views and guides that use Auto Layout.
  private static func collect(_ view: View, _ constraints: inout [LayoutConstraint], _ objects: inout [AnyObject]) {
    guard let state = view.autoLayout, state.subtreeUsesAutoLayout else { return }
    constraints.append(contentsOf: state.installedConstraints)
    objects.append(view)
    for guide in state.layoutGuides { objects.append(guide) }
    for subview in view.subviews { collect(subview, &constraints, &objects) }
  }
}
