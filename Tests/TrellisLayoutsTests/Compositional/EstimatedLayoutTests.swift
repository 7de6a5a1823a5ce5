import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// `.estimated` dimensions: laid out at the estimate and marked for measuring, then at the measured size
/// (Documentation/Behaviour.md#compositional-self-sizing).
@MainActor
@Suite("Compositional layout: estimated sizes")
struct EstimatedLayoutTests {
  init() { Application.shared.reset() }

  @Test func estimatedRowsAreLaidOutAtTheEstimateAndMarkedOnTheirEstimatedAxisOnly() {
    let fixture = EstimatedFixture(counts: [3], section: estimatedListSection())
    let attributes = fixture.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(attributes?.frame == box(0, 44, 300, 44))  // row 1 at 1·44, the estimate
    #expect(attributes?.selfSizingAxes == .vertical)  // the width is a fraction: not measured
    // The geometry path answers the same marks.
    var marked: [Int: SelfSizingAxes] = [:]
    let answered = fixture.layout.forEachElement(in: box(0, 0, 300, 600)) {
      marked[$0.indexPath.item] = $0.selfSizingAxes
    }
    #expect(answered)
    #expect(marked == [0: .vertical, 1: .vertical, 2: .vertical])
  }

  @Test func absoluteItemsAreNotMarked() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)))
    let section = CollectionLayoutSection(
      group: .vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), subitems: [item]))
    let fixture = EstimatedFixture(counts: [2], section: section)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.selfSizingAxes == [])
    #expect(!fixture.measure(item: 0, height: 80))  // nothing estimated: the measurement is ignored
    #expect(fixture.frame(0) == box(0, 0, 300, 30))
  }

  @Test func aMeasuredListRowMovesTheRowsAfterIt() {
    let fixture = EstimatedFixture(counts: [10], section: estimatedListSection())
    #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 440))  // 10·44
    #expect(fixture.measure(item: 1, height: 100))
    #expect(
      fixture.frames(4) == [box(0, 0, 300, 44), box(0, 44, 300, 100), box(0, 144, 300, 44), box(0, 188, 300, 44)])
    // 44 + 100 = 144; 144 + 44 = 188
    #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 496))  // 440 − 44 + 100
    #expect(fixture.measure(item: 0, height: 20))
    #expect(fixture.frames(3) == [box(0, 0, 300, 20), box(0, 20, 300, 100), box(0, 120, 300, 44)])  // 20 + 100 = 120
    #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 472))  // 496 − 44 + 20
    #expect(!fixture.measure(item: 0, height: 20))  // the same length again: nothing to do
  }

  @Test func interGroupSpacingStaysBetweenMeasuredRows() {
    let fixture = EstimatedFixture(counts: [3], section: estimatedListSection(spacing: 10))
    fixture.measure(item: 0, height: 70)
    #expect(fixture.frames(3) == [box(0, 0, 300, 70), box(0, 80, 300, 44), box(0, 134, 300, 44)])
    // 70 + 10 = 80; 80 + 44 + 10 = 134
    #expect(fixture.collectionView.contentSize.height == 178)  // 134 + 44
  }

  @Test func aRowIsAsTallAsItsTallestItemAndTheOthersKeepTheirHeights() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(50)))
    let section = rowSection(layoutSize(.fractionalWidth(1), .estimated(50)), [item])
    let fixture = EstimatedFixture(counts: [4], section: section)
    #expect(
      fixture.frames(4) == [box(0, 0, 150, 50), box(150, 0, 150, 50), box(0, 50, 150, 50), box(150, 50, 150, 50)])
    fixture.measure(item: 0, height: 80)
    #expect(
      fixture.frames(4) == [box(0, 0, 150, 80), box(150, 0, 150, 50), box(0, 80, 150, 50), box(150, 80, 150, 50)])
    // the row is 80 (the tallest); item 1 keeps its 50; the next row starts at 80
    fixture.measure(item: 1, height: 120)
    #expect(
      fixture.frames(4) == [box(0, 0, 150, 80), box(150, 0, 150, 120), box(0, 120, 150, 50), box(150, 120, 150, 50)])
    // item 0 keeps 80 (not stretched to 120); the next row starts at 120
    #expect(fixture.collectionView.contentSize.height == 170)  // 120 + 50
  }

  @Test func aNestedGroupStacksItsMeasuredItemsAndGrowsItsParent() {
    let left = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(88)))
    let stacked = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)))
    let right = CollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(88)), subitems: [stacked, stacked])
    let outer = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .estimated(88)), subitems: [left, right])
    let fixture = EstimatedFixture(counts: [6], section: CollectionLayoutSection(group: outer))
    #expect(
      fixture.frames(4) == [box(0, 0, 150, 88), box(150, 0, 150, 44), box(150, 44, 150, 44), box(0, 88, 150, 88)])
    fixture.measure(item: 1, height: 60)
    #expect(
      fixture.frames(4) == [box(0, 0, 150, 88), box(150, 0, 150, 60), box(150, 60, 150, 44), box(0, 104, 150, 88)])
    // the lower stacked item follows the upper: 60; the stack is 60 + 44 = 104 > 88, so the group is 104
    #expect(fixture.frame(4) == box(150, 104, 150, 44))  // the next repetition's upper stacked item
    #expect(fixture.collectionView.contentSize.height == 192)  // 104 + 88
  }

  @Test func anEstimatedGroupOfAbsoluteItemsIsAsTallAsItsTallestItem() {
    let short = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(30)))
    let tall = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(70)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .estimated(200)), subitems: [short, tall])
    let fixture = EstimatedFixture(counts: [4], section: CollectionLayoutSection(group: group))
    #expect(fixture.frames(3) == [box(0, 0, 150, 30), box(150, 0, 150, 70), box(0, 70, 150, 30)])
    // the group is 70 (its tallest item), not the estimate 200
  }

  @Test func anEstimatedBoundaryHeaderIsMeasuredAndMovesTheItems() {
    let section = estimatedListSection()
    let header = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .estimated(30)), elementKind: "header", alignment: .top)
    section.boundarySupplementaryItems = [header]
    let fixture = EstimatedFixture(counts: [2], section: section)
    let attributes = fixture.layout.layoutAttributesForSupplementaryView(
      ofKind: "header", at: IndexPath(item: 0, section: 0))
    #expect(attributes?.frame == box(0, 0, 300, 30))
    #expect(attributes?.selfSizingAxes == .vertical)
    #expect(fixture.frame(0) == box(0, 30, 300, 44))  // after the header's 30
    #expect(fixture.measure("header", height: 52))
    #expect(fixture.frame("header") == box(0, 0, 300, 52))
    #expect(fixture.frames(2) == [box(0, 52, 300, 44), box(0, 96, 300, 44)])  // 52; 52 + 44
    #expect(fixture.collectionView.contentSize.height == 140)  // 52 + 2·44
  }

  @Test func anItemsSupplementaryKeepsItsEstimate() {
    let badge = CollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.absolute(20), .estimated(20)), elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
    let item = CollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), supplementaryItems: [badge])
    let section = CollectionLayoutSection(
      group: .vertical(layoutSize: layoutSize(.fractionalWidth(1), .estimated(44)), subitems: [item]))
    let fixture = EstimatedFixture(counts: [2], section: section)
    let attributes = fixture.layout.layoutAttributesForSupplementaryView(
      ofKind: "badge", at: IndexPath(item: 1, section: 0))
    #expect(attributes?.selfSizingAxes == [])
    #expect(!fixture.measure("badge", section: 0, height: 40))  // not measured
    // The badge follows its measured item: item 0 measured 60 moves item 1 and its badge to 60.
    fixture.measure(item: 0, height: 60)
    #expect(fixture.frame("badge", 1) == box(280, 60, 20, 20))  // top trailing corner of (0, 60, 300, 44)
  }

  @Test func aMeasurementIsKeptAcrossAPlainInvalidation() {
    let fixture = EstimatedFixture(counts: [3], section: estimatedListSection())
    fixture.measure(item: 0, height: 90)
    fixture.layout.invalidateLayout()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frames(2) == [box(0, 0, 300, 90), box(0, 90, 300, 44)])  // still 90
  }

  @Test func aWidthChangeDropsTheMeasurements() {
    let fixture = EstimatedFixture(counts: [3], section: estimatedListSection())
    fixture.measure(item: 0, height: 90)
    fixture.collectionView.frame = box(0, 0, 300, 500)  // the height only: kept
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frame(0) == box(0, 0, 300, 90))
    fixture.collectionView.frame = box(0, 0, 200, 500)
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frames(2) == [box(0, 0, 200, 44), box(0, 44, 200, 44)])  // back to the estimate
  }

  @Test func reloadDataDropsTheMeasurements() {
    let fixture = EstimatedFixture(counts: [3], section: estimatedListSection())
    fixture.measure(item: 1, height: 90)
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frame(1) == box(0, 44, 300, 44))
  }

  @Test func insertedAndDeletedItemsCarryTheMeasurementsWithThem() {
    let fixture = EstimatedFixture(counts: [5], section: estimatedListSection())
    fixture.measure(item: 2, height: 100)
    fixture.dataSource.counts = [6]
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
    }
    fixture.collectionView.layoutIfNeeded()
    #expect(
      fixture.frames(5) == [
        box(0, 0, 300, 44), box(0, 44, 300, 44), box(0, 88, 300, 44), box(0, 132, 300, 100), box(0, 232, 300, 44),
      ])
    // the measured item is now item 3, at 3·44 = 132; item 4 at 132 + 100 = 232
    fixture.dataSource.counts = [4]
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    }
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frames(3) == [box(0, 0, 300, 44), box(0, 44, 300, 100), box(0, 144, 300, 44)])
    // two rows before it deleted: item 1, at 44
  }

  @Test func aDeletedOrReloadedItemLosesItsMeasurement() {
    let fixture = EstimatedFixture(counts: [3], section: estimatedListSection())
    fixture.measure(item: 0, height: 100)
    fixture.measure(item: 1, height: 60)
    fixture.dataSource.counts = [2]
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
      fixture.collectionView.reloadItems(at: [IndexPath(item: 1, section: 0)])
    }
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frames(2) == [box(0, 0, 300, 44), box(0, 44, 300, 44)])  // neither measurement is left
  }

  @Test func measuredLengthsRoundUpToThePixel() {
    let twice = EstimatedFixture(scale: 2, counts: [2], section: estimatedListSection())
    twice.measure(item: 0, height: 20.3)
    #expect(twice.frames(2) == [box(0, 0, 300, 20.5), box(0, 20.5, 300, 44)])  // 20.3 → 20.5 at scale 2
    let once = EstimatedFixture(scale: 1, counts: [2], section: estimatedListSection())
    once.measure(item: 0, height: 20.3)
    #expect(once.frames(2) == [box(0, 0, 300, 21), box(0, 21, 300, 44)])  // 20.3 → 21 at scale 1
    #expect(!once.measure(item: 0, height: 20.7))  // 21 again: nothing changes
  }

  @Test func badMeasuredLengthsAreReportedAndTheEstimateKept() {
    let fixture = EstimatedFixture(counts: [2], section: estimatedListSection())
    #expect(!fixture.measure(item: 0, height: -5))
    #expect(!fixture.measure(item: 0, height: .nan))
    #expect(!fixture.measure(item: 1, height: .infinity))
    #expect(fixture.frames(2) == [box(0, 0, 300, 44), box(0, 44, 300, 44)])
    #expect(
      fixture.messages == [
        "cell [0, 0]: the preferred size 300.0 × -5.0 is negative or not finite on an estimated axis; the size "
          + "300.0 × 44.0 is kept",
        "cell [0, 0]: the preferred size 300.0 × nan is negative or not finite on an estimated axis; the size "
          + "300.0 × 44.0 is kept",
        "cell [0, 1]: the preferred size 300.0 × inf is negative or not finite on an estimated axis; the size "
          + "300.0 × 44.0 is kept",
      ])
  }

  @Test func aMillionRowListKeepsMemoryForTheMeasuredRowsOnly() {
    let fixture = EstimatedFixture(counts: [1_000_000], section: estimatedListSection())
    #expect(fixture.collectionView.contentSize.height == 44_000_000)  // 1,000,000 · 44
    #expect(fixture.layout.measurementFootprint.offsetBytes == 0)  // nothing measured: nothing stored
    for item in 0..<10 { fixture.measure(item: item, height: 50) }
    let footprint = fixture.layout.measurementFootprint
    #expect(footprint.items == 10)
    #expect(footprint.pages == 1)  // rows 0–9 are all in the first page of 64
    #expect(footprint.offsetBytes == (15_626 + 129) * 8)
    // the tree: ⌈1,000,000 / 64⌉ = 15,625 pages + 1; one page: 64 differences + 65 sums; 8 bytes each
    #expect(fixture.collectionView.contentSize.height == 44_000_060)  // + 10·(50 − 44)
    // A row far away is placed by the prefix sums: row 500,000 at 500,000·44 + 60.
    #expect(fixture.frame(500_000) == box(0, 22_000_060, 300, 44))
    fixture.measure(item: 700_000, height: 144)
    #expect(fixture.layout.measurementFootprint.pages == 2)
    #expect(fixture.frame(700_001) == box(0, 30_800_204, 300, 44))  // 700,001·44 + 60 + 100
  }

  @Test func aHorizontalLayoutMeasuresWidthsAlongItsScrollAxis() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.estimated(80), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.estimated(80), .fractionalHeight(1)), subitems: [item])
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let layout = CompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
    let fixture = EstimatedFixture(counts: [4], layout: layout)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.selfSizingAxes == .horizontal)
    fixture.measure(item: 0, width: 120)
    #expect(fixture.frames(3) == [box(0, 0, 120, 600), box(120, 0, 80, 600), box(200, 0, 80, 600)])  // 120; 120 + 80
    #expect(fixture.collectionView.contentSize == CGSize(width: 360, height: 600))  // 4·80 + 40
  }

  @Test func queriesFindMeasuredRowsWhereTheyAre() {
    let fixture = EstimatedFixture(counts: [200], section: estimatedListSection())
    fixture.measure(item: 0, height: 400)
    fixture.measure(item: 100, height: 10)
    var items: [Int] = []
    _ = fixture.layout.forEachElement(in: box(0, 4_800, 300, 100)) { items.append($0.indexPath.item) }
    // row i ≥ 1 starts at 400 + (i − 1)·44 until row 100 (at 4,756, 10 tall), then rows after it at
    // 4,766 + (i − 101)·44: 4,800–4,900 meets rows 101 (4,766–4,810) to 104 (4,898–4,942)
    #expect(items == [101, 102, 103, 104])
    let attributes = fixture.layout.layoutAttributesForElements(in: box(0, 4_700, 300, 60)) ?? []
    #expect(attributes.map(\.indexPath.item) == [98, 99, 100])
    // 4,700–4,760 meets 98 at 4,668–4,712 (400 + 97·44), 99 at 4,712–4,756 and 100 at 4,756–4,766
  }
}
