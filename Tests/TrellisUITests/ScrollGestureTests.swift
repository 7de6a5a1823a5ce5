import Foundation
import Testing
import Trellis
import TrellisTesting

/// The scroll view's own recognizers drive it: synthetic touches through the headless host.
@MainActor
@Suite("Scroll view: gestures")
struct ScrollGestureTests {
  private let top = CGPoint(x: 150, y: 100)
  private let bottom = CGPoint(x: 150, y: 300)

  @Test func aFlickFlingsWithUIKitsSequence() {
    let (host, scrollView, recorder) = makeScrollScene()
    host.drag(from: bottom, to: top, duration: 0.2)
    let released = scrollView.contentOffset.y
    // 12 moves of 16.7 pt: the pan begins at the first (past its 10 pt) and the content follows from there;
    // the deceleration's first frame puts it on a whole pixel (1x here), as UIKit's offsets are.
    #expect(released == (200 - 200.0 / 12).rounded())
    #expect(scrollView.isDecelerating)
    let velocity = try! #require(recorder.receivedVelocity)
    #expect(abs(velocity.y - 1) < 0.05, "about 1000 pt/s, reported per millisecond")
    host.advance(by: 6)
    #expect(abs(scrollView.contentOffset.y - (released + velocity.y * 1000 / (-1000 * log(0.998)))) < 1)
    #expect(
      recorder.calls == [
        "willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)", "willBeginDecelerating",
        "didScroll", "didEndDecelerating",
      ])
  }

  @Test func aDragThatRestsBeforeLiftingDoesNotFling() {
    let (host, scrollView, recorder) = makeScrollScene()
    host.drag(from: bottom, to: top, duration: 0.2, holdBeforeRelease: 0.3)
    let released = scrollView.contentOffset
    host.advance(by: 2)
    #expect(scrollView.contentOffset == released)
    #expect(recorder.events == ["willBeginDragging", "willEndDragging", "didEndDragging(false)"])
  }

  @Test func aTouchStopsTheDecelerationAndALiftFinishesABounce() {
    let (host, scrollView, recorder) = makeScrollScene()
    host.drag(from: bottom, to: top, duration: 0.2)
    host.advance(by: 0.3)
    host.send(.touchDown(id: 2, location: top, pointer: false))
    #expect(!scrollView.isDecelerating)
    #expect(recorder.events.last == "didEndDecelerating")
    let stopped = scrollView.contentOffset
    host.advance(by: 0.5)
    host.send(.touchUp(id: 2, location: top))
    host.advance(by: 1)
    #expect(scrollView.contentOffset == stopped)
    // Caught mid-bounce past the top, the content goes back once the finger lifts.
    scrollView.contentOffset = .zero
    host.drag(from: top, to: bottom, duration: 0.3, holdBeforeRelease: 0.2)
    #expect(scrollView.contentOffset.y < 0)
    host.advance(by: 0.1)
    host.send(.touchDown(id: 3, location: top, pointer: false))
    let caught = scrollView.contentOffset.y
    #expect(caught < 0)
    host.advance(by: 0.3)
    #expect(scrollView.contentOffset.y == caught, "held by the finger")
    host.send(.touchUp(id: 3, location: top))
    host.advance(by: 1)
    #expect(scrollView.contentOffset.y == 0)
  }

  @Test func disabledScrollingLeavesDragsAlone() {
    let (host, scrollView, recorder) = makeScrollScene()
    scrollView.isScrollEnabled = false
    host.drag(from: bottom, to: top, duration: 0.2)
    host.advance(by: 1)
    #expect(scrollView.contentOffset == .zero)
    #expect(recorder.calls.isEmpty)
  }

  @Test func aVerticalDragOnAHorizontalPagerScrollsTheOuterView() {
    let (host, outer, _) = makeScrollScene()
    let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    pager.contentSize = CGSize(width: 900, height: 200)
    pager.isPagingEnabled = true
    outer.addSubview(pager)
    host.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 150, y: 50), duration: 0.2, holdBeforeRelease: 0.2)
    #expect(pager.contentOffset == .zero)
    #expect(outer.contentOffset.y > 50)
    outer.contentOffset = .zero
    host.drag(from: CGPoint(x: 250, y: 100), to: CGPoint(x: 50, y: 100), duration: 0.2)
    host.advance(by: 2)
    #expect(pager.contentOffset == CGPoint(x: 300, y: 0), "a sideways flick turns the pager's page")
    #expect(outer.contentOffset == .zero)
  }

  @Test func aPinchZoomsWhenZoomingIsPossible() {
    let (host, scrollView, recorder) = makeScrollScene(contentSize: CGSize(width: 300, height: 400))
    let image = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.addSubview(image)
    #expect(scrollView.pinchGestureRecognizer == nil, "nil until zooming is possible")
    recorder.zoomView = image
    scrollView.maximumZoomScale = 4
    #expect(scrollView.pinchGestureRecognizer != nil)
    host.pinch(center: CGPoint(x: 150, y: 200), from: 100, to: 200)
    #expect(abs(scrollView.zoomScale - 2) < 1e-9, "the pinch's scale: finger distance over the distance at landing")
    host.advance(by: 1)
    #expect(recorder.events.first == "willBeginZooming")
    #expect(recorder.events.last?.hasPrefix("didEndZooming") == true)
    #expect(scrollView.contentSize.width > 500)
  }
}
