import Foundation
import TrellisConstraints
import TrellisGeometry

/// The Auto Layout engine of one view tree: the solver, one set of variables per view or guide that takes
/// part, and the linear constraints made from the tree's active `LayoutConstraint`s, the frames of views
/// that translate their autoresizing mask, intrinsic sizes and system guides.
///
/// It lives on the tree's root (a window, or the top of a tree off screen) and is kept incrementally:
/// activations, constant and priority changes, intrinsic sizes and frames edit the solver in place; a
/// hierarchy change under a view that uses Auto Layout rebuilds it at the next solve.
/// (Documentation/Architecture.md, "Auto Layout".)
@MainActor final class AutoLayoutEngine {
  /// The variables of one view or layout guide: its frame in its superview's (owning view's) coordinates.
  @MainActor final class Item {
    weak var object: AnyObject?
    let x: ConstraintVariable, y: ConstraintVariable, width: ConstraintVariable, height: ConstraintVariable
    /// The required constraints fixing a translating view's frame, with the frame they fix.
    var frameConstraints: [SystemConstraint] = []
    var fixedFrame = CGRect.null
    /// The hugging and compression-resistance constraints, with the size they were made from.
    var intrinsicConstraints: [SystemConstraint] = []
    var intrinsicSize = CGSize(width: -1, height: -1)
    /// The width a wrapping label's height was measured at (nil: unbounded).
    var wrapWidth: CGFloat?
    /// A system guide's constraints to its owning view, with the insets they were made from.
    var guideConstraints: [SystemConstraint] = []
    var guideInsets = EdgeInsets.zero

    init(_ object: AnyObject) {
      self.object = object
      let name = AutoLayoutNames.item(object)
      x = ConstraintVariable(name + ".minX")
      y = ConstraintVariable(name + ".minY")
      width = ConstraintVariable(name + ".width")
      height = ConstraintVariable(name + ".height")
    }
  }

  /// A constraint the engine makes itself, with its description for the conflict log and its axis.
  struct SystemConstraint {
    let linear: LinearConstraint
    let label: String
    let axis: LayoutConstraint.Axis
  }

  unowned let root: View
  let solver = ConstraintSolver()
  var items: [ObjectIdentifier: Item] = [:]
  /// The linear constraint standing for each active constraint the solver holds.
  var linear: [ObjectIdentifier: LinearConstraint] = [:]
  /// The active constraints of the tree, in activation order (`nil` where deactivated).
  var active: [LayoutConstraint?] = []
  var activeIndex: [ObjectIdentifier: Int] = [:]
  /// Active constraints the solver refused (broken to recover from a conflict), kept out of the solve.
  var broken: Set<ObjectIdentifier> = []
  /// Views whose `updateConstraints()` is due.
  var viewsNeedingUpdateConstraints: [View] = []
  var needsRebuild = true
  var needsSolve = true
  /// How many times a solve re-measures wrapping labels at their solved widths.
  static let maximumWrapPasses = 3

  init(root: View) { self.root = root }

  /// Whether the engine has anything to do before its values can be read.
  var isStale: Bool { needsRebuild || needsSolve || !viewsNeedingUpdateConstraints.isEmpty }

  /// Marks the engine for a solve before the next layout pass, and asks for the pass.
  func setNeedsSolve() {
    needsSolve = true
    root.subtreeNeedsLayout = true
    Application.shared.setNeedsFrame()
  }

  /// Marks the engine for a rebuild from the tree's constraints at the next solve.
  func setNeedsRebuild() {
    needsRebuild = true
    setNeedsSolve()
  }

  // MARK: Changes from constraints and views

  /// A constraint became active in the tree.
  func constraintWasActivated(_ constraint: LayoutConstraint) {
    let id = ObjectIdentifier(constraint)
    if activeIndex[id] == nil {
      activeIndex[id] = active.count
      active.append(constraint)
    }
    if !needsRebuild { add(constraint) }
    setNeedsSolve()
  }

  /// A constraint was deactivated; constraints broken to recover from a conflict are tried again.
  func constraintWasDeactivated(_ constraint: LayoutConstraint) {
    let id = ObjectIdentifier(constraint)
    if let index = activeIndex.removeValue(forKey: id) { active[index] = nil }
    if let lc = linear.removeValue(forKey: id) { try? solver.remove(lc) }
    if broken.remove(id) == nil && !broken.isEmpty { needsRebuild = true }
    setNeedsSolve()
  }

  /// An active constraint's constant or priority changed: its linear constraint is replaced.
  func constraintDidChange(_ constraint: LayoutConstraint) {
    guard !needsRebuild else { return setNeedsSolve() }
    let id = ObjectIdentifier(constraint)
    if let lc = linear.removeValue(forKey: id) { try? solver.remove(lc) }
    broken.remove(id)
    add(constraint)
    setNeedsSolve()
  }

  /// A view asked for `updateConstraints()` before the next solve.
  func viewNeedsUpdateConstraints(_ view: View) {
    viewsNeedingUpdateConstraints.append(view)
    setNeedsSolve()
  }

