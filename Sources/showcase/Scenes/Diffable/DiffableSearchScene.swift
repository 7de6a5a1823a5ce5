import TrellisUIKitNames

/// A list of 10,000 items filtered as you type, written as a UIKit app writes it with UIKit's names: a
/// `UITextField` sends `.editingChanged`, each change builds a fresh `NSDiffableDataSourceSnapshot` of
/// the matching identifiers and applies it animated, so the rows that leave fade out and the rest slide
/// into place. The identifiers are stable IDs (`SearchItem.ID`); the cell registration reads the names
/// from the catalog. Clicking a row toggles its favourite star with `reconfigureItems`: the same cell is
/// configured again, with no reload.
final class DiffableSearchScene: UIViewController, UICollectionViewDelegate {
  /// The list's only section.
  enum Section: Hashable, Sendable { case main }

  /// The height of a row.
  static let rowHeight: CGFloat = 44
  /// The height of the search bar above the list.
  static let searchBarHeight: CGFloat = 60

  /// The model: every item, by identifier.
  let catalog = SearchCatalog()
  /// The favourites' identifiers.
  private(set) var favourites: Set<SearchItem.ID> = []
  /// The search field.
  let searchField = UITextField()
  /// "128 of 10,000": how many items match.
  let countLabel = UILabel()
  /// "No Results for “owl”", the list's background view, empty while anything matches.
  let emptyLabel = UILabel()
  /// The list.
  private(set) var collectionView: UICollectionView!
  /// The diffable data source feeding the list.
  private(set) var dataSource: UICollectionViewDiffableDataSource<Section, SearchItem.ID>!
  private let layout = SearchListLayout()
  private let divider = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemGroupedBackground
    configureSearchBar()
    configureHierarchy()
    configureDataSource()
    performQuery(with: "", animatingDifferences: false)
  }

  /// The field takes the keyboard as soon as the scene shows.
  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    searchField.becomeFirstResponder()
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let bounds = view.bounds
    let countWidth: CGFloat = 132
    searchField.frame = CGRect(x: 16, y: 12, width: max(0, bounds.width - 40 - countWidth), height: 36)
    countLabel.frame = CGRect(x: bounds.width - 16 - countWidth, y: 12, width: countWidth, height: 36)
    let hairline = 1 / max(1, UIScreen.main.scale)
    divider.frame = CGRect(x: 0, y: Self.searchBarHeight - hairline, width: bounds.width, height: hairline)
    collectionView.frame = CGRect(
      x: 0, y: Self.searchBarHeight, width: bounds.width, height: max(0, bounds.height - Self.searchBarHeight))
    layout.itemSize = CGSize(width: bounds.width, height: Self.rowHeight)
  }

  private func configureSearchBar() {
    searchField.placeholder = "Search \(SearchCatalog.grouped(catalog.items.count)) items"
    searchField.borderStyle = .roundedRect
    searchField.clearButtonMode = .whileEditing
    searchField.addTarget(self, action: DiffableSearchScene.searchTextChanged, for: .editingChanged)
    countLabel.font = .systemFont(ofSize: 14)
    countLabel.textColor = .secondaryLabel
    countLabel.textAlignment = .right
    divider.backgroundColor = .separator
    for subview in [searchField, countLabel, divider] { view.addSubview(subview) }
  }

  private func configureHierarchy() {
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.backgroundColor = .white
    collectionView.alwaysBounceVertical = true
    collectionView.delegate = self
    emptyLabel.font = .systemFont(ofSize: 17)
    emptyLabel.textColor = .secondaryLabel
    emptyLabel.textAlignment = .center
    collectionView.backgroundView = emptyLabel
    view.addSubview(collectionView)
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<SearchResultCell, SearchItem.ID> {
      [unowned self] cell, _, id in
      cell.configure(with: catalog[id], isFavourite: favourites.contains(id))
    }
    dataSource = UICollectionViewDiffableDataSource<Section, SearchItem.ID>(collectionView: collectionView) {
      collectionView, indexPath, id in
      collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: id)
    }
  }

  /// Filters on every edit of the field.
  func searchTextChanged() {
    performQuery(with: searchField.text ?? "", animatingDifferences: true)
  }

  /// Applies a fresh snapshot of the items matching `query` and updates the count.
  func performQuery(with query: String, animatingDifferences: Bool) {
    let matches = catalog.identifiers(matching: query)
    var snapshot = NSDiffableDataSourceSnapshot<Section, SearchItem.ID>()
    snapshot.appendSections([.main])
    snapshot.appendItems(matches)
    dataSource.apply(snapshot, animatingDifferences: animatingDifferences)
    countLabel.text = "\(SearchCatalog.grouped(matches.count)) of \(SearchCatalog.grouped(catalog.items.count))"
    emptyLabel.text = matches.isEmpty ? "No Results for \u{201C}\(query)\u{201D}" : nil
  }

  /// Toggles the clicked item's star: the model changes, the identifier doesn't, so the cell is reconfigured.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    collectionView.deselectItem(at: indexPath, animated: false)
    guard let id = dataSource.itemIdentifier(for: indexPath) else { return }
    if favourites.remove(id) == nil { favourites.insert(id) }
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([id])
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}
