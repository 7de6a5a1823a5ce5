import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A delegate answering each item's height from a table, counting its calls.
@MainActor final class HeightsDelegate: CollectionViewDelegateWaterfallLayout {
  var heights: [[CGFloat]]
  private(set) var calls = 0
  private(set) var columnWidths: Set<CGFloat> = []

  init(_ heights: [[CGFloat]]) { self.heights = heights }

  func collectionView(
    _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath,
    columnWidth: CGFloat
  ) -> CGFloat {
    calls += 1
    columnWidths.insert(columnWidth)
    return heights[indexPath.section][indexPath.item]
  }
}

/// A waterfall layout in a collection view with its data source and delegate, laid out.
@MainActor final class WaterfallFixture {
  let collectionView: CollectionView
  let layout = WaterfallLayout()
  let dataSource: CountingDataSource
  let delegate: HeightsDelegate
  private(set) var errors: [String] = []

  init(size: CGSize, heights: [[CGFloat]], configure: (WaterfallLayout) -> Void = { _ in }) {
    configure(layout)
    collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    dataSource = CountingDataSource(counts: heights.map(\.count), supplementaryViews: .reuseIdentifierIsKind)
    delegate = HeightsDelegate(heights)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.errorHandler = { [unowned self] in errors.append($0.description) }
    collectionView.delegate = delegate
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }

  /// Every item's frame as the layout placed it (`frameForItem(at:)`, exact; attributes store a centre
  /// and a size, so their frame may differ in the last bit), section by section.
  var frames: [[CGRect]] {
    delegate.heights.indices.map { section in
      delegate.heights[section].indices.map { item in layout.frameForItem(at: IndexPath(item: item, section: section))!
      }
    }
  }
}

/// The placement by its definition, without the layout's bookkeeping: a column's bottom is found by
/// scanning every item already placed in the section, O(n²).
@MainActor func bruteForceWaterfall(
  heights: [[CGFloat]], width: CGFloat, columns: Int, columnSpacing: CGFloat, itemSpacing: CGFloat, inset: EdgeInsets
) -> (frames: [[CGRect]], height: CGFloat) {
  let columnWidth = (width - inset.left - inset.right - columnSpacing * CGFloat(columns - 1)) / CGFloat(columns)
  var top: CGFloat = 0
  var result: [[CGRect]] = []
  for section in heights {
    let start = top + inset.top
    var placed: [(column: Int, frame: CGRect)] = []
    for height in section {
      func bottom(_ column: Int) -> CGFloat {
        placed.filter { $0.column == column }.map { $0.frame.maxY + itemSpacing }.max() ?? start
      }
      let column = (0..<columns).min { a, b in bottom(a) < bottom(b) || (bottom(a) == bottom(b) && a < b) }!
      let x = inset.left + CGFloat(column) * (columnWidth + columnSpacing)
      placed.append((column, CGRect(x: x, y: bottom(column), width: columnWidth, height: height)))
    }
    let tallest = placed.map(\.frame.maxY).max() ?? start
    top = tallest + inset.bottom
    result.append(placed.map(\.frame))
  }
  return (result, top)
}

@MainActor
@Suite("WaterfallLayout: shortest-column placement and queries")
struct WaterfallLayoutTests {
  /// Heights of whole or half points from 20 to 220, seeded.
  static func randomHeights(counts: [Int], rng: inout SeededRandomNumberGenerator) -> [[CGFloat]] {
    counts.map { count in (0..<count).map { _ in CGFloat(Int.random(in: 40...440, using: &rng)) / 2 } }
  }

