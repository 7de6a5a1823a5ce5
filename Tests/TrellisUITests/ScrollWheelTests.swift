import Foundation
import Testing
import Trellis
import TrellisTesting

/// Desktop wheels and trackpads: smoothed clicks, immediate precise deltas, no fling, no bounce.
@MainActor
@Suite("Scroll view: wheel")
struct ScrollWheelTests {
  @Test func aClickWheelStepAnimatesQuicklyToItsTarget() {
    let (host, scrollView, recorder) = makeScrollScene()
    host.wheel(dy: 120, at: CGPoint(x: 150, y: 200))
    #expect(scrollView.contentOffset.y == 0, "starts animating at the next frame")
    host.advance(by: 0.05)
    #expect(scrollView.contentOffset.y > 40 && scrollView.contentOffset.y < 120)
    host.advance(by: 0.1)
    #expect(scrollView.contentOffset.y == 120)
    host.advance(by: 2)
    #expect(scrollView.contentOffset.y == 120, "no fling afterwards")
    #expect(recorder.events.isEmpty, "no dragging or decelerating calls")
    #expect(!scrollView.isDecelerating)
  }

  /// Every frame of the step lies on the screen's pixels (half points at 2x), as UIKit's offsets do, so
  /// a damage-tracked renderer can move the drawn pixels; the step still ends exactly on its target.
  @Test func aStepsFramesFallOnWholePixels() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400), scale: 2)
    let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.contentSize = CGSize(width: 300, height: 10_000)
    host.show(scrollView)
    host.wheel(dy: 101.3, at: CGPoint(x: 150, y: 200))
    var offsets: [CGFloat] = []
    for _ in 0..<12 {
      host.advance(by: 1.0 / 120)
      offsets.append(scrollView.contentOffset.y)
    }
    let moving = offsets.filter { $0 > 0 && $0 < 101.3 }
    #expect(moving.count >= 8, "\(offsets)")
    #expect(moving.allSatisfy { ($0 * 2).rounded() == $0 * 2 }, "\(offsets)")
    host.advance(by: 1)
    #expect(scrollView.contentOffset.y == 101.3)
  }

  @Test func clicksArrivingMidAnimationAccumulate() {
    let (host, scrollView, _) = makeScrollScene()
    host.wheel(dy: 100, at: CGPoint(x: 150, y: 200))
    host.advance(by: 0.03)
    host.wheel(dy: 100, at: CGPoint(x: 150, y: 200))
    host.advance(by: 0.03)
    host.wheel(dy: 100, at: CGPoint(x: 150, y: 200))
    let midway = scrollView.contentOffset.y
    #expect(midway < 200)
    host.advance(by: 0.2)
    #expect(scrollView.contentOffset.y == 300)
  }

  @Test func preciseDeltasApplyAtOnceAndStayInRange() {
    let (host, scrollView, recorder) = makeScrollScene(contentSize: CGSize(width: 300, height: 1000))
    host.wheel(dy: 37.5, at: CGPoint(x: 150, y: 200), precise: true)
    #expect(scrollView.contentOffset.y == 37.5)
    host.wheel(dy: -100, at: CGPoint(x: 150, y: 200), precise: true)
    #expect(scrollView.contentOffset.y == 0, "no bounce for wheels")
    host.wheel(dy: 5000, at: CGPoint(x: 150, y: 200))
    host.advance(by: 0.5)
    #expect(scrollView.contentOffset.y == 600)
    #expect(recorder.events.isEmpty)
  }

  @Test func aWheelStopsADeceleration() {
    let (host, scrollView, recorder) = makeScrollScene()
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -2000))
    host.advance(by: 0.1)
    host.wheel(dy: 10, at: CGPoint(x: 150, y: 200), precise: true)
    #expect(!scrollView.isDecelerating)
    #expect(recorder.events.last == "didEndDecelerating")
    let offset = scrollView.contentOffset
    host.advance(by: 1)
    #expect(scrollView.contentOffset == offset)
  }
}
