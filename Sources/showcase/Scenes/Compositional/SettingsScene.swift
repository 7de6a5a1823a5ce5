import Trellis

/// A Settings-like inset grouped list: `CompositionalLayout.list(using:)` with the `.insetGrouped`
/// appearance and section headers, `CollectionViewListCell`s configured with `ListContentConfiguration`
/// (value cells), accessories (disclosure indicators, labels, checkmarks, a delete
/// button while editing), and swipe actions on the mailbox rows: swipe a row left for Flag and Delete
/// (a full swipe deletes), right for Mark as Read. Deleting applies a snapshot without the row.
@MainActor final class SettingsScene: SceneController, CollectionViewDelegate {
  /// A row: its title and what it shows.
  struct Row: Hashable, Sendable {
    /// The row's title, unique in the list.
    var title: String
    /// The secondary text, on the right.
    var detail: String? = nil
    /// The row's kind.
    var kind: Kind = .navigation

    /// How a row looks and behaves.
    enum Kind: Hashable, Sendable {
      /// A value on the right and a disclosure indicator.
      case navigation
      /// One of several choices; a checkmark when chosen.
      case choice
      /// A message: its title and a preview, with swipe actions.
      case message
    }
  }

  /// The list's sections.
  enum Section: String, CaseIterable, Hashable, Sendable {
    case connections = "Connections"
    case appearance = "Appearance"
    case mailbox = "Mailbox"
    case general = "General"
  }

  /// The list.
  private(set) var collectionView: CollectionView!
  /// The data source.
  private(set) var dataSource: CollectionViewDiffableDataSource<Section, Row>!
  /// The chosen appearance.
  private(set) var chosenAppearance = "Automatic"
  /// The messages marked as read.
  private(set) var readMessages: Set<String> = []
  /// The flagged messages.
  private(set) var flaggedMessages: Set<String> = []

  /// The rows of each section when the scene opens.
  static let initialRows: [Section: [Row]] = [
    .connections: [
      Row(title: "Wi-Fi", detail: "Home"), Row(title: "Bluetooth", detail: "On"),
      Row(title: "Mobile Data", detail: "Off"), Row(title: "Personal Hotspot", detail: "Off"),
    ],
    .appearance: ["Light", "Dark", "Automatic"].map { Row(title: $0, kind: .choice) },
    .mailbox: (1...8).map {
      Row(
        title: "Message \($0)", detail: ["Lunch on Friday?", "Your order has shipped", "Weekly report"][$0 % 3],
        kind: .message)
    },
    .general: ["About", "Software Update", "Storage", "Keyboard", "Fonts", "Language & Region", "Reset"].map {
      Row(title: $0)
    },
  ]

  override func viewDidLoad() {
    super.viewDidLoad()
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    configuration.trailingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.trailingActions(at: indexPath)
    }
    configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
      self?.leadingActions(at: indexPath)
    }
    let layout = CompositionalLayout.list(using: configuration)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: layout)
    cv.backgroundColor = .systemGroupedBackground
    cv.alwaysBounceVertical = true
    cv.delegate = self
    view.addSubview(cv)
    collectionView = cv
    configureDataSource()
  }

  override func layoutScene(in bounds: CGRect) {
    collectionView.frame = bounds
  }

  private func configureDataSource() {
    let cellRegistration = CollectionView.CellRegistration<CollectionViewListCell, Row> {
      [unowned self] cell, _, row in
      var content: ListContentConfiguration
      switch row.kind {
      case .navigation:
        content = .valueCell()
        content.secondaryText = row.detail
        cell.accessories = [.disclosureIndicator()]
      case .choice:
        content = .cell()
        cell.accessories = row.title == chosenAppearance ? [.checkmark()] : []
      case .message:
        // A subtitle cell: the row measures its two lines (self-sizing), taller than the 44-pt estimate.
        content = .subtitleCell()
        content.secondaryText = row.detail
        let unread = !readMessages.contains(row.title)
        cell.accessories = flaggedMessages.contains(row.title) ? [.label(text: "Flagged")] : []
        content.textProperties.font = unread ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
      }
      content.text = row.title
      cell.contentConfiguration = content
    }
    let headerRegistration = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
      elementKind: CollectionView.elementKindSectionHeader
    ) { header, _, indexPath in
      var content = ListContentConfiguration.groupedHeader()
      content.text = Section.allCases[indexPath.section].rawValue.uppercased()
      header.contentConfiguration = content
    }
    dataSource = CollectionViewDiffableDataSource<Section, Row>(collectionView: collectionView) {
      collectionView, indexPath, row in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: row)
    }
    dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
    var snapshot = DiffableDataSourceSnapshot<Section, Row>()
    snapshot.appendSections(Section.allCases)
    for section in Section.allCases { snapshot.appendItems(Self.initialRows[section] ?? [], toSection: section) }
    dataSource.apply(snapshot, animatingDifferences: false)
  }

  /// Flag and Delete for a message; nothing for other rows.
  func trailingActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
    guard let row = dataSource.itemIdentifier(for: indexPath), row.kind == .message else { return nil }
    let delete = ContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
      self?.delete(row)
      completion(true)
    }
    let flag = ContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
      self?.toggle(row, in: \.flaggedMessages)
      completion(true)
    }
    flag.backgroundColor = .systemOrange
    return SwipeActionsConfiguration(actions: [delete, flag])
  }

  /// Mark as Read (or Unread) for a message.
  func leadingActions(at indexPath: IndexPath) -> SwipeActionsConfiguration? {
    guard let row = dataSource.itemIdentifier(for: indexPath), row.kind == .message else { return nil }
    let read = readMessages.contains(row.title)
    let action = ContextualAction(style: .normal, title: read ? "Unread" : "Read") { [weak self] _, _, completion in
      self?.toggle(row, in: \.readMessages)
      completion(true)
    }
    action.backgroundColor = .systemBlue
    return SwipeActionsConfiguration(actions: [action])
  }

  /// Removes a message from the list, animated.
  func delete(_ row: Row) {
    var snapshot = dataSource.snapshot()
    snapshot.deleteItems([row])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  private func toggle(_ row: Row, in set: ReferenceWritableKeyPath<SettingsScene, Set<String>>) {
    if self[keyPath: set].remove(row.title) == nil { self[keyPath: set].insert(row.title) }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([row])
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  /// A choice row becomes the chosen appearance; other rows deselect at once.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: true)
    guard let row = dataSource.itemIdentifier(for: indexPath), row.kind == .choice else { return }
    let previous = Self.initialRows[.appearance]?.first { $0.title == chosenAppearance }
    chosenAppearance = row.title
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([row] + (previous.map { [$0] } ?? []))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
