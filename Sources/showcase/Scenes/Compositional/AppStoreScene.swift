import TrellisUIKitNames

/// An App Store-like page written as a UIKit app writes it, with UIKit's names: one compositional layout
/// whose section provider returns a carousel of large cards (group paging, centred), a carousel of
/// three-row groups (group paging), a grid with badges on a rounded background, and a continuous row of
/// icons, each under a pinned header; a diffable data source feeds it.
final class AppStoreScene: UIViewController {
  /// The kinds of section the page cycles through.
  enum SectionKind: Int, CaseIterable, Sendable {
    case featured, rows, grid, icons

    /// How many items a section of this kind holds.
    var itemCount: Int {
      switch self {
      case .featured: return 6
      case .rows: return 12
      case .grid: return 8
      case .icons: return 20
      }
    }
  }

  /// The header's element kind.
  static let headerKind = "section-header"
  /// The badge's element kind.
  static let badgeKind = "badge"
  /// The grid's background decoration kind.
  static let backgroundKind = "section-background"
  /// How many sections the page has (the four kinds, repeated).
  static let sectionCount = 16

  /// The page.
  private(set) var collectionView: UICollectionView!
  /// Its data source: sections are `Int`s, items `Int`s unique across the page.
  private(set) var dataSource: UICollectionViewDiffableDataSource<Int, Int>!

  /// The kind of section `index`.
  static func kind(ofSection index: Int) -> SectionKind { SectionKind(rawValue: index % 4)! }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
    configureDataSource()
  }

  /// The page's layout: one section provider for the four kinds of section.
  static func makeLayout() -> UICollectionViewCompositionalLayout {
    let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
      let section: NSCollectionLayoutSection
      switch kind(ofSection: sectionIndex) {
      case .featured: section = featuredSection()
      case .rows: section = rowsSection()
      case .grid: section = gridSection(width: environment.container.effectiveContentSize.width)
      case .icons: section = iconsSection()
      }
      let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
      let header = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: headerSize, elementKind: headerKind, alignment: .top)
      header.pinToVisibleBounds = true
      header.zIndex = 2
      section.boundarySupplementaryItems = [header]
      return section
    }
    layout.register(SectionBackgroundView.self, forDecorationViewOfKind: backgroundKind)
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 16
    layout.configuration = configuration
    return layout
  }

  /// Large cards, one at a time, centred, with a peek of their neighbours.
  static func featuredSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.85), heightDimension: .absolute(220)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 12
    section.orthogonalScrollingBehavior = .groupPagingCentered
    section.visibleItemsInvalidationHandler = { items, offset, environment in
      // The card nearest the middle is full size; the others shrink by up to 8 %.
      let middle = offset.x + environment.container.contentSize.width / 2
      for item in items where item.representedElementCategory == .cell {
        let distance = abs(item.frame.midX - middle) / environment.container.contentSize.width
        let scale = 1 - min(0.08, distance * 0.1)
        item.transform = CGAffineTransform(scaleX: scale, y: scale)
      }
    }
    return section
  }

  /// Groups of three rows that page one group at a time.
  static func rowsSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1 / 3))
    )
    item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .absolute(216)),
      subitem: item, count: 3)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 12
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = .groupPaging
    return section
  }

  /// A grid of tiles with "new" badges on a rounded background.
  static func gridSection(width: CGFloat) -> NSCollectionLayoutSection {
    let columns = width > 700 ? 4 : 2
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(24), heightDimension: .absolute(24)),
      elementKind: badgeKind,
      containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(96)),
      subitem: item, count: columns)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
    background.contentInsets = NSDirectionalEdgeInsets(top: 44, leading: 8, bottom: 0, trailing: 8)
    section.decorationItems = [background]
    return section
  }

  /// A continuous row of small icons.
  static func iconsSection() -> NSCollectionLayoutSection {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(84), heightDimension: .absolute(84)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 10
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    section.orthogonalScrollingBehavior = .continuous
    return section
  }

  private func configureDataSource() {
    let cardRegistration = UICollectionView.CellRegistration<AppTileCell, Int> { cell, indexPath, item in
      cell.configure(item: item, style: Self.kind(ofSection: indexPath.section))
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: cardRegistration, for: indexPath, item: item)
    }
    let headerRegistration = UICollectionView.SupplementaryRegistration<SectionHeaderView>(
      elementKind: Self.headerKind
    ) { header, _, indexPath in
      header.configure(section: indexPath.section, kind: Self.kind(ofSection: indexPath.section))
    }
    let badgeRegistration = UICollectionView.SupplementaryRegistration<BadgeView>(elementKind: Self.badgeKind) {
      badge, _, indexPath in
      badge.label.text = "\(indexPath.item % 9 + 1)"
    }
    dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
      if kind == Self.badgeKind {
        return collectionView.dequeueConfiguredReusableSupplementary(using: badgeRegistration, for: indexPath)
      }
      return collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var next = 0
    for section in 0..<Self.sectionCount {
      snapshot.appendSections([section])
      let count = Self.kind(ofSection: section).itemCount
      snapshot.appendItems(Array(next..<(next + count)), toSection: section)
      next += count
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
