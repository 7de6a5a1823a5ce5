import Trellis
import TrellisTesting

/// The book's chapter 4 "Laying Out Items with Custom Attributes": a flow layout subclass hands out
/// `ShearAttributes` (shear by column, hue by row) that the cells read in `apply(_:)`. Insert, delete and
/// shuffle animate a batch update; Bigger / Smaller switches to a layout of another item size, animated.
/// Each tile shows how often it was applied: only when its attributes changed.
@MainActor final class CustomAttributesScene: SceneController, CollectionViewDataSource {
  private(set) var collectionView: CollectionView!
  /// The model: tile numbers, which stay with their tiles through updates.
  private(set) var tiles = Array(1...60)
  private var nextTile = 61
  private var random = SeededRandomNumberGenerator(seed: 4)
  let small = ShearFlowLayout()
  let large = ShearFlowLayout()
  private var buttons: [Button] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    for (layout, side) in [(small, 100), (large, 140)] as [(ShearFlowLayout, CGFloat)] {
      layout.itemSize = CGSize(width: side, height: side)
      layout.minimumInteritemSpacing = 14
      layout.minimumLineSpacing = 14
      layout.sectionInset = EdgeInsets(all: 20)
    }
    let cv = CollectionView(frame: view.bounds, collectionViewLayout: small)
    cv.register(ShearCell.self, forCellWithReuseIdentifier: ShearCell.reuseIdentifier)
    cv.dataSource = self
    view.addSubview(cv)
    collectionView = cv
    let actions: [(String, () -> Void)] = [
      ("Insert", { [unowned self] in self.insert() }), ("Delete", { [unowned self] in self.delete() }),
      ("Shuffle", { [unowned self] in self.shuffle() }),
      ("Bigger / Smaller", { [unowned self] in self.toggleLayout() }),
    ]
    for (title, action) in actions {
      let button = Button(title: title)
      button.addAction(for: .touchUpInside) { _ in action() }
      view.addSubview(button)
      buttons.append(button)
    }
  }

  override func layoutScene(in bounds: CGRect) {
    collectionView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 56))
    let width = (bounds.width - 16) / CGFloat(buttons.count)
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(x: 8 + CGFloat(index) * width, y: bounds.height - 50, width: width - 8, height: 40)
    }
  }

  /// Inserts a new tile at `index` (a seeded random place by default), animated.
  func insert(at index: Int? = nil) {
    let at = index ?? Int(random.next() % UInt64(tiles.count + 1))
    tiles.insert(nextTile, at: at)
    nextTile += 1
    collectionView.insertItems(at: [IndexPath(item: at, section: 0)])
  }

  /// Deletes a seeded random tile, animated.
  func delete() {
    guard !tiles.isEmpty else { return }
    let at = Int(random.next() % UInt64(tiles.count))
    tiles.remove(at: at)
    collectionView.deleteItems(at: [IndexPath(item: at, section: 0)])
  }

  /// Shuffles every tile in one batch of moves, animated.
  func shuffle() {
    let old = tiles
    tiles.shuffle(using: &random)
    let cv = collectionView!
    let new = tiles
    cv.performBatchUpdates {
      for (from, tile) in old.enumerated() {
        cv.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: new.firstIndex(of: tile)!, section: 0))
      }
    }
  }

  /// Switches between the small and the large tiles, animated.
  func toggleLayout() {
    collectionView.setCollectionViewLayout(
      collectionView.collectionViewLayout === small ? large : small, animated: true)
  }

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { tiles.count }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell =
      collectionView.dequeueReusableCell(withReuseIdentifier: ShearCell.reuseIdentifier, for: indexPath) as! ShearCell
    cell.configure(tile: tiles[indexPath.item])
    return cell
  }
}
