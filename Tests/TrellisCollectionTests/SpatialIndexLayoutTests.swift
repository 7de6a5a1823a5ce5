import Foundation
import Testing
import TrellisTestSupport

@testable import TrellisCollection

/// A waterfall (masonry) layout built on `SpatialIndex`: columns of equal width, each item placed in the
/// shortest column (the leftmost on ties), heights varying by item. It counts how it is used.
@MainActor final class SpatialWaterfallLayout: CollectionViewLayout {
  let columns = 3
  let spacing: CGFloat = 8
  private(set) var frames: [CGRect] = []
  private(set) var index = SpatialIndex()
  private(set) var contentHeight: CGFloat = 0
  private(set) var prepareCount = 0
  /// The rectangles `layoutAttributesForElements(in:)` was asked for, in order.
  private(set) var queriedRects: [CGRect] = []
  /// How many elements the last query returned.
  private(set) var lastAnswerCount = 0

  /// An item's height: 60 to 140 points, in steps of 20.
  static func height(ofItem item: Int) -> CGFloat { 60 + CGFloat(item * 37 % 5) * 20 }

  override func prepare() {
    super.prepare()
    prepareCount += 1
    guard let collectionView, collectionView.numberOfSections > 0 else {
      frames = []
      index = SpatialIndex()
      contentHeight = 0
      return
    }
    let itemWidth = (collectionView.bounds.width - spacing * CGFloat(columns + 1)) / CGFloat(columns)
    var columnBottoms = [CGFloat](repeating: spacing, count: columns)
    frames = (0..<collectionView.numberOfItems(inSection: 0)).map { item in
      let column = columnBottoms.indices.min { columnBottoms[$0] < columnBottoms[$1] }!
      let frame = CGRect(
        x: spacing + CGFloat(column) * (itemWidth + spacing), y: columnBottoms[column], width: itemWidth,
        height: Self.height(ofItem: item))
      columnBottoms[column] = frame.maxY + spacing
      return frame
    }
    contentHeight = columnBottoms.max()!
    index = SpatialIndex(frames)
  }

  override var collectionViewContentSize: CGSize {
    CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
  }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    queriedRects.append(rect)
    var answer: [LayoutAttributes] = []
    index.forEachIndex(intersecting: rect) { answer.append(attributes(forItem: $0)) }
    lastAnswerCount = answer.count
    return answer
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard indexPath.section == 0, frames.indices.contains(indexPath.item) else { return nil }
    return attributes(forItem: indexPath.item)
  }

  private func attributes(forItem item: Int) -> LayoutAttributes {
    let attributes = layoutAttributesType.init(forCellWith: IndexPath(item: item, section: 0))
    attributes.frame = frames[item]
    return attributes
  }
}

/// A cell that remembers the item it was configured for.
@MainActor final class SpatialTileCell: CollectionViewCell {
  var item: Int?

  override func prepareForReuse() {
    super.prepareForReuse()
    item = nil
  }
}

/// One section of `count` tiles; registers `SpatialTileCell` on the collection view it serves and tells
/// each cell its item.
@MainActor final class SpatialTileDataSource: CountingDataSource {
  init(count: Int, collectionView: CollectionView) {
    super.init(counts: [count], cellReuseIdentifier: "tile")
    registerCells(SpatialTileCell.self, on: collectionView)
    configureCell = { cell, indexPath in (cell as! SpatialTileCell).item = indexPath.item }
  }
}

/// A custom layout on `SpatialIndex` driven through a real collection view.
@MainActor
@Suite("SpatialIndex in a waterfall layout")
struct SpatialIndexLayoutTests {
  let layout = SpatialWaterfallLayout()
  let collectionView: CollectionView
  let dataSource: SpatialTileDataSource

  init() {
    collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
    collectionView.errorHandler = { Issue.record("unexpected collection-view error: \($0)") }
    dataSource = SpatialTileDataSource(count: 1000, collectionView: collectionView)
    collectionView.dataSource = dataSource
  }

  /// The items whose frames share interior points with the visible rectangle: the collection view's rule
  /// (`CGRect.overlaps`), stricter than the index's, which also answers frames that merely touch.
  private func expectedVisibleItems() -> [Int] {
    layout.frames.indices.filter { layout.frames[$0].overlaps(collectionView.bounds) }
  }

