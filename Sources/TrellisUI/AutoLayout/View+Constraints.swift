import Foundation

extension View {
  /// The view's Auto Layout state, made on first use.
  var autoLayoutState: ViewAutoLayoutState {
    if let autoLayout { return autoLayout }
    let state = ViewAutoLayoutState()
    autoLayout = state
    return state
  }

  /// The top of the view's tree, where its engine lives.
  /// - Complexity: O(depth).
  var autoLayoutRoot: View {
    var current = self
    while let parent = current.superview { current = parent }
    return current
  }

  /// The engine of the tree, if one was made.
  var autoLayoutEngine: AutoLayoutEngine? { autoLayout?.engine }

  /// The engine of the tree, made (to be rebuilt from the tree) if there is none.
  var autoLayoutEngineCreatingIfNeeded: AutoLayoutEngine {
    let state = autoLayoutState
    if let engine = state.engine { return engine }
    let engine = AutoLayoutEngine(root: self)
    state.engine = engine
    state.subtreeUsesAutoLayout = true
    engine.setNeedsRebuild()
    return engine
  }

  /// Whether the view or a view inside it has used Auto Layout (constraints, guides or an engine): what
  /// decides whether a self-sizing cell measures its content view with the solver.
  package var subtreeUsesAutoLayout: Bool { autoLayout?.subtreeUsesAutoLayout ?? false }

  /// Marks the view and its ancestors as holding views that use Auto Layout.
  /// - Complexity: O(depth) the first time, O(1) after.
  func markUsesAutoLayout() {
    var current: View? = self
    while let view = current {
      let state = view.autoLayoutState
      if state.subtreeUsesAutoLayout { return }
      state.subtreeUsesAutoLayout = true
      current = view.superview
    }
  }

  /// The nearest view that is an ancestor of (or is) both views, nil when they are in different trees.
  /// - Complexity: O(depth of both).
  func nearestCommonAncestor(with other: View) -> View? {
    var ancestors = Set<ObjectIdentifier>()
    var current: View? = self
    while let v = current {
      ancestors.insert(ObjectIdentifier(v))
      current = v.superview
    }
    current = other
    while let v = current {
      if ancestors.contains(ObjectIdentifier(v)) { return v }
      current = v.superview
    }
    return nil
  }

  /// The active constraints installed on the view, in installation order (`constraints`).
  public var constraints: [LayoutConstraint] { autoLayout?.installedConstraints ?? [] }

  /// Activates a constraint; Trellis installs it on its items' nearest common ancestor (`addConstraint(_:)`).
  /// - Complexity: O(depth).
  public func addConstraint(_ constraint: LayoutConstraint) { constraint.isActive = true }

  /// Activates constraints (`addConstraints(_:)`).
  /// - Complexity: O(n × depth).
  public func addConstraints(_ constraints: [LayoutConstraint]) { LayoutConstraint.activate(constraints) }

  /// Deactivates a constraint installed on the view (`removeConstraint(_:)`).
  /// - Complexity: O(constraints installed on the view).
  public func removeConstraint(_ constraint: LayoutConstraint) {
    if constraint.owner === self { constraint.isActive = false }
  }

  /// Deactivates constraints installed on the view (`removeConstraints(_:)`).
  /// - Complexity: O(n × constraints installed on the view).
  public func removeConstraints(_ constraints: [LayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Whether the view's frame becomes required constraints, true by default; set it to false for views
  /// that constraints place (`translatesAutoresizingMaskIntoConstraints`).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout?.translatesAutoresizingMask ?? true }
    set {
      guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
      autoLayoutState.translatesAutoresizingMask = newValue
      markUsesAutoLayout()
      if let engine = autoLayoutRoot.autoLayoutEngine, engine.items[ObjectIdentifier(self)] != nil {
        engine.setNeedsRebuild()
      }
    }
  }

  /// Tells Auto Layout that `intrinsicContentSize` changed (`invalidateIntrinsicContentSize()`).
  /// - Complexity: O(depth) to reach the engine.
  public func invalidateIntrinsicContentSize() {
    noteAutoLayoutChange(.intrinsicContentSize)
    guard autoLayout != nil else { return }
    autoLayoutRoot.autoLayoutEngine?.intrinsicSizeDidChange(of: self)
  }

  /// How strongly the view resists growing past its intrinsic size on an axis, 250 by default
  /// (`contentHuggingPriority(for:)`).
  public func contentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    guard let state = autoLayout else { return .defaultLow }
    return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
  }

