import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Flow layout: self-sizing")
struct FlowSelfSizingTests {
  @Test func measuresTheVisibleCellsInThePassThatShowsThem() {
    let f = SelfSizingFixture(count: 100)
    f.collectionView.layoutIfNeeded()
    // Round 1 shows items 0–3 at the 50-point estimate (0…200) and measures them: 20, 30, 40, 20 (110 points);
    // round 2 shows and measures 4–6 (30, 40, 20), which fill 110…200; item 7 starts at 200, off screen.
    #expect(f.visibleItems == Array(0...6))
    #expect(f.frame(0) == CGRect(x: 0, y: 0, width: 300, height: 20))
    #expect(f.frame(1) == CGRect(x: 0, y: 20, width: 300, height: 30))
    #expect(f.frame(2) == CGRect(x: 0, y: 50, width: 300, height: 40))
    #expect(f.frame(3) == CGRect(x: 0, y: 90, width: 300, height: 20))
    #expect(f.frame(4) == CGRect(x: 0, y: 110, width: 300, height: 30))
    #expect(f.frame(5) == CGRect(x: 0, y: 140, width: 300, height: 40))
    #expect(f.frame(6) == CGRect(x: 0, y: 180, width: 300, height: 20))
    #expect(f.frame(7) == CGRect(x: 0, y: 200, width: 300, height: 50))  // unmeasured: the estimate
    #expect(f.cellFrame(5) == CGRect(x: 0, y: 140, width: 300, height: 40))
    // 200 points measured for items 0–6, plus 93 estimates of 50.
    #expect(f.collectionView.contentSize == CGSize(width: 300, height: 200 + 93 * 50))
    #expect(f.collectionView.statistics.selfSizingMeasurements == 7)
    #expect(f.layout.measuredItemCount == 7)
    #expect(f.errors.isEmpty)
  }

  @Test func horizontalScrollingMeasuresWidths() {
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    let f = SelfSizingFixture(
      count: 100, size: CGSize(width: 200, height: 200), layout: layout, estimate: CGSize(width: 50, height: 200))
    f.horizontal = true
    f.collectionView.layoutIfNeeded()
    // The vertical case turned sideways (200 × 200): widths 20, 30, 40, 20, 30, 40, 20 fill 0…200, one item a
    // column.
    #expect(f.visibleItems == Array(0...6))
    #expect(f.frame(2) == CGRect(x: 50, y: 0, width: 40, height: 200))
    #expect(f.frame(6) == CGRect(x: 180, y: 0, width: 20, height: 200))
    #expect(f.frame(7) == CGRect(x: 200, y: 0, width: 50, height: 200))
    #expect(f.collectionView.contentSize == CGSize(width: 200 + 93 * 50, height: 200))
    // Scrolling back from the middle keeps the first visible column in place, sideways.
    f.collectionView.contentOffset = CGPoint(x: 2000, y: 0)
    f.collectionView.layoutIfNeeded()
    f.collectionView.contentOffset = CGPoint(x: 1900, y: 0)
    f.collectionView.layoutIfNeeded()
    #expect(f.collectionView.contentOffset == CGPoint(x: 1810, y: 0))  // as the vertical case: 1900 − 40 − 20 − 30
    #expect(f.cellFrame(43)?.minX == 1910)
  }

  @Test func callsPreferredThenShouldInvalidateThenContextPerCellInLayoutOrder() {
    let layout = LoggingFlowLayout()
    let f = SelfSizingFixture(count: 100, layout: layout)
    layout.log = f.log
    f.collectionView.layoutIfNeeded()
    let expected = (0...6).flatMap { ["preferred \($0)", "should \($0) true", "context \($0)"] }
    #expect(f.log.entries == expected)
    // The subclass answers with attribute objects; the frames are the flow's own.
    #expect(f.frame(6) == CGRect(x: 0, y: 180, width: 300, height: 20))
  }

  @Test func passesWithNothingNewToMeasureChangeNothing() {
    let f = SelfSizingFixture(count: 100)
    f.collectionView.layoutIfNeeded()
    let statistics = f.collectionView.statistics
    let frames = (0...7).map { f.frame($0) }
    for _ in 0..<3 {
      f.collectionView.setNeedsLayout()
      f.collectionView.layoutIfNeeded()
    }
    #expect(f.collectionView.statistics.selfSizingMeasurements == statistics.selfSizingMeasurements)
    #expect(f.collectionView.statistics.prepareCount == statistics.prepareCount)
    #expect((0...7).map { f.frame($0) } == frames)
    #expect(f.collectionView.contentSize == CGSize(width: 300, height: 4850))
  }

