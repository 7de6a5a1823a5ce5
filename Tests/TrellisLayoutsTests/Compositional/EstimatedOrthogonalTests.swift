import Foundation
import Testing
import Trellis
import TrellisTestSupport

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
