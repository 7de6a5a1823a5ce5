import Foundation
import Testing

@testable import TrellisUI

@Suite("Animation: stopped view animations reused")
@MainActor
struct AnimationSpareTests {
  @Test func aReusedAnimationRunsExactlyAsANewOne() {
    let (window, view) = makeAnimationScene()
    // A spring with an inherited velocity, replaced: both stop and are kept.
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
      view.center = CGPoint(x: 160, y: 60)
    }
    Application.shared.renderFrame(at: 0.2)
    View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0) {
      view.center = CGPoint(x: 100, y: 60)
    }
    Application.shared.renderFrame(at: 1)
    Application.shared.renderFrame(at: 1.1)  // the running list lets go of the ended animations
    #expect(view.presentation.center == CGPoint(x: 100, y: 60))
    let kept = Animator.shared.spareLayerAnimationCount
    #expect(kept == 2, "\(kept)")
    // Linear, delayed and autoreversing: nothing of the springs (velocity, curve, timing) may carry over.
    var finished: [Bool] = []
    View.animate(withDuration: 1, delay: 0.5, options: [.curveLinear, .autoreverse]) {
      view.center = CGPoint(x: 200, y: 60)
    } completion: {
      finished.append($0)
    }
    #expect(Animator.shared.spareLayerAnimationCount == kept - 1, "one spare taken")
    // Added at the clock's 1.1, so it begins at 1.6.
    Application.shared.renderFrame(at: 1.5)
    #expect(view.presentation.center == CGPoint(x: 100, y: 60), "still in its delay")
    Application.shared.renderFrame(at: 2)  // 0.4 of the way out
    #expect(isClose(view.presentation.center.x, 140), "\(view.presentation.center.x)")
    Application.shared.renderFrame(at: 2.75)  // on the way back, at 0.85
    #expect(isClose(view.presentation.center.x, 185), "\(view.presentation.center.x)")
    Application.shared.renderFrame(at: 3.6)
    #expect(view.presentation.center == CGPoint(x: 200, y: 60))
    #expect(finished == [true])
    _ = window
  }

  @Test func repeatedChangesAllocateNoNewAnimationsOnceWarm() {
    let (window, view) = makeAnimationScene()
    var seen = Set<ObjectIdentifier>()
    var time: TimeInterval = 0
    for step in 0..<20 {
      View.animate(withDuration: 0.1) { view.alpha = step.isMultiple(of: 2) ? 0.25 : 0.75 }
      for animation in Animator.shared.running { seen.insert(ObjectIdentifier(animation)) }
      time += 0.2
      Application.shared.renderFrame(at: time)
      Application.shared.renderFrame(at: time + 0.01)
    }
    // One animation at a time, each ended and let go before the next change: the first is reused ever after.
    #expect(seen.count == 1, "\(seen.count) distinct animations for 20 changes")
    _ = window
  }

  @Test func anAnimationSomeoneHoldsIsNeverReused() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 0.1) { view.alpha = 0.5 }
    let held = Animator.shared.running.first
    Application.shared.renderFrame(at: 0.2)
    Application.shared.renderFrame(at: 0.3)
    #expect(held?.state == .finished)
    View.animate(withDuration: 0.1) { view.alpha = 1 }
    #expect(Animator.shared.running.count == 1)
    #expect(Animator.shared.running.first !== held, "a held animation was set up afresh under its holder")
    #expect(held?.state == .finished)
    withExtendedLifetime(held) {}
    _ = window
  }

  @Test func resettingTheApplicationDropsTheSpares() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 0.1) { view.alpha = 0.5 }
    Application.shared.renderFrame(at: 0.2)
    Application.shared.renderFrame(at: 0.3)
    #expect(Animator.shared.spareLayerAnimationCount == 1)
    Application.shared.reset()
    #expect(Animator.shared.spareLayerAnimationCount == 0)
    _ = window
  }
}
