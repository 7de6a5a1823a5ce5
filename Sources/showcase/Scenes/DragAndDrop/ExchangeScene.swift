import Foundation
import Trellis

/// Two collection views side by side, Inbox and Archive, exchanging tiles by drag and drop, written as
/// UIKit code writes it: the drag delegate's `itemsForBeginning` gives an item provider carrying the
/// tile's text with the tile as its local object; the drop delegate proposes `.move` for drags of this
/// application (within a list or between the two) and `.copy` for text from other programs, and
/// `performDropWith` updates the model in batch updates (the other list loses the tile in its own) and
/// lands each item with `coordinator.drop(_:toItemAt:)`. Hold a tile 0.2 s with the mouse (0.5 s with
/// a finger), then drag it.
@MainActor
final class ExchangeScene: SceneController, CollectionViewDataSource, CollectionViewDragDelegate,
  CollectionViewDropDelegate
{
  /// The model: list 0 is the Inbox, list 1 the Archive.
  let board = TileBoard(
    lists: [
      ["Invoice", "Flight", "Lunch", "Review", "Photos", "Receipt", "Meetup", "Budget"].enumerated().map {
        Tile(id: $0.offset, title: $0.element, hue: CGFloat($0.offset) / 8 * 0.6)
      },
      ["Taxes", "Lease", "Warranty"].enumerated().map {
        Tile(id: 8 + $0.offset, title: $0.element, hue: 0.62 + CGFloat($0.offset) * 0.08)
      },
    ])
  /// The Inbox's and the Archive's collection views, in the board's list order.
  private(set) var collectionViews: [CollectionView] = []
  private let titles = [caption("Inbox", size: 17), caption("Archive", size: 17)]
  private let info = caption(
    "Hold a tile, then drag it within a list or to the other one; text dropped from other programs becomes a tile")
  /// The size of a tile.
  static let tileSize = CGSize(width: 132, height: 56)

  override func viewDidLoad() {
    super.viewDidLoad()
    for title in titles {
      title.textColor = .label
      title.textAlignment = .left
      view.addSubview(title)
    }
    for _ in 0..<2 {
      let layout = FlowLayout()
      layout.itemSize = Self.tileSize
      layout.minimumInteritemSpacing = 10
      layout.minimumLineSpacing = 10
      layout.sectionInset = EdgeInsets(all: 12)
      let cv = CollectionView(frame: .zero, collectionViewLayout: layout)
      cv.backgroundColor = .secondarySystemGroupedBackground
      cv.cornerRadius = 12
      cv.register(TileCell.self, forCellWithReuseIdentifier: TileCell.reuseIdentifier)
      cv.dataSource = self
      cv.dragDelegate = self
      cv.dropDelegate = self
      cv.dragInteractionEnabled = true
      view.addSubview(cv)
      collectionViews.append(cv)
    }
    info.textAlignment = .left
    view.addSubview(info)
  }

  override func layoutScene(in bounds: CGRect) {
    let margin: CGFloat = 16
    let width = (bounds.width - margin * 3) / 2
    info.frame = CGRect(x: margin, y: 0, width: bounds.width - margin * 2, height: 32)
    for index in 0..<2 {
      let x = margin + CGFloat(index) * (width + margin)
      titles[index].frame = CGRect(x: x + 4, y: 32, width: width, height: 28)
      collectionViews[index].frame = CGRect(x: x, y: 64, width: width, height: max(0, bounds.height - 80))
    }
  }

  /// Which list a collection view shows.
  private func list(of collectionView: CollectionView) -> Int {
    collectionViews.firstIndex { $0 === collectionView } ?? 0
  }

  // MARK: Data source

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    board.lists[list(of: collectionView)].count
  }

  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TileCell.reuseIdentifier, for: indexPath)
    (cell as? TileCell)?.configure(board.lists[list(of: collectionView)][indexPath.item])
    return cell
  }

  // MARK: Drag delegate

  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath
  ) -> [DragItem] {
    let tile = board.lists[list(of: collectionView)][indexPath.item]
    let item = DragItem(itemProvider: ItemProvider(object: tile.title as NSString))
    item.localObject = tile
    return [item]
  }

  // MARK: Drop delegate

  func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool {
    session.canLoadObjects(ofClass: String.self)
  }

  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal {
    CollectionViewDropProposal(
      operation: session.localDragSession != nil ? .move : .copy, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
    let board = self.board
    let to = list(of: collectionView)
    var index = coordinator.destinationIndexPath?.item ?? board.lists[to].count
    var landings: [(DragItem, IndexPath)] = []
    for item in coordinator.items {
      let target: Int
      if let source = item.sourceIndexPath {
        // Within this list: a move inside one batch update.
        target = min(index, board.lists[to].count - 1)
        collectionView.performBatchUpdates {
          board.insert(board.remove(from: to, at: source.item), into: to, at: target)
          collectionView.moveItem(at: source, to: IndexPath(item: target, section: 0))
        }
      } else if let tile = item.dragItem.localObject as? Tile, let from = board.location(of: tile.id) {
        // From the other list: it leaves that list in that collection view's batch update, then arrives here.
        let other = collectionViews[from.list]
        other.performBatchUpdates {
          board.remove(from: from.list, at: from.index)
          other.deleteItems(at: [IndexPath(item: from.index, section: 0)])
        }
        target = min(index, board.lists[to].count)
        collectionView.performBatchUpdates {
          board.insert(tile, into: to, at: target)
          collectionView.insertItems(at: [IndexPath(item: target, section: 0)])
        }
      } else {
        // Text from another program: a new tile.
        var text: String?
        item.dragItem.itemProvider.loadObject(ofClass: String.self) { value, _ in text = value }
        guard let text else { continue }
        target = min(index, board.lists[to].count)
        collectionView.performBatchUpdates {
          board.insert(board.makeTile(title: text), into: to, at: target)
          collectionView.insertItems(at: [IndexPath(item: target, section: 0)])
        }
      }
      landings.append((item.dragItem, IndexPath(item: target, section: 0)))
      index = target + 1
    }
    for (dragItem, indexPath) in landings { coordinator.drop(dragItem, toItemAt: indexPath) }
  }
}
