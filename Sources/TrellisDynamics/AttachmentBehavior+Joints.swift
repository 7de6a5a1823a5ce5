import CChipmunk
import Trellis

/// iOS 9's attachments on Chipmunk's joints (see the article PhysicsDrivenLayouts, "iOS 9 attachments"):
/// sliding (a groove joint and a gear joint), limit (a slide joint), fixed (a pivot and a gear joint)
/// and pin (a pivot, with a rotary limit joint for `attachmentRange`).
extension AttachmentBehavior {
  /// Which engine joint an attachment is.
  enum JointKind: Equatable {
    /// A damped spring, a rigid rod or a pivot (the iOS 7 initialisers).
    case spring
    /// A rope: at most `length` apart, slack below it.
    case limit
    /// Translation along one axis only, no rotation.
    case sliding
    /// Two items welded at a point.
    case fixed
    /// Two items hinged at a point.
    case pin
  }

  /// The largest groove half-length or rotation limit handed to the engine for an infinite range.
  private static let unboundedRange: Double = DynamicsUnits.maximumValue

  /// An item whose anchor point slides along an axis through `point` without rotating
  /// (`slidingAttachment(with:attachmentAnchor:axisOfTranslation:)`): the axis's length is ignored and
  /// `attachmentRange` bounds the travel from the start, in points (unbounded by default).
  ///
  /// A NaN, infinite or zero axis is reported and gives an attachment that does nothing; a NaN anchor
  /// is reported and replaced by the item's centre.
  public class func slidingAttachment(
    with item: any DynamicItem, attachmentAnchor point: CGPoint, axisOfTranslation axis: CGVector
  ) -> Self {
    let call = "slidingAttachment(with:attachmentAnchor:axisOfTranslation:)"
    let anchor = acceptedAnchor(point, fallback: item.center, call: call)
    let angle = angle(of: item)
    let attachment = self.init(
      item: item, offsetFromCenter: localOffset(of: anchor, in: item, angle: angle), attachedToAnchor: anchor)
    attachment.kind = .sliding
    // The static body (angle 0) minus the item's angle: the gear joint holds it.
    attachment.referenceAngle = -angle
    attachment.setAxis(axis, rotatedBy: 0, call: call)
    return attachment
  }

  /// Two items whose points at `point` slide relative to each other along an axis, without relative
  /// rotation (`slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)`); the axis
  /// turns with the first item and `attachmentRange` bounds the second's travel along it, in points.
  ///
  /// A NaN, infinite or zero axis is reported and gives an attachment that does nothing; a NaN anchor
  /// is reported and replaced by the first item's centre.
  public class func slidingAttachment(
    with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint,
    axisOfTranslation axis: CGVector
  ) -> Self {
    let call = "slidingAttachment(with:attachedTo:attachmentAnchor:axisOfTranslation:)"
    let attachment = joining(item1, item2, at: point, kind: .sliding, call: call)
    attachment.setAxis(axis, rotatedBy: -angle(of: item1), call: call)
    return attachment
  }

  /// A rope between two items (`limitAttachment(with:offsetFromCenter:attachedTo:offsetFromCenter:)`):
  /// the attachment points stay at most `length` apart (their current distance) and move freely closer.
  public class func limitAttachment(
    with item1: any DynamicItem, offsetFromCenter offset1: Offset, attachedTo item2: any DynamicItem,
    offsetFromCenter offset2: Offset
  ) -> Self {
    let attachment = self.init(item: item1, offsetFromCenter: offset1, attachedTo: item2, offsetFromCenter: offset2)
    attachment.kind = .limit
    return attachment
  }

  /// Two items welded together at `point`: they keep their relative position and angle and move as
  /// one body (`fixedAttachment(with:attachedTo:attachmentAnchor:)`).
  ///
  /// A NaN anchor is reported and replaced by the first item's centre.
  public class func fixedAttachment(
    with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint
  ) -> Self {
    joining(item1, item2, at: point, kind: .fixed, call: "fixedAttachment(with:attachedTo:attachmentAnchor:)")
  }

  /// Two items hinged at `point`: the point stays common to both and they turn freely about it
  /// (`pinAttachment(with:attachedTo:attachmentAnchor:)`); `attachmentRange` limits the second item's
  /// rotation relative to the first, in radians from the start, and `frictionTorque` resists it.
  ///
  /// A NaN anchor is reported and replaced by the first item's centre.
  public class func pinAttachment(
    with item1: any DynamicItem, attachedTo item2: any DynamicItem, attachmentAnchor point: CGPoint
  ) -> Self {
    joining(item1, item2, at: point, kind: .pin, call: "pinAttachment(with:attachedTo:attachmentAnchor:)")
  }

  /// An item–item joint of `kind` through `point`, held in each item's own frame.
  private class func joining(
    _ item1: any DynamicItem, _ item2: any DynamicItem, at point: CGPoint, kind: JointKind, call: String
  ) -> Self {
    let anchor = acceptedAnchor(point, fallback: item1.center, call: call)
    let angle1 = angle(of: item1)
    let angle2 = angle(of: item2)
    let attachment = self.init(
      item: item1, offsetFromCenter: localOffset(of: anchor, in: item1, angle: angle1), attachedTo: item2,
      offsetFromCenter: localOffset(of: anchor, in: item2, angle: angle2))
    attachment.kind = kind
    attachment.referenceAngle = angle2 - angle1
    attachment.anchorPoint = anchor
    return attachment
  }

