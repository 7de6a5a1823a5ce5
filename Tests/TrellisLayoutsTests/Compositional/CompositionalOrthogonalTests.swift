import Foundation
import Testing
import Trellis

@testable import TrellisLayouts

/// Orthogonal rows, the layout's side (Documentation/Behaviour.md#compositional-orthogonal).
@MainActor
@Suite("Compositional layout: orthogonal rows")
struct CompositionalOrthogonalTests {
  init() { Application.shared.reset() }

  /// A row of groups 0.5 of (400 − 2·20) = 180 wide and 100 high, 10 apart, under a 44 header, with badges.
  func rowSection(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionLayoutSection {
    let badge = CollectionLayoutSupplementaryItem(
      layoutSize: layoutSize(.absolute(10), .absolute(10)), elementKind: "badge",
      containerAnchor: CollectionLayoutAnchor(edges: [.top, .leading]))
    let item = CollectionLayoutItem(
      layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(0.5), .absolute(100)), subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = behavior
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
    section.boundarySupplementaryItems = [
      CollectionLayoutBoundarySupplementaryItem(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)
    ]
    return section
  }

  @Test func aRowLaysItsGroupsAcrossTheScrollAxisAndGivesItsRegion() {
    // E1, E2, E4: groups at x = 20, 210, 400, 590 (pitch 190); the section is 44 + 100 high.
    let fixture = CompositionalFixture(
      size: CGSize(width: 400, height: 600), counts: [4, 1], section: rowSection(.groupPaging))
    #expect(fixture.frames().map(\.minX) == [20, 210, 400, 590])  // 20 + i·(180 + 10)
    #expect(fixture.frame(0) == box(20, 44, 180, 100))  // under the header
    #expect(fixture.frame(0, section: 1) == box(20, 188, 180, 100))  // section 0 is 144 high
    #expect(fixture.supplementary("badge", 3)?.frame == box(590, 44, 10, 10))
    let region = fixture.layout.orthogonalScrollingRegion(forSection: 0)
    #expect(
      region
        == OrthogonalScrollingRegion(
          section: 0, frame: box(0, 44, 400, 100), contentSize: CGSize(width: 790, height: 100),  // 20 + 4·180 + 3·10 + 20
          behavior: .groupPaging, scrollingSupplementaryKinds: ["badge"]))
    var found: [Int] = []
    fixture.layout.forEachOrthogonalScrollingRegion(in: box(0, 150, 400, 100)) { found.append($0.section) }
    #expect(found == [1])  // section 0 ends at 144; section 1's row is 188…288
    #expect(fixture.layout.orthogonalScrollingRegion(forSection: 5) == nil)
  }

