import Foundation
import Testing
import Trellis

/// Bad input is reported and laid out consistently (Documentation/Behaviour.md#compositional-errors).
@MainActor
@Suite("Compositional layout: errors")
struct CompositionalErrorTests {
  init() { Application.shared.reset() }

  func listSection(itemWidth: CollectionLayoutDimension = .fractionalWidth(1)) -> CollectionLayoutSection {
    let item = CollectionLayoutItem(layoutSize: layoutSize(itemWidth, .fractionalHeight(1)))
    return rowSection(layoutSize(.fractionalWidth(1), .absolute(40)), [item])
  }

  @Test func aMissingSectionDefinitionIsReportedWithUIKitsText() {
    // C8: section 1 has 2 items and no definition; section 2 is empty and may have none.
    let layout = CompositionalLayout { index, _ in index == 0 ? self.listSection() : nil }
    let fixture = CompositionalFixture(size: CGSize(width: 300, height: 600), counts: [1, 2, 0], layout: layout)
    #expect(
      fixture.messages == [
        "Invalid section definition. Please specify a valid section definition when content is to be rendered "
          + "for a section. This is a client error. (section 1, 2 items)"
      ])
    #expect(fixture.frame(0) == box(0, 0, 300, 40))
    #expect(fixture.frame(0, section: 1) == nil)  // nothing laid out for it
    #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 40))
    if case .layout(let error) = fixture.errors.first { #expect(error.layout == "CompositionalLayout") }
  }

  @Test func aSubitemLongerThanItsGroupLaysOutNothingForTheSection() {
    // B10: a 400-wide item in a 300-wide group; the section's header is dropped too.
    let section = listSection(itemWidth: .absolute(400))
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)
    ]
    let layout = CompositionalLayout { index, _ in index == 0 ? section : self.listSection() }
    let fixture = CompositionalFixture(size: CGSize(width: 300, height: 600), counts: [2, 1], layout: layout)
    #expect(
      fixture.messages == [
        "section 0: a subitem of length 400.0 doesn't fit in its group of length 300.0 along the group's axis; "
          + "nothing is laid out for the section"
      ])
    #expect(fixture.frame(0) == nil)
    #expect(fixture.supplementary("header") == nil)
    #expect(fixture.frame(0, section: 1) == box(0, 0, 300, 40))  // section 0 has no length
    #expect(fixture.collectionView.visibleCells.count == 1)
  }

  @Test func aNegativeOrNonFiniteDimensionCountsAsZero() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(50), .absolute(-5)))
    let wide = CollectionLayoutItem(layoutSize: layoutSize(.absolute(.infinity), .absolute(10)))
    let layout = CompositionalLayout { index, _ in
      index == 0
        ? rowSection(layoutSize(.fractionalWidth(1), .absolute(40)), [item])
        : rowSection(layoutSize(.fractionalWidth(1), .absolute(40)), [wide])
    }
    let fixture = CompositionalFixture(size: CGSize(width: 300, height: 600), counts: [1, 1], layout: layout)
    #expect(
      fixture.messages == [
        "section 0: the dimension absolute(-5.0) is negative or not finite; 0 is used",
        "section 1: the dimension absolute(inf) is negative or not finite; 0 is used",
      ])
    #expect(fixture.frame(0) == box(0, 0, 50, 0))
    // Section 0's one group is partly filled and its item is 0 high, so the section ends at 0 (B7).
    #expect(fixture.frame(0, section: 1) == box(0, 0, 0, 10))
  }

  @Test func aCountOfZeroLaysOutNothing() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitem: item, count: 0)
    let fixture = CompositionalFixture(counts: [3], section: CollectionLayoutSection(group: group))
    #expect(
      fixture.messages == [
        "section 0: a group's count is 0; it must be at least 1, nothing is laid out for the section"
      ])
    #expect(fixture.frame(0) == nil)
    #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 0))
  }

  @Test func aCustomFrameThatCantBeShownIsEmptyInstead() {
    let group = CollectionLayoutGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40))) { _ in
      [
        CollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)),
        CollectionLayoutGroupCustomItem(frame: CGRect(x: 5, y: 0, width: 20, height: 10)),
      ]
    }
    let fixture = CompositionalFixture(counts: [2], section: CollectionLayoutSection(group: group))
    #expect(fixture.messages.count == 1)
    #expect(fixture.messages.first?.hasPrefix("section 0: the dimension custom item frame ") == true)
    #expect(fixture.frames() == [box(0, 0, 0, 0), box(5, 0, 20, 10)])
  }
}
