import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

/// A scroll view that collects its geometry reports instead of printing them.
@MainActor private final class ReportingScrollView: ScrollView {
  var reports: [String] = []
  /// What the scroll view held when each report arrived: its offset (refusals are reported after the revert).
  var offsetsAtReport: [CGPoint] = []

  override func reportGeometryError(_ error: ScrollViewError) {
    reports.append(error.description)
    offsetsAtReport.append(contentOffset)
  }
}

/// Non-finite geometry is refused, reported with the member, the value and what was kept, and changes nothing.
@MainActor
@Suite("Scroll view: non-finite geometry is refused")
struct ScrollGeometryRefusalTests {
  /// The values every setter is tried with.
  private let nonFinite: [CGFloat] = [.nan, .infinity, -.infinity]

  /// A 300 × 400 scroll view over 300 × 10 000 content at offset (0, 120), in a headless window.
  private func makeScene() -> (HeadlessHost, ReportingScrollView, ScrollDelegateRecorder) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let scrollView = ReportingScrollView(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.contentSize = CGSize(width: 300, height: 10_000)
    let recorder = ScrollDelegateRecorder()
    scrollView.delegate = recorder
    host.show(scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 120)
    recorder.reset()
    return (host, scrollView, recorder)
  }

  /// The scene with a 300 × 400 zooming view and limits 0.5…3.
  private func makeZoomScene() -> (HeadlessHost, ReportingScrollView, ScrollDelegateRecorder) {
    let (host, scrollView, recorder) = makeScene()
    let image = View(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    scrollView.addSubview(image)
    recorder.zoomView = image
    scrollView.minimumZoomScale = 0.5
    scrollView.maximumZoomScale = 3
    scrollView.contentSize = CGSize(width: 300, height: 400)
    scrollView.contentOffset = .zero
    recorder.reset()
    return (host, scrollView, recorder)
  }

  @Test func contentOffsetKeepsTheLastValidOffsetAndNamesBoth() {
    let (_, scrollView, recorder) = makeScene()
    defer { withExtendedLifetime(recorder) {} }
    scrollView.contentOffset = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    for value in nonFinite { scrollView.contentOffset = CGPoint(x: 0, y: value) }
    #expect(
      scrollView.reports == [
        "contentOffset: refused non-finite value (nan, nan); kept (0.0, 120.0)",
        "contentOffset: refused non-finite value (0.0, nan); kept (0.0, 120.0)",
        "contentOffset: refused non-finite value (0.0, inf); kept (0.0, 120.0)",
        "contentOffset: refused non-finite value (0.0, -inf); kept (0.0, 120.0)",
      ])
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
    #expect(scrollView.bounds == CGRect(x: 0, y: 120, width: 300, height: 400))
    #expect(recorder.calls.isEmpty, "no didScroll")
    #expect(
      scrollView.lastGeometryError
        == .nonFiniteGeometry(member: "contentOffset", value: "(0.0, -inf)", kept: "(0.0, 120.0)"))
    scrollView.contentOffset = CGPoint(x: 0, y: 300)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300), "valid values still apply")
  }

  @Test func anAnimatedScrollTowardsNaNStartsNothingAndKeepsTheRunningOne() {
    let (host, scrollView, recorder) = makeScene()
    scrollView.setContentOffset(CGPoint(x: CGFloat.nan, y: 50), animated: true)
    #expect(!scrollView.isScrollAnimating)
    #expect(Animator.shared.runningAnimationCount == 0)
    scrollView.setContentOffset(CGPoint(x: 0, y: 620), animated: true)
    host.advance(by: 0.1)
    scrollView.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
    #expect(scrollView.isScrollAnimating, "the valid animation keeps running")
    host.advance(by: 0.3)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 620))
    #expect(recorder.events == ["didEndScrollingAnimation"])
    #expect(
      scrollView.reports == [
        "contentOffset: refused non-finite value (nan, 50.0); kept (0.0, 120.0)",
        "contentOffset: refused non-finite value (0.0, inf); kept (0.0, \(scrollView.offsetsAtReport[1].y))",
      ])
    #expect(scrollView.offsetsAtReport[1].y > 120 && scrollView.offsetsAtReport[1].y < 620)
  }

  @Test func aNonFiniteFrameOrCentreIsRefusedWhole() {
    let (_, scrollView, _) = makeScene()
    scrollView.frame = CGRect(x: 10, y: CGFloat.nan, width: 300, height: 400)
    scrollView.center = CGPoint(x: CGFloat.infinity, y: 0)
    #expect(
      scrollView.reports == [
        "frame: refused non-finite value (10.0, nan, 300.0, 400.0); kept (0.0, 0.0, 300.0, 400.0)",
        "center: refused non-finite value (inf, 0.0); kept (150.0, 200.0)",
      ])
    #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 400))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
  }

  @Test func boundsWithANonFiniteOriginOrSizeAreRefused() {
    let (_, scrollView, _) = makeScene()
    scrollView.bounds = CGRect(x: CGFloat.nan, y: 0, width: 300, height: 400)
    scrollView.bounds = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 400)
    #expect(
      scrollView.reports == [
        "bounds: refused non-finite value (nan, 0.0, 300.0, 400.0); kept (0.0, 120.0, 300.0, 400.0)",
        "bounds: refused non-finite value (0.0, 0.0, inf, 400.0); kept (0.0, 120.0, 300.0, 400.0)",
      ])
    #expect(scrollView.bounds == CGRect(x: 0, y: 120, width: 300, height: 400))
  }

  @Test func contentSizeAndContentInsetKeepTheirLastValidValues() {
    let (_, scrollView, _) = makeScene()
    scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
    for value in nonFinite {
      scrollView.contentSize = CGSize(width: value, height: 500)
      scrollView.contentInset = EdgeInsets(top: 0, left: value, bottom: 0, right: 0)
    }
    scrollView.contentSize.height = .nan
    #expect(
      scrollView.reports == [
        "contentSize: refused non-finite value (nan, 500.0); kept (300.0, 10000.0)",
        "contentInset: refused non-finite value (0.0, nan, 0.0, 0.0); kept (10.0, 0.0, 20.0, 0.0)",
        "contentSize: refused non-finite value (inf, 500.0); kept (300.0, 10000.0)",
        "contentInset: refused non-finite value (0.0, inf, 0.0, 0.0); kept (10.0, 0.0, 20.0, 0.0)",
        "contentSize: refused non-finite value (-inf, 500.0); kept (300.0, 10000.0)",
        "contentInset: refused non-finite value (0.0, -inf, 0.0, 0.0); kept (10.0, 0.0, 20.0, 0.0)",
        "contentSize: refused non-finite value (300.0, nan); kept (300.0, 10000.0)",
      ])
    #expect(scrollView.contentSize == CGSize(width: 300, height: 10_000))
    #expect(scrollView.contentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
    #expect(scrollView.maximumContentOffset == CGPoint(x: 0, y: 9_620))
  }

  @Test func aCustomDecelerationRateMustBeFinite() {
    let (_, scrollView, _) = makeScene()
    scrollView.decelerationRate = DecelerationRate(rawValue: 0.95)
    for value in nonFinite { scrollView.decelerationRate = DecelerationRate(rawValue: value) }
    #expect(
      scrollView.reports == [
        "decelerationRate: refused non-finite value nan; kept 0.95",
        "decelerationRate: refused non-finite value inf; kept 0.95",
        "decelerationRate: refused non-finite value -inf; kept 0.95",
      ])
    #expect(scrollView.decelerationRate == DecelerationRate(rawValue: 0.95))
  }

  @Test func scrollRectToVisibleRefusesARectThatIsNotFinite() {
    let (_, scrollView, _) = makeScene()
    scrollView.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 10, height: 10), animated: true)
    scrollView.scrollRectToVisible(CGRect(x: 0, y: 5_000, width: 10, height: CGFloat.infinity), animated: false)
    scrollView.scrollRectToVisible(.null, animated: false)
    #expect(
      scrollView.reports == [
        "scrollRectToVisible(_:animated:): refused non-finite value (0.0, nan, 10.0, 10.0); kept contentOffset (0.0, 120.0)",
        "scrollRectToVisible(_:animated:): refused non-finite value (0.0, 5000.0, 10.0, inf); kept contentOffset (0.0, 120.0)",
        "scrollRectToVisible(_:animated:): refused non-finite value (inf, inf, 0.0, 0.0); kept contentOffset (0.0, 120.0)",
      ])
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 120))
    #expect(!scrollView.isScrollAnimating)
  }

  @Test func zoomScalesAndZoomLimitsKeepTheirLastValidValues() {
    let (host, scrollView, recorder) = makeZoomScene()
    scrollView.zoomScale = 2
    recorder.reset()
    for value in nonFinite {
      scrollView.zoomScale = value
      scrollView.minimumZoomScale = value
      scrollView.maximumZoomScale = value
    }
    scrollView.setZoomScale(.nan, animated: true)
    #expect(Animator.shared.runningAnimationCount == 0, "no zoom animation towards NaN")
    host.advance(by: 0.5)
    #expect(
      scrollView.reports == [
        "zoomScale: refused non-finite value nan; kept 2.0",
        "minimumZoomScale: refused non-finite value nan; kept 0.5",
        "maximumZoomScale: refused non-finite value nan; kept 3.0",
        "zoomScale: refused non-finite value inf; kept 2.0",
        "minimumZoomScale: refused non-finite value inf; kept 0.5",
        "maximumZoomScale: refused non-finite value inf; kept 3.0",
        "zoomScale: refused non-finite value -inf; kept 2.0",
        "minimumZoomScale: refused non-finite value -inf; kept 0.5",
        "maximumZoomScale: refused non-finite value -inf; kept 3.0",
        "zoomScale: refused non-finite value nan; kept 2.0",
      ])
    #expect(scrollView.zoomScale == 2)
    #expect(scrollView.minimumZoomScale == 0.5)
    #expect(scrollView.maximumZoomScale == 3)
    #expect(scrollView.contentSize == CGSize(width: 600, height: 800))
    #expect(recorder.calls.isEmpty)
  }

  @Test func zoomToARectThatIsNotFiniteChangesNothing() {
    let (_, scrollView, recorder) = makeZoomScene()
    scrollView.zoom(to: CGRect(x: CGFloat.nan, y: 0, width: 100, height: 100), animated: true)
    scrollView.zoom(to: CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 100), animated: false)
    #expect(
      scrollView.reports == [
        "zoom(to:animated:): refused non-finite value (nan, 0.0, 100.0, 100.0); kept zoomScale 1.0",
        "zoom(to:animated:): refused non-finite value (0.0, 0.0, -inf, 100.0); kept zoomScale 1.0",
      ])
    #expect(scrollView.zoomScale == 1)
    #expect(Animator.shared.runningAnimationCount == 0)
    #expect(recorder.calls.isEmpty)
  }

  @Test func aPinchWithANonFiniteScaleOrCentreIsIgnoredAndReported() {
    let (_, scrollView, recorder) = makeZoomScene()
    defer { withExtendedLifetime(recorder) {} }  // the delegate is weak
    scrollView.beginZooming()
    scrollView.updateZooming(scale: 1.5, center: CGPoint(x: 150, y: 200))
    let offset = scrollView.contentOffset
    scrollView.updateZooming(scale: .nan, center: CGPoint(x: 150, y: 200))
    scrollView.updateZooming(scale: 2, center: CGPoint(x: CGFloat.infinity, y: 200))
    #expect(
      scrollView.reports == [
        "updateZooming(scale:center:): refused non-finite value nan; kept zoomScale 1.5",
        "updateZooming(scale:center:): refused non-finite value (inf, 200.0); kept zoomScale 1.5",
      ])
    #expect(scrollView.zoomScale == 1.5)
    #expect(scrollView.contentOffset == offset)
    #expect(scrollView.contentSize == CGSize(width: 450, height: 600))
  }

  @Test func aDragWithANonFiniteTranslationKeepsTheOffset() {
    let (_, scrollView, _) = makeScene()
    scrollView.beginDragging(at: CGPoint(x: 150, y: 200))
    scrollView.dragged(translation: CGPoint(x: 0, y: -30))
    scrollView.dragged(translation: CGPoint(x: 0, y: CGFloat.nan))
    #expect(
      scrollView.reports == [
        "dragged(translation:): refused non-finite value (0.0, nan); kept contentOffset (0.0, 150.0)"
      ])
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 150))
    scrollView.dragged(translation: CGPoint(x: 0, y: -40))
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 160), "the drag goes on")
  }

  @Test func aNonFiniteTargetFromTheDelegateFallsBackToTheProposedOne() {
    let (host, scrollView, recorder) = makeScene()
    recorder.replacementTarget = CGPoint(x: 0, y: CGFloat.nan)
    scrollView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: .zero)
    let proposed = recorder.receivedTarget ?? .zero
    #expect(proposed == CGPoint(x: 0, y: 220))
    #expect(scrollView.reports == ["targetContentOffset: refused non-finite value (0.0, nan); kept (0.0, 220.0)"])
    host.advance(by: 1)
    #expect(scrollView.contentOffset == CGPoint(x: 0, y: 220))
  }
}
