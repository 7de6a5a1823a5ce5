import Trellis

/// A behaviour an animator applies to items, and the base of composite behaviours
/// (`UIDynamicBehavior`): child behaviours act as if added to the animator, `action` runs every step.
@MainActor open class DynamicBehavior {
  /// The behaviours added with `addChildBehavior(_:)`, in order.
  public private(set) var childBehaviors: [DynamicBehavior] = []
  /// A block the animator runs after every frame's steps while the behaviour is in it.
  public var action: (@MainActor () -> Void)?
  /// The animator the behaviour (or its top-level ancestor) was added to.
  public internal(set) weak var dynamicAnimator: DynamicAnimator?
  /// The behaviour this one is a child of.
  weak var parent: DynamicBehavior?

  /// Creates an empty behaviour, to subclass or to group children.
  public init() {}

  /// Adds a child behaviour; if this behaviour is in an animator, the child takes effect at once.
  /// A child of another behaviour moves here; adding a behaviour to itself or its ancestor does nothing.
  /// - Complexity: O(children + the child's items).
  open func addChildBehavior(_ behavior: DynamicBehavior) {
    var ancestor: DynamicBehavior? = self
    while let a = ancestor {
      if a === behavior { return }
      ancestor = a.parent
    }
    guard behavior.parent !== self else { return }
    if let old = behavior.parent { old.removeChildBehavior(behavior) }
    if let other = behavior.dynamicAnimator { other.removeBehavior(behavior) }
    behavior.parent = self
    childBehaviors.append(behavior)
    dynamicAnimator?.attachTree(behavior)
  }

  /// Removes a child behaviour (and its effect); a behaviour that isn't a child is ignored.
  /// - Complexity: O(children + the child's items).
  open func removeChildBehavior(_ behavior: DynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    dynamicAnimator?.detachTree(behavior)
    childBehaviors.remove(at: index)
    behavior.parent = nil
  }

  /// Called before the behaviour joins an animator (or leaves one, with nil).
  open func willMove(to dynamicAnimator: DynamicAnimator?) {}

  // MARK: Engine hooks (overridden by the primitive behaviours)

  /// The items this behaviour itself acts on (not its children's), one entry per membership.
  var engineItems: [any DynamicItem] { [] }

  /// Creates the behaviour's engine objects; the animator has bodies for `engineItems`.
  func install(in animator: DynamicAnimator) {}

  /// Frees the behaviour's engine objects.
  func uninstall(from animator: DynamicAnimator) {}

  /// Adds the behaviour's forces for one engine step.
  func applyForces(in animator: DynamicAnimator, step: Double) {}

  /// Corrects the items after an engine step (a collision behaviour keeps them inside the reference bounds).
  func afterStep(in animator: DynamicAnimator) {}

  /// Whether the behaviour keeps the system moving regardless of velocities (a continuous push).
  var keepsMoving: Bool { false }

  /// The largest distance, in points, between an attachment and its rest state.
  func restDisplacement(in animator: DynamicAnimator) -> Double { 0 }

  /// Moves the items exactly onto their rest state once the system has come to rest.
  func settle(in animator: DynamicAnimator) {}

  // MARK: Input checks

  /// Reports and returns false for a number that isn't finite or lies outside `range`.
  func accepts(_ value: Double, _ call: String, in range: ClosedRange<Double>? = nil, rangeText: String = "") -> Bool {
    guard value.isFinite || (range != nil && value == .infinity && range!.upperBound == .infinity) else {
      DynamicAnimator.report(.nonFinite(call: call, value: "\(value)"))
      return false
    }
    if let range, !range.contains(value) {
      DynamicAnimator.report(.outOfRange(call: call, value: value, range: rangeText))
      return false
    }
    if range == nil && !DynamicsError.isAcceptable(value) {
      DynamicAnimator.report(.nonFinite(call: call, value: "\(value)"))
      return false
    }
    return true
  }

  /// Reports and returns false for a point with a non-finite coordinate.
  func accepts(_ point: CGPoint, _ call: String) -> Bool {
    guard DynamicsError.isAcceptable(point) else {
      DynamicAnimator.report(.nonFinite(call: call, value: "(\(point.x), \(point.y))"))
      return false
    }
    return true
  }

  /// Reports and returns false for a vector with a non-finite component.
  func accepts(_ vector: CGVector, _ call: String) -> Bool {
    guard DynamicsError.isAcceptable(vector) else {
      DynamicAnimator.report(.nonFinite(call: call, value: "(\(vector.dx), \(vector.dy))"))
      return false
    }
    return true
  }

  /// Re-creates the engine objects after a change of membership or structure.
  func changeMembership(_ change: () -> Void) {
    guard let animator = dynamicAnimator else {
      change()
      return
    }
    animator.detachNode(self)
    change()
    animator.attachNode(self)
  }

  /// Adds `item` once to the item list at `list` of `behavior` (this behaviour), re-installing it: the
  /// shared body of the behaviours' `addItem(_:)`. Each access to the list is momentary, so installing
  /// may read it.
  /// - Complexity: O(items).
  func add<Behavior: DynamicBehavior>(
    _ item: any DynamicItem, to list: ReferenceWritableKeyPath<Behavior, [any DynamicItem]>, of behavior: Behavior
  ) {
    guard !behavior[keyPath: list].contains(where: { $0 === item }) else { return }
    changeMembership { behavior[keyPath: list].append(item) }
  }

  /// Removes `item` from the item list at `list` of `behavior` (this behaviour), re-installing it.
  /// - Complexity: O(items).
  func remove<Behavior: DynamicBehavior>(
    _ item: any DynamicItem, from list: ReferenceWritableKeyPath<Behavior, [any DynamicItem]>, of behavior: Behavior
  ) {
    guard behavior[keyPath: list].contains(where: { $0 === item }) else { return }
    changeMembership { behavior[keyPath: list].removeAll { $0 === item } }
  }

  /// Wakes the animator after a parameter change.
  func parameterDidChange() { dynamicAnimator?.wake() }
}