  @Test func aCentredPagingRowCentresItsGroups() {
    // E5: insets (400 − 180) / 2 = 110: groups at 110, 300, 490; the row is 110 + 3·180 + 2·10 + 110 = 780.
    let fixture = CompositionalFixture(
      size: CGSize(width: 400, height: 600), counts: [3], section: rowSection(.groupPagingCentered))
    #expect(fixture.frames().map(\.minX) == [110, 300, 490])
    #expect(fixture.layout.orthogonalScrollingRegion(forSection: 0)?.contentSize == CGSize(width: 780, height: 100))
    let next = fixture.layout.targetOrthogonalContentOffset(
      forSection: 0, proposedContentOffset: CGPoint(x: 40, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
    #expect(next == CGPoint(x: 190, y: 0))  // group 1 centred: 300 − 190 = 110
  }

  @Test func restingOffsetsFollowTheBehaviour() {
    let fixture = CompositionalFixture(
      size: CGSize(width: 400, height: 600), counts: [4], section: rowSection(.groupPaging))
    let layout = fixture.layout
    func target(_ proposed: CGFloat, _ velocity: CGFloat) -> CGFloat {
      layout.targetOrthogonalContentOffset(
        forSection: 0, proposedContentOffset: CGPoint(x: proposed, y: 0),
        withScrollingVelocity: CGPoint(x: velocity, y: 0)
      ).x
    }
    #expect(target(300, 2) == 190)  // one group from 0
    layout.orthogonalContentOffsetDidChange(CGPoint(x: 190, y: 0), inSection: 0)
    #expect(target(100, -2) == 0)  // one group back from 190
    #expect(target(170, 0) == 190)  // nearest group without velocity
  }

  @Test func aHorizontalLayoutsRowRunsDown() {
    // C4 with E1: groups 0.5 × (400 − 2·20) = 180 high, 100 wide, 10 apart from the top inset 20.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: layoutSize(.absolute(100), .fractionalHeight(0.5)), subitems: [item])
    let section = CollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .groupPaging
    section.interGroupSpacing = 10
    section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 0, bottom: 20, trailing: 0)
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let fixture = CompositionalFixture(
      size: CGSize(width: 300, height: 400), counts: [3], section: section, configuration: configuration)
    #expect(fixture.frames() == [box(0, 20, 100, 180), box(0, 210, 100, 180), box(0, 400, 100, 180)])  // 20 + i·190
    let region = fixture.layout.orthogonalScrollingRegion(forSection: 0)
    #expect(region?.frame == box(0, 0, 100, 400))
    #expect(region?.contentSize == CGSize(width: 100, height: 600))  // 20 + 3·180 + 2·10 + 20
    let next = fixture.layout.targetOrthogonalContentOffset(
      forSection: 0, proposedContentOffset: CGPoint(x: 0, y: 50), withScrollingVelocity: CGPoint(x: 0, y: 1))
    #expect(next == CGPoint(x: 0, y: 190))
  }

  @Test func aRowKeepsItsOffsetAcrossASolve() {
    let fixture = CompositionalFixture(
      size: CGSize(width: 400, height: 600), counts: [4], section: rowSection(.groupPaging))
    fixture.layout.orthogonalContentOffsetDidChange(CGPoint(x: 190, y: 0), inSection: 0)
    fixture.layout.invalidateLayout()
    fixture.collectionView.layoutIfNeeded()
    let next = fixture.layout.targetOrthogonalContentOffset(
      forSection: 0, proposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: CGPoint(x: 1, y: 0))
    #expect(next == CGPoint(x: 380, y: 0))  // one group on from 190
  }

  @Test func theHandlerSeesTheRowsVisibleItemsAndItsChangesAreAnswered() {
    // E6: before the layout cycle at offset 0, then at offset 95 the viewport is 95…495 at offset zero.
    var calls: [String] = []
    let section = rowSection(.continuous)
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      let cells = items.filter { $0.representedElementCategory == .cell }.map { $0.indexPath.item }
      calls.append("\(cells) \(offset.x) \(environment.container.contentSize.width)")
      for item in items where item.indexPath.item == 1 && item.representedElementCategory == .cell {
        item.alpha = 0.5
        item.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        item.zIndex = 7
      }
    }
    let fixture = CompositionalFixture(size: CGSize(width: 400, height: 600), counts: [4], section: section)
    #expect(calls == ["[0, 1] 0.0 400.0"])  // 20…200 and 210…390 meet 0…400; 400…580 only touches it
    calls = []
    fixture.layout.orthogonalContentOffsetDidChange(CGPoint(x: 95, y: 0), inSection: 0)
    #expect(calls == ["[0, 1, 2] 95.0 400.0"])
    let attributes = fixture.layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
    #expect(attributes?.alpha == 0.5)
    #expect(attributes?.zIndex == 7)
    #expect(attributes?.transform == CGAffineTransform(scaleX: 0.8, y: 0.8))
    #expect(attributes?.center == CGPoint(x: 300, y: 94))  // unchanged: 210 + 90, 44 + 50
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.alpha == 1)
    #expect(!fixture.layout.forEachElement(in: box(0, 0, 400, 400)) { _ in })  // changes need attribute objects
  }
}

/// The resting offsets of each behaviour as a pure function.
@Suite("Compositional layout: orthogonal resting offsets")
struct CompositionalOrthogonalTargetTests {
  /// A row with groups 190 apart, a 400 page and 390 of scrolling.
  func target(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) -> CompositionalOrthogonalTarget {
    CompositionalOrthogonalTarget(behavior: behavior, groupPitch: 190, pageLength: 400, maximumOffset: 390)
  }

  @Test func continuousRestsAtTheProposalWithinTheRow() {
    #expect(target(.continuous).restingOffset(proposed: 123, current: 0, velocity: 5) == 123)
    #expect(target(.continuous).restingOffset(proposed: 500, current: 0, velocity: 5) == 390)  // clamped
    #expect(target(.continuous).restingOffset(proposed: -20, current: 0, velocity: -5) == 0)
  }

  @Test func continuousGroupLeadingBoundaryRestsOnTheNearestGroup() {
    #expect(target(.continuousGroupLeadingBoundary).restingOffset(proposed: 300, current: 0, velocity: 3) == 380)  // 300 / 190 ≈ 1.6 → 2 · 190
    #expect(target(.continuousGroupLeadingBoundary).restingOffset(proposed: 250, current: 0, velocity: 3) == 190)  // ≈ 1.3 → 1
  }

  @Test func pagingMovesOnePageOfTheViewsWidth() {
    #expect(target(.paging).restingOffset(proposed: 900, current: 0, velocity: 3) == 390)  // 400, clamped to 390
    #expect(target(.paging).restingOffset(proposed: 0, current: 390, velocity: -3) == 0)  // ⌈389.5 / 400⌉·400 − 400
    #expect(target(.paging).restingOffset(proposed: 150, current: 0, velocity: 0) == 0)  // nearest page
  }

  @Test func groupPagingMovesOneGroup() {
    #expect(target(.groupPaging).restingOffset(proposed: 900, current: 0, velocity: 3) == 190)
    #expect(target(.groupPaging).restingOffset(proposed: 900, current: 190, velocity: 3) == 380)
    #expect(target(.groupPagingCentered).restingOffset(proposed: 0, current: 380, velocity: -3) == 190)
    #expect(target(.groupPaging).restingOffset(proposed: 390, current: 380, velocity: 3) == 390)  // 570, clamped
  }
}
