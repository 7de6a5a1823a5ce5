import Foundation
import Testing
import Trellis

@Suite("Animation: completions and repetition")
@MainActor
struct AnimationCompletionTests {
  @Test func completionRunsOnceFromTheTickAfterTheFinalValueIsWritten() {
    let (window, view) = makeAnimationScene()
    var calls: [(Bool, CGFloat, CGPoint)] = []
    View.animate(withDuration: 1) {
      view.alpha = 0
      view.center = CGPoint(x: 100, y: 100)
    } completion: { finished in
      calls.append((finished, view.presentation.alpha, view.presentation.center))
    }
    #expect(calls.isEmpty)
    Application.shared.renderFrame(at: 0.99)
    #expect(calls.isEmpty)
    Application.shared.renderFrame(at: 1)
    #expect(calls.count == 1)
    #expect(calls.first?.0 == true)
    #expect(calls.first?.1 == 0)
    #expect(calls.first?.2 == CGPoint(x: 100, y: 100))
    Application.shared.renderFrame(at: 2)
    #expect(calls.count == 1)
    _ = window
  }

  @Test func completionIsNeverCalledInsideAnimate() {
    let (window, view) = makeAnimationScene()
    var called = false
    View.animate(withDuration: 0) {
      view.alpha = 0.5
    } completion: { _ in
      called = true
    }
    View.animate(withDuration: 1) {
    } completion: { _ in
      called = true
    }
    View.performWithoutAnimation {
      View.animate(withDuration: 1) {
        view.alpha = 0.1
      } completion: { _ in
        called = true
      }
    }
    #expect(!called)
    _ = window
  }

  @Test func emptyBlockCompletesAtTheNextTickWithTrue() {
    let (window, _) = makeAnimationScene()
    var result: Bool?
    View.animate(withDuration: 5) {
    } completion: {
      result = $0
    }
    #expect(Animator.shared.hasRunningAnimations)
    Application.shared.renderFrame(at: 0.016)
    #expect(result == true)
    #expect(!Animator.shared.hasRunningAnimations)
    _ = window
  }

  @Test func completionsQueuedByACompletionWaitForTheFollowingTick() {
    let (window, view) = makeAnimationScene()
    var order: [String] = []
    View.animate(withDuration: 1) {
      view.alpha = 0
    } completion: { _ in
      order.append("first")
      View.animate(withDuration: 1) {
      } completion: { _ in
        order.append("second")
      }
    }
    Application.shared.renderFrame(at: 1)
    #expect(order == ["first"])
    #expect(Application.shared.needsFrame)
    Application.shared.renderFrame(at: 1.016)
    #expect(order == ["first", "second"])
    _ = window
  }

  @Test func interruptionByANewAnimationReportsFalseThenTheNewOneTrue() {
    let (window, view) = makeAnimationScene()
    var first: Bool?
    var second: Bool?
    View.animate(withDuration: 1) {
      view.alpha = 0
    } completion: {
      first = $0
    }
    Application.shared.renderFrame(at: 0.5)
    View.animate(withDuration: 1) {
      view.alpha = 1
    } completion: {
      second = $0
    }
    #expect(first == nil)
    #expect(Animator.shared.runningAnimationCount == 1)
    Application.shared.renderFrame(at: 0.6)
    #expect(first == false)
    #expect(second == nil)
    Application.shared.renderFrame(at: 1.5)
    #expect(second == true)
    _ = window
  }

  @Test func removingAViewsAnimationsReportsFalseAndShowsTheModel() {
    let (window, view) = makeAnimationScene()
    var result: Bool?
    View.animate(withDuration: 1) {
      view.alpha = 0
    } completion: {
      result = $0
    }
    Application.shared.renderFrame(at: 0.5)
    Animator.shared.removeAnimations(for: view)
    #expect(view.presentation.alpha == 0)
    #expect(Animator.shared.animationKeys(for: view).isEmpty)
    Application.shared.renderFrame(at: 0.6)
    #expect(result == false)
    _ = window
  }

  @Test func repeatWithAutoreverseGoesBackAndForthUntilInterrupted() {
    let (window, view) = makeAnimationScene()
    view.alpha = 0
    var result: Bool?
    View.animate(withDuration: 1, options: [.repeat, .autoreverse, .curveLinear]) {
      view.alpha = 1
    } completion: {
      result = $0
    }
    let expected: [(TimeInterval, CGFloat)] = [(0.25, 0.25), (1.25, 0.75), (1.75, 0.25), (2.25, 0.25), (10.5, 0.5)]
    for (time, alpha) in expected {
      Application.shared.renderFrame(at: time)
      #expect(isClose(view.presentation.alpha, alpha, 1e-9), "at \(time): \(view.presentation.alpha)")
    }
    #expect(result == nil)
    #expect(Animator.shared.runningAnimationCount == 1)
    // A change without animation doesn't interrupt it: the passes now run from −0.5 to 0.5.
    view.alpha = 0.5
    #expect(isClose(view.presentation.alpha, 0, 1e-9))
    Application.shared.renderFrame(at: 11.25)
    #expect(isClose(view.presentation.alpha, 0.25, 1e-9), "\(view.presentation.alpha)")
    #expect(result == nil)
    Animator.shared.removeAnimations(for: view)
    #expect(view.presentation.alpha == 0.5)
    Application.shared.renderFrame(at: 11.3)
    #expect(result == false)
    #expect(!Animator.shared.hasRunningAnimations)
    _ = window
  }

  @Test func autoreverseAloneReturnsThenJumpsToTheModelValue() {
    let (window, view) = makeAnimationScene()
    view.alpha = 0
    var result: Bool?
    View.animate(withDuration: 1, options: [.autoreverse, .curveLinear]) {
      view.alpha = 1
    } completion: {
      result = $0
    }
    Application.shared.renderFrame(at: 1.5)
    #expect(isClose(view.presentation.alpha, 0.5))
    Application.shared.renderFrame(at: 1.9)
    #expect(isClose(view.presentation.alpha, 0.1))
    #expect(result == nil)
    Application.shared.renderFrame(at: 2)
    #expect(view.presentation.alpha == 1)
    #expect(result == true)
    _ = window
  }

  @Test func repeatAloneRestartsEachPass() {
    let (window, view) = makeAnimationScene()
    view.alpha = 0
    View.animate(withDuration: 1, options: [.repeat, .curveLinear]) { view.alpha = 1 }
    Application.shared.renderFrame(at: 1.25)
    #expect(isClose(view.presentation.alpha, 0.25))
    Application.shared.renderFrame(at: 3.5)
    #expect(isClose(view.presentation.alpha, 0.5))
    _ = window
  }

  @Test func modifyAnimationsSetsAFiniteRepeatCount() {
    let (window, view) = makeAnimationScene()
    view.alpha = 0
    var result: Bool?
    View.animate(withDuration: 1, options: .curveLinear) {
      View.modifyAnimations(withRepeatCount: 2, autoreverses: false) { view.alpha = 1 }
      view.center.x = 100
    } completion: {
      result = $0
    }
    Application.shared.renderFrame(at: 1.5)
    #expect(isClose(view.presentation.alpha, 0.5))
    #expect(view.presentation.center.x == 100)
    #expect(result == nil)
    Application.shared.renderFrame(at: 2)
    #expect(result == true)
    _ = window
  }
}
