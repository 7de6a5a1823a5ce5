import CChipmunk
import Trellis

/// Pulls an item to a point with a damped spring and straightens its rotation (`UISnapBehavior`).
///
/// The spring runs at 2 Hz with damping ratio 0.1 + 0.9 × `damping`, and a rotary spring returns the
/// angle to zero; at rest the item sits exactly on the snap point.
open class SnapBehavior: DynamicBehavior {
  /// The frequency of the snap's spring, in hertz.
  static let frequency: Double = 2
  let item: any DynamicItem
  private var storedPoint: CGPoint
  private var storedDamping: CGFloat = 0.5
  private var spring: OpaquePointer?
  private var rotarySpring: OpaquePointer?

  /// Snaps an item to a point (`init(item:snapTo:)`).
  public init(item: any DynamicItem, snapTo point: CGPoint) {
    self.item = item
    storedPoint = item.center
    super.init()
    if accepts(point, "SnapBehavior snap point") { storedPoint = point }
  }

  /// The point the item's centre snaps to.
  public var snapPoint: CGPoint {
    get { storedPoint }
    set {
      guard accepts(newValue, "SnapBehavior.snapPoint") else { return }
      storedPoint = newValue
      parameterDidChange()
    }
  }

  /// How much the snap is damped, 0…1 (0.5 by default).
  public var damping: CGFloat {
    get { storedDamping }
    set {
      guard accepts(newValue, "SnapBehavior.damping", in: 0...1, rangeText: "0…1") else { return }
      storedDamping = newValue
      parameterDidChange()
    }
  }

  override var engineItems: [any DynamicItem] { [item] }

  override func install(in animator: DynamicAnimator) {
    // An anchored item can't move; a constraint between it and the static body would abort Chipmunk.
    guard let body = animator.body(for: item), !body.properties.isAnchored else { return }
    let staticBody = animator.world.staticBody
    spring = animator.world.addDampedSpring(
      body.body, staticBody, anchorA: cpVect(x: 0, y: 0), anchorB: cpVect(storedPoint), restLength: 0)
    rotarySpring = animator.world.addConstraint(cpDampedRotarySpringNew(body.body, staticBody, 0, 0, 0))
  }

  override func uninstall(from animator: DynamicAnimator) {
    if let spring { animator.world.removeConstraint(spring) }
    if let rotarySpring { animator.world.removeConstraint(rotarySpring) }
    spring = nil
    rotarySpring = nil
  }

  override func applyForces(in animator: DynamicAnimator, step: Double) {
    guard let spring, let rotarySpring, let body = animator.body(for: item) else { return }
    let m = body.mass
    let omega = 2 * Double.pi * Self.frequency
    let zeta = 0.1 + 0.9 * Double(storedDamping)
    cpDampedSpringSetAnchorB(spring, cpVect(storedPoint))
    cpDampedSpringSetStiffness(spring, m * omega * omega)
    cpDampedSpringSetDamping(spring, 2 * zeta * m * omega)
    let moment = cpBodyGetMoment(body.body)
    let i = moment.isFinite ? moment : 0
    cpDampedRotarySpringSetStiffness(rotarySpring, i * omega * omega)
    cpDampedRotarySpringSetDamping(rotarySpring, 2 * zeta * i * omega)
    // Chipmunk's spring damps along its axis only; damp the sideways motion too.
    let p = cpBodyGetPosition(body.body)
    let dx = p.x - storedPoint.x
    let dy = p.y - storedPoint.y
    let dist = (dx * dx + dy * dy).squareRoot()
    guard dist > 1e-9, !body.properties.isAnchored else { return }
    let v = cpBodyGetVelocity(body.body)
    let along = (v.x * dx + v.y * dy) / dist
    let c = min(2 * zeta * m * omega, m / step)
    cpBodyApplyForceAtWorldPoint(
      body.body, cpVect(x: -c * (v.x - along * dx / dist), y: -c * (v.y - along * dy / dist)), p)
  }

  override func restDisplacement(in animator: DynamicAnimator) -> Double {
    guard let body = animator.body(for: item) else { return 0 }
    return Double(body.position.distance(to: storedPoint)) + abs(cpBodyGetAngle(body.body)) * 100
  }

  override func settle(in animator: DynamicAnimator) {
    guard let body = animator.body(for: item), !body.properties.isAnchored else { return }
    cpBodySetPosition(body.body, cpVect(storedPoint))
    cpBodySetAngle(body.body, 0)
  }
}
