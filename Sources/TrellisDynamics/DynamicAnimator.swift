import CChipmunk
import Trellis

/// Runs a physics simulation over views (`UIDynamicAnimator`): behaviours added to it move their items
/// in the reference view's coordinates, stepping Chipmunk2D with a fixed step on the frame clock.
///
/// The animator joins the application's frame drivers while it runs and leaves them when the system
/// comes to rest: every speed below 0.5 pt/s, every spring within 0.05 pt of its rest length, for
/// 0.1 s. It then places zero-length attachments and snaps exactly on their anchors, tells its
/// delegate `dynamicAnimatorDidPause`, and wakes (`dynamicAnimatorWillResume`) when a behaviour is
/// added or changed or an item is updated. Items are tracked by identity.
@MainActor open class DynamicAnimator: FrameDriver {
  /// The view whose coordinates the items move in (nil for a collection-view layout's animator).
  public private(set) weak var referenceView: View?
  /// The layout whose attributes the items are, in its content coordinates (`init(collectionViewLayout:)`).
  public private(set) weak var collectionViewLayout: CollectionViewLayout?
  /// Hears the animator pause and resume.
  public weak var delegate: (any DynamicAnimatorDelegate)?
  /// The top-level behaviours, in the order they were added.
  public private(set) var behaviors: [DynamicBehavior] = []
  /// Whether the animator is stepping (it is on the application's frame drivers).
  public private(set) var isRunning = false
  /// The simulated time so far, in seconds (it doesn't advance while paused).
  public private(set) var elapsedTime: TimeInterval = 0

  /// Receives refused inputs; by default prints them to standard error.
  public static var errorHandler: @MainActor (DynamicsError) -> Void = DynamicAnimator.printError
  /// The last refused input.
  public internal(set) static var lastError: DynamicsError?

  let world = PhysicsWorld()
  /// Bodies by item identity.
  var bodies: [ObjectIdentifier: ItemBody] = [:]
  /// Bodies in the order their items first joined.
  var bodyList: [ItemBody] = []
  /// Body records of items that left, kept for the next items that join.
  var spareBodies: [ItemBody] = []
  /// Every behaviour node in the animator (top-level and children), in attach order.
  var nodes: [DynamicBehavior] = []
  /// The item behaviours in attach order (later ones override earlier ones).
  var itemBehaviors: [DynamicItemBehavior] = []
  /// Which of the engine's collision-filter slots are taken.
  var collisionSlots = [Bool](repeating: false, count: 16)
  /// What each collision shape belongs to, by shape id.
  var shapeOwners: [Int: ShapeOwner] = [:]
  var lastTickTime: TimeInterval = 0
  var accumulator: Double = 0
  var restTime: Double = 0
  /// Bodies of layout attributes by element, for `layoutAttributesForCell(at:)` and its variants.
  var elementBodies: [ElementKey: ItemBody] = [:]
  /// The one context a collection-view animator invalidates its layout with, made once so a frame
  /// allocates nothing (see `init(collectionViewLayout:)`).
  var stepInvalidation: InvalidationContext?
  /// The last answer of `items(in:)`, whose buffer the next answer reuses once its callers released it.
  var itemsAnswer: [any DynamicItem] = []

  /// Creates an animator for views in `referenceView`'s coordinates (`init(referenceView:)`).
  public init(referenceView: View) {
    self.referenceView = referenceView
    nodes.reserveCapacity(16)
  }

