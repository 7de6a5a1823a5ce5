import Foundation
import Testing
import Trellis
import TrellisTesting

/// The collection view is 300×200 with 40-pt rows (`makeCollectionView`): at offset y the visible rows
/// are those overlapping y..<y+200, and the strip ahead when scrolling down is the next 200 pt.
@MainActor
@Suite("Collection view: data prefetching")
struct CollectionViewPrefetchingTests {
  private func scroll(_ cv: CollectionView, toY y: CGFloat) {
    cv.contentOffset = CGPoint(x: 0, y: y)
    cv.layoutIfNeeded()
  }

  private func make(counts: [Int] = [100]) -> (CollectionView, TestDataSource, PrefetchRecorder) {
    let (cv, source, _) = makeCollectionView(counts: counts)
    let recorder = PrefetchRecorder()
    cv.prefetchDataSource = recorder
    return (cv, source, withExtendedLifetime(recorder) { recorder })
  }

  @Test func nothingIsPrefetchedBeforeTheFirstScroll() {
    let (cv, _, recorder) = make()
    cv.layoutIfNeeded()
    #expect(recorder.take() == [])
    #expect(cv.prefetchedItemIndexPaths == [])
  }

  @Test func scrollingDownAnnouncesTheNextScreenfulNearestFirstOnce() {
    let (cv, _, recorder) = make()
    scroll(cv, toY: 40)
    // Visible 40..<240: rows 1-5. Ahead 240..<440: rows 6 (240) to 10 (400..<440).
    #expect(recorder.take() == ["prefetch 6 7 8 9 10"])
    scroll(cv, toY: 80)
    // Row 6 (240..<280) is now shown: it leaves silently. Ahead 280..<480: rows 7-11; only 11 is new.
    #expect(recorder.take() == ["prefetch 11"])
    #expect(cv.prefetchedItemIndexPaths.map(\.item) == [7, 8, 9, 10, 11])
    scroll(cv, toY: 80)
    #expect(recorder.take() == [], "a pass without scrolling announces nothing")
  }

  @Test func turningCancelsWhatWasLeftBehindThenAnnouncesTheOtherSide() {
    let (cv, _, recorder) = make()
    scroll(cv, toY: 200)  // visible rows 5-9, ahead rows 10-14
    #expect(recorder.take() == ["prefetch 10 11 12 13 14"])
    scroll(cv, toY: 160)
    // Up: visible 160..<360 (rows 4-8); ahead -40..<160 is rows 0-3, nearest (3) first. Rows 10-14
    // were never shown: cancelled, in ascending order, before the new announcement.
    #expect(recorder.take() == ["cancel 10 11 12 13 14", "prefetch 3 2 1 0"])
  }

  @Test func horizontalScrollingAnnouncesColumnsToTheRight() {
    let cv = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: ColumnLayout())
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = TestDataSource(counts: [30])
    cv.dataSource = source
    cv.overscanFraction = 0
    let recorder = PrefetchRecorder()
    cv.prefetchDataSource = recorder
    cv.layoutIfNeeded()
    cv.contentOffset = CGPoint(x: 100, y: 0)
    cv.layoutIfNeeded()
    // Visible 100..<400: items 1-3. Ahead 400..<700: items 4, 5, 6.
    #expect(recorder.take() == ["prefetch 4 5 6"])
    cv.contentOffset = CGPoint(x: 50, y: 0)
    cv.layoutIfNeeded()
    // Left: visible 50..<350 (items 0-3), ahead -250..<50 holds no item beyond the visible ones.
    #expect(recorder.take() == ["cancel 4 5 6"])
    withExtendedLifetime(source) {}
  }

  @Test func turningPrefetchingOffCancelsTheOutstandingItems() {
    let (cv, _, recorder) = make()
    scroll(cv, toY: 40)
    _ = recorder.take()
    cv.isPrefetchingEnabled = false
    #expect(recorder.take() == ["cancel 6 7 8 9 10"])
    scroll(cv, toY: 400)
    #expect(recorder.take() == [])
    #expect(cv.prefetchedItemIndexPaths == [])
  }

  @Test func reloadDataForgetsWithoutCancelling() {
    let (cv, _, recorder) = make()
    scroll(cv, toY: 40)
    _ = recorder.take()
    cv.reloadData()
    #expect(cv.prefetchedItemIndexPaths == [])
    scroll(cv, toY: 80)
    #expect(recorder.take() == ["prefetch 7 8 9 10 11"], "the new data is announced afresh")
  }

  @Test func aBatchUpdateMovesTheOutstandingItemsWithTheirItems() {
    let (cv, source, recorder) = make()
    scroll(cv, toY: 40)
    _ = recorder.take()
    source.counts = [101]
    cv.performBatchUpdates({ cv.insertItems(at: [IndexPath(item: 0, section: 0)]) }, completion: nil)
    cv.layoutIfNeeded()
    // Items 6-10 became 7-11; the view stays at y 40 (rows 1-5 visible, ahead rows 6-10): item 6 is the
    // old item 5, which was shown before, but it is not outstanding, so it is announced; 7-10 were. Item
    // 11 moved past the strip but is still ahead (within a second screenful): it stays announced.
    #expect(cv.prefetchedItemIndexPaths.map(\.item) == [6, 7, 8, 9, 10, 11])
    #expect(recorder.take() == ["prefetch 6"])
  }

  @Test func aSourceThatIsGoneIsNotCalled() {
    let (cv, _, _) = makeCollectionView(counts: [100])
    do {
      let recorder = PrefetchRecorder()
      cv.prefetchDataSource = recorder
    }
    #expect(cv.prefetchDataSource == nil, "held weakly")
    scroll(cv, toY: 40)
    #expect(cv.prefetchedItemIndexPaths == [])
  }
}

/// Items in one row of 100-pt columns, queried by their x range.
@MainActor private final class ColumnLayout: CollectionViewLayout {
  override var collectionViewContentSize: CGSize {
    CGSize(width: CGFloat(collectionView?.numberOfItems(inSection: 0) ?? 0) * 100, height: 200)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    let count = collectionView?.numberOfItems(inSection: 0) ?? 0
    let first = max(0, Int((rect.minX / 100).rounded(.down)))
    let last = min(count - 1, Int((rect.maxX / 100).rounded(.up)))
    guard first <= last else { return [] }
    return (first...last).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
      .filter { $0.frame.overlaps(rect) }
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = LayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: CGFloat(indexPath.item) * 100, y: 0, width: 100, height: 40)
    return attributes
  }
}