  @Test func contentSizeConvergesMonotonicallyToTheMeasuredTotal() {
    let f = SelfSizingFixture(count: 30)
    f.collectionView.layoutIfNeeded()
    var heights = [f.collectionView.contentSize.height]
    var y: CGFloat = 0
    while y + 200 < f.collectionView.contentSize.height {
      y = min(y + 100, f.collectionView.contentSize.height - 200)
      f.scroll(to: y)
      heights.append(f.collectionView.contentSize.height)
    }
    // Every measured height (20, 30 or 40) is below the estimate (50): the content only shrinks.
    #expect(zip(heights, heights.dropFirst()).allSatisfy { $0 >= $1 }, "\(heights)")
    // All 30 measured: ten each of 20, 30 and 40.
    #expect(f.layout.measuredItemCount == 30)
    #expect(f.collectionView.contentSize.height == 900)
    #expect(heights.first == CGFloat(200 + 23 * 50))  // items 0–6 measured (200), 23 estimates
  }

  @Test func aWidthChangeMeasuresAgain() {
    let f = SelfSizingFixture(count: 100, estimate: CGSize(width: 200, height: 50))
    f.width = 200
    f.collectionView.layoutIfNeeded()
    #expect(f.frame(0) == CGRect(x: 50, y: 0, width: 200, height: 20))  // alone on its line: centred in 300
    #expect(f.collectionView.statistics.selfSizingMeasurements == 7)
    f.collectionView.frame = CGRect(x: 0, y: 0, width: 250, height: 200)
    f.collectionView.layoutIfNeeded()
    // The sizes measured at 300 are dropped; the seven visible cells are measured again at 250.
    #expect(f.collectionView.statistics.selfSizingMeasurements == 14)
    #expect(f.layout.measuredItemCount == 7)
    #expect(f.frame(0) == CGRect(x: 25, y: 0, width: 200, height: 20))  // (250 − 200) / 2
    #expect(f.frame(6) == CGRect(x: 25, y: 180, width: 200, height: 20))
  }

  @Test func insertedItemsShiftTheMeasuredSizesWithTheirItems() {
    let f = SelfSizingFixture(count: 100)
    f.collectionView.layoutIfNeeded()
    f.heights.insert(contentsOf: [45, 35], at: 0)
    f.dataSource.count = 102
    f.collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    f.collectionView.layoutIfNeeded()
    // The new items are measured (45, 35); the old 0–6 are now 2–8 and keep their sizes.
    // Before the new items are measured, items 2–5 fill 100…210 and old item 4 (now 6) leaves the screen;
    // measured, 0 and 1 take 80 and item 6 comes back in a new view, which measures it again (no change).
    #expect(f.collectionView.statistics.selfSizingMeasurements == 7 + 2 + 1)
    #expect(Array(f.log.entries.suffix(3)) == ["preferred 0", "preferred 1", "preferred 6"])
    #expect(f.layout.measuredItemCount == 9)
    #expect(f.frame(0) == CGRect(x: 0, y: 0, width: 300, height: 45))
    #expect(f.frame(1) == CGRect(x: 0, y: 45, width: 300, height: 35))
    #expect(f.frame(2) == CGRect(x: 0, y: 80, width: 300, height: 20))  // old item 0
    #expect(f.frame(8) == CGRect(x: 0, y: 260, width: 300, height: 20))  // old item 6: 80 + 20+30+40+20+30+40
    #expect(f.frame(9) == CGRect(x: 0, y: 280, width: 300, height: 50))  // old item 7, the estimate
    // At the top the offset stays at the top: the measured items are all on screen.
    #expect(f.collectionView.contentOffset == .zero)
  }

