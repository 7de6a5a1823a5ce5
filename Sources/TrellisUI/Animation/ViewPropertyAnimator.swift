import Foundation
import TrellisGeometry

/// The state of a property animator (`UIViewAnimatingState`).
public enum ViewAnimatingState: Int, Sendable, Hashable {
  /// Not started, or finished: its animations (if any) haven't begun or are done.
  case inactive = 0
  /// Started or paused: it owns running animations.
  case active = 1
  /// Stopped with `stopAnimation(false)`: waits for `finishAnimation(at:)`.
  case stopped = 2
}

/// Where a property animator's animations ended (`UIViewAnimatingPosition`).
public enum ViewAnimatingPosition: Int, Sendable, Hashable {
  /// At the end values.
  case end = 0
  /// At the start values.
  case start = 1
  /// Where they were when finished.
  case current = 2
}

/// Animates view changes that can be paused, scrubbed, reversed and continued
/// (`UIViewPropertyAnimator`), on the same animation engine as `View.animate`.
///
/// Properties set in the animation blocks get their final model values at once, as in `View.animate`;
/// what the screen shows follows the animator's timeline: nothing moves until `startAnimation()`;
/// `pauseAnimation()` holds, `fractionComplete` scrubs (linearly while `scrubsLinearly`, else along the
/// curve), `isReversed` runs back towards the start, `continueAnimation(withTimingParameters:durationFactor:)`
/// finishes the rest with another curve and speed. At the end (or the start, reversed) every property
/// settles there — model values included: an animator that finishes at `.start` leaves the views as
/// they were before its blocks ran — and the completions run with the position.
///
/// A running animator keeps itself alive and joins the application's frame drivers until it finishes or
/// pauses; one released while paused or stopped settles its animations where they are.
@MainActor open class ViewPropertyAnimator: FrameDriver {
  /// The duration in seconds.
  public let duration: TimeInterval
  /// The delay of the last `startAnimation(afterDelay:)`, in seconds.
  public private(set) var delay: TimeInterval = 0
  /// The timing curve the animations follow (`timingParameters`).
  public let timingCurve: TimingCurve
  /// The animator's state.
  public private(set) var state: ViewAnimatingState = .inactive
  /// Whether the animations are moving (started, not paused or stopped).
  public private(set) var isRunning = false
  /// Whether a completed run pauses at its end instead of finishing (iOS 11).
  public var pausesOnCompletion = false
  /// Whether a paused animator scrubs its fraction linearly (true, UIKit's default) or along the curve.
  public var scrubsLinearly = true
  /// Whether the animator may be paused and scrubbed; Trellis's are always interruptible.
  public var isInterruptible = true
  /// Whether animating views receive touches (true by default).
  public var isUserInteractionEnabled = true {
    didSet { timeline.allowsUserInteraction = isUserInteractionEnabled }
  }

  let timeline: AnimatorTimeline
  private var completions: [(ViewAnimatingPosition) -> Void] = []
  /// Running animators, kept alive by the system as UIKit keeps them.
  private static var running: [ObjectIdentifier: ViewPropertyAnimator] = [:]

  /// Lets go of every running animator (`Application.reset()`, between tests).
  static func forgetRunningAnimators() { running.removeAll() }

  /// An animator released while it is paused or stopped finishes where its animations are (UIKit
  /// raises an exception instead), so no animation is left behind, frozen.
  isolated deinit {
    guard state != .inactive else { return }
    for animation in timeline.animations where animation.state != .cancelled { animation.settle(at: .current) }
    timeline.removeAnimations()
  }

