import Foundation
import Testing
import Trellis

/// The configuration's boundary items with `pinToVisibleBounds`: pinned over the whole content
/// (Documentation/Behaviour.md#compositional-pinning).
@MainActor
@Suite("Compositional layout: pinned layout boundary items")
struct CompositionalLayoutPinningTests {
  init() { Application.shared.reset() }

  /// Sections of 40-tall full-width rows under a pinned layout header 30 tall and footer 20 tall.
  func fixture(pinned: Bool = true) -> CompositionalFixture {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let section = rowSection(layoutSize(.fractionalWidth(1), .absolute(40)), [item])
    let header = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top)
    let footer = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom)
    header.pinToVisibleBounds = pinned
    footer.pinToVisibleBounds = pinned
    let configuration = CompositionalLayoutConfiguration()
    configuration.boundarySupplementaryItems = [header, footer]
    // Content: 30 + 2 sections × 5 rows × 40 + 20 = 450 tall, in a 300 × 200 view.
    return CompositionalFixture(
      size: CGSize(width: 300, height: 200), counts: [5, 5], section: section, configuration: configuration)
  }

  @Test func aPinnedLayoutHeaderAndFooterStayInTheVisibleBounds() {
    let fixture = fixture()
    #expect(fixture.collectionView.contentSize.height == 450)
    #expect(fixture.supplementary("header")?.frame == box(0, 0, 300, 30))
    #expect(fixture.supplementary("footer")?.frame == box(0, 180, 300, 20))  // 200 − 20, not at 430
    #expect(fixture.supplementary("header")?.zIndex == 1_000_000_001)  // 1 000 000 000 + its zIndex 1
    fixture.scroll(to: CGPoint(x: 0, y: 150))  // across the sections' boundary (section 1 starts at 230)
    #expect(fixture.supplementary("header")?.frame == box(0, 150, 300, 30))  // at the visible top
    #expect(fixture.supplementary("footer")?.frame == box(0, 330, 300, 20))  // 150 + 200 − 20
    let shown = fixture.collectionView.supplementaryView(forElementKind: "header", at: IndexPath(item: 0, section: 0))
    #expect(shown?.frame == box(0, 150, 300, 30))  // the view on screen follows
    fixture.scroll(to: CGPoint(x: 0, y: 250))  // the end: 450 − 200
    #expect(fixture.supplementary("header")?.frame == box(0, 250, 300, 30))
    #expect(fixture.supplementary("footer")?.frame == box(0, 430, 300, 20))  // its own place, 450 − 20
  }

  @Test func aLayoutHeaderThatDoesntPinScrollsAway() {
    let fixture = fixture(pinned: false)
    fixture.scroll(to: CGPoint(x: 0, y: 150))
    #expect(fixture.supplementary("header")?.frame == box(0, 0, 300, 30))
    #expect(fixture.supplementary("footer")?.frame == box(0, 430, 300, 20))
    #expect(fixture.supplementary("header")?.zIndex == 1)
  }
}
