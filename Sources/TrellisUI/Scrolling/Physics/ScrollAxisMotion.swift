import Foundation
import TrellisGeometry

/// The motion of a released scroll view on one axis: a deceleration, a bounce, or a deceleration that
/// runs into an edge and bounces, planned once at release and evaluated in closed form.
///
/// `plan(position:velocity:target:range:rate:bounces:threshold:)` chooses:
/// - released past an edge with the target at that edge: a `BounceSpring` back to the edge, starting
///   with the release velocity;
/// - the target at an edge that the natural deceleration (at `rate`) would pass: that deceleration up
///   to the edge, then a `BounceSpring` from the edge with the velocity it had there (or a stop at the
///   edge without `bounces`);
/// - otherwise a `DecelerationModel` retimed to end exactly on the target (the natural deceleration
///   when the target is its resting point).
public struct ScrollAxisMotion: Hashable, Sendable {
  /// The deceleration that runs first, if any.
  public let deceleration: DecelerationModel?
  /// When the deceleration hands over to the spring (or stops), in seconds.
  public let handoffTime: TimeInterval
  /// The spring that runs after the deceleration (or from the start), if any.
  public let spring: BounceSpring?
  /// Where the motion ends.
  public let finalPosition: CGFloat
  /// How long the motion lasts, in seconds; 0 when the axis doesn't move.
  public let duration: TimeInterval

  /// An axis that stays at `position`.
  public static func rest(at position: CGFloat) -> ScrollAxisMotion {
    ScrollAxisMotion(deceleration: nil, handoffTime: 0, spring: nil, finalPosition: position, duration: 0)
  }

  /// Plans the motion from `position` with `velocity` (points per second) to `target`.
  /// - Parameters:
  ///   - target: where to rest; clamped into `range`.
  ///   - range: the valid offsets.
  ///   - rate: the deceleration rate of the natural motion.
  ///   - bounces: whether a deceleration that reaches an edge bounces (else it stops there).
  ///   - threshold: the distance that counts as at rest (half a pixel).
  /// - Complexity: O(log duration) for the spring's settling time.
  public static func plan(
    position: CGFloat, velocity: CGFloat, target: CGFloat, range: ClosedRange<CGFloat>, rate: DecelerationRate,
    bounces: Bool, threshold: CGFloat
  ) -> ScrollAxisMotion {
    let goal = min(max(target, range.lowerBound), range.upperBound)
    let nearestEdge = min(max(position, range.lowerBound), range.upperBound)
    let natural = DecelerationModel(position: position, velocity: velocity, rate: rate)
    if abs(position - nearestEdge) > threshold, abs(goal - nearestEdge) <= threshold {
      return springing(from: position, to: nearestEdge, velocity: velocity, after: nil, threshold: threshold)
    }
    let resting = natural.restingPosition
    let passedEdge =
      resting > range.upperBound ? range.upperBound : (resting < range.lowerBound ? range.lowerBound : nil)
    if let edge = passedEdge, abs(goal - edge) <= threshold, abs(position - nearestEdge) <= threshold,
      let crossing = natural.time(toReach: edge)
    {
      guard bounces else {
        return ScrollAxisMotion(
          deceleration: natural, handoffTime: crossing, spring: nil, finalPosition: edge, duration: crossing)
      }
      let edgeVelocity = natural.velocity(at: crossing)
      return springing(from: edge, to: edge, velocity: edgeVelocity, after: (natural, crossing), threshold: threshold)
    }
    guard abs(goal - position) > threshold else { return .rest(at: goal) }
    let retimed = DecelerationModel(position: position, velocity: velocity, target: goal, rate: rate)
    let duration = retimed.duration(threshold: threshold)
    return ScrollAxisMotion(
      deceleration: retimed, handoffTime: duration, spring: nil, finalPosition: goal, duration: duration)
  }

  private static func springing(
    from position: CGFloat, to target: CGFloat, velocity: CGFloat, after lead: (DecelerationModel, TimeInterval)?,
    threshold: CGFloat
  ) -> ScrollAxisMotion {
    let spring = BounceSpring(position: position, target: target, velocity: velocity)
    let start = lead?.1 ?? 0
    return ScrollAxisMotion(
      deceleration: lead?.0, handoffTime: start, spring: spring, finalPosition: target,
      duration: start + spring.duration(threshold: threshold))
  }

  /// Whether the axis moves at all.
  public var isMoving: Bool { duration > 0 }

  /// The position at time `t` (seconds); `finalPosition` from `duration` on.
  public func position(at t: TimeInterval) -> CGFloat {
    if t >= duration { return finalPosition }
    if let deceleration, t < handoffTime { return deceleration.position(at: t) }
    if let spring { return spring.position(at: t - handoffTime) }
    return finalPosition
  }

  /// The velocity at time `t` (seconds), in points per second; 0 from `duration` on.
  public func velocity(at t: TimeInterval) -> CGFloat {
    if t >= duration { return 0 }
    if let deceleration, t < handoffTime { return deceleration.velocity(at: t) }
    if let spring { return spring.velocity(at: t - handoffTime) }
    return 0
  }
}
