import Foundation
import Testing
import Trellis

/// Groups (Documentation/Behaviour.md#compositional-groups).
@MainActor
@Suite("Compositional layout: groups")
struct CompositionalGroupTests {
  init() { Application.shared.reset() }

  @Test func aCountGroupHoldsExactlyCountEqualItemsAndIgnoresTheSubitemsWidth() {
    // B1: 3 items in 300 with fixed 15 spacing: (300 − 2·15) / 3 = 90; the subitem says 9999.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(9999), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitem: item, count: 3)
    group.interItemSpacing = .fixed(15)
    let fixture = CompositionalFixture(counts: [4], section: CollectionLayoutSection(group: group))
    #expect(fixture.frames() == [box(0, 0, 90, 40), box(105, 0, 90, 40), box(210, 0, 90, 40), box(0, 40, 90, 40)])  // 90 + 15 = 105
  }

  @Test func aRepeatingCountGroupKeepsTheSubitemsSize() {
    // B2: 2 copies of an 80-wide item, whatever the group's width.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(80), .absolute(30)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.absolute(100), .absolute(70)), repeatingSubitem: item, count: 2)
    group.interItemSpacing = .fixed(10)
    let fixture = CompositionalFixture(counts: [3], section: CollectionLayoutSection(group: group))
    #expect(fixture.frames() == [box(0, 0, 80, 30), box(0, 40, 80, 30), box(0, 70, 80, 30)])  // 30 + 10; next group at 70
  }

  @Test func aSubitemsGroupRepeatsItsListWhileItFitsCountingSpacing() {
    // B3: items of 90 in 300 with fixed 15: 3·90 + 2·15 = 300 → 3 per group.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(90), .absolute(50)))
    let fixture = CompositionalFixture(
      counts: [4], section: rowSection(layoutSize(.fractionalWidth(1), .absolute(50)), [item], spacing: .fixed(15)))
    #expect(fixture.frames() == [box(0, 0, 90, 50), box(105, 0, 90, 50), box(210, 0, 90, 50), box(0, 50, 90, 50)])
  }

  @Test func aListOfTwoSubitemsIsRepeatedInOrder() {
    // B3: [100, 50] in 300 → 100, 50, 100 (the next 50 would end at 300: it fits too).
    let wide = CollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(20)))
    let narrow = CollectionLayoutItem(layoutSize: layoutSize(.absolute(50), .absolute(20)))
    let fixture = CompositionalFixture(
      counts: [5], section: rowSection(layoutSize(.fractionalWidth(1), .absolute(20)), [wide, narrow]))
    #expect(
      fixture.frames() == [
        box(0, 0, 100, 20), box(100, 0, 50, 20), box(150, 0, 100, 20), box(250, 0, 50, 20), box(0, 20, 100, 20),
      ])  // 0, 100, 150, 250; 250 + 50 = 300
  }

  @Test func flexibleSpacingSharesWhatIsLeft() {
    // B4: 3 items of 80 in 300 with flexible(10) → the 60 left is shared by 2 gaps: x = 0, 110, 220.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(80), .absolute(40)))
    let fixture = CompositionalFixture(
      counts: [3], section: rowSection(layoutSize(.fractionalWidth(1), .absolute(40)), [item], spacing: .flexible(10)))
    #expect(fixture.frames().map(\.minX) == [0, 110, 220])  // 300 − 240 = 60, 30 per gap
  }

  @Test func edgeSpacingTakesRoomAndFlexibleEdgesPushTheItem() {
    // A8, B5: fixed leading 10 takes room; a flexible top pushes a 20-high item to the bottom of 60.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(100), .absolute(20)))
    item.edgeSpacing = CollectionLayoutEdgeSpacing(leading: .fixed(10), top: .flexible(0), trailing: nil, bottom: nil)
    let fixture = CompositionalFixture(
      counts: [3], section: rowSection(layoutSize(.fractionalWidth(1), .absolute(60)), [item]))
    #expect(fixture.frames() == [box(10, 40, 100, 20), box(120, 40, 100, 20), box(10, 100, 100, 20)])  // 10 + 100 + 10; 60 − 20; two fit (330 > 300)
  }

  @Test func aNestedGroupIsATemplateOfSlotsRepeatedForTheItems() {
    // B6: a 300 × 200 row of [a 200-wide item, a column of two 100 × 100 items] → 3 slots per repetition.
    let big = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(2.0 / 3.0), .fractionalHeight(1)))
    let small = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    let column = CollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)), subitems: [small])
    let row = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
    let fixture = CompositionalFixture(counts: [5], section: CollectionLayoutSection(group: row))
    #expect(
      fixture.frames() == [
        box(0, 0, 200, 200), box(200, 0, 100, 100), box(200, 100, 100, 100), box(0, 200, 200, 200),
        box(200, 200, 100, 100),
      ])  // 2/3 × 300; 1/3 × 300 × 0.5 × 200; second repetition at 200
  }

  @Test func aPartlyFilledLastGroupIsTrimmedAlongTheScrollAxis() {
    // B7: a column group of two 50-high items; 3 items → the second group holds one: content 100 + 50.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)))
    let column = CollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitem: item, count: 2)
    let fixture = CompositionalFixture(counts: [3], section: CollectionLayoutSection(group: column))
    #expect(fixture.frame(2) == box(0, 100, 300, 50))  // second group at 100
    #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 150))  // 100 + 50, not 200
  }

  @Test func aCustomGroupTakesItsProvidersFramesAndZIndexes() {
    // B8: the provider sees the group's size (300 × 100) and returns two frames relative to the group.
    var containers: [CGSize] = []
    let group = CollectionLayoutGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100))) {
      environment in
      containers.append(environment.container.contentSize)
      return [
        CollectionLayoutGroupCustomItem(frame: box(10, 10, 50, 50)),
        CollectionLayoutGroupCustomItem(frame: box(40, 40, 50, 50), zIndex: 3),
      ]
    }
    let fixture = CompositionalFixture(counts: [3], section: CollectionLayoutSection(group: group))
    #expect(containers == [CGSize(width: 300, height: 100)])  // solved once for the section
    #expect(fixture.frames() == [box(10, 10, 50, 50), box(40, 40, 50, 50), box(10, 110, 50, 50)])  // repeated 100 lower
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
  }
}
