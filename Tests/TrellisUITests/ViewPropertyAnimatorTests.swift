import Foundation
import Testing
import Trellis

/// `ViewPropertyAnimator` under the manual clock: start, pause, scrub, reverse, continue, stop and
/// finish, with exact presentation values, model values and completion positions.
@Suite("ViewPropertyAnimator: interactive animations on the animation engine")
@MainActor
struct ViewPropertyAnimatorTests {
  /// A linear one-second animator fading the scene's view from alpha 1 to 0 and moving it right by 100.
  private func fade() -> (Window, View, ViewPropertyAnimator, Log) {
    let (window, view) = makeAnimationScene()
    let log = Log()
    let animator = ViewPropertyAnimator(duration: 1, curve: .linear) {
      view.alpha = 0
      view.center = CGPoint(x: 160, y: 60)
    }
    animator.addCompletion { log.positions.append($0) }
    return (window, view, animator, log)
  }

  final class Log { var positions: [ViewAnimatingPosition] = [] }

  @Test func nothingMovesUntilStartedThenItRunsToTheEnd() {
    let (window, view, animator, log) = fade()
    #expect(view.alpha == 0, "model values are final at once")
    Application.shared.renderFrame(at: 0.5)
    #expect(view.presentation.alpha == 1)
    #expect(!Animator.shared.hasRunningAnimations, "an animator that hasn't started needs no frames")
    #expect(animator.state == .inactive)
    animator.startAnimation()
    #expect(animator.state == .active && animator.isRunning)
    Application.shared.renderFrame(at: 0.75)
    #expect(isClose(view.presentation.alpha, 0.75))
    #expect(isClose(view.presentation.center.x, 85))
    #expect(isClose(animator.fractionComplete, 0.25))
    Application.shared.renderFrame(at: 1.5)
    #expect(log.positions == [.end])
    #expect(animator.state == .inactive && !animator.isRunning)
    #expect(view.presentation.alpha == 0 && view.alpha == 0)
    #expect(view.presentation.center == CGPoint(x: 160, y: 60))
    #expect(!Application.shared.needsFrame, "the animator left the frame drivers")
    Application.shared.renderFrame(at: 2)
    #expect(log.positions == [.end], "the completion runs once")
    _ = window
  }

  @Test func pausingHoldsAndScrubbingMovesLinearly() {
    let (window, view, animator, log) = fade()
    animator.startAnimation()
    Application.shared.renderFrame(at: 0.3)
    animator.pauseAnimation()
    Application.shared.renderFrame(at: 0.8)
    #expect(isClose(animator.fractionComplete, 0.3))
    #expect(isClose(view.presentation.alpha, 0.7))
    #expect(!Animator.shared.hasRunningAnimations, "a paused animator needs no frames")
    animator.fractionComplete = 0.6
    Application.shared.renderFrame(at: 0.9)
    #expect(isClose(view.presentation.alpha, 0.4))
    #expect(isClose(view.presentation.center.x, 120))
    #expect(log.positions.isEmpty)
    _ = window
  }

  @Test func scrubbingAlongTheCurveWhenNotLinear() {
    let (window, view) = makeAnimationScene()
    let animator = ViewPropertyAnimator(duration: 1, curve: .easeIn) { view.alpha = 0 }
    animator.scrubsLinearly = false
    animator.pauseAnimation()
    #expect(animator.state == .active, "pausing an inactive animator makes it active")
    animator.fractionComplete = 0.5
    Application.shared.renderFrame(at: 0.1)
    let progress = Reference.bezier(0.42, 0, 1, 1, at: 0.5)
    #expect(isClose(view.presentation.alpha, 1 - progress, 1e-6), "alpha \(view.presentation.alpha)")
    _ = window
  }

  @Test func reversingRunsBackAndFinishesAtTheStartWithTheOldModelValues() {
    let (window, view, animator, log) = fade()
    animator.startAnimation()
    Application.shared.renderFrame(at: 0.4)
    animator.isReversed = true
    Application.shared.renderFrame(at: 0.6)
    #expect(isClose(animator.fractionComplete, 0.2))
    #expect(isClose(view.presentation.alpha, 0.8))
    Application.shared.renderFrame(at: 0.8)
    #expect(log.positions == [.start])
    #expect(view.alpha == 1 && view.presentation.alpha == 1, "finished at the start: the model is back too")
    #expect(view.center == CGPoint(x: 60, y: 60))
    _ = window
  }

  @Test func continuingWithADurationFactorStretchesTheRest() {
    let (window, view, animator, log) = fade()
    animator.startAnimation()
    Application.shared.renderFrame(at: 0.5)
    animator.pauseAnimation()
    Application.shared.renderFrame(at: 1)
    animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
    Application.shared.renderFrame(at: 1.5)
    #expect(isClose(animator.fractionComplete, 0.75))
    #expect(isClose(view.presentation.alpha, 0.25))
    Application.shared.renderFrame(at: 1.99)
    #expect(log.positions.isEmpty)
    Application.shared.renderFrame(at: 2)
    #expect(log.positions == [.end])
    _ = window
  }

