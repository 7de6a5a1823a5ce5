import CChipmunk
import Trellis

/// A spring or rod between an item and an anchor point or between two items (`UIAttachmentBehavior`),
/// or one of iOS 9's joints: sliding, limit, fixed and pin attachments (see AttachmentBehavior+Joints.swift).
///
/// `frequency` (Hz) and `damping` (the damping ratio, 1 = critical) make a Chipmunk damped spring of
/// stiffness m·(2πf)² and damping 2ζ·m·2πf for the attached mass m (the reduced mass between two
/// items); frequency 0 makes a rigid rod (a pin joint, or a pivot at length 0). `length` starts as
/// the distance between the attachment points.
open class AttachmentBehavior: DynamicBehavior {
  /// Whether the attachment joins two items or an item and an anchor (`UIAttachmentBehavior.AttachmentType`).
  public enum AttachmentType: Sendable {
    /// Item to item.
    case items
    /// Item to anchor point.
    case anchor
  }

  /// The attached items: one for an anchor attachment, two otherwise.
  public let items: [any DynamicItem]
  /// The kind of attachment.
  public let attachedBehaviorType: AttachmentType
  let offsetA: Offset
  let offsetB: Offset
  private var storedAnchor: CGPoint
  private var storedLength: CGFloat
  private var storedDamping: CGFloat = 0
  private var storedFrequency: CGFloat = 0
  private var storedFrictionTorque: CGFloat = 0
  private var storedRange: FloatRange = .infinite
  /// The main engine constraint (spring, rod, pivot, rope, groove).
  var constraint: OpaquePointer?
  /// The joint holding or limiting the relative angle of an iOS 9 joint (gear or rotary limit).
  var angleJoint: OpaquePointer?
  private var frictionMotor: OpaquePointer?
  private var springKind = false
  /// Which attachment the factory made: a spring or rod, or one of the iOS 9 joints.
  var kind: JointKind = .spring
  /// The unit axis of a sliding attachment, in the first item's (or the world's) frame at creation.
  var slidingAxis = CGVector(dx: 1, dy: 0)
  /// The relative angle (second body minus first, or the item's for an anchor) at creation.
  var referenceAngle: Double = 0
  /// Whether a refused input left the attachment inert (it installs nothing).
  var isInert = false
  /// The installed bodies (B is nil for an anchor), cached so a step looks nothing up.
  private var bodyA: ItemBody?
  private var bodyB: ItemBody?
  /// The mass the spring constants were last computed for (nan forces an update).
  private var springConstantsMass = Double.nan

  /// Attaches an item's centre to an anchor point (`init(item:attachedToAnchor:)`).
  public convenience init(item: any DynamicItem, attachedToAnchor point: CGPoint) {
    self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
  }

