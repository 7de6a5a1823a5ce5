import Foundation
import Testing
import Trellis
import TrellisTesting

/// Releases: the deceleration model on the frame clock, edges, targets and snapping.
@MainActor
@Suite("Scroll view: deceleration")
struct ScrollDecelerationTests {
  @Test(arguments: [DecelerationRate.normal, .fast])
  func aFlingComesToRestWhereTheModelSays(rate: DecelerationRate) {
    let (host, scrollView, _) = makeScrollScene()
    scrollView.decelerationRate = rate
    // The finger moves up 100 pt and lifts at 2000 pt/s: the content moves down the offsets.
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2000))
    #expect(scrollView.contentOffset.y == 100)
    #expect(scrollView.isDecelerating)
    // x∞ = x₀ − v₀ / (1000·ln d)
    let model = DecelerationModel(position: 100, velocity: 2000, rate: rate)
    let expected = 100 - 2000 / (1000 * log(rate.rawValue))
    host.advance(by: 0.25)
    #expect(abs(scrollView.contentOffset.y - model.position(at: 0.25)) < 1)
    host.advance(by: 6)
    #expect(!scrollView.isDecelerating)
    #expect(abs(scrollView.contentOffset.y - expected) < 1)
    #expect(scrollView.contentOffset.x == 0)
  }

  @Test func aFlingReportsUIKitsSequence() {
    let (host, scrollView, recorder) = makeScrollScene()
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -1500))
    let scrollsBeforeRelease = recorder.scrollCount
    host.advance(by: 5)
    #expect(recorder.scrollCount > scrollsBeforeRelease + 10, "the deceleration scrolled every frame")
    #expect(
      recorder.calls == [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
      ])
    #expect(recorder.receivedVelocity == CGPoint(x: 0, y: 1.5), "points per millisecond, in the offset's direction")
  }

  @Test func aReleaseWithoutVelocityDoesNotDecelerate() {
    let (host, scrollView, recorder) = makeScrollScene()
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: .zero)
    host.advance(by: 1)
    #expect(recorder.calls == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
    #expect(!scrollView.isDragging && !scrollView.isTracking && !scrollView.isDecelerating)
    #expect(scrollView.contentOffset.y == 100)
  }

  @Test func aTargetChangedByTheDelegateIsHonoured() {
    let (host, scrollView, recorder) = makeScrollScene()
    recorder.replacementTarget = CGPoint(x: 0, y: 1234)
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2000))
    #expect(abs(recorder.receivedTarget!.y - (100 + 998.999)) < 0.01, "the projected target")
    host.advance(by: 6)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1234))
    // A target against the fling's direction is reached too.
    recorder.replacementTarget = CGPoint(x: 0, y: 1000)
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -800))
    host.advance(by: 6)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 1000))
  }

  @Test func theProjectedTargetIsClampedAndTheFlingBouncesAtTheEdge() {
    let (host, scrollView, recorder) = makeScrollScene(contentSize: CGSize(width: 300, height: 1000))
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -3000))
    #expect(recorder.receivedTarget == CGPoint(x: 0, y: 600), "clamped to the last valid offset")
    var furthest: CGFloat = 0
    for _ in 0..<120 {
      host.advance(by: 1.0 / 60)
      furthest = max(furthest, scrollView.contentOffset.y)
    }
    #expect(furthest > 620, "the content ran past the edge")
    #expect(scrollView.contentOffset.y == 600)
    #expect(!scrollView.isDecelerating)
  }

  @Test func withoutBouncesTheFlingStopsAtTheEdge() {
    let (host, scrollView, _) = makeScrollScene(contentSize: CGSize(width: 300, height: 1000))
    scrollView.bounces = false
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -50), velocity: CGPoint(x: 0, y: -3000))
    var furthest: CGFloat = 0
    for _ in 0..<120 {
      host.advance(by: 1.0 / 60)
      furthest = max(furthest, scrollView.contentOffset.y)
    }
    #expect(furthest == 600)
    #expect(scrollView.contentOffset.y == 600)
  }

  @Test func aTouchDuringDecelerationStopsIt() {
    let (host, scrollView, recorder) = makeScrollScene()
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2000))
    host.advance(by: 0.2)
    recorder.reset()
    scrollView.beginTracking()
    let stopped = scrollView.contentOffset
    #expect(!scrollView.isDecelerating)
    #expect(scrollView.isTracking)
    #expect(recorder.calls == ["didEndDecelerating"])
    host.advance(by: 1)
    #expect(scrollView.contentOffset == stopped)
    scrollView.endTracking()
    #expect(!scrollView.isTracking)
    #expect(recorder.calls == ["didEndDecelerating"], "nothing to settle: no more calls")
    // A new drag also stops a deceleration.
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -10), velocity: CGPoint(x: 0, y: -2000))
    host.advance(by: 0.1)
    scrollView.beginDragging(at: .zero)
    #expect(!scrollView.isDecelerating && scrollView.isDragging)
  }

  @Test func setContentOffsetStopsADecelerationQuietly() {
    let (host, scrollView, recorder) = makeScrollScene()
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2000))
    host.advance(by: 0.1)
    recorder.reset()
    scrollView.setContentOffset(CGPoint(x: 0, y: 50), animated: false)
    host.advance(by: 1)
    #expect(scrollView.contentOffset.y == 50)
    #expect(!scrollView.isDecelerating)
    #expect(recorder.events.isEmpty)
  }

  @Test func theDecelerationIsOneAnimationOnTheFrameClock() {
    let (host, scrollView, _) = makeScrollScene()
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2000))
    host.advance(by: 0.05)
    #expect(Animator.shared.runningAnimationCount == 1)
    #expect(host.frameRequested || Application.shared.needsFrame, "frames keep coming while it runs")
  }
}
