import Foundation
import Testing
import Trellis

@Suite("Animation: blocks, timing and the presentation")
@MainActor
struct AnimationTests {
  @Test func linearAlphaIsAQuarterAtAQuarterOfTheDuration() {
    let (window, view) = makeAnimationScene()
    view.alpha = 0
    View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 1 }
    Application.shared.renderFrame(at: 0.25)
    #expect(isClose(view.presentation.alpha, 0.25), "alpha \(view.presentation.alpha)")
    Application.shared.renderFrame(at: 0.5)
    #expect(isClose(view.presentation.alpha, 0.5))
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.alpha == 1)
    #expect(!Animator.shared.hasRunningAnimations)
    _ = window
  }

  @Test func modelValueIsFinalAtOnceWhilePresentationStays() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1) {
      view.alpha = 0.2
      view.center = CGPoint(x: 200, y: 100)
    }
    #expect(view.alpha == 0.2)
    #expect(view.center == CGPoint(x: 200, y: 100))
    #expect(view.presentation.alpha == 1)
    #expect(view.presentation.center == CGPoint(x: 60, y: 60))
    #expect(Animator.shared.runningAnimationCount == 2)
    #expect(Animator.shared.animationKeys(for: view) == [\LayerState.alpha, \LayerState.center])
    #expect(Animator.shared.hasRunningAnimations)
    _ = window
  }

  @Test func delayHoldsThePresentationUntilItPasses() {
    let (window, view) = makeAnimationScene()
    var finishedAt: TimeInterval?
    View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) {
      view.alpha = 0
    } completion: { _ in
      finishedAt = Application.shared.clock.now
    }
    Application.shared.renderFrame(at: 0.25)
    #expect(view.presentation.alpha == 1)
    Application.shared.renderFrame(at: 0.5)
    #expect(view.presentation.alpha == 1)
    Application.shared.renderFrame(at: 1)
    #expect(isClose(view.presentation.alpha, 0.5))
    Application.shared.renderFrame(at: 1.4)
    #expect(finishedAt == nil)
    Application.shared.renderFrame(at: 1.5)
    #expect(view.presentation.alpha == 0)
    #expect(finishedAt == 1.5)
    _ = window
  }

  @Test func zeroDurationAppliesAtOnceAndCompletesAtTheNextFrame() {
    let (window, view) = makeAnimationScene()
    var result: Bool?
    View.animate(withDuration: 0) {
      view.alpha = 0.3
    } completion: {
      result = $0
    }
    #expect(view.presentation.alpha == 0.3)
    #expect(Animator.shared.runningAnimationCount == 0)
    #expect(result == nil)
    Application.shared.renderFrame(at: 0.016)
    #expect(result == true)
    _ = window
  }

  @Test func performWithoutAnimationSnapsInsideAnAnimationBlock() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1) {
      View.performWithoutAnimation {
        #expect(!View.areAnimationsEnabled)
        view.alpha = 0.4
        View.animate(withDuration: 1) { view.center = CGPoint(x: 90, y: 90) }
      }
      view.bounds.size = CGSize(width: 50, height: 50)
    }
    #expect(View.areAnimationsEnabled)
    #expect(view.presentation.alpha == 0.4)
    #expect(view.presentation.center == CGPoint(x: 90, y: 90))
    #expect(view.presentation.bounds.size == CGSize(width: 100, height: 100))
    #expect(Animator.shared.animationKeys(for: view) == [\LayerState.bounds])
    _ = window
  }

  @Test func nestedBlocksUseTheInnermostTiming() {
    let (window, view) = makeAnimationScene()
    var outer: Bool?
    var inner: Bool?
    View.animate(withDuration: 1, options: .curveLinear) {
      view.alpha = 0
      View.animate(withDuration: 2, options: .curveLinear) {
        view.center = CGPoint(x: 160, y: 60)
        #expect(View.inheritedAnimationDuration == 2)
      } completion: {
        inner = $0
      }
      #expect(View.inheritedAnimationDuration == 1)
    } completion: {
      outer = $0
    }
    Application.shared.renderFrame(at: 0.5)
    #expect(isClose(view.presentation.alpha, 0.5))
    #expect(isClose(view.presentation.center.x, 85))
    Application.shared.renderFrame(at: 1)
    #expect(outer == true)
    #expect(inner == nil)
    Application.shared.renderFrame(at: 2)
    #expect(inner == true)
    #expect(view.presentation.center.x == 160)
    _ = window
  }

  @Test func settingTheSamePropertyTwiceInOneBlockAnimatesToTheLastValue() {
    let (window, view) = makeAnimationScene()
    var result: Bool?
    View.animate(withDuration: 1, options: .curveLinear) {
      view.alpha = 0.5
      view.alpha = 0
    } completion: {
      result = $0
    }
    #expect(Animator.shared.runningAnimationCount == 1)
    Application.shared.renderFrame(at: 0.5)
    #expect(isClose(view.presentation.alpha, 0.5))
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.alpha == 0)
    #expect(result == true)
    _ = window
  }

  @Test func viewsOutsideAWindowDontAnimate() {
    Application.shared.reset()
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    var result: Bool?
    View.animate(withDuration: 1) {
      view.alpha = 0
      let created = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
      #expect(created.presentation.frame == CGRect(x: 5, y: 5, width: 20, height: 20))
    } completion: {
      result = $0
    }
    #expect(view.presentation.alpha == 0)
    #expect(Animator.shared.runningAnimationCount == 0)
    Application.shared.renderFrame(at: 0.1)
    #expect(result == true)
  }

  @Test func allowUserInteractionDecidesWhetherTouchesAreSuspended() {
    let (window, view) = makeAnimationScene()
    let other = View(frame: CGRect(x: 200, y: 200, width: 10, height: 10))
    window.addSubview(other)
    View.animate(withDuration: 1) { view.alpha = 0.5 }
    View.animate(withDuration: 1, options: .allowUserInteraction) { other.alpha = 0.5 }
    #expect(Animator.shared.suspendsUserInteraction(for: view))
    #expect(!Animator.shared.suspendsUserInteraction(for: other))
    #expect(!Animator.shared.suspendsUserInteraction(for: window))
    Application.shared.renderFrame(at: 1)
    #expect(!Animator.shared.suspendsUserInteraction(for: view))
  }

  @Test func resetRemovesAnimationsWithoutCallingCompletions() {
    let (window, view) = makeAnimationScene()
    var called = false
    View.animate(withDuration: 1) {
      view.alpha = 0
    } completion: { _ in
      called = true
    }
    Application.shared.reset()
    #expect(Animator.shared.runningAnimationCount == 0)
    #expect(!Animator.shared.hasRunningAnimations)
    #expect(view.presentation.alpha == 0)
    Application.shared.renderFrame(at: 2)
    #expect(!called)
    _ = window
  }
}
