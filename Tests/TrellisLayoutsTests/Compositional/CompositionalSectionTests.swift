import Foundation
import Testing
import Trellis

/// Sections and the layout's configuration (Documentation/Behaviour.md#compositional-sections).
@MainActor
@Suite("Compositional layout: sections and configuration")
struct CompositionalSectionTests {
  init() { Application.shared.reset() }

  /// A section of full-width rows of `height`.
  func listSection(height: CGFloat) -> CollectionLayoutSection {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    return rowSection(layoutSize(.fractionalWidth(1), .absolute(height)), [item])
  }

  @Test func groupsAreInterGroupSpacingApartAndInsetsAddSpaceAroundThem() {
    // C1, C2: rows of 40, 10 apart, insets top 5 bottom 7.
    let section = listSection(height: 40)
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 7, trailing: 0)
    let fixture = CompositionalFixture(counts: [3], section: section)
    #expect(fixture.frames().map(\.minY) == [5, 55, 105])  // 5, 5 + 50, 5 + 100
    #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 152))  // 5 + 3·40 + 2·10 + 7
  }

  @Test func sectionsAreInterSectionSpacingApartEmptyOnesIncluded() {
    // C3, C9: sections of 2, 0 and 1 rows of 40 with 20 between every two; the empty one has no size.
    let configuration = CompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 20
    let fixture = CompositionalFixture(
      counts: [2, 0, 1], section: listSection(height: 40), configuration: configuration)
    #expect(fixture.frame(0, section: 2) == box(0, 120, 300, 40))  // 80 + 20 + 0 + 20
    #expect(fixture.collectionView.contentSize == CGSize(width: 300, height: 160))  // 120 + 40
  }

  @Test func aGroupWiderThanTheViewWidensTheContent() {
    // C9: a 500-wide group with leading inset 10 and trailing 20 in a 300-wide view: content 530 wide.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let section = rowSection(layoutSize(.absolute(500), .absolute(40)), [item])
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 20)
    let fixture = CompositionalFixture(counts: [1], section: section)
    #expect(fixture.frame(0) == box(10, 0, 500, 40))
    #expect(fixture.collectionView.contentSize == CGSize(width: 530, height: 40))  // 10 + 500 + 20
  }

  @Test func aHorizontalLayoutStacksSectionsLeftToRightWithTheRolesSwapped() {
    // C4: a column group 0.5 wide of the view (whole width), its height of the view less top/bottom insets.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 4, bottom: 10, trailing: 6)
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let fixture = CompositionalFixture(
      size: CGSize(width: 300, height: 200), counts: [3, 1], section: section, configuration: configuration)
    #expect(fixture.frames() == [box(4, 10, 150, 90), box(4, 100, 150, 90), box(154, 10, 150, 90)])  // 0.5 × 300; 0.5 × (200 − 20)
    // Section 0: 4 + 2·150 + 6 = 310 long; section 1 starts there.
    #expect(fixture.frame(0, section: 1) == box(314, 10, 150, 90))  // 310 + 4
    #expect(fixture.collectionView.contentSize == CGSize(width: 470, height: 200))  // 310 + 4 + 150 + 6
  }

  @Test func assigningTheConfigurationInvalidatesAndLaterChangesDoNothing() {
    // C5: the layout keeps a copy.
    let configuration = CompositionalLayoutConfiguration()
    let fixture = CompositionalFixture(counts: [1, 1], section: listSection(height: 40))
    configuration.interSectionSpacing = 10
    fixture.layout.configuration = configuration
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frame(0, section: 1)?.minY == 50)  // 40 + 10
    configuration.interSectionSpacing = 99
    fixture.layout.invalidateLayout()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frame(0, section: 1)?.minY == 50)  // the copy still says 10
    #expect(fixture.layout.configuration.interSectionSpacing == 10)
  }

  @Test func defaultsAreUIKits() {
    // C6, C7, D2, D4, D10 defaults.
    let section = listSection(height: 40)
    #expect(section.contentInsetsReference == .automatic)
    #expect(section.supplementaryContentInsetsReference == .automatic)
    #expect(section.supplementariesFollowContentInsets)
    #expect(section.orthogonalScrollingBehavior == .none)
    #expect(CompositionalLayoutConfiguration().contentInsetsReference == .safeArea)
    #expect(CompositionalLayoutConfiguration().scrollDirection == .vertical)
    let header = CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)
    #expect(header.extendsBoundary && !header.pinToVisibleBounds && header.zIndex == 1)
    #expect(CollectionLayoutDecorationItem.background(elementKind: "background").zIndex == 0)
  }

  @Test func theProviderIsAskedPerSectionWithTheViewsSizeAndAgainOnAWidthChange() {
    // C8: every section, every solve; the container is the collection view's size.
    var calls: [String] = []
    let layout = CompositionalLayout { index, environment in
      calls.append("\(index) \(environment.container.contentSize.width)")
      return self.listSection(height: 40)
    }
    let fixture = CompositionalFixture(size: CGSize(width: 300, height: 600), counts: [1, 2], layout: layout)
    #expect(calls == ["0 300.0", "1 300.0"])
    calls = []
    fixture.collectionView.contentOffset = CGPoint(x: 0, y: 10)
    fixture.collectionView.layoutIfNeeded()
    #expect(calls == [])  // a scroll doesn't ask
    fixture.collectionView.frame = CGRect(x: 0, y: 0, width: 200, height: 600)
    fixture.collectionView.layoutIfNeeded()
    #expect(calls == ["0 200.0", "1 200.0"])
    #expect(fixture.frame(1, section: 1) == box(0, 80, 200, 40))  // section 1 at 40, its item 1 at 40 + 40
  }

  @Test func aBatchUpdateReusesTheSectionsTemplate() {
    // A batch update re-solves with the kept template: the custom provider isn't called again.
    var solves = 0
    let group = CollectionLayoutGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50))) { _ in
      solves += 1
      return [CollectionLayoutGroupCustomItem(frame: box(0, 0, 300, 50))]
    }
    let section = CollectionLayoutSection(group: group)
    let fixture = CompositionalFixture(counts: [2, 2], section: section)
    #expect(solves == 1)
    fixture.dataSource.counts = [3, 2]
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
    }
    fixture.collectionView.layoutIfNeeded()
    #expect(solves == 1)
    #expect(fixture.frame(0, section: 1) == box(0, 150, 300, 50))  // 3·50
    fixture.layout.invalidateLayout()
    fixture.collectionView.layoutIfNeeded()
    #expect(solves == 2)  // a plain invalidation solves the group again
    fixture.layout.invalidateLayout()
    fixture.dataSource.counts = [4, 2]
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
    }
    fixture.collectionView.layoutIfNeeded()
    #expect(solves == 3)  // a plain invalidation before the batch isn't forgotten
  }
}
