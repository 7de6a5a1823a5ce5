import Foundation
import Testing
import Trellis

@testable import TrellisLayouts

/// Dimensions and insets (Documentation/Behaviour.md#compositional-sizes).
@MainActor
@Suite("Compositional layout: dimensions and insets")
struct CompositionalSizingTests {
  init() { Application.shared.reset() }

  @Test func fractionsAreOfTheContainingGroup() {
    // A1: a group 200 wide (fractionalWidth 2/3 of 300) holds items of fractionalWidth 0.5.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let fixture = CompositionalFixture(
      counts: [4], section: rowSection(layoutSize(.fractionalWidth(2.0 / 3.0), .absolute(50)), [item]))
    #expect(fixture.frame(0) == box(0, 0, 100, 50))  // 0.5 × 200 wide, 1 × 50 high
    #expect(fixture.frame(1) == box(100, 0, 100, 50))  // next slot at 100
    #expect(fixture.frame(2) == box(0, 50, 100, 50))  // second repetition 50 lower
  }

  @Test func theTopLevelGroupResolvesInTheViewLessTheCrossInsetsAndTheWholeHeight() {
    // A2: bounds 400×800, insets (10, 20, 10, 20), group 1 × 0.5 → 360 × 400.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    let fixture = CompositionalFixture(size: CGSize(width: 400, height: 800), counts: [2], section: section)
    #expect(fixture.frame(0) == box(20, 10, 360, 400))  // x = leading 20, y = top 10; 400 − 40 wide, 0.5 × 800
    #expect(fixture.frame(1) == box(20, 410, 360, 400))  // 10 + 400
    #expect(fixture.collectionView.contentSize == CGSize(width: 400, height: 820))  // 10 + 800 + 10
  }

  @Test func anAspectRatioItemIsASquare() {
    // A4: fractionalWidth(0.2) × fractionalWidth(0.2) in a 300-wide group: 60 × 60.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.2), .fractionalWidth(0.2)))
    let fixture = CompositionalFixture(
      counts: [6], section: rowSection(layoutSize(.fractionalWidth(1), .fractionalWidth(0.2)), [item]))
    #expect(fixture.frame(4) == box(240, 0, 60, 60))  // 4 × 60
    #expect(fixture.frame(5) == box(0, 60, 60, 60))  // five per row; the sixth starts the second row
  }

  @Test func contentInsetsShrinkTheFrameInsideItsSlot() {
    // A6: 3 items of 1/3 in a 300-wide group, insets 5 all round → x = 5, 105, 205, width 90.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1.0 / 3.0), .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let fixture = CompositionalFixture(
      counts: [3], section: rowSection(layoutSize(.fractionalWidth(1), .absolute(100)), [item]))
    #expect(fixture.frames() == [box(5, 5, 90, 90), box(105, 5, 90, 90), box(205, 5, 90, 90)])  // 100 − 10 each way
  }

  @Test func insetsAreIgnoredOnAnEstimatedAxis() {
    // A7: the height is estimated (50), so top/bottom insets are not taken; the width's are.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)))
    item.contentInsets = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    let fixture = CompositionalFixture(
      counts: [1], section: rowSection(layoutSize(.fractionalWidth(1), .estimated(50)), [item]))
    #expect(fixture.frame(0) == box(8, 0, 284, 50))  // 300 − 16 wide; the estimate 50 high at y 0
  }

  @Test func anInsetLargerThanTheSlotLeavesTheAbsoluteDifference() {
    // A11: a 9.5-wide slot with insets 7 + 7 → 4.5 wide.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(9.5), .absolute(20)))
    item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 7, bottom: 0, trailing: 7)
    let fixture = CompositionalFixture(
      counts: [1], section: rowSection(layoutSize(.absolute(9.5), .absolute(20)), [item]))
    #expect(fixture.frame(0) == box(7, 0, 4.5, 20))  // |9.5 − 14| = 4.5
  }

  @Test func groupInsetsInsetTheSubitemsAndNestedFractionsResolveInsideThem() {
    // A3, A9: a group 300 × 100 with insets 10 all round; its items of 0.5 × 1 are 140 × 80.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    group.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let fixture = CompositionalFixture(counts: [3], section: CollectionLayoutSection(group: group))
    #expect(fixture.frame(0) == box(10, 10, 140, 80))  // 0.5 × (300 − 20), 1 × (100 − 20)
    #expect(fixture.frame(1) == box(150, 10, 140, 80))  // 10 + 140
    #expect(fixture.frame(2) == box(10, 110, 140, 80))  // next group at 100, + 10
  }

  @Test func theEnvironmentsContainerHasInsetsInPointsOrFractions() {
    // A12: insets below 1 are fractions of the size.
    let container = CompositionalContainer(
      contentSize: CGSize(width: 200, height: 100),
      contentInsets: DirectionalEdgeInsets(top: 0.1, leading: 10, bottom: 0, trailing: 0.5))
    #expect(container.effectiveContentInsets == DirectionalEdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 100))  // 0.1 × 100, 0.5 × 200
    #expect(container.effectiveContentSize == CGSize(width: 90, height: 90))  // 200 − 110, 100 − 10
  }
}
