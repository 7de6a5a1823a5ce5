import Trellis
import TrellisTesting

/// Batch updates and layout changes, animated: buttons insert, delete, move and shuffle numbered tiles
/// and switch between a grid and a list with `setCollectionViewLayout(_:animated:)`. On opening it
/// inserts two tiles and deletes one, so the headless render catches an update mid-animation.
@MainActor final class UpdatesScene: SceneController, CollectionViewDataSource {
  private var collectionView: CollectionView!
  /// The model: each tile's number, which stays with it through every change.
  private var tiles = Array(1...24)
  private var nextTile = 25
  private var random = SeededRandomNumberGenerator(seed: 7)
  private let grid = FlowLayout()
  private let list = FlowLayout()
  private var buttons: [Button] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    grid.itemSize = CGSize(width: 96, height: 96)
    grid.minimumInteritemSpacing = 12
    grid.minimumLineSpacing = 12
    grid.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    list.itemSize = CGSize(width: 600, height: 44)
    list.minimumLineSpacing = 8
    list.sectionInset = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: grid)
    cv.register(NumberCell.self, forCellWithReuseIdentifier: NumberCell.reuseIdentifier)
    cv.dataSource = self
    view.addSubview(cv)
    collectionView = cv
    let actions: [(String, () -> Void)] = [
      ("Insert", { [unowned self] in self.insert() }), ("Delete", { [unowned self] in self.delete() }),
      ("Move", { [unowned self] in self.move() }), ("Shuffle", { [unowned self] in self.shuffle() }),
      ("Grid / List", { [unowned self] in self.toggleLayout() }),
    ]
    for (title, action) in actions {
      let button = Button(title: title)
      button.addAction(for: .touchUpInside) { _ in action() }
      view.addSubview(button)
      buttons.append(button)
    }
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    collectionView.layoutIfNeeded()
    tiles.insert(contentsOf: [nextTile, nextTile + 1], at: 1)
    nextTile += 2
    tiles.remove(at: 6)
    let cv = collectionView!
    cv.performBatchUpdates {
      cv.insertItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
      cv.deleteItems(at: [IndexPath(item: 4, section: 0)])
    }
  }

  override func layoutScene(in bounds: CGRect) {
    collectionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 56))
    list.itemSize = CGSize(width: max(0, bounds.width - 32), height: 44)
    let width = (bounds.width - 16) / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: 8 + CGFloat(index) * width, y: bounds.height - 50, width: width - 8, height: 40)
    }
  }

  private func insert() {
    let at = Int(random.next() % UInt64(tiles.count + 1))
    tiles.insert(nextTile, at: at)
    nextTile += 1
    collectionView.insertItems(at: [IndexPath(item: at, section: 0)])
  }

  private func delete() {
    guard !tiles.isEmpty else { return }
    let at = Int(random.next() % UInt64(tiles.count))
    tiles.remove(at: at)
    collectionView.deleteItems(at: [IndexPath(item: at, section: 0)])
  }

  private func move() {
    guard tiles.count > 1 else { return }
    let from = Int(random.next() % UInt64(tiles.count))
    let to = Int(random.next() % UInt64(tiles.count))
    tiles.insert(tiles.remove(at: from), at: to)
    collectionView.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
  }

  private func shuffle() {
    let old = tiles
    for index in tiles.indices.reversed() where index > 0 {
      tiles.swapAt(index, Int(random.next() % UInt64(index + 1)))
    }
    let cv = collectionView!
    let new = tiles
    cv.performBatchUpdates {
      for (from, tile) in old.enumerated() {
        cv.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: new.firstIndex(of: tile)!, section: 0))
      }
    }
  }

  private func toggleLayout() {
    let next = collectionView.collectionViewLayout === grid ? list : grid
    collectionView.setCollectionViewLayout(next, animated: true)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: NumberCell.reuseIdentifier, for: indexPath) as! NumberCell
    let tile = tiles[indexPath.item]
    cell.configure(tile - 1, hue: tile * 23)
    return cell
  }
}
