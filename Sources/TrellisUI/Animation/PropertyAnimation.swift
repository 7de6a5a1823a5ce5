import Foundation
import TrellisGeometry

/// An animation the `Animator` runs on the frame clock: its timing (duration, delay, curve,
/// repetition) and lifecycle. `ValueAnimation` adds the value it drives; this base type can't be
/// subclassed outside Trellis.
///
/// Timing follows Core Animation: the animation begins `delay` seconds after it is added, each pass
/// lasts `duration` seconds (twice that with `autoreverses`, forwards then backwards), and it runs
/// `repeatCount` passes (infinity: forever). At the end it writes its final value and reports
/// `finished = true`; cancelled, it stops where it is and reports `finished = false`.
@MainActor public class PropertyAnimation {
  /// Where an animation is in its life.
  public enum State: Sendable, Hashable {
    /// Created, not yet added to the animator.
    case inactive
    /// Added, waiting for its delay to pass.
    case scheduled
    /// Writing values every frame.
    case running
    /// Ran to its end and wrote its final value.
    case finished
    /// Stopped before its end (replaced, interrupted or cancelled).
    case cancelled
  }

  /// Where the animation is at a given time.
  enum Phase {
    /// Before the begin time (in the delay).
    case waiting
    /// Running: the curve's progress and the seconds since the begin time.
    case active(progress: CGFloat, elapsed: TimeInterval)
    /// At or past the end.
    case ended
  }

  /// The length of one pass in seconds (0 applies the final value at the begin time).
  public private(set) var duration: TimeInterval
  /// The seconds between being added and beginning.
  public private(set) var delay: TimeInterval
  /// How progress follows time within a pass.
  public private(set) var curve: TimingCurve
  /// The number of passes (fractions allowed); infinity repeats forever.
  public private(set) var repeatCount: CGFloat
  /// Whether each pass runs forwards then backwards.
  public private(set) var autoreverses: Bool
  /// Where the animation is in its life.
  public internal(set) var state: State = .inactive
  /// The clock time at which the animation begins (set when it is added).
  public internal(set) var beginTime: TimeInterval = 0

  /// The completion bookkeeping this animation reports to, if any.
  var transaction: AnimationTransaction?
  /// The timeline of the `ViewPropertyAnimator` that drives this animation, if one does: then the
  /// timeline, not the clock, gives its progress, and only the property animator ends it.
  var timeline: AnimatorTimeline?
  /// The timeline progress at which this animation starts (a delay factor, or the progress when it
  /// joined a running property animator); it runs over the rest of the timeline.
  var timelineOffset: CGFloat = 0

  init(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, repeatCount: CGFloat, autoreverses: Bool) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.delay = delay.isFinite ? max(delay, 0) : 0
    self.curve = curve
    self.repeatCount = repeatCount > 0 ? repeatCount : 1
    self.autoreverses = autoreverses
  }

  /// Makes a stopped animation that nothing else holds new again, with this timing: inactive, with no
  /// transaction or timeline, as `init` leaves it (the animator's spare view animations).
  func restore(
    duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, repeatCount: CGFloat, autoreverses: Bool
  ) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.delay = delay.isFinite ? max(delay, 0) : 0
    self.curve = curve
    self.repeatCount = repeatCount > 0 ? repeatCount : 1
    self.autoreverses = autoreverses
    state = .inactive
    beginTime = 0
    transaction = nil
    timeline = nil
    timelineOffset = 0
  }

  /// The seconds from begin to end: duration × passes (× 2 when autoreversing); may be infinite.
  public var activeDuration: TimeInterval {
    guard duration > 0 else { return 0 }
    return duration * (autoreverses ? 2 : 1) * TimeInterval(repeatCount)
  }

  /// The clock time at which the animation ends; infinite when it repeats forever.
  public var endTime: TimeInterval { beginTime + activeDuration }

  /// Whether the animation is added and not yet finished or cancelled.
  public var isActive: Bool { state == .scheduled || state == .running }

  /// Stops the animation where it is; its completion reports `finished = false` at the next tick.
  public func cancel() { Animator.shared.cancel(self) }

  /// Where the animation is at clock time `time`.
  func phase(at time: TimeInterval) -> Phase {
    if let timeline { return timeline.phase(offset: timelineOffset, at: time) }
    let elapsed = time - beginTime
    if elapsed < 0 { return .waiting }
    if elapsed >= activeDuration { return .ended }
    let cycle = autoreverses ? 2 * duration : duration
    var t = CGFloat(elapsed.truncatingRemainder(dividingBy: cycle) / duration)
    if t > 1 { t = 2 - t }
    return .active(progress: curve.progress(at: t), elapsed: elapsed)
  }

  // MARK: Hooks for subclasses

  /// Writes the value at `progress`, `elapsed` seconds after the begin time.
  func render(progress: CGFloat, elapsed: TimeInterval) {}

  /// Writes the final value.
  func renderFinal() {}

  /// Whether the animated object still exists; when it doesn't, the animator cancels the animation.
  var isTargetAlive: Bool { true }

  /// Called once when the animation finishes or is cancelled.
  func didStop() {}
}
