import Trellis

/// A grid of orange squares: 10,000 items in the tiled springy flow layout.
final class SpringyViewController: CollectionViewController {
  static let cellIdentifier = "CellIdentifier"

  init() {
    super.init(collectionViewLayout: SpringyCollectionViewFlowLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .black
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
  }

  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    10_000
  }

  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
    cell.backgroundColor = .orange
    return cell
  }
}
