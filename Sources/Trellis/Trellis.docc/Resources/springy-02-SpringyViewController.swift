import Trellis

/// A grid of orange squares: 120 items in a flow layout.
final class SpringyViewController: CollectionViewController {
  static let cellIdentifier = "CellIdentifier"

  init() {
    let layout = FlowLayout()
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    layout.itemSize = CGSize(width: 44, height: 44)
    layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    super.init(collectionViewLayout: layout)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.backgroundColor = .black
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
  }

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