  /// The anchor if its coordinates are acceptable; otherwise reports it and answers `fallback`.
  private static func acceptedAnchor(_ point: CGPoint, fallback: CGPoint, call: String) -> CGPoint {
    if DynamicsError.isAcceptable(point) { return point }
    DynamicAnimator.report(.nonFinite(call: "\(call) attachmentAnchor", value: "(\(point.x), \(point.y))"))
    return DynamicsError.isAcceptable(fallback) ? fallback : .zero
  }

  /// The item's rotation from its transform (0 if not finite).
  private static func angle(of item: any DynamicItem) -> Double {
    let t = item.transform
    let angle = Double(atan2(t.b, t.a))
    return angle.isFinite ? angle : 0
  }

  /// A world point as an offset from the item's centre in the item's own (unrotated) frame.
  private static func localOffset(of point: CGPoint, in item: any DynamicItem, angle: Double) -> Offset {
    let dx = point.x - item.center.x
    let dy = point.y - item.center.y
    let (s, c) = (sin(angle), cos(angle))
    let offset = Offset(horizontal: dx * c + dy * s, vertical: -dx * s + dy * c)
    guard DynamicsError.isAcceptable(offset.horizontal), DynamicsError.isAcceptable(offset.vertical) else {
      return .zero
    }
    return offset
  }

  /// Keeps the unit axis, turned by `angle` into the groove's frame; a NaN, infinite or zero axis is
  /// reported and leaves the attachment inert.
  private func setAxis(_ axis: CGVector, rotatedBy angle: Double, call: String) {
    let length = hypot(axis.dx, axis.dy)
    guard DynamicsError.isAcceptable(axis), length > 0, length.isFinite else {
      DynamicAnimator.report(.invalidAxis(call: call, axis: axis))
      isInert = true
      return
    }
    let (ux, uy) = (axis.dx / length, axis.dy / length)
    let (s, c) = (sin(angle), cos(angle))
    slidingAxis = CGVector(dx: ux * c - uy * s, dy: ux * s + uy * c)
  }

  /// Whether a body can turn: an unanchored item with a finite moment (a gear or rotary limit joint
  /// between two bodies that can't turn would divide by zero in the engine).
  private func canRotate(_ body: ItemBody?) -> Bool {
    guard let body else { return false }
    return !body.properties.isAnchored && cpBodyGetMoment(body.body).isFinite
  }

  /// Creates the engine joints of an iOS 9 attachment between the first item's body and `bodyB` (the
  /// second item's, or the static body for an anchor).
  func installJoint(in animator: DynamicAnimator, _ a: ItemBody, _ bodyB: OpaquePointer, range: FloatRange) {
    let world = animator.world
    let second = items.count > 1 ? animator.body(for: items[1]) : nil
    let anchorA = cpVect(x: offsetA.horizontal, y: offsetA.vertical)
    let anchorB = items.count > 1 ? cpVect(x: offsetB.horizontal, y: offsetB.vertical) : cpVect(anchorPoint)
    let turns = canRotate(a) || canRotate(second)
    switch kind {
    case .spring:
      return
    case .limit:
      constraint = world.addConstraint(cpSlideJointNew(a.body, bodyB, anchorA, anchorB, 0, length))
      addFrictionMotor(in: animator, a.body, bodyB)
    case .sliding:
      let low = max(Double(range.minimum), -Self.unboundedRange)
      let high = min(Double(range.maximum), Self.unboundedRange)
      if low == high {
        constraint = world.addConstraint(cpPivotJointNew2(a.body, bodyB, anchorA, anchorB))
      } else if items.count == 1 {
        // The rail is a groove on the static body through the anchor; the item's point rides in it.
        let p = anchorPoint
        let ends = (
          cpVect(x: p.x + slidingAxis.dx * low, y: p.y + slidingAxis.dy * low),
          cpVect(x: p.x + slidingAxis.dx * high, y: p.y + slidingAxis.dy * high)
        )
        constraint = world.addConstraint(cpGrooveJointNew(bodyB, a.body, ends.0, ends.1, anchorA))
      } else {
        // The groove is in the first item's frame through its point; the second item's point rides in it.
        let ends = (
          cpVect(x: anchorA.x + slidingAxis.dx * low, y: anchorA.y + slidingAxis.dy * low),
          cpVect(x: anchorA.x + slidingAxis.dx * high, y: anchorA.y + slidingAxis.dy * high)
        )
        constraint = world.addConstraint(cpGrooveJointNew(a.body, bodyB, ends.0, ends.1, anchorB))
      }
      if turns { angleJoint = world.addConstraint(cpGearJointNew(a.body, bodyB, referenceAngle, 1)) }
    case .fixed:
      constraint = world.addConstraint(cpPivotJointNew2(a.body, bodyB, anchorA, anchorB))
      if turns { angleJoint = world.addConstraint(cpGearJointNew(a.body, bodyB, referenceAngle, 1)) }
    case .pin:
      constraint = world.addConstraint(cpPivotJointNew2(a.body, bodyB, anchorA, anchorB))
      if turns && (range.minimum > -.infinity || range.maximum < .infinity) {
        let low = referenceAngle + max(Double(range.minimum), -Self.unboundedRange)
        let high = referenceAngle + min(Double(range.maximum), Self.unboundedRange)
        angleJoint = world.addConstraint(cpRotaryLimitJointNew(a.body, bodyB, low, high))
      }
      addFrictionMotor(in: animator, a.body, bodyB)
    }
  }
}
