import Testing
import TrellisTesting
import TrellisUIKitNames

/// A reorderable list of words as UIKit code writes it (iOS 11 drag and drop): the drag delegate gives
/// each item an `NSItemProvider` of its word, the drop delegate moves local drags and inserts words from
/// elsewhere, placing each with the coordinator.
@MainActor
final class PortedDragDropController: UIViewController, UICollectionViewDataSource,
  UICollectionViewDragDelegate, UICollectionViewDropDelegate
{
  var words = ["one", "two", "three", "four", "five", "six"]
  var collectionView: UICollectionView!
  var calls: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = self
    collectionView.dragDelegate = self
    collectionView.dropDelegate = self
    collectionView.dragInteractionEnabled = true
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  )
    -> [UIDragItem]
  {
    calls.append("itemsForBeginning")
    let item = UIDragItem(itemProvider: NSItemProvider(object: words[indexPath.item] as NSString))
    item.localObject = words[indexPath.item]
    return [item]
  }

  func collectionView(_ collectionView: UICollectionView, dragSessionWillBegin session: UIDragSession) {
    calls.append("dragSessionWillBegin")
  }

  func collectionView(_ collectionView: UICollectionView, dragSessionDidEnd session: UIDragSession) {
    calls.append("dragSessionDidEnd")
  }

  func collectionView(_ collectionView: UICollectionView, canHandle session: UIDropSession) -> Bool {
    session.canLoadObjects(ofClass: String.self)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    if session.localDragSession != nil {
      return UICollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
    }
    return UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
  {
    calls.append("performDrop")
    let destination =
      coordinator.destinationIndexPath ?? IndexPath(item: collectionView.numberOfItems(inSection: 0), section: 0)
    switch coordinator.proposal.operation {
    case .move:
      guard let item = coordinator.items.first, let source = item.sourceIndexPath else { return }
      collectionView.performBatchUpdates({
        let word = self.words.remove(at: source.item)
        self.words.insert(word, at: destination.item)
        collectionView.deleteItems(at: [source])
        collectionView.insertItems(at: [destination])
      })
      coordinator.drop(item.dragItem, toItemAt: destination)
    case .copy:
      coordinator.session.loadObjects(ofClass: String.self) { strings in
        collectionView.performBatchUpdates({
          for (offset, word) in strings.enumerated() {
            self.words.insert(word, at: destination.item + offset)
            collectionView.insertItems(at: [IndexPath(item: destination.item + offset, section: 0)])
          }
        })
      }
    default:
      break
    }
  }
}

@MainActor
@Suite("UIKit port: drag and drop")
struct DragAndDropPortTests {
  @Test func aLongPressDragMovesAWordAndADesktopDropInsertsText() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let controller = PortedDragDropController()
    host.show(controller)
    host.send(.touchDown(id: 1, location: CGPoint(x: 50, y: 30), pointer: false))
    host.advance(by: 0.6)
    host.send(.touchMoved(id: 1, location: CGPoint(x: 150, y: 80)))
    host.send(.touchMoved(id: 1, location: CGPoint(x: 150, y: 90)))
    host.send(.touchUp(id: 1, location: CGPoint(x: 150, y: 90)))
    host.advance(by: 0.5)
    #expect(controller.calls == ["itemsForBeginning", "dragSessionWillBegin", "performDrop", "dragSessionDidEnd"])
    #expect(controller.words == ["two", "three", "four", "five", "one", "six"], "dropped on item 4's place")
    host.drop(texts: ["seven"], at: CGPoint(x: 250, y: 90))
    #expect(controller.words == ["two", "three", "four", "five", "one", "seven", "six"], "inserted at item 5")
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 7)
  }
}

/// Words dropped from another app arrive as placeholders first, as UIKit code writes it when the content
/// loads slowly: each placeholder's context is kept and committed once the word is there.
@MainActor
final class PortedPlaceholderController: UIViewController, UICollectionViewDataSource, UICollectionViewDropDelegate {
  var words = ["one", "two", "three"]
  var collectionView: UICollectionView!
  var pending: [UICollectionViewDropPlaceholderContext] = []
  var placeholderUpdates = 0

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 60)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "loading")
    collectionView.dataSource = self
    collectionView.dropDelegate = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { words.count }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: .copy, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
  {
    let destination = coordinator.destinationIndexPath ?? IndexPath(item: words.count, section: 0)
    for item in coordinator.items {
      let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "loading")
      placeholder.cellUpdateHandler = { [weak self] _ in self?.placeholderUpdates += 1 }
      pending.append(coordinator.drop(item.dragItem, to: placeholder))
    }
  }

  /// Progress arrived: each placeholder's cell shows it (UIKit's `setNeedsCellUpdate()` returns nothing).
  func loadingProgressed() {
    for context in pending { context.setNeedsCellUpdate() }
  }

  /// The words have loaded: each placeholder becomes its word.
  func finishLoading(_ loaded: String) {
    for context in pending {
      context.commitInsertion(dataSourceUpdates: { insertionIndexPath in
        self.words.insert(loaded, at: insertionIndexPath.item)
      })
    }
    pending = []
  }
}

@MainActor
@Suite("UIKit port: drop placeholders")
struct DropPlaceholderPortTests {
  @Test func aDroppedWordShowsAPlaceholderUntilItLoads() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let controller = PortedPlaceholderController()
    host.show(controller)
    host.drop(texts: ["four"], at: CGPoint(x: 150, y: 30))
    host.advance(by: 0.4)
    #expect(controller.collectionView.hasUncommittedUpdates)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 4)
    #expect(controller.words == ["one", "two", "three"])
    #expect(controller.placeholderUpdates == 1)
    controller.loadingProgressed()
    #expect(controller.placeholderUpdates == 2)
    #expect(
      controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.reuseIdentifier == "loading")
    #expect(
      controller.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame
        == CGRect(x: 200, y: 0, width: 100, height: 60))
    controller.finishLoading("four")
    host.advance(by: 0.4)
    #expect(controller.words == ["one", "four", "two", "three"])
    #expect(!controller.collectionView.hasUncommittedUpdates)
    #expect(controller.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.reuseIdentifier == "cell")
  }
}