  @Test func continuingWithAnotherCurveStartsFromWhatIsShown() {
    let (window, view, animator, _) = fade()
    animator.fractionComplete = 0.5
    Application.shared.renderFrame(at: 0.1)
    #expect(isClose(view.presentation.alpha, 0.5))
    animator.continueAnimation(withTimingParameters: .easeOut, durationFactor: 1)
    Application.shared.renderFrame(at: 0.35)
    let local = Reference.bezier(0, 0, 0.58, 1, at: 0.5)
    #expect(isClose(view.presentation.alpha, 0.5 - 0.5 * local, 1e-6), "alpha \(view.presentation.alpha)")
    _ = window
  }

  @Test func stoppingKeepsWhatIsShownAndFinishingSettles() {
    let (window, view, animator, log) = fade()
    animator.startAnimation()
    Application.shared.renderFrame(at: 0.5)
    animator.stopAnimation(false)
    #expect(animator.state == .stopped)
    #expect(isClose(view.alpha, 0.5) && isClose(view.presentation.alpha, 0.5), "the model keeps the shown value")
    Application.shared.renderFrame(at: 0.9)
    #expect(isClose(view.presentation.alpha, 0.5))
    #expect(log.positions.isEmpty)
    animator.finishAnimation(at: .end)
    #expect(log.positions == [.end])
    #expect(view.alpha == 0 && view.presentation.alpha == 0)
    #expect(animator.state == .inactive)
    _ = window
  }

  @Test func stoppingWithoutFinishingCallsNoCompletion() {
    let (window, view, animator, log) = fade()
    animator.startAnimation()
    Application.shared.renderFrame(at: 0.25)
    animator.stopAnimation(true)
    #expect(animator.state == .inactive)
    #expect(isClose(view.alpha, 0.75) && isClose(view.center.x, 85))
    Application.shared.renderFrame(at: 2)
    #expect(log.positions.isEmpty)
    #expect(!Animator.shared.hasRunningAnimations)
    _ = window
  }

  @Test func aRunningAnimatorStartsAfterItsDelayAndKeepsItselfAlive() {
    let (window, view) = makeAnimationScene()
    let log = Log()
    ViewPropertyAnimator.runningPropertyAnimator(
      withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.alpha = 0 },
      completion: { log.positions.append($0) })
    Application.shared.renderFrame(at: 0.5)
    #expect(view.presentation.alpha == 1)
    Application.shared.renderFrame(at: 1)
    #expect(isClose(view.presentation.alpha, 0.5))
    Application.shared.renderFrame(at: 1.5)
    #expect(log.positions == [.end])
    _ = window
  }

  @Test func pausesOnCompletionHoldsAtTheEndUntilReversed() {
    let (window, view, animator, log) = fade()
    animator.pausesOnCompletion = true
    animator.startAnimation()
    Application.shared.renderFrame(at: 1)
    #expect(animator.state == .active && !animator.isRunning)
    #expect(log.positions.isEmpty)
    #expect(view.presentation.alpha == 0)
    animator.isReversed = true
    animator.pausesOnCompletion = false
    animator.startAnimation()
    Application.shared.renderFrame(at: 1.5)
    #expect(isClose(view.presentation.alpha, 0.5))
    Application.shared.renderFrame(at: 2)
    #expect(log.positions == [.start])
    #expect(view.alpha == 1)
    _ = window
  }

  @Test func animationsAddedWhileRunningStartFromWhatIsShown() {
    let (window, view, animator, _) = fade()
    animator.startAnimation()
    Application.shared.renderFrame(at: 0.5)
    animator.addAnimations { view.bounds = CGRect(x: 0, y: 0, width: 200, height: 100) }
    Application.shared.renderFrame(at: 0.75)
    #expect(isClose(view.presentation.bounds.width, 150), "halfway through the rest of the timeline")
    Application.shared.renderFrame(at: 1)
    #expect(view.bounds.width == 200 && view.presentation.bounds.width == 200)
    _ = window
  }

  @Test func aPausedAnimatorReleasedSettlesWhereItsAnimationsAre() {
    let (window, view) = makeAnimationScene()
    weak var released: ViewPropertyAnimator?
    do {
      let animator = ViewPropertyAnimator(duration: 1, curve: .linear) { view.alpha = 0 }
      animator.startAnimation()
      Application.shared.renderFrame(at: 0.3)
      animator.pauseAnimation()
      released = animator
    }
    #expect(released == nil, "a paused animator isn't kept alive by the system")
    #expect(isClose(view.alpha, 0.7) && isClose(view.presentation.alpha, 0.7))
    #expect(Animator.shared.runningAnimationCount == 0, "no frozen animation is left behind")
    _ = window
  }

  @Test func aViewAnimationOfTheSamePropertyTakesItOver() {
    let (window, view, animator, log) = fade()
    animator.startAnimation()
    Application.shared.renderFrame(at: 0.5)
    View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 0.8 }
    Application.shared.renderFrame(at: 1)
    #expect(log.positions == [.end], "the animator finishes its other property")
    #expect(view.alpha == 0.8, "and leaves the replaced one to its new animation")
    #expect(isClose(view.presentation.alpha, 0.65))
    Application.shared.renderFrame(at: 1.5)
    #expect(view.presentation.alpha == 0.8)
    _ = window
  }
}
