import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// An orthogonal row of items with estimated widths (tag chips): each item's measured width moves the
/// ones after it and the row's content width follows
/// (Documentation/Behaviour.md#compositional-self-sizing).
@MainActor
@Suite("Compositional layout: estimated widths in orthogonal rows")
struct EstimatedOrthogonalTests {
  init() { Application.shared.reset() }

  func chips() -> CollectionLayoutSection {
    let chip = CollectionLayoutItem(layoutSize: layoutSize(.estimated(60), .absolute(30)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.estimated(60), .absolute(30)), subitems: [chip])
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 8
    return section
  }

  @Test func measuredChipWidthsMoveTheChipsAfterThemAndTheRowFollows() {
    let fixture = EstimatedFixture(counts: [5], section: chips())
    let first = fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))
    #expect(first?.selfSizingAxes == .horizontal)
    #expect(fixture.frames(3) == [box(0, 0, 60, 30), box(68, 0, 60, 30), box(136, 0, 60, 30)])  // pitch 60 + 8
    #expect(fixture.layout.orthogonalScrollingRegion(forSection: 0)?.contentSize.width == 332)  // 5·60 + 4·8
    #expect(fixture.measure(item: 1, width: 100))
    #expect(fixture.frames(4) == [box(0, 0, 60, 30), box(68, 0, 100, 30), box(176, 0, 60, 30), box(244, 0, 60, 30)])
    // 68 + 100 + 8 = 176; 176 + 60 + 8 = 244
    #expect(fixture.layout.orthogonalScrollingRegion(forSection: 0)?.contentSize.width == 372)  // 332 + 40
    #expect(fixture.measure(item: 0, width: 24))
    #expect(fixture.frames(3) == [box(0, 0, 24, 30), box(32, 0, 100, 30), box(140, 0, 60, 30)])
    // 24 + 8 = 32; 32 + 100 + 8 = 140
    #expect(fixture.layout.orthogonalScrollingRegion(forSection: 0)?.contentSize.width == 336)  // 372 − 36
    // The row's query finds the chips where they now are: 200…300 meets chip 3 (208…268) and 4 (276…336).
    var found: [Int] = []
    _ = fixture.layout.forEachElement(in: box(200, 0, 100, 30)) { found.append($0.indexPath.item) }
    #expect(found == [3, 4])
    #expect(fixture.collectionView.contentSize.height == 30)  // the row's height is not estimated
  }
}

/// A chip whose content is 40, 50 or 60 points wide by its item (item % 3), 30 tall.
@MainActor final class ThreeWidthsChip: CollectionViewCell {
  var item = 0
  override func apply(_ layoutAttributes: LayoutAttributes) {
    super.apply(layoutAttributes)
    item = layoutAttributes.indexPath.item
  }
  override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 40 + 10 * CGFloat(item % 3), height: 30) }
}

/// End to end: a collection view measures the chips of an orthogonal row as they show, in the row's own
/// visible set, and the row takes their widths in the same pass; chips scrolled in are measured in the
/// frame they appear (Documentation/Behaviour.md#compositional-self-sizing).
@MainActor
@Suite("Compositional layout: orthogonal rows measured by a collection view")
struct EstimatedOrthogonalIntegrationTests {
  init() { Application.shared.reset() }

  /// A 300 × 200 collection view with one row of 40 chips; keep the data source alive (the view holds it
  /// weakly).
  private func make() -> (CollectionView, CompositionalLayout, CountingDataSource) {
    let chip = CollectionLayoutItem(layoutSize: layoutSize(.estimated(60), .absolute(30)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.estimated(60), .absolute(30)), subitems: [chip])
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .continuous
    section.interGroupSpacing = 8
    let layout = CompositionalLayout(section: section)
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    let source = CountingDataSource(counts: [40])
    source.registerCells(ThreeWidthsChip.self, on: collectionView)
    collectionView.dataSource = source
    return (collectionView, layout, source)
  }

  /// The frames of the chips shown, by item, in their row's coordinates.
  private func shownFrames(_ collectionView: CollectionView, _ items: Range<Int>) -> [CGRect] {
    items.map { collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
  }

  @Test func chipsOnScreenTakeTheirWidthsInTheFirstPass() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (collectionView, layout, source) = make()
    defer { withExtendedLifetime(source) {} }
    host.show(collectionView)
    collectionView.layoutIfNeeded()
    // Widths 40, 50, 60, 40, 50, 60 with 8 between: 0, 48, 106, 174, 222, 280 (the sixth shows from 280).
    #expect(
      shownFrames(collectionView, 0..<6) == [
        box(0, 0, 40, 30), box(48, 0, 50, 30), box(106, 0, 60, 30), box(174, 0, 40, 30), box(222, 0, 50, 30),
        box(280, 0, 60, 30),
      ])
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview is ScrollView)
    #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview !== collectionView)
    // Six measured (300 in all), 34 at the estimate (2040), 39 gaps of 8 (312): 2652.
    #expect(layout.orthogonalScrollingRegion(forSection: 0)?.contentSize.width == 2652)
    let row = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? ScrollView
    #expect(row?.contentSize.width == 2652)
    // Chips never shown keep the estimate.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 20, section: 0))?.frame.width == 60)
  }

  @Test func chipsScrolledIntoTheRowAreMeasuredInTheFrameTheyAppear() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (collectionView, _, source) = make()
    defer { withExtendedLifetime(source) {} }
    host.show(collectionView)
    host.runFrame()
    guard let row = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.superview as? ScrollView else {
      Issue.record("no row")
      return
    }
    row.contentOffset = CGPoint(x: 300, y: 0)
    host.runFrame()
    // Items 6… start at 348 (measured before: 0–5); each shown chip took its width: 6 → 40, 7 → 50, 8 → 60.
    #expect(
      shownFrames(collectionView, 6..<10) == [
        box(348, 0, 40, 30), box(396, 0, 50, 30), box(454, 0, 60, 30), box(522, 0, 40, 30),
      ])
    // 348 + 40 + 8 = 396; 396 + 50 + 8 = 454; 454 + 60 + 8 = 522
    for item in 6..<11 {
      let frame = collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
      #expect(frame.width == 40 + 10 * CGFloat(item % 3), "chip \(item) shown at its measured width")
    }
    #expect(row.contentOffset == CGPoint(x: 300, y: 0))
    #expect(collectionView.checkInvariants().isEmpty)
  }
}
