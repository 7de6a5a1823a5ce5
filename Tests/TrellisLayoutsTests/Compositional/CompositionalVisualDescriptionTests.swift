import Foundation
import Testing
import Trellis

/// The ASCII pictures of groups, sections and the layout.
@MainActor
@Suite("Compositional layout: visual descriptions")
struct CompositionalVisualDescriptionTests {
  init() { Application.shared.reset() }

  @Test func aGroupDrawsOneBoxPerSlot() {
    // Two 200 × 100 slots in a 400 × 100 group: 40 columns, 10 per 100 points across, 5 rows per 100 down.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [item])
    #expect(
      group.visualDescription() == """
        group 400×100, 2 slots
        +------------------++------------------+
        |0                 ||1                 |
        |                  ||                  |
        |                  ||                  |
        +------------------++------------------+
        """)
  }

  @Test func aSectionAndTheLayoutDescribeThemselves() {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let section = rowSection(layoutSize(.fractionalWidth(1), .absolute(40)), [item])
    section.interGroupSpacing = 5
    #expect(
      section.visualDescription().hasPrefix(
        "section insets (0.0, 0.0, 0.0, 0.0), interGroupSpacing 5.0, orthogonal none\ngroup 400×40, 1 slots"))
    let fixture = CompositionalFixture(counts: [3, 0], section: section)
    let lines = fixture.layout.visualDescription().split(separator: "\n").prefix(4)
    #expect(
      Array(lines) == [
        "compositional layout, content 300×130",  // 3·40 + 2·5
        "section 0: 0…130, 3 items, 3 groups of 1 slots",
        "section 1: 130…130, 0 items",
        "first group 300×40, 1 slots",
      ])
  }
}