  /// Sets how strongly the view resists growing past its intrinsic size (`setContentHuggingPriority(_:for:)`).
  public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    let state = autoLayoutState
    if axis == .horizontal { state.hugging.horizontal = priority } else { state.hugging.vertical = priority }
    invalidateIntrinsicContentSize()
  }

  /// How strongly the view resists shrinking below its intrinsic size on an axis, 750 by default
  /// (`contentCompressionResistancePriority(for:)`).
  public func contentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
    guard let state = autoLayout else { return .defaultHigh }
    return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
  }

  /// Sets how strongly the view resists shrinking below its intrinsic size
  /// (`setContentCompressionResistancePriority(_:for:)`).
  public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutConstraint.Axis) {
    let state = autoLayoutState
    if axis == .horizontal {
      state.compressionResistance.horizontal = priority
    } else {
      state.compressionResistance.vertical = priority
    }
    invalidateIntrinsicContentSize()
  }

  /// Asks for `updateConstraints()` before the next solve (`setNeedsUpdateConstraints()`).
  /// - Complexity: O(depth).
  public func setNeedsUpdateConstraints() {
    let state = autoLayoutState
    guard !state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = true
    markUsesAutoLayout()
    autoLayoutRoot.autoLayoutEngineCreatingIfNeeded.viewNeedsUpdateConstraints(self)
  }

  /// Whether `updateConstraints()` is due (`needsUpdateConstraints()`).
  public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

  /// Runs `updateConstraints()` now if it is due (`updateConstraintsIfNeeded()`).
  public func updateConstraintsIfNeeded() {
    guard let state = autoLayout, state.needsUpdateConstraints else { return }
    state.needsUpdateConstraints = false
    state.updateConstraintsCalledSuper = false
    updateConstraints()
    if !state.updateConstraintsCalledSuper {
      AutoLayoutLog.report(
        "\(type(of: self)) overrides updateConstraints() but did not call super.updateConstraints().")
    }
  }

  /// Whether the view's frame is not fixed by the constraints (`hasAmbiguousLayout`).
  /// - Complexity: O(depth), plus a solve when one is pending.
  public var hasAmbiguousLayout: Bool {
    guard autoLayout != nil, let engine = autoLayoutRoot.autoLayoutEngine else { return false }
    return engine.isAmbiguous(self)
  }

  /// The active constraints naming the view on an axis (`constraintsAffectingLayout(for:)`).
  /// - Complexity: O(active constraints in the tree).
  public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    autoLayoutRoot.autoLayoutEngine?.constraints(affecting: self, axis: axis) ?? []
  }

  /// Before `layoutSubviews()`: the solved frames of the non-translating subviews.
  func applyConstraintFrames() {
    autoLayoutRoot.autoLayoutEngineCreatingIfNeeded.applyFrames(toSubviewsOf: self)
  }

  /// The frame (centre or bounds) of a view using Auto Layout changed.
  func autoLayoutFrameDidChange() {
    autoLayoutRoot.autoLayoutEngine?.frameDidChange(of: self)
  }

  /// A view using Auto Layout leaves its tree: constraints on the old ancestors that name views of the
  /// moved subtree are deactivated, as UIKit removes them, and the subtree's own leave the engine.
  /// - Complexity: O(depth × constraints installed on the old ancestors).
  func autoLayoutWillLeave(superview oldSuperview: View) {
    var current: View? = oldSuperview
    while let ancestor = current {
      for constraint in ancestor.autoLayout?.installedConstraints ?? [] {
        let names = [constraint.firstItem, constraint.secondItem].contains { item in
          LayoutConstraint.hierarchyView(of: item)?.isDescendant(of: self) ?? false
        }
        if names { constraint.isActive = false }
      }
      current = ancestor.superview
    }
    oldSuperview.autoLayoutRoot.autoLayoutEngine?.subtreeWillLeave(self)
  }

  /// A view using Auto Layout joined a tree: its own engine (as a root) goes, its constraints join the new
  /// tree's engine.
  func autoLayoutDidJoin(superview newSuperview: View) {
    autoLayout?.engine = nil
    newSuperview.markUsesAutoLayout()
    newSuperview.autoLayoutRoot.autoLayoutEngineCreatingIfNeeded.subtreeDidJoin(self)
  }
}
