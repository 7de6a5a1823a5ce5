import TrellisUIKitNames

// A searchable list written the way Apple's modern collection-view sample and its tutorials write it: a
// diffable data source with a cell registration, identifiers that are stable IDs, a snapshot built per
// query and applied animated, and content changes sent with `reconfigureItems`.

/// A mountain, identified by its `id`: equality and hashing use the id only, so an edited height is the
/// same item (reconfigured), not a new one.
struct Mountain: Hashable, Sendable {
  let id: Int
  var name: String
  var height: Int
  static func == (lhs: Mountain, rhs: Mountain) -> Bool { lhs.id == rhs.id }
  func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

/// A cell with one label.
class MountainCell: UICollectionViewCell {
  let label = UILabel()
  // UIKit: `override init(frame: CGRect)` (the article PortingFromUIKit: Trellis makes cells through the metatype).
  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(label)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds
  }
}

/// The list: one section, filtered by a query.
class MountainsViewController: UIViewController {
  enum Section: CaseIterable { case main }
  var dataSource: UICollectionViewDiffableDataSource<Section, Mountain>!
  var collectionView: UICollectionView!
  var mountains: [Mountain] = (0..<100).map { Mountain(id: $0, name: "Mountain \($0)", height: 1000 + $0 * 10) }
  var configuredCells = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
    performQuery(with: nil)
  }

  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 300, height: 44)
    layout.minimumLineSpacing = 0
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    // `[weak self]`: the data source (held by self) keeps the provider, which keeps this registration.
    let cellRegistration = UICollectionView.CellRegistration<MountainCell, Mountain> {
      [weak self] cell, indexPath, mountain in
      cell.label.text = "\(mountain.name) \(mountain.height) m"
      self?.configuredCells += 1
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Mountain>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Mountain) -> UICollectionViewCell? in
      return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: identifier)
    }
  }

  func performQuery(with filter: String?) {
    let filtered = mountains.filter { filter == nil || $0.name.contains(filter!) }.sorted { $0.name < $1.name }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
    snapshot.appendSections([.main])
    snapshot.appendItems(filtered)
    dataSource.apply(snapshot, animatingDifferences: true)
  }

  func updateHeight(of id: Int, to height: Int) {
    guard let index = mountains.firstIndex(where: { $0.id == id }) else { return }
    mountains[index].height = height
    var snapshot = dataSource.snapshot()
    snapshot.reconfigureItems([mountains[index]])
    dataSource.apply(snapshot, animatingDifferences: true)
  }
}
