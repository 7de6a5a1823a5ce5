import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A compositional layout in a collection view that is a controller's view, so its safe area comes from the
/// controller's `additionalSafeAreaInsets` and its margins follow the root view's rules.
@MainActor final class ReferenceFixture {
  let controller: CollectionViewController
  let layout: CompositionalLayout
  let dataSource: CountingDataSource
  var collectionView: CollectionView { controller.collectionView }

  init(
    size: CGSize, counts: [Int], layout: CompositionalLayout, safeArea: EdgeInsets,
    margins: DirectionalEdgeInsets? = nil
  ) {
    self.layout = layout
    controller = CollectionViewController(collectionViewLayout: layout)
    controller.additionalSafeAreaInsets = safeArea
    let collectionView = controller.collectionView!
    collectionView.frame = CGRect(origin: .zero, size: size)
    if let margins { collectionView.directionalLayoutMargins = margins }
    dataSource = CountingDataSource(counts: counts, supplementaryViews: .reuseIdentifierIsKind)
    dataSource.registerCells(on: collectionView)
    dataSource.registerSupplementaryViews(ofKinds: ["header"], on: collectionView)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
  }

  func frame(_ item: Int, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
  }

  func header(section: Int = 0) -> CGRect? {
    layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: section))?.frame
  }
}

/// `contentInsetsReference` of the configuration and of sections, `supplementaryContentInsetsReference`, the
/// environment's container insets and the invalidation when the references move
/// (Documentation/Behaviour.md#compositional-insets-reference).
@MainActor
@Suite("Compositional layout: content insets references")
struct CompositionalInsetsReferenceTests {
  init() { Application.shared.reset() }

