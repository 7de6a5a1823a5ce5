import Trellis

/// A sidebar as in Apple's iOS 14 sidebar samples, built with the list API: `CompositionalLayout.list`
/// with the `.sidebar` appearance and `headerMode = .firstItemInSection`, one section snapshot per group
/// whose first item is the group's header, `CollectionViewListCell`s with `sidebarHeader()`/`sidebarCell()`
/// content, and `.outlineDisclosure` accessories: clicking a chevron (or a whole header row) expands or
/// collapses the item through the data source's section snapshot, animated. Leaves select and show their
/// title on the right.
@MainActor final class SidebarScene: SceneController, CollectionViewDelegate {
  /// The sidebar's width (or 40% of a narrower screen).
  static let sidebarWidth: CGFloat = 300

  /// The sidebar.
  private(set) var collectionView: CollectionView!
  /// Its data source: a section per group, identified by the group's title.
  private(set) var dataSource: CollectionViewDiffableDataSource<String, SidebarItem>!
  /// The selected leaf's title, large, on the right.
  let detailTitle = Label()
  private let divider = View()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: CompositionalLayout.list(using: configuration))
    cv.backgroundColor = configuration.resolvedBackgroundColor
    cv.alwaysBounceVertical = true
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    divider.backgroundColor = .separator
    detailTitle.font = .systemFont(ofSize: 28, weight: .bold)
    view.addSubview(divider)
    view.addSubview(detailTitle)
    configureDataSource()
    applyInitialSnapshots()
    if let indexPath = dataSource.indexPath(for: SidebarItem("Albums")) {
      cv.selectItem(at: indexPath, animated: false, scrollPosition: [])
      detailTitle.text = "Albums"
    }
  }

  override func layoutScene(in bounds: CGRect) {
    let width = min(Self.sidebarWidth, (bounds.width * 0.4).rounded())
    collectionView.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
    let hairline = 1 / max(1, Screen.main.scale)
    divider.frame = CGRect(x: width, y: 0, width: hairline, height: bounds.height)
    detailTitle.frame = CGRect(x: width + 32, y: 32, width: max(0, bounds.width - width - 64), height: 40)
  }

  private func configureDataSource() {
    let headerRegistration = CollectionView.CellRegistration<CollectionViewListCell, SidebarItem> { cell, _, item in
      var content = ListContentConfiguration.sidebarHeader()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = [.outlineDisclosure(options: CellAccessory.OutlineDisclosureOptions(style: .header))]
    }
    let rowRegistration = CollectionView.CellRegistration<CollectionViewListCell, SidebarItem> { cell, _, item in
      var content = ListContentConfiguration.sidebarCell()
      content.text = item.title
      cell.contentConfiguration = content
      cell.accessories = item.isParent ? [.outlineDisclosure()] : []
    }
    dataSource = CollectionViewDiffableDataSource<String, SidebarItem>(collectionView: collectionView) {
      collectionView, indexPath, item in
      indexPath.item == 0
        ? collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
        : collectionView.dequeueConfiguredReusableCell(using: rowRegistration, for: indexPath, item: item)
    }
  }

  /// One section per group: the group as the header item, its rows under it, the groups expanded.
  private func applyInitialSnapshots() {
    for group in SidebarItem.groups {
      var snapshot = DiffableDataSourceSectionSnapshot<SidebarItem>()
      func append(_ items: [SidebarItem], to parent: SidebarItem?) {
        snapshot.append(items, to: parent)
        for item in items where item.isParent { append(item.children, to: item) }
      }
      append([group], to: nil)
      snapshot.expand([group])
      if snapshot.contains(SidebarItem("Genres")) { snapshot.expand([SidebarItem("Genres")]) }
      dataSource.apply(snapshot, to: group.title, animatingDifferences: false)
    }
  }

  /// Only leaves select; parents toggle through their disclosure.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return false }
    return !item.isParent
  }

  /// Shows the selected leaf on the right.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    detailTitle.text = dataSource.itemIdentifier(for: indexPath)?.title
  }
}
