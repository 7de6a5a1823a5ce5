import Foundation
import Testing
import Trellis

@MainActor
@Suite("Collection view: misuse is reported precisely and changes nothing")
struct CollectionViewErrorTests {
  /// A collection view whose errors are collected instead of failing the test.
  private func collecting(counts: [Int] = [10], layout: RowLayout = RowLayout()) -> (
    CollectionView, TestDataSource, ErrorLog
  ) {
    let log = ErrorLog()
    let (cv, source, _) = makeCollectionView(counts: counts, layout: layout, collecting: log)
    log.errors = []
    return (cv, source, log)
  }

  @Test func unregisteredIdentifierUsesUIKitsTextAndShowsAPlaceholder() {
    let (cv, source, box) = collecting(counts: [2])
    source.cellProvider = { cv, indexPath in cv.dequeueReusableCell(withReuseIdentifier: "nope", for: indexPath) }
    cv.reloadData()
    cv.layoutIfNeeded()
    #expect(
      box.errors.first
        == "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
    )
    #expect(box.errors.count == 2)
    #expect(cv.visibleCells.count == 2, "placeholders keep the layout whole")
  }

  @Test func unregisteredSupplementaryIdentifierNamesTheKind() {
    let layout = RowLayout()
    layout.headerHeight = 20
    let (cv, _, box) = collecting(counts: [1], layout: layout)
    cv.register(nil, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
    cv.reloadData()
    cv.layoutIfNeeded()
    #expect(
      box.errors == [
        "could not dequeue a view of kind: UICollectionElementKindSectionHeader with identifier header - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
      ])
  }

  @Test func aCellNotObtainedByDequeuingIsRefused() {
    let (cv, source, box) = collecting(counts: [2])
    source.cellProvider = { _, _ in CountingCell(frame: .zero) }
    cv.reloadData()
    cv.layoutIfNeeded()
    #expect(
      box.errors == [
        "the view returned for UICollectionElementKindCell at [0, 0] was not retrieved by calling -dequeueReusable… on the collection view in this call",
        "the view returned for UICollectionElementKindCell at [0, 1] was not retrieved by calling -dequeueReusable… on the collection view in this call",
      ])
    #expect(cv.visibleCells.isEmpty)
  }

  @Test func aCellDequeuedForAnotherIndexPathIsRefused() {
    let (cv, source, box) = collecting(counts: [1])
    source.cellProvider = { cv, _ in
      cv.dequeueReusableCell(withReuseIdentifier: "cell", for: IndexPath(item: 7, section: 0))
    }
    cv.reloadData()
    cv.layoutIfNeeded()
    #expect(
      box.errors == [
        "the view returned for UICollectionElementKindCell at [0, 0] was dequeued for [0, 7]; dequeue with the index path you were asked for"
      ])
  }

  @Test func indexPathsOutOfRangeAreReportedWithTheCounts() {
    let (cv, _, box) = collecting(counts: [10, 3])
    cv.selectItem(at: IndexPath(item: 3, section: 1), animated: false, scrollPosition: .none)
    cv.deselectItem(at: IndexPath(item: 0, section: 2), animated: false)
    #expect(cv.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)) == nil)
    cv.scrollToItem(at: IndexPath(item: -1, section: 0), at: .top, animated: false)
    #expect(cv.numberOfItems(inSection: 5) == 0)
    #expect(
      box.errors == [
        "selectItem(at:animated:scrollPosition:): index path [1, 3] is out of range: section 1 has 3 items",
        "deselectItem(at:animated:): index path [2, 0] is out of range: the collection view has 2 sections",
        "layoutAttributesForItem(at:): index path [0, 10] is out of range: section 0 has 10 items",
        "scrollToItem(at:at:animated:): index path [0, -1] is out of range: section 0 has 10 items",
        "numberOfItems(inSection:): request for number of items in section 5 when there are only 2 sections in the collection view",
      ])
    #expect(cv.indexPathsForSelectedItems == [])
    #expect(cv.contentOffset == .zero)
  }

  @Test func nonFiniteOrNegativeLayoutFramesAreReportedAndSkipped() {
    let layout = RowLayout()
    layout.frameOverride = { indexPath in
      switch indexPath.item {
      case 1: CGRect(x: 0, y: CGFloat.nan, width: 300, height: 40)
      case 2: CGRect(x: 0, y: 80, width: -5, height: 40)
      default: nil
      }
    }
    let (cv, _, box) = collecting(counts: [4], layout: layout)
    cv.reloadData()
    cv.layoutIfNeeded()
    #expect(
      box.errors == [
        "the layout returned an invalid frame for cell [0, 1]: (0.0, nan, 300.0, 40.0); frames must be finite with non-negative sizes",
        "the layout returned an invalid frame for cell [0, 2]: (0.0, 80.0, -5.0, 40.0); frames must be finite with non-negative sizes",
      ])
    #expect(Set(cv.indexPathsForVisibleItems) == [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0)])
  }

  @Test func negativeCountsAreReportedAndReadAsZero() {
    let (cv, source, box) = collecting(counts: [3])
    source.counts = [-4]
    cv.reloadData()
    #expect(cv.numberOfItems(inSection: 0) == 0)
    #expect(box.errors == ["collectionView(_:numberOfItemsInSection:) returned a negative count (-4) for section 0"])
  }

  @Test func conflictingScrollPositionsAreReportedAndDoNotScroll() {
    let (cv, _, box) = collecting(counts: [50])
    cv.scrollToItem(at: IndexPath(item: 20, section: 0), at: [.top, .bottom], animated: false)
    #expect(box.errors == ["scrollToItem(at:at:animated:): more than one vertical position in 5"])
    #expect(cv.contentOffset == .zero)
  }
}