  @Test func threeColumnsPlaceEachItemInTheShortestColumn() {
    let fixture = WaterfallFixture(
      size: CGSize(width: 320, height: 480), heights: [[100, 50, 80, 30, 60, 10]],
      configure: {
        $0.columnCount = 3
        $0.columnSpacing = 10
        $0.itemSpacing = 5
        $0.sectionInset = EdgeInsets(top: 4, left: 10, bottom: 6, right: 10)
      })
    // Columns 93.33… wide: (320 − 20 − 20) / 3.
    let w: CGFloat = 280.0 / 3
    #expect(fixture.layout.columnWidth == w)
    #expect(
      fixture.frames[0] == [
        CGRect(x: 10, y: 4, width: w, height: 100),
        CGRect(x: 10 + (w + 10), y: 4, width: w, height: 50),
        CGRect(x: 10 + 2 * (w + 10), y: 4, width: w, height: 80),
        CGRect(x: 10 + (w + 10), y: 59, width: w, height: 30),  // column 1 ends at 59, the shortest
        CGRect(x: 10 + 2 * (w + 10), y: 89, width: w, height: 60),  // the columns end at 109, 94 and 89
        CGRect(x: 10 + (w + 10), y: 94, width: w, height: 10),
      ])
    // The tallest column ends at 89 + 60 = 149, then the bottom inset.
    #expect(fixture.layout.collectionViewContentSize == CGSize(width: 320, height: 155))
    #expect(fixture.delegate.calls == 6)
    #expect(fixture.delegate.columnWidths == [w])
    #expect(fixture.errors.isEmpty)
  }

  @Test(arguments: [1, 2, 3, 5] as [UInt64])
  func placementMatchesTheBruteForceDefinition(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    let counts = [Int.random(in: 0...60, using: &rng), 0, Int.random(in: 1...90, using: &rng)]
    let heights = Self.randomHeights(counts: counts, rng: &rng)
    let columns = Int.random(in: 1...6, using: &rng)
    let inset = EdgeInsets(top: 12, left: 8, bottom: 20, right: 4)
    let fixture = WaterfallFixture(
      size: CGSize(width: 375, height: 600), heights: heights,
      configure: {
        $0.columnCount = columns
        $0.columnSpacing = 6
        $0.itemSpacing = 3.5
        $0.sectionInset = inset
      })
    let reference = bruteForceWaterfall(
      heights: heights, width: 375, columns: columns, columnSpacing: 6, itemSpacing: 3.5, inset: inset)
    #expect(fixture.frames == reference.frames, "seed \(seed), \(columns) columns, counts \(counts)")
    #expect(
      fixture.layout.collectionViewContentSize == CGSize(width: 375, height: reference.height),
      "seed \(seed)")
  }

  @Test(arguments: [11, 12, 13] as [UInt64])
  func rectQueriesMatchBruteForce(seed: UInt64) {
    var rng = SeededRandomNumberGenerator(seed: seed)
    let heights = Self.randomHeights(counts: [400, 3, 250], rng: &rng)
    let fixture = WaterfallFixture(
      size: CGSize(width: 390, height: 844), heights: heights, configure: { $0.columnCount = 4 })
    let all = fixture.frames.enumerated().flatMap { section, frames in
      frames.enumerated().map { (IndexPath(item: $0.offset, section: section), $0.element) }
    }
    let contentHeight = fixture.layout.collectionViewContentSize.height
    for round in 0..<60 {
      let rect = CGRect(
        x: CGFloat(Int.random(in: -50...390, using: &rng)),
        y: CGFloat(Int.random(in: -100...Int(contentHeight), using: &rng)),
        width: CGFloat(Int.random(in: 0...400, using: &rng)), height: CGFloat(Int.random(in: 0...900, using: &rng)))
      let expected = all.filter { $0.1.overlaps(rect) }.map(\.0)
      let answered = fixture.layout.layoutAttributesForElements(in: rect)!.map(\.indexPath)
      #expect(answered == expected, "seed \(seed) round \(round) rect \(rect)")
      var geometry: [IndexPath] = []
      let handled = fixture.layout.forEachElement(in: rect) { geometry.append($0.indexPath) }
      #expect(handled && geometry == expected, "forEachElement, seed \(seed) round \(round) rect \(rect)")
    }
  }

  @Test func theCollectionViewShowsExactlyTheItemsInItsBoundsWhileScrolling() {
    var rng = SeededRandomNumberGenerator(seed: 21)
    let heights = Self.randomHeights(counts: [2_000], rng: &rng)
    let fixture = WaterfallFixture(size: CGSize(width: 390, height: 600), heights: heights) { $0.columnCount = 3 }
    let cv = fixture.collectionView
    let frames = fixture.frames[0]
    for offset in stride(from: CGFloat(0), through: 20_000, by: 1_237) {
      cv.contentOffset = CGPoint(x: 0, y: offset)
      cv.layoutIfNeeded()
      let visible = cv.bounds
      let expected = frames.indices.filter { frames[$0].overlaps(visible) }
      let shown = cv.indexPathsForVisibleItems.map(\.item).sorted()
      #expect(shown == expected, "offset \(offset)")
      for item in expected {
        let indexPath = IndexPath(item: item, section: 0)
        #expect(cv.cellForItem(at: indexPath)?.frame == fixture.layout.layoutAttributesForItem(at: indexPath)?.frame)
      }
    }
    #expect(fixture.delegate.calls == 2_000, "heights are asked once; scrolling doesn't prepare again")
  }

  @Test func aWidthChangeReflowsTheColumns() {
    let fixture = WaterfallFixture(size: CGSize(width: 300, height: 400), heights: [[50, 60, 70]]) {
      $0.columnCount = 2
      $0.columnSpacing = 0
      $0.itemSpacing = 0
    }
    #expect(fixture.frames[0][2] == CGRect(x: 0, y: 50, width: 150, height: 70))
    fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 400)
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.layout.columnWidth == 100)
    #expect(
      fixture.frames[0] == [
        CGRect(x: 0, y: 0, width: 100, height: 50), CGRect(x: 100, y: 0, width: 100, height: 60),
        CGRect(x: 0, y: 50, width: 100, height: 70),
      ])
  }

  @Test func badColumnCountsAndHeightsAreReportedAndLaidOutSafely() {
    let fixture = WaterfallFixture(size: CGSize(width: 200, height: 400), heights: [[40, .nan, -5, 30]]) {
      $0.columnCount = 0
      $0.itemSpacing = 0
    }
    #expect(
      fixture.errors == [
        "WaterfallLayout.columnCount is 0; it must be at least 1, so 1 column is used",
        "the waterfall layout's delegate returned nan as the height of item [0, 1]; a height must be finite and "
          + "not negative, so 0 is used",
      ])
    #expect(fixture.frames[0].map(\.minY) == [0, 40, 40, 40])
    #expect(fixture.frames[0].map(\.height) == [40, 0, 0, 30])
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)) == nil)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(index: 0)) == nil)
  }

  @Test func withoutTheDelegateEveryItemIsItemHeightTall() {
    let layout = WaterfallLayout()
    layout.itemHeight = 30
    layout.itemSpacing = 2
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
    let source = CountingDataSource(count: 5, supplementaryViews: .reuseIdentifierIsKind)
    cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    cv.dataSource = source
    cv.layoutIfNeeded()
    #expect(layout.frameForItem(at: IndexPath(item: 4, section: 0)) == CGRect(x: 0, y: 64, width: 46, height: 30))
    #expect(layout.collectionViewContentSize == CGSize(width: 100, height: 94))
    withExtendedLifetime(source) {}
  }
}
