import Trellis

/// Listing 6.15, the book's basic collection view controller, in Swift: 120 orange cells under the
/// springy flow layout of listings 6.16–6.21.
@MainActor final class SpringyCollectionViewController: CollectionViewController {
  static let cellIdentifier = "CellIdentifier"

  init() { super.init(collectionViewLayout: SpringyCollectionViewFlowLayout()) }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
  }

  // -preferredStatusBarStyle (UIStatusBarStyleLightContent) has no counterpart: Trellis has no status bar.

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionViewLayout.invalidateLayout()
  }

  /// Not in the listing: Trellis calls `viewDidAppear` of a controller pushed without animation before
  /// its view's first layout pass, so the content size the layout's `prepare()` reads is still zero
  /// there; the listing's invalidation is repeated once the first pass has set it.
  private var invalidatedAfterFirstLayout = false

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    guard !invalidatedAfterFirstLayout, collectionView.contentSize != .zero else { return }
    invalidatedAfterFirstLayout = true
    collectionViewLayout.invalidateLayout()
  }

  // MARK: - CollectionView Methods

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    120
  }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    cell.backgroundColor = .orange
    return cell
  }
}