  @Test func movedAndDeletedItemsKeepTheirMeasuredSizes() {
    let f = SelfSizingFixture(count: 100)
    f.collectionView.layoutIfNeeded()
    // Move item 0 (20) to 5, then delete item 1 (old item 2, 40).
    f.heights.insert(f.heights.remove(at: 0), at: 5)
    f.collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 5, section: 0))
    f.collectionView.layoutIfNeeded()
    #expect(f.collectionView.statistics.selfSizingMeasurements == 7)
    // Heights now 30, 40, 20, 30, 40, 20, 20.
    #expect(f.frame(4) == CGRect(x: 0, y: 120, width: 300, height: 40))
    #expect(f.frame(5) == CGRect(x: 0, y: 160, width: 300, height: 20))
    #expect(f.frame(6) == CGRect(x: 0, y: 180, width: 300, height: 20))
    f.heights.remove(at: 1)
    f.dataSource.count = 99
    f.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
    f.collectionView.layoutIfNeeded()
    // Heights 30, 20, 30, 40, 20, 20 (0…160), then old items 7 and 8, never measured, come into view and
    // are: 20 + 7 % 3 × 10 = 30 at 160, 20 + 8 % 3 × 10 = 40 at 190.
    #expect(f.frame(5) == CGRect(x: 0, y: 140, width: 300, height: 20))
    #expect(f.frame(6) == CGRect(x: 0, y: 160, width: 300, height: 30))
    #expect(f.frame(7) == CGRect(x: 0, y: 190, width: 300, height: 40))
    #expect(f.collectionView.statistics.selfSizingMeasurements == 9)
    #expect(f.layout.measuredItemCount == 6 + 2)
  }

  @Test func reconfiguringACellMeasuresItAgain() {
    let f = SelfSizingFixture(count: 100)
    f.collectionView.layoutIfNeeded()
    f.heights[3] = 60
    f.collectionView.reconfigureItems(at: [IndexPath(item: 3, section: 0)])
    f.collectionView.layoutIfNeeded()
    #expect(f.collectionView.statistics.selfSizingMeasurements == 8)
    #expect(f.frame(3) == CGRect(x: 0, y: 90, width: 300, height: 60))
    #expect(f.frame(4) == CGRect(x: 0, y: 150, width: 300, height: 30))  // 90 + 60
  }

  @Test func reloadingAnItemMeasuresItsNewCell() {
    let f = SelfSizingFixture(count: 100)
    f.collectionView.layoutIfNeeded()
    f.heights[3] = 60
    f.collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
    f.collectionView.layoutIfNeeded()
    #expect(f.frame(3) == CGRect(x: 0, y: 90, width: 300, height: 60))
    #expect(f.frame(4) == CGRect(x: 0, y: 150, width: 300, height: 30))
  }

  @Test(arguments: [CGFloat.nan, -5])
  func anInvalidPreferredSizeIsReportedAndTheEstimateKept(height: CGFloat) {
    let f = SelfSizingFixture(count: 100)
    f.heights[2] = height
    f.collectionView.layoutIfNeeded()
    #expect(
      f.errors == [
        "preferredLayoutAttributesFitting(_:) returned an invalid size for cell [0, 2]: (300.0, \(height)); "
          + "sizes must be finite and non-negative, the layout's size is kept"
      ])
    #expect(f.frame(2) == CGRect(x: 0, y: 50, width: 300, height: 50))  // after 20 + 30, the estimate
    #expect(f.frame(3) == CGRect(x: 0, y: 100, width: 300, height: 20))
    f.collectionView.setNeedsLayout()
    f.collectionView.layoutIfNeeded()
    #expect(f.errors.count == 1, "the cell isn't asked again for the same attributes")
  }

  @Test func scrollingUpThroughUnmeasuredItemsKeepsTheFirstVisibleItemInPlace() {
    let f = SelfSizingFixture(count: 100)
    f.collectionView.layoutIfNeeded()
    f.scroll(to: 2000)
    // Items 0–6 measured (200 points): item 43 starts at 200 + 36 × 50.
    #expect(f.cellFrame(43) == CGRect(x: 0, y: 2000, width: 300, height: 30))
    #expect(f.visibleItems == Array(43...49))
    f.scroll(to: 1900)
    // Items 41 (40) and 42 (20) are measured: 43 would move up 40, so the offset follows (1860); then 40
    // (30 instead of 50: 20 more, 1840) and 39 (20: 30 more, 1810) come into view and are measured.
    #expect(f.collectionView.contentOffset == CGPoint(x: 0, y: 1810))
    #expect(f.cellFrame(43) == CGRect(x: 0, y: 1910, width: 300, height: 30))
    #expect(f.cellFrame(43)!.minY - f.collectionView.contentOffset.y == 100)  // as before: 2000 − 1900
    #expect(f.cellFrame(39) == CGRect(x: 0, y: 1800, width: 300, height: 20))
    #expect(f.visibleItems == Array(39...46))  // 46 at 2000…2030 reaches past the bottom (2010)
  }

  @Test func aMillionItemSectionKeepsMemoryForTheMeasuredItemsOnly() {
    let f = SelfSizingFixture(count: 1_000_000)
    f.collectionView.layoutIfNeeded()
    #expect(f.layout.measuredItemCount == 7)
    #expect(f.collectionView.contentSize.height == CGFloat(200 + 999_993 * 50))
    #expect(f.layout.storageByteCount < 1024, "\(f.layout.storageByteCount) bytes")
    for step in 1...10 { f.scroll(to: CGFloat(step) * 2_000_000) }
    // Every cell measured is kept, and nothing else: no per-item storage for the 999,900-odd others.
    let measured = f.layout.measuredItemCount
    #expect(measured == f.collectionView.statistics.selfSizingMeasurements)
    #expect(measured > 7 * 11 && measured < 100)
    // 24 bytes per measured item, at most two recorded lines (32 bytes each) per measured item, with
    // array capacities at most doubled, plus the sections' fixed records.
    #expect(f.layout.storageByteCount < 1024 + measured * (24 + 64) * 2, "\(f.layout.storageByteCount) bytes")
  }
}
