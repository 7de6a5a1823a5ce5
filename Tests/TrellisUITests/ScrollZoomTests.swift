import Foundation
import Testing
import Trellis
import TrellisTesting

/// Zooming: limits, transform and content size, pinch with bounce, programmatic zooms.
@MainActor
@Suite("Scroll view: zooming")
struct ScrollZoomTests {
  private func makeZoomScene() -> (HeadlessHost, ScrollView, ScrollDelegateRecorder, View) {
    let (host, scrollView, recorder) = makeScrollScene(contentSize: CGSize(width: 300, height: 400))
    let image = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.addSubview(image)
    recorder.zoomView = image
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 3
    return (host, scrollView, recorder, image)
  }

  @Test func zoomingNeedsAViewAndRoomBetweenTheLimits() {
    let (_, scrollView, recorder, _) = makeZoomScene()
    #expect(scrollView.canZoom)
    scrollView.maximumZoomScale = 0.5
    #expect(!scrollView.canZoom)
    scrollView.maximumZoomScale = 3
    recorder.zoomView = nil
    #expect(!scrollView.canZoom)
    scrollView.zoomScale = 2
    #expect(scrollView.zoomScale == 1, "no view to zoom: nothing happens")
  }

  @Test func theScaleIsClampedAndAppliedAsATransform() {
    let (_, scrollView, recorder, image) = makeZoomScene()
    defer { withExtendedLifetime(recorder) {} }  // the delegate is weak
    scrollView.zoomScale = 5
    #expect(scrollView.zoomScale == 3)
    #expect(image.transform == CGAffineTransform(scaleX: 3, y: 3))
    #expect(image.frame == CGRect(x: 0, y: 0, width: 900, height: 1200))
    #expect(scrollView.contentSize == CGSize(width: 900, height: 1200))
    // The centre of the visible area stayed in place: (150, 200) → (450, 600).
    #expect(scrollView.contentOffset == CGPoint(x: 300, y: 400))
    scrollView.zoomScale = 0.1
    #expect(scrollView.zoomScale == 0.5)
    #expect(scrollView.contentSize == CGSize(width: 150, height: 200))
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func aPinchKeepsThePointUnderTheFingers() {
    let (_, scrollView, recorder, _) = makeZoomScene()
    scrollView.beginZooming()
    #expect(scrollView.isZooming)
    scrollView.updateZooming(scale: 1, center: CGPoint(x: 100, y: 100))
    scrollView.updateZooming(scale: 2, center: CGPoint(x: 100, y: 100))
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentOffset == CGPoint(x: 100, y: 100), "the content point (100, 100) is now at (200, 200)")
    scrollView.endZooming()
    #expect(!scrollView.isZooming)
    #expect(recorder.events == ["willBeginZooming", "didEndZooming(2.0)"])
  }

  @Test func aPinchPastTheMaximumIsResistedAndSpringsBack() {
    let (host, scrollView, recorder, _) = makeZoomScene()
    scrollView.beginZooming()
    scrollView.updateZooming(scale: 6, center: CGPoint(x: 150, y: 200))
    let overshoot = scrollView.zoomScale
    #expect(overshoot > 3 && overshoot < 6, "resisted past the limit")
    #expect(overshoot < 2 * 3)
    scrollView.endZooming()
    #expect(scrollView.isZoomBouncing)
    #expect(recorder.events == ["willBeginZooming"], "the end is reported after the bounce")
    host.advance(by: 1)
    #expect(scrollView.zoomScale == 3)
    #expect(!scrollView.isZoomBouncing)
    #expect(recorder.events == ["willBeginZooming", "didEndZooming(3.0)"])
    #expect(scrollView.contentOffset == scrollView.clampedContentOffset(scrollView.contentOffset))
  }

  @Test func withoutBouncesZoomThePinchStopsAtTheLimit() {
    let (_, scrollView, recorder, _) = makeZoomScene()
    defer { withExtendedLifetime(recorder) {} }
    scrollView.bouncesZoom = false
    scrollView.beginZooming()
    scrollView.updateZooming(scale: 0.1, center: .zero)
    #expect(scrollView.zoomScale == 0.5)
    scrollView.endZooming()
    #expect(!scrollView.isZoomBouncing)
  }

  @Test func zoomToARectFitsItAndAnimates() {
    let (host, scrollView, recorder, _) = makeZoomScene()
    scrollView.zoom(to: CGRect(x: 150, y: 200, width: 150, height: 200), animated: true)
    host.advance(by: 0.15)
    #expect(scrollView.zoomScale > 1 && scrollView.zoomScale < 2)
    host.advance(by: 0.3)
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentOffset == CGPoint(x: 300, y: 400))
    #expect(recorder.events == ["willBeginZooming", "didEndZooming(2.0)"])
  }

  @Test func magnifyEventsZoomThroughThePinchAroundThePointer() {
    let (host, scrollView, recorder, _) = makeZoomScene()
    defer { withExtendedLifetime(recorder) {} }
    host.send(.magnify(factor: 2, location: CGPoint(x: 0, y: 0)))
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.contentOffset == .zero, "the top-left corner stayed under the pointer")
    host.send(.magnify(factor: 10, location: CGPoint(x: 0, y: 0)))
    #expect(scrollView.zoomScale > 3, "the pinch takes magnify events: past the limit with resistance")
    host.advance(by: 1)  // the pinch ends 0.15 s after the last event, then the scale springs back
    #expect(scrollView.zoomScale == 3)
    #expect(scrollView.contentOffset == .zero)
  }

  @Test func withoutThePinchMagnifyEventsZoomWithinTheLimits() {
    let (host, scrollView, recorder, _) = makeZoomScene()
    defer { withExtendedLifetime(recorder) {} }
    scrollView.pinchGestureRecognizer?.isEnabled = false
    host.send(.magnify(factor: 2, location: CGPoint(x: 0, y: 0)))
    #expect(scrollView.zoomScale == 2)
    host.send(.magnify(factor: 10, location: CGPoint(x: 0, y: 0)))
    #expect(scrollView.zoomScale == 3, "clamped at once: no bounce for wheels")
  }
}
