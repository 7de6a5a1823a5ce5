import Foundation
import TrellisGeometry

/// An animation of any `Interpolatable` value, written through a setter every frame: the engine under
/// view animations, usable for anything (layout attributes, scroll offsets, custom properties).
///
/// ```swift
/// let fade = ValueAnimation(from: 0, to: 1, duration: 0.3, curve: .easeOut, setter: { badge.alpha = $0 })
/// Animator.shared.add(fade)
/// ```
///
/// The value at progress p is `from.interpolated(to: to, fraction: p)`; springs pass fractions
/// beyond 1. The setter runs on the main actor from `Animator.tick(at:)`, once per frame while the
/// animation runs and once with `to` at the end; the completion runs after that final write.
public class ValueAnimation<Value: Interpolatable>: PropertyAnimation {
  /// The value at progress 0; moves with `to` when a view animation's model value changes without
  /// animation (see `Animator`).
  public internal(set) var from: Value
  /// The value at progress 1, written at the end.
  public internal(set) var to: Value
  /// The value most recently written (`from` until the first frame).
  public private(set) var currentValue: Value

  private let setter: ((Value) -> Void)?
  // The inherited velocity as two values `velocitySpan` seconds apart on the previous motion.
  private var velocityOrigin: Value?
  private var velocityEnd: Value?
  private var velocitySpan: CGFloat = 0

  /// The time step, in seconds, of the central difference that measures a previous animation's velocity.
  static var velocitySampleInterval: TimeInterval { 1e-4 }

  /// Creates an animation from `from` to `to` that writes through `setter`; start it with
  /// `Animator.shared.add(_:)`.
  /// - Parameters:
  ///   - duration: seconds per pass; 0 writes `to` at the first frame after the delay.
  ///   - delay: seconds between `add` and the start.
  ///   - curve: the timing curve (ease-in-out by default).
  ///   - repeatCount: passes to run; `.infinity` repeats until cancelled.
  ///   - autoreverses: whether each pass runs forwards then backwards.
  ///   - setter: writes a value; called on the main actor.
  ///   - completion: called once from the tick after the final write with true, or with false after
  ///     `cancel()`.
  public init(
    from: Value, to: Value, duration: TimeInterval, delay: TimeInterval = 0, curve: TimingCurve = .easeInOut,
    repeatCount: CGFloat = 1, autoreverses: Bool = false, setter: @escaping (Value) -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    self.from = from
    self.to = to
    currentValue = from
    self.setter = setter
    super.init(
      duration: duration, delay: delay, curve: curve, repeatCount: repeatCount, autoreverses: autoreverses)
    if let completion {
      let transaction = AnimationTransaction(completion: completion, isOpen: false)
      transaction.pendingCount = 1
      self.transaction = transaction
    }
  }

  /// Creates an animation whose subclass writes the value itself (`apply(_:)`).
  init(
    from: Value, to: Value, duration: TimeInterval, delay: TimeInterval, curve: TimingCurve,
    repeatCount: CGFloat, autoreverses: Bool
  ) {
    self.from = from
    self.to = to
    currentValue = from
    setter = nil
    super.init(
      duration: duration, delay: delay, curve: curve, repeatCount: repeatCount, autoreverses: autoreverses)
  }

  /// Makes a stopped animation that nothing else holds new again, from `from` to `to` with this timing,
  /// without an inherited velocity (the animator's spare view animations; their subclass writes values).
  func restore(
    from: Value, to: Value, duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, repeatCount: CGFloat,
    autoreverses: Bool
  ) {
    self.from = from
    self.to = to
    currentValue = from
    velocityOrigin = nil
    velocityEnd = nil
    velocitySpan = 0
    restore(duration: duration, delay: delay, curve: curve, repeatCount: repeatCount, autoreverses: autoreverses)
  }

  /// The value the animation shows at clock time `time`: `from` before it begins, `to` from its end.
  public func value(at time: TimeInterval) -> Value {
    switch phase(at: time) {
    case .waiting: return from
    case .active(let progress, let elapsed): return value(progress: progress, elapsed: elapsed)
    case .ended: return to
    }
  }

  /// Makes this spring start with the velocity `previous` has now, added to the spring's own initial
  /// velocity, so a retargeted motion stays smooth. Call it before `add(_:)`, typically just before
  /// cancelling `previous`.
  ///
  /// The velocity is measured by a central difference of `previous.value(at:)` around the clock's
  /// time and added as the spring's impulse response: value(t) = from + (to − from)·p(t) + w·h(t),
  /// where h solves the same spring with h(0) = 0, h'(0) = 1. The sum of values is formed with
  /// interpolation alone (a + b − c as c.interpolated(to: mid(a, b), fraction: 2)), which is exact for
  /// values that interpolate linearly (CGFloat, points, sizes, rects, insets, colours) and a close
  /// approximation for decomposed transforms. Does nothing for non-spring curves, a zero duration or
  /// a `previous` that isn't moving.
  public func inheritVelocity(from previous: ValueAnimation<Value>) {
    guard state == .inactive, curve.isSpring, duration > 0, previous.isActive else { return }
    let now = Application.shared.clock.now
    guard now >= previous.beginTime else { return }
    let start = max(previous.beginTime, now - Self.velocitySampleInterval)
    let end = min(previous.endTime, now + Self.velocitySampleInterval)
    guard end > start else { return }
    let origin = previous.value(at: start)
    let later = previous.value(at: end)
    guard origin != later else { return }
    velocityOrigin = origin
    velocityEnd = later
    velocitySpan = CGFloat(end - start)
  }

  /// Moves the animation onto the end value `newTarget` without touching its timing: `from` shifts
  /// by the change of `to` (`Interpolatable.shifted(from:to:)`), so every value the animation shows
  /// moves by that change and the last one is `newTarget`. `currentValue` becomes the value at clock
  /// time `time`; the caller writes it. An inherited velocity is a difference of values and stays.
  ///
  /// Returns false, changing nothing, when the value type can't shift that change.
  /// - Complexity: O(1) plus the value type's `shifted` and interpolation.
  func shift(to newTarget: Value, at time: TimeInterval) -> Bool {
    guard let shiftedFrom = from.shifted(from: to, to: newTarget) else { return false }
    from = shiftedFrom
    to = newTarget
    currentValue = value(at: time)
    return true
  }

  /// Whether the animation carries a velocity inherited from a previous one.
  public var hasInheritedVelocity: Bool { velocityOrigin != nil }

  /// The value at curve progress `progress`, `elapsed` seconds after the begin time.
  func value(progress: CGFloat, elapsed: TimeInterval) -> Value {
    let base = from.interpolated(to: to, fraction: progress)
    guard let origin = velocityOrigin, let end = velocityEnd, case .spring(let spring) = curve else { return base }
    let seconds = CGFloat(duration)
    let response = seconds * spring.impulseResponse(at: CGFloat(elapsed) / seconds)
    let kicked = origin.interpolated(to: end, fraction: response / velocitySpan)
    return origin.interpolated(to: base.interpolated(to: kicked, fraction: 0.5), fraction: 2)
  }

  /// Writes `value` to the animated property.
  func apply(_ value: Value) { setter?(value) }

  override func render(progress: CGFloat, elapsed: TimeInterval) {
    let value = value(progress: progress, elapsed: elapsed)
    currentValue = value
    apply(value)
  }

  override func renderFinal() {
    currentValue = to
    apply(to)
  }
}
