import Foundation
import Testing
import Trellis

/// Boundary items, pinning, item supplementaries and decorations
/// (Documentation/Behaviour.md#compositional-supplementaries, #compositional-pinning).
@MainActor
@Suite("Compositional layout: supplementaries, pinning and decorations")
struct CompositionalSupplementaryTests {
  init() { Application.shared.reset() }

  func listSection(height: CGFloat) -> CollectionLayoutSection {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    return rowSection(layoutSize(.fractionalWidth(1), .absolute(height)), [item])
  }

  func boundary(
    _ kind: String, _ alignment: RectAlignment, height: CGFloat = 44,
    width: CollectionLayoutDimension = .fractionalWidth(1)
  )
    -> CollectionLayoutBoundarySupplementaryItem
  {
    CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(width, .absolute(height)), elementKind: kind, alignment: alignment)
  }

  @Test func aHeaderAndFooterExtendTheSectionAndFollowTheCrossInsets() {
    // D1, D2, D3, C7: header 44 and footer 30, insets (10, 20, 10, 20): header at y 0, first row at 54.
    let section = listSection(height: 40)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    section.boundarySupplementaryItems = [boundary("header", .top), boundary("footer", .bottom, height: 30)]
    let fixture = CompositionalFixture(counts: [2, 1], section: section)
    #expect(fixture.supplementary("header")?.frame == box(20, 0, 260, 44))  // 300 − 40 wide, at leading 20
    #expect(fixture.frame(0) == box(20, 54, 260, 40))  // 44 + 10
    #expect(fixture.supplementary("footer")?.frame == box(20, 144, 260, 30))  // 54 + 80 + 10
    #expect(fixture.supplementary("header", section: 1)?.frame == box(20, 174, 260, 44))  // section 0 is 174 long
    #expect(fixture.supplementary("header")?.zIndex == 1)
  }

  @Test func aBoundaryItemThatDoesntExtendOverlaysTheContent() {
    // D2: extendsBoundary false: the first row stays at 0 and the header lies over it.
    let section = listSection(height: 40)
    let header = boundary("header", .top)
    header.extendsBoundary = false
    section.boundarySupplementaryItems = [header]
    let fixture = CompositionalFixture(counts: [2], section: section)
    #expect(fixture.frame(0) == box(0, 0, 300, 40))
    #expect(fixture.supplementary("header")?.frame == box(0, 0, 300, 44))
    #expect(fixture.collectionView.contentSize.height == 80)  // 2·40
  }

  @Test func aCornerAlignedItemWithAnOffsetSitsInItsCorner() {
    // D1: a 50-wide .topTrailing item moved by (−5, 3); it extends the top by its 20.
    let section = listSection(height: 40)
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.absolute(50), .absolute(20)), elementKind: "header", alignment: .topTrailing,
        absoluteOffset: CGPoint(x: -5, y: 3))
    ]
    let fixture = CompositionalFixture(counts: [1], section: section)
    #expect(fixture.supplementary("header")?.frame == box(245, 3, 50, 20))  // 300 − 50 − 5, 0 + 3
    #expect(fixture.frame(0)?.minY == 20)
  }

  @Test func aPinnedHeaderStaysAtTheTopUntilTheSectionsEndPushesIt() {
    // D4, D5: sections of 5 rows of 40 under a 44 header (each 244 long), in a 300 × 200 view.
    let section = listSection(height: 40)
    let header = boundary("header", .top)
    header.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [header]
    let fixture = CompositionalFixture(size: CGSize(width: 300, height: 200), counts: [5, 5], section: section)
    #expect(fixture.supplementary("header")?.frame == box(0, 0, 300, 44))
    #expect(fixture.supplementary("header")?.zIndex == 1_000_000_001)  // 1 000 000 000 + its zIndex 1
    fixture.scroll(to: CGPoint(x: 0, y: 100))
    #expect(fixture.supplementary("header")?.frame == box(0, 100, 300, 44))  // pinned at the visible top
    fixture.scroll(to: CGPoint(x: 0, y: 220))
    #expect(fixture.supplementary("header")?.frame == box(0, 200, 300, 44))  // pushed: 244 − 44
    #expect(fixture.supplementary("header", section: 1)?.frame == box(0, 244, 300, 44))  // its own place, below 220
    let shown = fixture.collectionView.supplementaryView(
      forElementKind: "header", at: IndexPath(item: 0, section: 0))
    #expect(shown?.frame == box(0, 200, 300, 44))  // the view on screen moved without re-solving
  }

  @Test func aPinnedFooterStaysAtTheBottomWhileItsSectionIsVisible() {
    // D4: one section of 10 rows of 40 and a 30 footer (430 long) in a 300 × 200 view.
    let section = listSection(height: 40)
    let footer = boundary("footer", .bottom, height: 30)
    footer.pinToVisibleBounds = true
    section.boundarySupplementaryItems = [footer]
    let fixture = CompositionalFixture(size: CGSize(width: 300, height: 200), counts: [10], section: section)
    #expect(fixture.supplementary("footer")?.frame == box(0, 170, 300, 30))  // 200 − 30
    fixture.scroll(to: CGPoint(x: 0, y: 230))
    #expect(fixture.supplementary("footer")?.frame == box(0, 400, 300, 30))  // its own place, 400 = 430 − 30
  }

  @Test func aBadgeIsCentredOnItsItemsCornerByAFractionalOffset() {
    // D8: a 20 × 20 badge on [.top, .trailing] offset (0.5, −0.5) of its size: centred on the corner.
    let badge = CollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
    let item = CollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
    let fixture = CompositionalFixture(
      counts: [3], section: rowSection(layoutSize(.fractionalWidth(1), .absolute(100)), [item]))
    #expect(fixture.supplementary("badge", 0)?.frame == box(140, -10, 20, 20))  // 150 − 20 + 10, 0 − 10
    #expect(fixture.supplementary("badge", 2)?.frame == box(140, 90, 20, 20))  // next group, 100 lower
    #expect(fixture.supplementary("badge", 0)?.zIndex == 1)
  }

  @Test func aBadgeStaysAboveItsItemOverABackground() {
    // The background raises cells from 0 to 1; the badge (default 1) goes to 2, still above its item.
    let badge = CollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.absolute(20), .absolute(20)), elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing]))
    let item = CollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), supplementaryItems: [badge])
    let section = rowSection(layoutSize(.fractionalWidth(1), .absolute(100)), [item])
    section.decorationItems = [CollectionLayoutDecorationItem.background(elementKind: "background")]
    let fixture = CompositionalFixture(counts: [2], section: section)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
    #expect(fixture.supplementary("badge", 0)?.zIndex == 2)
  }

  @Test func anItemAnchorPutsItsPointOnTheContainersAndSizesAreOfTheItem() {
    // D8, D9: a label 1.05 × the item's width and 10 high, its bottom on the item's top.
    let label = CollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1.05), .absolute(10)), elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(edges: [.top]), itemAnchor: CollectionLayoutAnchor(edges: [.bottom]))
    let item = CollectionLayoutItem(
      layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), supplementaryItems: [label])
    let fixture = CompositionalFixture(
      counts: [1], section: rowSection(layoutSize(.fractionalWidth(1), .absolute(50)), [item]))
    // Centred: 50 − 52.5 = −2.5, rounded to the nearest pixel at scale 1 (halves away from zero); 0 − 10.
    #expect(fixture.supplementary("badge", 0)?.frame == box(-3, -10, 105, 10))
  }

  @Test func aGroupSupplementaryTakesItsFirstItemsIndexPath() {
    // D7: a group of two items with a 300 × 10 band on its bottom edge (inside, the same edge).
    let band = CollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)), elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(edges: [.bottom]))
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitems: [item])
    group.supplementaryItems = [band]
    let fixture = CompositionalFixture(counts: [3], section: CollectionLayoutSection(group: group))
    #expect(fixture.supplementary("badge", 0)?.frame == box(0, 50, 300, 10))  // 60 − 10
    #expect(fixture.supplementary("badge", 2)?.frame == box(0, 110, 300, 10))  // second group at 60
    #expect(fixture.supplementary("badge", 1) == nil)
  }

  @Test func aBackgroundCoversTheSectionUnderEverythingElse() {
    // D10: the background covers header and insets, less its own insets; cells and header rise to ≥ 1.
    let section = listSection(height: 40)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
    section.boundarySupplementaryItems = [boundary("header", .top)]
    let background = CollectionLayoutDecorationItem.background(elementKind: "background")
    background.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 2, trailing: 4)
    section.decorationItems = [background]
    let fixture = CompositionalFixture(counts: [2], section: section)
    let decoration = fixture.layout.layoutAttributesForDecorationView(
      ofKind: "background", at: IndexPath(item: 0, section: 0))
    #expect(decoration?.frame == box(4, 2, 292, 140))  // section 0…144 (44 + 10 + 80 + 10) × 300, less 2/4
    #expect(decoration?.zIndex == 0)
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex == 1)
    #expect(
      fixture.dump == [
        "background 0-0 (4.0, 2.0, 292.0, 140.0) z0", "header 0-0 (20.0, 0.0, 260.0, 44.0) z1",
        "cell 0-0 (20.0, 54.0, 260.0, 40.0) z1", "cell 0-1 (20.0, 94.0, 260.0, 40.0) z1",
      ])
  }
}