  /// A section of one full-width group `height` tall holding items `itemWidth` of it, insets 5 at the sides.
  func section(
    _ reference: ContentInsetsReference = .automatic, itemWidth: CGFloat = 1, height: CGFloat = 10
  ) -> CollectionLayoutSection {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(itemWidth), .fractionalHeight(1)))
    let section = rowSection(layoutSize(.fractionalWidth(1), .absolute(height)), [item])
    section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 5, bottom: 0, trailing: 5)
    section.contentInsetsReference = reference
    return section
  }

  func header() -> CollectionLayoutBoundarySupplementaryItem {
    CollectionLayoutBoundarySupplementaryItem(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .top)
  }

  @Test func theDefaultReferenceIsTheSafeAreaAndTheProviderSeesItsInsets() {
    // C6: configuration .safeArea, section .automatic; safe area left 30, right 10, section insets 5 | 5.
    var seen: [(DirectionalEdgeInsets, DirectionalEdgeInsets, CGSize)] = []
    let section = section(itemWidth: 0.5, height: 50)
    let layout = CompositionalLayout { _, environment in
      let container = environment.container
      seen.append((container.contentInsets, container.effectiveContentInsets, container.effectiveContentSize))
      return section
    }
    let fixture = ReferenceFixture(
      size: CGSize(width: 300, height: 600), counts: [2], layout: layout,
      safeArea: EdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
    // Across: 30 + 5 = 35 leading, 10 + 5 = 15 trailing; the group is 300 − 50 = 250, items 125.
    #expect(fixture.frame(0) == box(35, 0, 125, 50))
    #expect(fixture.frame(1) == box(160, 0, 125, 50))  // 35 + 125
    let insets = DirectionalEdgeInsets(top: 0, leading: 30, bottom: 0, trailing: 10)
    #expect(seen.last?.0 == insets)  // the safe area across the scroll axis only
    #expect(seen.last?.1 == insets)  // points, not fractions
    #expect(seen.last?.2 == CGSize(width: 260, height: 600))  // 300 − 30 − 10
  }

  @Test func eachSectionMeasuresFromItsOwnReference() {
    // 800 wide; safe area 30 | 10; margins 24 | 24 set, plus the safe area: 54 | 34; readable: 800 − 88 =
    // 712 between the margins, 40 more than 672, so 20 more each side: 74 | 54. Section insets 5 | 5.
    let references: [ContentInsetsReference] = [.automatic, .none, .safeArea, .layoutMargins, .readableContent]
    let sections = references.map { section($0) }
    let layout = CompositionalLayout { index, _ in sections[index] }
    let fixture = ReferenceFixture(
      size: CGSize(width: 800, height: 600), counts: [1, 1, 1, 1, 1], layout: layout,
      safeArea: EdgeInsets(top: 0, left: 30, bottom: 0, right: 10),
      margins: DirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24))
    #expect(fixture.frame(0, section: 0) == box(35, 0, 750, 10))  // automatic = safe area: 800 − 35 − 15
    #expect(fixture.frame(0, section: 1) == box(5, 10, 790, 10))  // none: the view's edges, 800 − 10
    #expect(fixture.frame(0, section: 2) == box(35, 20, 750, 10))  // safe area
    #expect(fixture.frame(0, section: 3) == box(59, 30, 702, 10))  // margins: 54 + 5, 800 − 59 − 39
    #expect(fixture.frame(0, section: 4) == box(79, 40, 662, 10))  // readable: 74 + 5, 800 − 79 − 59
  }

  @Test func theConfigurationsReferenceIsWhatAutomaticFollows() {
    // Configuration .layoutMargins: margins 24 | 24 plus the safe area 30 | 10 → 54 | 34; insets 5 | 5.
    let configuration = CompositionalLayoutConfiguration()
    configuration.contentInsetsReference = .layoutMargins
    let fixture = ReferenceFixture(
      size: CGSize(width: 300, height: 600), counts: [1],
      layout: CompositionalLayout(section: section(), configuration: configuration),
      safeArea: EdgeInsets(top: 0, left: 30, bottom: 0, right: 10),
      margins: DirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24))
    #expect(fixture.frame(0) == box(59, 0, 202, 10))  // 54 + 5; 300 − 59 − 39
  }

  @Test func boundaryItemsFollowTheSupplementaryReference() {
    // Safe area 30 | 10, margins 24 | 24 (54 | 34 with the safe area), section insets 5 | 5.
    // Section 0: items from the view's edges (.none), header .automatic = the configuration's safe area,
    // following the section's insets: 30 + 5 = 35, 300 − 35 − 15 = 250 wide.
    let first = section(.none)
    first.boundarySupplementaryItems = [header()]
    // Section 1: header from the margins, not following the section's insets: 54, 300 − 54 − 34 = 212.
    let second = section(.none)
    second.boundarySupplementaryItems = [header()]
    second.supplementaryContentInsetsReference = .layoutMargins
    second.supplementariesFollowContentInsets = false
    let sections = [first, second]
    let fixture = ReferenceFixture(
      size: CGSize(width: 300, height: 600), counts: [1, 1],
      layout: CompositionalLayout { index, _ in sections[index] },
      safeArea: EdgeInsets(top: 0, left: 30, bottom: 0, right: 10),
      margins: DirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24))
    #expect(fixture.header(section: 0) == box(35, 0, 250, 20))
    #expect(fixture.frame(0, section: 0) == box(5, 20, 290, 10))  // below the 20 header, 300 − 10 wide
    #expect(fixture.header(section: 1) == box(54, 30, 212, 20))  // section 0 is 30 long
    #expect(fixture.frame(0, section: 1) == box(5, 50, 290, 10))
  }

  @Test func aHorizontalLayoutMeasuresTopAndBottomFromItsReference() {
    // Scrolling sideways the references' top and bottom count: safe area 20 | 10, section insets 0.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item])
    let configuration = CompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    let fixture = ReferenceFixture(
      size: CGSize(width: 400, height: 300), counts: [2],
      layout: CompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration),
      safeArea: EdgeInsets(top: 20, left: 30, bottom: 10, right: 0))
    #expect(fixture.frame(0) == box(0, 20, 100, 270))  // 300 − 20 − 10 tall, from 20; the left 30 not counted
    #expect(fixture.frame(1) == box(100, 20, 100, 270))
  }

  @Test func aCentredPagingRowCentresItsGroupsInTheSafeArea() {
    // Safe area 30 | 10 in 400: groups 0.5 of 400 − 40 = 180, centred in the 360 between: (360 − 180) / 2
    // = 90, so the first group is at 30 + 90 = 120; pitch 180 + 10.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let section = rowSection(layoutSize(.fractionalWidth(0.5), .absolute(100)), [item])
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.interGroupSpacing = 10
    let fixture = ReferenceFixture(
      size: CGSize(width: 400, height: 600), counts: [2], layout: CompositionalLayout(section: section),
      safeArea: EdgeInsets(top: 0, left: 30, bottom: 0, right: 10))
    #expect(fixture.frame(0) == box(120, 0, 180, 100))
    #expect(fixture.frame(1) == box(310, 0, 180, 100))  // 120 + 190
    // The row: 120 + 2·180 + 10 + (10 + 90) = 590 long.
    #expect(fixture.layout.orthogonalScrollingRegion(forSection: 0)?.contentSize == CGSize(width: 590, height: 100))
  }

  @Test func aChangeOfSafeAreaOrMarginsSolvesAgain() {
    // Section 0 from the safe area, section 1 from the margins; insets 5 | 5, 300 wide.
    let sections = [section(.safeArea), section(.layoutMargins)]
    let fixture = ReferenceFixture(
      size: CGSize(width: 300, height: 600), counts: [1, 1],
      layout: CompositionalLayout { index, _ in sections[index] },
      safeArea: EdgeInsets(top: 0, left: 30, bottom: 0, right: 10),
      margins: DirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24))
    #expect(fixture.frame(0, section: 0) == box(35, 0, 250, 10))  // 30 + 5; 300 − 35 − 15
    #expect(fixture.frame(0, section: 1) == box(59, 10, 202, 10))  // 24 + 30 + 5; 300 − 59 − 39
    let prepares = fixture.collectionView.statistics.prepareCount
    fixture.controller.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 40, bottom: 0, right: 0)
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.collectionView.statistics.prepareCount == prepares + 1)
    #expect(fixture.frame(0, section: 0) == box(45, 0, 250, 10))  // 40 + 5; 300 − 45 − 5
    #expect(fixture.frame(0, section: 1) == box(69, 10, 202, 10))  // 24 + 40 + 5; 300 − 69 − 29
    fixture.collectionView.directionalLayoutMargins = DirectionalEdgeInsets(
      top: 0, leading: 30, bottom: 0, trailing: 30)
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frame(0, section: 1) == box(75, 10, 190, 10))  // 30 + 40 + 5; 300 − 75 − 35
    // Nothing moved: a further pass doesn't prepare.
    let settled = fixture.collectionView.statistics.prepareCount
    fixture.collectionView.setNeedsLayout()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.collectionView.statistics.prepareCount == settled)
  }
}
