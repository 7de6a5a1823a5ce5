import Foundation
import Testing
import Trellis
import TrellisTesting

/// A collection view refuses non-finite scroll geometry, reports it through `errorHandler` and keeps its cells.
@MainActor
@Suite("Collection view: non-finite scroll geometry")
struct CollectionViewGeometryRefusalTests {
  @Test func aNaNContentOffsetIsReportedAndTheVisibleCellsStay() {
    let log = ErrorLog()
    let (cv, _, _) = makeCollectionView(counts: [100], collecting: log)
    cv.contentOffset = CGPoint(x: 0, y: 120)
    cv.layoutIfNeeded()
    let visible = cv.visibleElementsDescription
    let items = cv.indexPathsForVisibleItems.sorted()
    #expect(items.map(\.item) == Array(3...7))

    cv.contentOffset = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    cv.layoutIfNeeded()

    #expect(log.errors == ["contentOffset: refused non-finite value (nan, nan); kept (0.0, 120.0)"])
    #expect(
      cv.lastError
        == .scrollViewGeometry(
          .nonFiniteGeometry(member: "contentOffset", value: "(nan, nan)", kept: "(0.0, 120.0)")))
    #expect(
      cv.lastGeometryError == .nonFiniteGeometry(member: "contentOffset", value: "(nan, nan)", kept: "(0.0, 120.0)"))
    #expect(cv.contentOffset == CGPoint(x: 0, y: 120))
    #expect(cv.indexPathsForVisibleItems.sorted() == items)
    #expect(cv.visibleElementsDescription == visible)

    cv.contentOffset = CGPoint(x: 0, y: 200)
    cv.layoutIfNeeded()
    #expect(cv.indexPathsForVisibleItems.sorted().map(\.item) == Array(5...9), "scrolling still works")
  }

  @Test func infiniteOffsetsSizesAndInsetsGoToTheErrorHandler() {
    let log = ErrorLog()
    let (cv, _, _) = makeCollectionView(counts: [100], collecting: log)
    let items = cv.indexPathsForVisibleItems.sorted()
    cv.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: false)
    cv.contentSize = CGSize(width: 300, height: CGFloat.infinity)
    cv.contentInset = EdgeInsets(top: -CGFloat.infinity, left: 0, bottom: 0, right: 0)
    cv.layoutIfNeeded()
    #expect(
      log.errors == [
        "contentOffset: refused non-finite value (0.0, inf); kept (0.0, 0.0)",
        "contentSize: refused non-finite value (300.0, inf); kept (300.0, 4000.0)",
        "contentInset: refused non-finite value (-inf, 0.0, 0.0, 0.0); kept (0.0, 0.0, 0.0, 0.0)",
      ])
    #expect(cv.indexPathsForVisibleItems.sorted() == items)
  }

  @Test func nonFiniteBoundsAreRefusedWithoutAskingTheLayout() {
    let log = ErrorLog()
    let (cv, _, layout) = makeCollectionView(counts: [100], collecting: log)
    let prepares = layout.prepareCalls
    layout.boundsChanges = []
    cv.bounds = CGRect(x: 0, y: CGFloat.nan, width: 300, height: 200)
    cv.layoutIfNeeded()
    #expect(layout.boundsChanges.isEmpty, "the layout isn't asked about a bounds change that won't happen")
    #expect(layout.prepareCalls == prepares)
    #expect(log.errors.count == 1 && log.errors[0].hasPrefix("bounds: refused non-finite value"), "\(log.errors)")
    #expect(cv.bounds == CGRect(x: 0, y: 0, width: 300, height: 200))
  }

  @Test func anAnimatedScrollToNaNStartsNoAnimationInAWindow() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let log = ErrorLog()
    let (cv, _, _) = makeCollectionView(counts: [100], collecting: log)
    host.show(cv)
    let items = cv.indexPathsForVisibleItems.sorted()
    cv.setContentOffset(CGPoint(x: 0, y: CGFloat.nan), animated: true)
    #expect(!cv.isScrollAnimating)
    #expect(Animator.shared.runningAnimationCount == 0)
    host.advance(by: 0.5)
    #expect(log.errors == ["contentOffset: refused non-finite value (0.0, nan); kept (0.0, 0.0)"])
    #expect(cv.contentOffset == .zero)
    #expect(cv.indexPathsForVisibleItems.sorted() == items)
  }
}