  /// Attaches a point offset from an item's centre to an anchor point.
  public required init(item: any DynamicItem, offsetFromCenter offset: Offset, attachedToAnchor point: CGPoint) {
    items = [item]
    attachedBehaviorType = .anchor
    offsetA = offset
    offsetB = .zero
    storedAnchor = point
    storedLength = 0
    super.init()
    if !accepts(point, "AttachmentBehavior anchor") { storedAnchor = item.center }
    storedLength = Self.distance(
      CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical), storedAnchor)
  }

  /// Attaches two items' centres (`init(item:attachedTo:)`).
  public convenience init(item: any DynamicItem, attachedTo item2: any DynamicItem) {
    self.init(item: item, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
  }

  /// Attaches points offset from two items' centres.
  public required init(
    item item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem,
    offsetFromCenter offset2: Offset
  ) {
    items = [item1, item2]
    attachedBehaviorType = .items
    offsetA = offset1
    offsetB = offset2
    storedAnchor = .zero
    storedLength = 0
    super.init()
    if item1 === item2 { DynamicAnimator.report(.attachmentToItself) }
    storedLength = Self.distance(
      CGPoint(x: item1.center.x + offset1.horizontal, y: item1.center.y + offset1.vertical),
      CGPoint(x: item2.center.x + offset2.horizontal, y: item2.center.y + offset2.vertical))
  }

  private static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
    let d = a.distance(to: b)
    return DynamicsError.isAcceptable(d) ? d : 0
  }

  /// The anchor point, for an anchor attachment.
  public var anchorPoint: CGPoint {
    get { storedAnchor }
    set {
      guard accepts(newValue, "AttachmentBehavior.anchorPoint") else { return }
      storedAnchor = newValue
      refreshConstraint()
    }
  }

  /// The distance kept between the attachment points, in points (≥ 0).
  public var length: CGFloat {
    get { storedLength }
    set {
      guard accepts(newValue, "AttachmentBehavior.length", in: 0...DynamicsUnits.maximumValue, rangeText: "0…1e7")
      else { return }
      storedLength = newValue
      refreshConstraint()
    }
  }

  /// The spring's damping ratio: 0 none, 1 critical (≥ 0).
  public var damping: CGFloat {
    get { storedDamping }
    set {
      guard accepts(newValue, "AttachmentBehavior.damping", in: 0...DynamicsUnits.maximumValue, rangeText: "0…1e7")
      else { return }
      storedDamping = newValue
      refreshConstraint()
    }
  }

  /// The spring's frequency in hertz; 0 makes the attachment a rigid rod (≥ 0).
  public var frequency: CGFloat {
    get { storedFrequency }
    set {
      guard
        accepts(newValue, "AttachmentBehavior.frequency", in: 0...DynamicsUnits.maximumValue, rangeText: "0…1e7")
      else { return }
      storedFrequency = newValue
      refreshConstraint()
    }
  }

  /// The torque, in UIKit newton-points, that the attachment's friction resists rotation with (≥ 0).
  public var frictionTorque: CGFloat {
    get { storedFrictionTorque }
    set {
      guard
        accepts(
          newValue, "AttachmentBehavior.frictionTorque", in: 0...DynamicsUnits.maximumValue, rangeText: "0…1e7")
      else { return }
      storedFrictionTorque = newValue
      refreshConstraint()
    }
  }

  /// The range of motion (`attachmentRange`, `FloatRange.infinite` by default): for a sliding
  /// attachment the translation along the axis in points, for a pin attachment the relative rotation
  /// in radians (negative counter-clockwise, positive clockwise), both measured from the start.
  ///
  /// The range must contain 0 (minimum ≤ 0 ≤ maximum, either end may be infinite); another value is
  /// refused and reported. Other attachments keep the value and ignore it, as UIKit's do.
  public var attachmentRange: FloatRange {
    get { storedRange }
    set {
      guard newValue.minimum <= 0, newValue.maximum >= 0 else {
        DynamicAnimator.report(
          .invalidRange(
            call: "AttachmentBehavior.attachmentRange", minimum: newValue.minimum, maximum: newValue.maximum))
        return
      }
      storedRange = newValue
      if kind == .sliding || kind == .pin { refreshConstraint() }
    }
  }

  // MARK: Engine

  override var engineItems: [any DynamicItem] { items }

  private func refreshConstraint() {
    guard let animator = dynamicAnimator else { return }
    if kind != .spring || (storedFrequency > 0) != springKind || (!springKind && constraint != nil) {
      uninstall(from: animator)
      install(in: animator)
    } else {
      updateSpring(in: animator)
    }
    parameterDidChange()
  }

  override func install(in animator: DynamicAnimator) {
    guard !isInert, let a = animator.body(for: items[0]), items.count == 1 || items[0] !== items[1] else { return }
    bodyA = a
    self.bodyB = items.count > 1 ? animator.body(for: items[1]) : nil
    let bodyB = items.count > 1 ? self.bodyB?.body : animator.world.staticBody
    guard let bodyB else { return }
    // Between two bodies that can't move (anchored items, the static anchor) Chipmunk's solver has
    // nothing to solve and aborts; the attachment waits until an end is free (the animator
    // re-installs it when `isAnchored` changes).
    guard !a.properties.isAnchored || (self.bodyB.map { !$0.properties.isAnchored } ?? false) else { return }
    springConstantsMass = .nan
    let anchorA = cpVect(x: offsetA.horizontal, y: offsetA.vertical)
    let anchorB = items.count > 1 ? cpVect(x: offsetB.horizontal, y: offsetB.vertical) : cpVect(storedAnchor)
    springKind = storedFrequency > 0 && kind == .spring
    if kind != .spring {
      installJoint(in: animator, a, bodyB, range: storedRange)
      return
    } else if springKind {
      constraint = animator.world.addDampedSpring(
        a.body, bodyB, anchorA: anchorA, anchorB: anchorB, restLength: storedLength)
      updateSpring(in: animator)
    } else if storedLength > 0 {
      let pin = animator.world.addConstraint(cpPinJointNew(a.body, bodyB, anchorA, anchorB))
      cpPinJointSetDist(pin, storedLength)
      constraint = pin
    } else {
      constraint = animator.world.addConstraint(cpPivotJointNew2(a.body, bodyB, anchorA, anchorB))
    }
    addFrictionMotor(in: animator, a.body, bodyB)
  }

  /// Adds the rate-0 motor that resists rotation with `frictionTorque` (none at 0).
  func addFrictionMotor(in animator: DynamicAnimator, _ bodyA: OpaquePointer, _ bodyB: OpaquePointer) {
    guard storedFrictionTorque > 0 else { return }
    let motor = animator.world.addConstraint(cpSimpleMotorNew(bodyA, bodyB, 0))
    cpConstraintSetMaxForce(motor, storedFrictionTorque * DynamicsUnits.newton)
    frictionMotor = motor
  }

  override func uninstall(from animator: DynamicAnimator) {
    if let constraint { animator.world.removeConstraint(constraint) }
    if let angleJoint { animator.world.removeConstraint(angleJoint) }
    if let frictionMotor { animator.world.removeConstraint(frictionMotor) }
    constraint = nil
    angleJoint = nil
    frictionMotor = nil
    bodyA = nil
    bodyB = nil
  }

  /// The mass the spring acts on: the item's, or the reduced mass of two free items.
  private func springMass() -> Double {
    guard let a = bodyA else { return 1 }
    let massA = a.properties.isAnchored ? Double.infinity : a.mass
    var massB = Double.infinity
    if let b = bodyB, !b.properties.isAnchored { massB = b.mass }
    if massA.isInfinite && massB.isInfinite { return 1 }
    if massA.isInfinite { return massB }
    if massB.isInfinite { return massA }
    return massA * massB / (massA + massB)
  }

  private func updateSpring(in animator: DynamicAnimator, force: Bool = true) {
    guard springKind, let constraint else { return }
    let m = springMass()
    guard force || m != springConstantsMass else { return }
    springConstantsMass = m
    let omega = min(2 * Double.pi * storedFrequency, DynamicsUnits.maximumAngularFrequency)
    cpDampedSpringSetStiffness(constraint, m * omega * omega)
    cpDampedSpringSetDamping(constraint, 2 * storedDamping * m * omega)
    cpDampedSpringSetRestLength(constraint, storedLength)
    if items.count == 1 { cpDampedSpringSetAnchorB(constraint, cpVect(storedAnchor)) }
  }

  /// Keeps the spring's constants in step with the masses, and damps motion across a zero-length
  /// spring (Chipmunk's spring damps only along its axis; the ratio ζ applies in every direction).
  override func applyForces(in animator: DynamicAnimator, step: Double) {
    guard springKind, let constraint else { return }
    updateSpring(in: animator, force: false)
    guard storedLength == 0, storedDamping > 0, let a = bodyA else { return }
    let m = springConstantsMass
    let omega = min(2 * Double.pi * storedFrequency, DynamicsUnits.maximumAngularFrequency)
    let c = min(2 * storedDamping * m * omega, m / step)
    let pointA = cpBodyLocalToWorld(a.body, cpDampedSpringGetAnchorA(constraint))
    let otherBody = cpConstraintGetBodyB(constraint)!
    let pointB = cpBodyLocalToWorld(otherBody, cpDampedSpringGetAnchorB(constraint))
    var relative = cpBodyGetVelocityAtWorldPoint(a.body, pointA)
    let vB = cpBodyGetVelocityAtWorldPoint(otherBody, pointB)
    relative = cpVect(x: relative.x - vB.x, y: relative.y - vB.y)
    let dx = pointA.x - pointB.x
    let dy = pointA.y - pointB.y
    let dist = (dx * dx + dy * dy).squareRoot()
    var perpendicular = relative
    if dist > 1e-9 {
      let along = (relative.x * dx + relative.y * dy) / dist
      perpendicular = cpVect(x: relative.x - along * dx / dist, y: relative.y - along * dy / dist)
    } else {
      return
    }
    let force = cpVect(x: -c * perpendicular.x, y: -c * perpendicular.y)
    if !a.properties.isAnchored { cpBodyApplyForceAtWorldPoint(a.body, force, pointA) }
    if let b = bodyB, !b.properties.isAnchored {
      cpBodyApplyForceAtWorldPoint(b.body, cpVect(x: -force.x, y: -force.y), pointB)
    }
  }

  override func restDisplacement(in animator: DynamicAnimator) -> Double {
    guard let constraint, let a = bodyA, kind == .spring else { return 0 }
    let pointA = cpBodyLocalToWorld(a.body, cpVect(x: offsetA.horizontal, y: offsetA.vertical))
    let pointB =
      items.count > 1
      ? cpBodyLocalToWorld(cpConstraintGetBodyB(constraint)!, cpVect(x: offsetB.horizontal, y: offsetB.vertical))
      : cpVect(storedAnchor)
    let dx = pointA.x - pointB.x
    let dy = pointA.y - pointB.y
    return abs((dx * dx + dy * dy).squareRoot() - storedLength)
  }

  /// Puts an item on a zero-length anchor attachment exactly on its anchor.
  override func settle(in animator: DynamicAnimator) {
    guard kind == .spring, items.count == 1, storedLength == 0, let a = animator.body(for: items[0]),
      !a.properties.isAnchored
    else { return }
    let angle = cpBodyGetAngle(a.body)
    let (s, c) = (sin(angle), cos(angle))
    let ox = offsetA.horizontal * c - offsetA.vertical * s
    let oy = offsetA.horizontal * s + offsetA.vertical * c
    cpBodySetPosition(a.body, cpVect(x: storedAnchor.x - ox, y: storedAnchor.y - oy))
  }
}