  /// Creates an animator whose items are a layout's `LayoutAttributes`, moving in the layout's
  /// content coordinates; it invalidates the layout after every frame in which an item moved.
  ///
  /// The invalidation is `invalidateLayout(with:)` with one context of the layout's
  /// `invalidationContextClass`, made here and reused every frame; for a flow layout its
  /// `invalidateFlowLayoutDelegateMetrics` and `invalidateFlowLayoutAttributes` are false, since moving
  /// items changes neither, so the flow layout's `prepare()` recomputes nothing.
  public init(collectionViewLayout layout: CollectionViewLayout) {
    collectionViewLayout = layout
    nodes.reserveCapacity(16)
    let context = layout.invalidationContextType.init()
    if let flow = context as? FlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutDelegateMetrics = false
      flow.invalidateFlowLayoutAttributes = false
    }
    stepInvalidation = context
  }

  /// The rectangle a collision behaviour's reference-bounds boundary encloses: the reference view's
  /// bounds, or the layout's content rectangle.
  var referenceBounds: CGRect? {
    if let referenceView { return referenceView.bounds }
    if let collectionViewLayout { return CGRect(origin: .zero, size: collectionViewLayout.collectionViewContentSize) }
    return nil
  }

  /// Prints a refused input to standard error.
  public static func printError(_ error: DynamicsError) {
    FileHandle.standardError.write(Data("[Dynamics] \(error)\n".utf8))
  }

  /// Records and hands on a refused input.
  static func report(_ error: DynamicsError) {
    lastError = error
    errorHandler(error)
  }

  // MARK: Behaviours

  /// Adds a behaviour and its children; adding one already here does nothing.
  /// - Complexity: O(the behaviour tree's items).
  public func addBehavior(_ behavior: DynamicBehavior) {
    if behavior.dynamicAnimator === self && behavior.parent == nil { return }
    if behavior.dynamicAnimator != nil || behavior.parent != nil {
      DynamicAnimator.report(.behaviorInAnotherAnimator(behavior: "\(type(of: behavior))"))
      return
    }
    behavior.willMove(to: self)
    behaviors.append(behavior)
    attachTree(behavior)
  }

  /// Removes a top-level behaviour and its children; one not added here is ignored.
  /// - Complexity: O(behaviours + the behaviour tree's items).
  public func removeBehavior(_ behavior: DynamicBehavior) {
    guard let index = behaviors.firstIndex(where: { $0 === behavior }) else { return }
    behavior.willMove(to: nil)
    detachTree(behavior)
    behaviors.remove(at: index)
  }

  /// Removes every behaviour.
  /// - Complexity: O(behaviours + items).
  public func removeAllBehaviors() {
    for behavior in behaviors.reversed() { removeBehavior(behavior) }
  }

  func attachTree(_ behavior: DynamicBehavior) {
    attachNode(behavior)
    for child in behavior.childBehaviors { attachTree(child) }
  }

  func detachTree(_ behavior: DynamicBehavior) {
    for child in behavior.childBehaviors.reversed() { detachTree(child) }
    detachNode(behavior)
  }

  func attachNode(_ node: DynamicBehavior) {
    node.dynamicAnimator = self
    nodes.append(node)
    for item in node.engineItems { retain(item) }
    if let itemBehavior = node as? DynamicItemBehavior {
      itemBehaviors.append(itemBehavior)
      refreshProperties(of: itemBehavior.items)
    }
    node.install(in: self)
    wake()
  }

  func detachNode(_ node: DynamicBehavior) {
    node.uninstall(from: self)
    if let itemBehavior = node as? DynamicItemBehavior {
      itemBehaviors.removeAll { $0 === itemBehavior }
      refreshProperties(of: itemBehavior.items)
    }
    for item in node.engineItems { release(item) }
    nodes.removeAll { $0 === node }
    node.dynamicAnimator = nil
    wake()
  }

  // MARK: Running

  /// Starts stepping if the animator has behaviours and isn't running.
  func wake() {
    guard !isRunning, !nodes.isEmpty else {
      restTime = 0
      return
    }
    isRunning = true
    restTime = 0
    accumulator = 0
    lastTickTime = Application.shared.clock.now
    delegate?.dynamicAnimatorWillResume(self)
    Application.shared.addFrameDriver(self)
  }

  /// Stops stepping and tells the delegate.
  func pause() {
    isRunning = false
    Application.shared.removeFrameDriver(self)
    delegate?.dynamicAnimatorDidPause(self)
  }

  /// Whether the animator wants frames: while it runs.
  public var needsFrames: Bool { isRunning }

  /// Runs the fixed 1/120 s engine steps that fit since the last frame, writes the items, tells the
  /// collision delegates, runs the actions, and pauses at rest.
  /// - Complexity: O(steps × (items + behaviours)), plus the engine's collision work.
  public func tick(at time: TimeInterval) {
    guard isRunning else { return }
    accumulator += max(0, time - lastTickTime)
    lastTickTime = time
    let h = DynamicsUnits.step
    var steps = 0
    while accumulator >= h - 1e-9 && steps < DynamicsUnits.maximumStepsPerFrame {
      substep(h)
      accumulator -= h
      steps += 1
    }
    if steps == DynamicsUnits.maximumStepsPerFrame { accumulator = 0 }
    guard steps > 0 else { return }
    elapsedTime += Double(steps) * h
    var moved = false
    for body in bodyList where !body.properties.isAnchored { moved = body.writeToItem() || moved }
    if moved, let collectionViewLayout, let stepInvalidation {
      collectionViewLayout.invalidateLayout(with: stepInvalidation)
    }
    dispatchContacts()
    var index = 0
    while index < nodes.count {
      nodes[index].action?()
      index += 1
    }
    if isRunning { checkRest(after: Double(steps) * h) }
  }
}
