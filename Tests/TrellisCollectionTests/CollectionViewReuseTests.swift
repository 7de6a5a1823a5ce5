import Foundation
import Testing
import Trellis

@MainActor
@Suite("Collection view: visible set and reuse")
struct CollectionViewReuseTests {
  @Test func showsExactlyTheElementsInTheVisibleRect() {
    let (cv, _, _) = makeCollectionView(counts: [100])
    #expect(Set(cv.indexPathsForVisibleItems) == Set((0..<5).map { IndexPath(item: $0, section: 0) }))
    #expect(cv.contentSize == CGSize(width: 300, height: 4000))
    #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 0, y: 80, width: 300, height: 40))
    cv.contentOffset = CGPoint(x: 0, y: 60)
    cv.layoutIfNeeded()
    // Rows intersecting 60..<260: rows 1 (40–80) … 6 (240–280).
    #expect(Set(cv.indexPathsForVisibleItems) == Set((1...6).map { IndexPath(item: $0, section: 0) }))
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
  }

  @Test func scrollingTenThousandItemsCreatesOnlyAScreenfulOfCells() {
    CountingCell.created = 0
    let (cv, source, _) = makeCollectionView(counts: [10_000])
    source.logsDisplay = false
    var maxVisible = cv.visibleCells.count
    var offset: CGFloat = 0
    let maxOffset = cv.contentSize.height - cv.bounds.height
    while offset < maxOffset {
      offset = min(maxOffset, offset + 37)
      cv.contentOffset = CGPoint(x: 0, y: offset)
      cv.layoutIfNeeded()
      maxVisible = max(maxVisible, cv.visibleCells.count)
      for cell in cv.visibleCells {
        let c = cell as! CountingCell
        #expect(c.configuredFor == cv.indexPath(for: cell), "every visible cell shows its own item")
      }
    }
    #expect(cv.indexPathsForVisibleItems.contains(IndexPath(item: 9_999, section: 0)))
    #expect(maxVisible == 6)
    #expect(CountingCell.created <= maxVisible + 2, "created \(CountingCell.created) cells for \(maxVisible) visible")
    let reused = cv.statistics.viewsReused
    #expect(reused > 9_000)
    // Every dequeue from the queue called prepareForReuse exactly once.
    let allCells = cv.visibleCells.map { $0 as! CountingCell }
    #expect(allCells.allSatisfy { $0.reuseCount > 0 })
    #expect(cv.statistics.prepareCount == 1, "scrolling never re-prepares a layout that doesn't ask to")
  }

  @Test func willDisplayAndDidEndDisplayingWhileScrolling() {
    let (cv, source, _) = makeCollectionView(counts: [20])
    #expect(source.log == (0..<5).map { "willDisplay [0, \($0)]" })
    source.log = []
    cv.contentOffset = CGPoint(x: 0, y: 40)  // rows 1…5 visible
    cv.layoutIfNeeded()
    // The view that left is enqueued first, so the arriving item can reuse it.
    #expect(source.log == ["didEndDisplaying [0, 0]", "willDisplay [0, 5]"])
    source.log = []
    cv.contentOffset = CGPoint(x: 0, y: 0)
    cv.layoutIfNeeded()
    #expect(source.log == ["didEndDisplaying [0, 5]", "willDisplay [0, 0]"])
  }

  @Test func cellsGetTheirAttributesBeforeTheDataSourceReturns() {
    let (cv, source, _) = makeCollectionView(counts: [3])
    var boundsSeen: [CGRect] = []
    source.cellProvider = { cv, indexPath in
      let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      boundsSeen.append(cell.bounds)
      return cell
    }
    cv.reloadData()
    cv.layoutIfNeeded()
    #expect(boundsSeen == Array(repeating: CGRect(x: 0, y: 0, width: 300, height: 40), count: 3))
  }

  @Test func reloadDataRequeriesTheDataSourceAndKeepsTheSelection() {
    let (cv, source, _) = makeCollectionView(counts: [10])
    cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .none)
    source.counts = [3]
    cv.reloadData()
    #expect(cv.numberOfItems(inSection: 0) == 3)
    cv.layoutIfNeeded()
    #expect(cv.visibleCells.count == 3)
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.isSelected == true)
    #expect(cv.statistics.prepareCount == 2)
  }

  @Test func supplementaryViewsAreQueriedAndReused() {
    let layout = RowLayout()
    layout.headerHeight = 30
    let (cv, _, _) = makeCollectionView(counts: [2, 2, 2], layout: layout)
    // Section 0: header 0–30, rows 30–110; section 1: header 110–140, rows 140–220.
    let headers = cv.indexPathsForVisibleSupplementaryElements(ofKind: CollectionView.elementKindSectionHeader)
    #expect(Set(headers) == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 1)])
    #expect(
      cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?
        .frame == CGRect(x: 0, y: 110, width: 300, height: 30))
    #expect(
      cv.visibleElementsDescription == """
        cell [0, 0] frame=(0.0, 30.0, 300.0, 40.0)
        cell [0, 1] frame=(0.0, 70.0, 300.0, 40.0)
        cell [1, 0] frame=(0.0, 140.0, 300.0, 40.0)
        cell [1, 1] frame=(0.0, 180.0, 300.0, 40.0)
        UICollectionElementKindSectionHeader [0, 0] frame=(0.0, 0.0, 300.0, 30.0)
        UICollectionElementKindSectionHeader [1, 0] frame=(0.0, 110.0, 300.0, 30.0)
        """)
  }

  @Test func theLayoutIsQueriedOnlyWhenScrollingLeavesTheOverscan() {
    let (cv, _, _) = makeCollectionView(counts: [1000])
    cv.overscanFraction = 1  // query 200 pt above and below
    cv.reloadData()
    cv.layoutIfNeeded()
    let queries = cv.statistics.elementQueryCount
    for step in 1...10 {
      cv.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 10)
      cv.layoutIfNeeded()
    }
    #expect(cv.statistics.elementQueryCount == queries, "100 pt of scrolling stays inside a 200 pt overscan")
    cv.contentOffset = CGPoint(x: 0, y: 250)
    cv.layoutIfNeeded()
    #expect(cv.statistics.elementQueryCount == queries + 1)
  }
}

@MainActor
@Suite("Collection view: reuse on long jumps")
struct CollectionViewJumpReuseTests {
  @Test func jumpingFarAwayReusesTheOldScreenful() {
    CountingCell.created = 0
    let (cv, source, _) = makeCollectionView(counts: [100_000])
    source.logsDisplay = true
    #expect(CountingCell.created == 5)
    source.log = []
    cv.contentOffset = CGPoint(x: 0, y: 2_000_000)
    cv.layoutIfNeeded()
    #expect(CountingCell.created == 5, "the five cells that left were reused for the five that came")
    // Views leave before new ones arrive, so each new cell can be an old one.
    #expect(source.log.prefix(5).allSatisfy { $0.hasPrefix("didEndDisplaying") })
    #expect(source.log.suffix(5).allSatisfy { $0.hasPrefix("willDisplay") })
  }
}
