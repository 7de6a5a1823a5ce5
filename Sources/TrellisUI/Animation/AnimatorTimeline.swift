import Foundation
import TrellisGeometry

/// The clock of one `ViewPropertyAnimator`: where its animations are (the fraction of time done and the
/// progress shown), while it runs, pauses or is scrubbed.
///
/// Time runs in segments. A running segment starts at clock time `startTime` at fraction `startFraction`
/// showing progress `startProgress`, and moves the fraction linearly towards `targetFraction` (1, or 0
/// when reversed) at `secondsPerFraction`; the progress goes from `startProgress` to the target along
/// `curve`. Pausing freezes fraction and progress; scrubbing sets both. Every animation the timeline
/// drives reads its progress from here (see `PropertyAnimation.timeline`).
@MainActor final class AnimatorTimeline {
  /// The animator's duration in seconds.
  let duration: TimeInterval
  /// The curve of the current running segment.
  var curve: TimingCurve
  /// Whether animating views keep receiving touches.
  var allowsUserInteraction = true
  /// Whether the timeline is standing still (not started, paused, stopped).
  private(set) var isFrozen = true
  private var frozenFraction: CGFloat = 0
  private var frozenProgress: CGFloat = 0
  private var startTime: TimeInterval = 0
  private var startFraction: CGFloat = 0
  private var startProgress: CGFloat = 0
  private(set) var targetFraction: CGFloat = 1
  private var secondsPerFraction: TimeInterval = 0
  /// The animations the timeline drives, in the order they joined (ended ones included until the
  /// property animator finishes).
  private(set) var animations: [any LayerAnimating] = []

  init(duration: TimeInterval, curve: TimingCurve) {
    self.duration = duration.isFinite ? max(duration, 0) : 0
    self.curve = curve
  }

  /// The fraction of the animator's time done at clock time `time`.
  func fraction(at time: TimeInterval) -> CGFloat {
    guard !isFrozen else { return frozenFraction }
    let span = abs(targetFraction - startFraction)
    let moved = secondsPerFraction > 0 ? CGFloat(max(0, time - startTime) / secondsPerFraction) : span
    let travelled = min(moved, span)
    return targetFraction >= startFraction ? startFraction + travelled : startFraction - travelled
  }

  /// The progress shown at clock time `time` (beyond 0…1 while a spring overshoots).
  func progress(at time: TimeInterval) -> CGFloat { progress(atFraction: fraction(at: time)) }

  /// The progress shown when the fraction done is `fraction`.
  private func progress(atFraction fraction: CGFloat) -> CGFloat {
    guard !isFrozen else { return frozenProgress }
    let span = abs(targetFraction - startFraction)
    guard span > 0 else { return targetFraction }
    let local = abs(fraction - startFraction) / span
    return startProgress + (targetFraction - startProgress) * curve.progress(at: local)
  }

  /// Whether a running segment has reached its target at clock time `time`.
  func hasReachedTarget(at time: TimeInterval) -> Bool {
    !isFrozen && time >= startTime && fraction(at: time) == targetFraction
  }

  /// The phase of an animation that starts at timeline progress `offset`: its progress runs from 0 at
  /// `offset` to 1 at 1, and its elapsed time follows the fraction.
  func phase(offset: CGFloat, at time: TimeInterval) -> PropertyAnimation.Phase {
    let f = fraction(at: time)
    let p = progress(atFraction: f)
    let local = offset < 1 ? max(0, (p - offset) / (1 - offset)) : (p >= 1 ? 1 : 0)
    return .active(progress: local, elapsed: TimeInterval(f) * duration)
  }

  /// Starts driving an animation made inside the animator's block.
  func adopt(_ animation: any LayerAnimating) {
    animations.append(animation)
    if isFrozen { Animator.shared.frozenAnimationCount += 1 }
  }

  /// Runs from what is shown now towards `target` (0 or 1) along `curve`, `secondsPerFraction` seconds
  /// per unit of fraction, starting at clock time `start` (later than now for a delay).
  func run(
    from time: TimeInterval, startingAt start: TimeInterval, towards target: CGFloat, curve: TimingCurve,
    secondsPerFraction: TimeInterval
  ) {
    let fraction = self.fraction(at: time)
    let progress = self.progress(at: time)
    setFrozen(false)
    startTime = start
    startFraction = fraction
    startProgress = progress
    targetFraction = target
    self.curve = curve
    self.secondsPerFraction = secondsPerFraction
  }

  /// Stands still at what clock time `time` shows.
  func freeze(at time: TimeInterval) {
    let fraction = self.fraction(at: time)
    let progress = self.progress(at: time)
    frozenFraction = fraction
    frozenProgress = progress
    setFrozen(true)
  }

  /// Stands still at `fraction`, showing `progress` (scrubbing).
  func scrub(to fraction: CGFloat, progress: CGFloat) {
    frozenFraction = fraction
    frozenProgress = progress
    setFrozen(true)
  }

  /// Forgets the animations (after the property animator settled them).
  func removeAnimations() { animations.removeAll() }

  private func setFrozen(_ frozen: Bool) {
    guard frozen != isFrozen else { return }
    let active = animations.reduce(0) { $0 + ($1.isActive ? 1 : 0) }
    Animator.shared.frozenAnimationCount += frozen ? active : -active
    isFrozen = frozen
  }
}
