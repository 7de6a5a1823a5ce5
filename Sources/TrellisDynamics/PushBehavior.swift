import CChipmunk
import Trellis

/// Pushes its items with a force or an impulse (`UIPushBehavior`): magnitude 1 is one UIKit newton,
/// which accelerates a 100 × 100 pt item of density 1 at 100 pt/s² (continuous) or changes its
/// velocity by 100 pt/s (instantaneous).
open class PushBehavior: DynamicBehavior {
  /// Whether the push acts all the time or once (`UIPushBehavior.Mode`).
  public enum Mode: Sendable {
    /// A force applied every step while active.
    case continuous
    /// An impulse applied once, after which `active` becomes false.
    case instantaneous
  }

  /// The items pushed.
  public private(set) var items: [any DynamicItem]
  /// The push's mode.
  public let mode: Mode
  private var direction = CGVector(dx: 0, dy: 0)
  private var storedActive = true
  private var offsets: [ObjectIdentifier: Offset] = [:]
  /// The items' bodies while installed, so a step looks nothing up.
  private var installed: [ItemBody] = []

  /// Creates a push for items (`init(items:mode:)`), active, of magnitude 0.
  public init(items: [any DynamicItem], mode: Mode) {
    self.items = items
    self.mode = mode
    super.init()
  }

  /// Adds an item (once).
  /// - Complexity: O(items): the behaviour is re-installed.
  public func addItem(_ item: any DynamicItem) { add(item, to: \PushBehavior.items, of: self) }

  /// Removes an item.
  /// - Complexity: O(items): the behaviour is re-installed.
  public func removeItem(_ item: any DynamicItem) { remove(item, from: \PushBehavior.items, of: self) }

  /// Whether the push acts; an instantaneous push applies itself again each time this becomes true.
  public var active: Bool {
    get { storedActive }
    set {
      storedActive = newValue
      if newValue { parameterDidChange() }
    }
  }

  /// The force vector in UIKit newtons; its length is the magnitude.
  public var pushDirection: CGVector {
    get { direction }
    set {
      guard accepts(newValue, "PushBehavior.pushDirection") else { return }
      direction = newValue
      parameterDidChange()
    }
  }

  /// The direction's angle in radians.
  public var angle: CGFloat {
    get { direction.angle }
    set { setAngle(newValue, magnitude: magnitude) }
  }

  /// The force's strength in UIKit newtons.
  public var magnitude: CGFloat {
    get { direction.magnitude }
    set { setAngle(angle, magnitude: newValue) }
  }

  /// Sets the angle and magnitude together.
  public func setAngle(_ angle: CGFloat, magnitude: CGFloat) {
    guard accepts(angle, "PushBehavior.angle"), accepts(magnitude, "PushBehavior.magnitude") else { return }
    direction = CGVector(angle: angle, magnitude: magnitude)
    parameterDidChange()
  }

  /// Applies the push at a point offset from the item's centre (it then also turns the item).
  public func setTargetOffsetFromCenter(_ offset: Offset, for item: any DynamicItem) {
    guard accepts(CGPoint(x: offset.horizontal, y: offset.vertical), "PushBehavior.setTargetOffsetFromCenter")
    else { return }
    offsets[ObjectIdentifier(item)] = offset
  }

  /// The offset the push acts at for an item (zero unless set).
  public func targetOffsetFromCenter(for item: any DynamicItem) -> Offset {
    offsets[ObjectIdentifier(item)] ?? .zero
  }

  override var engineItems: [any DynamicItem] { items }

  override var keepsMoving: Bool { mode == .continuous && storedActive && (direction.dx != 0 || direction.dy != 0) }

  override func install(in animator: DynamicAnimator) {
    installed = items.compactMap { animator.body(for: $0) }
  }

  override func uninstall(from animator: DynamicAnimator) { installed.removeAll() }

  override func applyForces(in animator: DynamicAnimator, step: Double) {
    guard storedActive else { return }
    let fx = direction.dx * DynamicsUnits.newton
    let fy = direction.dy * DynamicsUnits.newton
    for body in installed {
      guard !body.properties.isAnchored else { continue }
      let offset = offsets.isEmpty ? .zero : offsets[ObjectIdentifier(body.item)] ?? .zero
      let point = cpBodyLocalToWorld(body.body, cpVect(x: offset.horizontal, y: offset.vertical))
      if mode == .continuous {
        cpBodyApplyForceAtWorldPoint(body.body, cpVect(x: fx, y: fy), point)
      } else {
        cpBodyApplyImpulseAtWorldPoint(body.body, cpVect(x: fx, y: fy), point)
      }
    }
    if mode == .instantaneous { storedActive = false }
  }
}
