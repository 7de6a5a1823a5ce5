import Trellis

/// A sidebar outline as in Apple's iOS 14 sidebar samples: three groups with children and grandchildren,
/// built as one `DiffableDataSourceSectionSnapshot` and applied with `apply(_:to:)`. Rows are indented by
/// `level(of:)`; clicking a parent takes `snapshot(for:)`, expands or collapses the parent and applies it
/// animated, so its children slide in as inserts and out as deletes while the chevron turns. Leaves select
/// and show their title in the pane on the right.
@MainActor final class OutlineScene: SceneController, CollectionViewDelegate {
  /// The outline's only section.
  enum Section: Hashable, Sendable { case sidebar }

  /// The height of a row.
  static let rowHeight: CGFloat = 36
  /// The sidebar's width (or 40% of a narrower screen).
  static let sidebarWidth: CGFloat = 300
  /// The groups and rows expanded when the scene opens.
  static let initiallyExpanded = ["Library", "Playlists", "Workouts"]
  /// The leaf selected when the scene opens.
  static let initialSelection = "Albums"

  /// The sidebar.
  private(set) var collectionView: CollectionView!
  /// The diffable data source feeding the sidebar.
  private(set) var dataSource: CollectionViewDiffableDataSource<Section, SidebarItem>!
  /// The selected leaf's title, large, on the right.
  let detailTitle = Label()
  private let detailCaption = caption("Click a group or a row with a chevron to expand or collapse it.")
  private let layout = OutlineLayout()
  private let divider = View()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.sectionInset = EdgeInsets(top: 12, left: 0, bottom: 12, right: 0)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.backgroundColor = .systemGroupedBackground
    cv.alwaysBounceVertical = true
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    divider.backgroundColor = .separator
    detailTitle.font = .systemFont(ofSize: 28, weight: .bold)
    detailCaption.textAlignment = .left
    for subview in [divider, detailTitle, detailCaption] { view.addSubview(subview) }
    configureDataSource()
    dataSource.apply(Self.initialSnapshot(), to: .sidebar, animatingDifferences: false)
    select(SidebarItem(Self.initialSelection))
  }

  override func layoutScene(in bounds: CGRect) {
    let width = min(Self.sidebarWidth, (bounds.width * 0.4).rounded())
    collectionView.frame = CGRect(x: 0, y: 0, width: width, height: bounds.height)
    layout.itemSize = CGSize(width: width, height: Self.rowHeight)
    let hairline = 1 / max(1, Screen.main.scale)
    divider.frame = CGRect(x: width, y: 0, width: hairline, height: bounds.height)
    detailTitle.frame = CGRect(x: width + 32, y: 32, width: max(0, bounds.width - width - 64), height: 40)
    detailCaption.frame = CGRect(x: width + 32, y: 80, width: max(0, bounds.width - width - 64), height: 40)
  }

  /// The outline as the scene opens: every group's rows appended under it, some parents expanded.
  static func initialSnapshot() -> DiffableDataSourceSectionSnapshot<SidebarItem> {
    var snapshot = DiffableDataSourceSectionSnapshot<SidebarItem>()
    func append(_ items: [SidebarItem], to parent: SidebarItem?) {
      snapshot.append(items, to: parent)
      for item in items where item.isParent { append(item.children, to: item) }
    }
    append(SidebarItem.groups, to: nil)
    snapshot.expand(initiallyExpanded.map { SidebarItem($0) })
    return snapshot
  }

  private func configureDataSource() {
    let registration = CollectionView.CellRegistration<OutlineCell, SidebarItem> { [unowned self] cell, _, item in
      let outline = dataSource.snapshot(for: .sidebar)
      cell.configure(with: item, level: outline.level(of: item), isExpanded: outline.isExpanded(item))
    }
    dataSource = CollectionViewDiffableDataSource<Section, SidebarItem>(collectionView: collectionView) {
      collectionView, indexPath, item in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
  }

  /// Expands a collapsed parent or collapses an expanded one, animated, and turns its chevron.
  func toggle(_ item: SidebarItem) {
    var outline = dataSource.snapshot(for: .sidebar)
    let expanding = !outline.isExpanded(item)
    if expanding { outline.expand([item]) } else { outline.collapse([item]) }
    dataSource.apply(outline, to: .sidebar, animatingDifferences: true)
    if let indexPath = dataSource.indexPath(for: item),
      let cell = collectionView.cellForItem(at: indexPath) as? OutlineCell
    {
      cell.chevron.setExpanded(expanding, animated: true)
    }
  }

  /// Selects a visible leaf and shows it in the detail pane.
  func select(_ item: SidebarItem) {
    guard let indexPath = dataSource.indexPath(for: item) else { return }
    collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
    detailTitle.text = item.title
  }

  /// A click on a parent toggles it instead of selecting it, so the selected leaf stays selected.
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
    guard let item = dataSource.itemIdentifier(for: indexPath) else { return false }
    if item.isParent {
      toggle(item)
      return false
    }
    return true
  }

  /// Shows the selected leaf on the right.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    detailTitle.text = dataSource.itemIdentifier(for: indexPath)?.title
  }
}
