import Foundation
import Testing
import Trellis
import TrellisTesting

/// Records a scroll view's delegate calls as short strings, runs of `didScroll` collapsed to one.
@MainActor
final class ScrollDelegateRecorder: ScrollViewDelegate {
  private(set) var calls: [String] = []
  var scrollCount = 0
  /// When set, `scrollViewWillEndDragging` replaces the target with this.
  var replacementTarget: CGPoint?
  var receivedVelocity: CGPoint?
  var receivedTarget: CGPoint?
  var zoomView: View?

  private func record(_ call: String) {
    if call == "didScroll" && calls.last == "didScroll" { return }
    calls.append(call)
  }

  func scrollViewDidScroll(_ scrollView: ScrollView) {
    scrollCount += 1
    record("didScroll")
  }
  func scrollViewWillBeginDragging(_ scrollView: ScrollView) { record("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    receivedVelocity = velocity
    receivedTarget = targetContentOffset.pointee
    if let replacementTarget { targetContentOffset.pointee = replacementTarget }
    record("willEndDragging")
  }
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
    record("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { record("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { record("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { record("didEndScrollingAnimation") }
  func scrollViewDidScrollToTop(_ scrollView: ScrollView) { record("didScrollToTop") }
  func viewForZooming(in scrollView: ScrollView) -> View? { zoomView }
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { record("willBeginZooming") }
  func scrollViewDidZoom(_ scrollView: ScrollView) { record("didZoom") }
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {
    record("didEndZooming(\(scale))")
  }

  /// The calls without `didScroll` and `didZoom`.
  var events: [String] { calls.filter { $0 != "didScroll" && $0 != "didZoom" } }

  func reset() {
    calls = []
    scrollCount = 0
  }
}

/// A 300 × 400 scroll view filling a headless window, over content `contentSize` large, with a recorder.
@MainActor
func makeScrollScene(contentSize: CGSize = CGSize(width: 300, height: 10_000))
  -> (host: HeadlessHost, scrollView: ScrollView, recorder: ScrollDelegateRecorder)
{
  let host = HeadlessHost(size: CGSize(width: 300, height: 400))
  let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
  scrollView.contentSize = contentSize
  let recorder = ScrollDelegateRecorder()
  scrollView.delegate = recorder
  host.show(scrollView)
  return (host, scrollView, recorder)
}

extension ScrollView {
  /// A whole drag through the drag API: begin, move by `translation`, release with `velocity` (pt/s).
  func simulateDrag(translation: CGPoint, velocity: CGPoint) {
    beginDragging(at: CGPoint(x: 150, y: 200))
    dragged(translation: CGPoint(x: translation.x / 2, y: translation.y / 2))
    dragged(translation: translation)
    endDragging(velocity: velocity)
  }
}