  /// Checks the visible cells against the layout's frames: exactly the expected items, each at its frame.
  private func expectVisibleCellsMatchLayout(sourceLocation: SourceLocation = #_sourceLocation) {
    let expected = expectedVisibleItems()
    #expect(!expected.isEmpty, sourceLocation: sourceLocation)
    let description = expected.map { item in
      let f = layout.frames[item]
      return "cell [0, \(item)] frame=(\(f.minX), \(f.minY), \(f.width), \(f.height))"
    }.joined(separator: "\n")
    #expect(collectionView.visibleElementsDescription == description, sourceLocation: sourceLocation)
    let cells = collectionView.visibleCells.map { $0 as! SpatialTileCell }
    #expect(cells.compactMap(\.item).sorted() == expected, sourceLocation: sourceLocation)
    for cell in cells {
      guard let item = cell.item else { continue }
      #expect(cell.frame == layout.frames[item], "item \(item)", sourceLocation: sourceLocation)
      #expect(collectionView.indexPath(for: cell) == IndexPath(item: item, section: 0), sourceLocation: sourceLocation)
    }
  }

  @Test func firstPassPreparesOnceQueriesOnceAndShowsOnlyVisibleCells() {
    collectionView.layoutIfNeeded()
    #expect(layout.frames[0] == CGRect(x: 8, y: 8, width: 96, height: 60))
    #expect(layout.frames[3] == CGRect(x: 8, y: 76, width: 96, height: 80))
    #expect(collectionView.contentSize == CGSize(width: 320, height: layout.contentHeight))
    expectVisibleCellsMatchLayout()
    #expect(layout.prepareCount == 1 && collectionView.statistics.prepareCount == 1)
    #expect(layout.queriedRects == [CGRect(x: -160, y: -240, width: 640, height: 960)])
    #expect(collectionView.statistics.elementQueryCount == 1)
    // The overscan answer is larger than what is on screen: only visible elements got views.
    let overscanItems = SpatialBruteForce.indices(layout.frames, intersecting: layout.queriedRects[0])
    #expect(layout.lastAnswerCount == overscanItems.count)
    #expect(layout.lastAnswerCount > collectionView.visibleCells.count)
    #expect(collectionView.statistics.cellsCreated == collectionView.visibleCells.count)
  }

  @Test func scrollingShowsTheRightCellsAndQueriesOnlyWhenLeavingTheOverscan() {
    collectionView.layoutIfNeeded()
    var expectedQueries = 1
    for (offset, leavesOverscan) in [
      (100.5, false), (230.5, false), (300.5, true), (20_000.5, true), (20_050.5, false), (0.5, true),
    ] as [(CGFloat, Bool)] {
      collectionView.contentOffset = CGPoint(x: 0, y: offset)
      collectionView.layoutIfNeeded()
      if leavesOverscan { expectedQueries += 1 }
      expectVisibleCellsMatchLayout()
      #expect(collectionView.statistics.elementQueryCount == expectedQueries, "offset \(offset)")
      #expect(layout.queriedRects.count == expectedQueries, "offset \(offset)")
      if leavesOverscan {
        #expect(layout.queriedRects.last == collectionView.bounds.insetBy(dx: -160, dy: -240), "offset \(offset)")
      }
    }
    #expect(layout.prepareCount == 1 && collectionView.statistics.prepareCount == 1)
    // Reuse keeps the number of cells near one screenful, however far the content scrolled.
    #expect(collectionView.statistics.cellsCreated <= 2 * collectionView.visibleCells.count + 6)
  }

  @Test func reloadingPreparesAgainAndRebuildsTheIndex() {
    collectionView.layoutIfNeeded()
    dataSource.count = 7
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    #expect(layout.prepareCount == 2 && collectionView.statistics.prepareCount == 2)
    #expect(layout.index.count == 7)
    #expect(collectionView.statistics.elementQueryCount == 2)
    expectVisibleCellsMatchLayout()
    #expect(expectedVisibleItems() == Array(0..<7))
  }

  @Test func hitTestingFindsTheItemUnderAPoint() {
    collectionView.contentOffset = CGPoint(x: 0, y: 5000.5)
    collectionView.layoutIfNeeded()
    for item in expectedVisibleItems().prefix(12) {
      let frame = layout.frames[item]
      #expect(collectionView.indexPathForItem(at: CGPoint(x: frame.midX, y: frame.midY))?.item == item)
      #expect(collectionView.indexPathForItem(at: CGPoint(x: frame.minX, y: frame.minY))?.item == item)
      #expect(layout.index.indices(containing: CGPoint(x: frame.maxX - 0.5, y: frame.midY)) == [item])
    }
    #expect(collectionView.indexPathForItem(at: CGPoint(x: 4, y: 5100)) == nil)  // the left margin
  }

  @Test func largeContentScrollsToTheMiddle() {
    dataSource.count = 50_000
    collectionView.reloadData()
    collectionView.layoutIfNeeded()
    collectionView.contentOffset = CGPoint(x: 0, y: (layout.contentHeight / 2).rounded() + 0.5)
    collectionView.layoutIfNeeded()
    expectVisibleCellsMatchLayout()
    #expect(
      layout.lastAnswerCount == SpatialBruteForce.indices(layout.frames, intersecting: layout.queriedRects.last!).count)
  }
}