  /// An animator with a timing curve and an optional first animation block
  /// (`init(duration:timingParameters:)`, Trellis's curves).
  public required init(duration: TimeInterval, timingCurve: TimingCurve, animations: (() -> Void)? = nil) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.timingCurve = timingCurve
    timeline = AnimatorTimeline(duration: self.duration, curve: timingCurve)
    if let animations { addAnimations(animations) }
  }

  /// An animator with one of UIKit's curves (`init(duration:curve:animations:)`).
  public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
    self.init(duration: duration, timingCurve: curve.timingCurve, animations: animations)
  }

  /// An animator with a cubic Bézier curve (`init(duration:controlPoint1:controlPoint2:animations:)`).
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingCurve: .cubicBezier(x1: point1.x, y1: point1.y, x2: point2.x, y2: point2.y),
      animations: animations)
  }

  /// An animator with a spring that settles in `duration` (`init(duration:dampingRatio:animations:)`).
  public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
    let parameters = SpringTimingParameters(dampingRatio: ratio, duration: duration, initialVelocity: 0)
    self.init(duration: duration, timingCurve: .spring(parameters, duration: duration), animations: animations)
  }

  /// Makes and starts an animator (`runningPropertyAnimator(withDuration:delay:options:animations:completion:)`).
  @discardableResult
  open class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = Self(duration: duration, timingCurve: options.timingCurve, animations: animations)
    animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation(afterDelay: delay)
    return animator
  }

  // MARK: Animations and completions

  /// Adds an animation block. Before the animator starts it begins with the others; added while the
  /// animator is active, its changes start from what is shown and run over the rest of the timeline.
  open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

  /// Adds an animation block that starts once `delayFactor` (0…1) of the animator's progress is done.
  open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
    guard state != .stopped else { return }
    let now = Application.shared.clock.now
    let offset = max(min(delayFactor.isFinite ? delayFactor : 0, 1), state == .active ? timeline.progress(at: now) : 0)
    Animator.shared.perform(on: timeline, offset: offset, animations: animation)
    setNeedsFrame()
  }

  /// Adds a block called once when the animations finish, with where they ended.
  open func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) { completions.append(completion) }

  // MARK: Running

  /// The fraction of the animation's time done, 0…1; set it while paused to scrub.
  open var fractionComplete: CGFloat {
    get { timeline.fraction(at: Application.shared.clock.now) }
    set {
      guard !isRunning, state != .stopped, newValue.isFinite else { return }
      let fraction = min(max(newValue, 0), 1)
      if state == .inactive { state = .active }
      timeline.scrub(to: fraction, progress: scrubsLinearly ? fraction : timingCurve.progress(at: fraction))
      setNeedsFrame()
    }
  }

  /// Whether the animations run (or will run, when started) back towards their start.
  open var isReversed = false {
    didSet {
      guard isReversed != oldValue, isRunning else { return }
      let now = Application.shared.clock.now
      runRemainder(curve: timeline.curve, secondsPerFraction: duration, from: now, startingAt: now)
    }
  }

  /// Starts, or resumes after a pause, the animations.
  open func startAnimation() { startAnimation(afterDelay: 0) }

  /// Starts the animations after `delay` seconds.
  open func startAnimation(afterDelay delay: TimeInterval) {
    guard state != .stopped, !isRunning else { return }
    let now = Application.shared.clock.now
    self.delay = delay.isFinite ? max(delay, 0) : 0
    state = .active
    isRunning = true
    runRemainder(curve: timingCurve, secondsPerFraction: duration, from: now, startingAt: now + self.delay)
  }

  /// Pauses the animations where they are (an inactive animator becomes active and paused at 0).
  ///
  /// A paused animator is no longer kept alive by the system: keep a reference while it is paused.
  open func pauseAnimation() {
    guard state != .stopped else { return }
    state = .active
    isRunning = false
    timeline.freeze(at: Application.shared.clock.now)
    leaveFrameDrivers()
    setNeedsFrame()
  }

  /// Finishes a paused animator's remaining time with another curve (nil: its own) over
  /// `durationFactor` × `duration` seconds for the whole timeline (0 keeps the duration).
  open func continueAnimation(withTimingParameters parameters: TimingCurve?, durationFactor: CGFloat) {
    guard state == .active, !isRunning else { return }
    let factor = durationFactor.isFinite && durationFactor > 0 ? TimeInterval(durationFactor) : 1
    let now = Application.shared.clock.now
    isRunning = true
    runRemainder(curve: parameters ?? timingCurve, secondsPerFraction: duration * factor, from: now, startingAt: now)
  }

  /// Stops the animations where they are: with `withoutFinishing` true the animator becomes inactive
  /// at once, with no completion; false leaves it `.stopped` for `finishAnimation(at:)`. Either way the
  /// properties keep the values shown now, model values included.
  open func stopAnimation(_ withoutFinishing: Bool) {
    guard state == .active else { return }
    timeline.freeze(at: Application.shared.clock.now)
    for animation in timeline.animations where animation.state != .cancelled { animation.settle(at: .current) }
    isRunning = false
    leaveFrameDrivers()
    if withoutFinishing {
      timeline.removeAnimations()
      state = .inactive
    } else {
      state = .stopped
    }
  }

  /// Finishes a stopped animator: properties settle at `position` and the completions run.
  open func finishAnimation(at position: ViewAnimatingPosition) {
    guard state == .stopped else { return }
    finish(at: position)
  }

  // MARK: Frame driver

  /// Finishes (or pauses, with `pausesOnCompletion`) once the running animations reach their target.
  public func tick(at time: TimeInterval) {
    guard isRunning, timeline.hasReachedTarget(at: time) else { return }
    if pausesOnCompletion {
      isRunning = false
      timeline.freeze(at: time)
      leaveFrameDrivers()
      return
    }
    finish(at: timeline.targetFraction >= 1 ? .end : .start)
  }

  /// Whether the animator needs frames: while it runs.
  public var needsFrames: Bool { isRunning }

  // MARK: Internals

  private func runRemainder(
    curve: TimingCurve, secondsPerFraction: TimeInterval, from now: TimeInterval, startingAt start: TimeInterval
  ) {
    timeline.run(
      from: now, startingAt: start, towards: isReversed ? 0 : 1, curve: curve, secondsPerFraction: secondsPerFraction)
    Self.running[ObjectIdentifier(self)] = self
    Application.shared.addFrameDriver(self)
    setNeedsFrame()
  }

  private func finish(at position: ViewAnimatingPosition) {
    isRunning = false
    timeline.freeze(at: Application.shared.clock.now)
    for animation in timeline.animations where animation.state != .cancelled { animation.settle(at: position) }
    timeline.removeAnimations()
    state = .inactive
    leaveFrameDrivers()
    let due = completions
    completions = []
    for completion in due { completion(position) }
  }

  private func leaveFrameDrivers() {
    Application.shared.removeFrameDriver(self)
    Self.running[ObjectIdentifier(self)] = nil
  }

  private func setNeedsFrame() { Application.shared.setNeedsFrame() }
}
