import Testing
import TrellisTesting
import TrellisUIKitNames

/// Compositional layouts written the way tutorials write them, shown in a headless window.
@MainActor
@Suite("Ported compositional layouts")
struct CompositionalPortTests {
  func show(_ layout: UICollectionViewLayout, counts: [Int], size: CGSize = CGSize(width: 400, height: 600))
    -> (HeadlessHost, UICollectionView)
  {
    let host = HeadlessHost(size: size)
    let controller = CompositionalSampleController(layout: layout, counts: counts)
    host.show(controller)
    return (host, controller.collectionView)
  }

  @Test func aGridOfFifthWidthSquares() {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let layout = UICollectionViewCompositionalLayout(section: section)
    let (_, collectionView) = show(layout, counts: [12])
    // 0.2 × 400 = 80: five squares a row; item 7 is the third of the second row.
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 7, section: 0))?.frame
        == CGRect(x: 160, y: 80, width: 80, height: 80))
    #expect(collectionView.visibleCells.count == 12)
    #expect(collectionView.contentSize == CGSize(width: 400, height: 240))  // 3 rows of 80
  }

  @Test func aTwoLevelNestedGroup() {
    let leadingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0))
    )
    leadingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailingItem = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5))
    )
    trailingItem.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let trailingGroup = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
      subitem: trailingItem, count: 2)
    let nestedGroup = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.4)),
      subitems: [leadingItem, trailingGroup])
    let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: nestedGroup))
    let (_, collectionView) = show(layout, counts: [4])
    func frame(_ item: Int) -> CGRect? { collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.frame }
    // The group is 400 × 240 (0.4 × 600); the leading item 280 wide, the column 120 with two halves of 120.
    #expect(frame(0) == CGRect(x: 10, y: 10, width: 260, height: 220))  // 280 × 240 less 10 all round
    #expect(frame(1) == CGRect(x: 290, y: 10, width: 100, height: 100))  // 280 + 10; 120 − 20
    #expect(frame(2) == CGRect(x: 290, y: 130, width: 100, height: 100))  // 120 + 10
    #expect(frame(3) == CGRect(x: 10, y: 250, width: 260, height: 220))  // the second repetition at 240
  }

  @Test func aPinnedSectionHeader() {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    )
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
      elementKind: CompositionalSampleController.headerKind, alignment: .top)
    sectionHeader.pinToVisibleBounds = true
    sectionHeader.zIndex = 2
    section.boundarySupplementaryItems = [sectionHeader]
    let layout = UICollectionViewCompositionalLayout(section: section)
    let (_, collectionView) = show(layout, counts: [10, 10], size: CGSize(width: 400, height: 300))
    func header(_ section: Int) -> CGRect? {
      collectionView.supplementaryView(
        forElementKind: CompositionalSampleController.headerKind, at: IndexPath(item: 0, section: section))?.frame
    }
    #expect(header(0) == CGRect(x: 10, y: 0, width: 380, height: 44))  // inset by the leading/trailing 10
    // Each section is 44 + 10·44 + 9·5 = 529 long.
    collectionView.contentOffset = CGPoint(x: 0, y: 300)
    collectionView.layoutIfNeeded()
    #expect(header(0) == CGRect(x: 10, y: 300, width: 380, height: 44))  // pinned to the top
    collectionView.contentOffset = CGPoint(x: 0, y: 500)
    collectionView.layoutIfNeeded()
    #expect(header(0) == CGRect(x: 10, y: 485, width: 380, height: 44))  // pushed by the end: 529 − 44
    #expect(header(1) == CGRect(x: 10, y: 529, width: 380, height: 44))
  }

  @Test func aBadgeOnEachItem() {
    let badgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: badgeSize, elementKind: CompositionalSampleController.badgeKind, containerAnchor: badgeAnchor)
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0)),
      supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    let layout = UICollectionViewCompositionalLayout(section: section)
    let (_, collectionView) = show(layout, counts: [5])
    // The group is 360 × 72 (0.2 × 360) at (20, 20); item 1's slot is 90 wide at 110, its frame 80 × 62 at (115, 25).
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        == CGRect(x: 115, y: 25, width: 80, height: 62))
    let shown = collectionView.supplementaryView(
      forElementKind: CompositionalSampleController.badgeKind, at: IndexPath(item: 1, section: 0))
    #expect(shown?.frame == CGRect(x: 181, y: 19, width: 20, height: 20))  // 195 − 20 + 0.3·20, 25 − 0.3·20
  }

  @Test func aSectionProviderThatAdaptsToTheEnvironment() {
    let layout = UICollectionViewCompositionalLayout {
      (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
      let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 2
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      let groupHeight = NSCollectionLayoutDimension.absolute(sectionIndex == 0 ? 50 : 80)
      let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: columns)
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = sectionIndex == 1 ? .continuousGroupLeadingBoundary : .none
      return section
    }
    let (_, collectionView) = show(layout, counts: [4, 3])
    // 400 wide: two columns of 200; section 0 is two rows of 50, section 1 a row of 80 scrolling sideways.
    #expect(
      collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 200, y: 50, width: 200, height: 50))
    // The row's frames are the layout's at offset zero (its views live in the row's own scroll view).
    #expect(
      layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
        == CGRect(x: 400, y: 100, width: 200, height: 80))
    let region = layout.orthogonalScrollingRegion(forSection: 1)
    #expect(region?.frame == CGRect(x: 0, y: 100, width: 400, height: 80))
    #expect(region?.contentSize == CGSize(width: 800, height: 80))  // two groups of 400
    #expect(region?.behavior == .continuousGroupLeadingBoundary)
  }
}