  /// A translating view's frame changed: its frame constraints follow, and guides it owns are refreshed.
  func frameDidChange(of view: View) {
    guard !needsRebuild, let item = items[ObjectIdentifier(view)] else { return }
    if view.translatesAutoresizingMaskIntoConstraints && item.fixedFrame != view.frame {
      fixFrame(of: view, item)
      setNeedsSolve()
    }
    if refreshGuides(of: view) { setNeedsSolve() }
  }

  /// A view's intrinsic content size changed (`invalidateIntrinsicContentSize()`).
  func intrinsicSizeDidChange(of view: View) {
    guard !needsRebuild, let item = items[ObjectIdentifier(view)] else { return }
    item.wrapWidth = nil
    constrainIntrinsicSize(of: view, item)
    setNeedsSolve()
  }

  // MARK: Solving

  /// Runs pending `updateConstraints()`, rebuilds if needed, solves, re-measures wrapping labels, and marks
  /// the superviews of views whose frames changed for layout.
  /// - Complexity: O(items) after the solver's work; nothing when nothing changed.
  func solveIfNeeded() {
    guard isStale else { return }
    runUpdateConstraints()
    if needsRebuild { rebuild() }
    for item in items.values { if let view = item.object as? View { _ = refreshGuides(of: view) } }
    solver.updateVariables()
    remeasureWrappingLabels()
    needsSolve = false
    markMovedViews()
  }

  /// Calls `updateConstraints()` on flagged views, deepest first, as UIKit goes from the leaves up.
  func runUpdateConstraints() {
    var rounds = 0
    while !viewsNeedingUpdateConstraints.isEmpty && rounds < 4 {
      rounds += 1
      let views = viewsNeedingUpdateConstraints.sorted { $0.depth > $1.depth }
      viewsNeedingUpdateConstraints.removeAll()
      for view in views { view.updateConstraintsIfNeeded() }
    }
  }

  /// Marks the superview of each non-translating view whose solved frame differs from its frame.
  func markMovedViews() {
    for item in items.values {
      guard let view = item.object as? View, !view.translatesAutoresizingMaskIntoConstraints,
        let superview = view.superview
      else { continue }
      if roundedFrame(of: item, scale: superview.traitCollection.displayScale) != view.frame {
        superview.setNeedsLayout()
      }
    }
  }

  /// Sets the frames of `view`'s non-translating subviews from the solution, pixel-rounded.
  /// - Complexity: O(subviews of `view`).
  func applyFrames(toSubviewsOf view: View) {
    if refreshGuides(of: view) { needsSolve = true }
    solveIfNeeded()
    let scale = view.traitCollection.displayScale
    for subview in view.subviews {
      guard let state = subview.autoLayout, !state.translatesAutoresizingMask,
        let item = items[ObjectIdentifier(subview)]
      else { continue }
      let frame = roundedFrame(of: item, scale: scale)
      if subview.frame != frame { subview.frame = frame }
    }
  }

  /// The solved frame of an item, edges rounded to the display's pixels as UIKit rounds.
  func roundedFrame(of item: Item, scale: CGFloat) -> CGRect {
    let s = scale > 0 ? scale : 1
    func round(_ v: Double) -> CGFloat { CGFloat((v * Double(s)).rounded() / Double(s)) }
    let minX = round(item.x.value), minY = round(item.y.value)
    let maxX = round(item.x.value + item.width.value), maxY = round(item.y.value + item.height.value)
    return CGRect(x: minX, y: minY, width: max(0, maxX - minX), height: max(0, maxY - minY))
  }

  /// The solved frame of a view or guide, unrounded, if it takes part.
  func solvedFrame(of object: AnyObject) -> CGRect? {
    guard let item = items[ObjectIdentifier(object)] else { return nil }
    return CGRect(x: item.x.value, y: item.y.value, width: item.width.value, height: item.height.value)
  }

  /// Whether any of an item's variables is free at the optimum.
  func isAmbiguous(_ object: AnyObject) -> Bool {
    solveIfNeeded()
    guard let item = items[ObjectIdentifier(object)] else { return false }
    return [item.x, item.y, item.width, item.height].contains { solver.isAmbiguous($0) }
  }

  /// The active, unbroken constraints naming an item on an axis.
  /// - Complexity: O(active constraints).
  func constraints(affecting object: AnyObject?, axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    guard let object else { return [] }
    return active.compactMap { constraint in
      guard let constraint, constraint.firstAttribute.axis == axis || constraint.firstAttribute.isDimension,
        constraint.firstItem === object || constraint.secondItem === object
      else { return nil }
      if constraint.firstAttribute.isDimension && (constraint.firstAttribute == .width) != (axis == .horizontal) {
        return nil
      }
      return constraint
    }
  }
}

extension View {
  /// The view's depth in its tree (0 for a root).
  var depth: Int {
    var depth = 0
    var current = superview
    while let v = current {
      depth += 1
      current = v.superview
    }
    return depth
  }
}
