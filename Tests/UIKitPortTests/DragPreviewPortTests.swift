import Testing
import TrellisTesting
import TrellisUIKitNames

/// A photo grid whose drags show the tile inset with rounded corners and whose reordering is slow, as
/// UIKit code writes it: `reorderingCadence`, the drag and drop delegates' preview parameters, a
/// placeholder's `previewParametersProvider`.
@MainActor
final class PortedPreviewController: UIViewController, UICollectionViewDataSource, UICollectionViewDragDelegate,
  UICollectionViewDropDelegate
{
  var photos = ["p0", "p1", "p2", "p3", "p4", "p5"]
  var collectionView: UICollectionView!
  var calls: [String] = []
  var pending: [UICollectionViewDropPlaceholderContext] = []

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
    collectionView.reorderingCadence = .slow
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    photos.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
  }

  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] {
    let item = UIDragItem(itemProvider: NSItemProvider(object: photos[indexPath.item] as NSString))
    item.localObject = photos[indexPath.item]
    return [item]
  }

  func collectionView(_ collectionView: UICollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
    -> UIDragPreviewParameters?
  {
    calls.append("dragPreview \(indexPath.item)")
    let parameters = UIDragPreviewParameters()
    parameters.visiblePath = UIBezierPath(
      roundedRect: CGRect(x: 4, y: 4, width: 92, height: 52), cornerRadius: 8)
    parameters.backgroundColor = .clear
    return parameters
  }

  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    let operation: UIDropOperation = session.localDragSession != nil ? .move : .copy
    return UICollectionViewDropProposal(operation: operation, intent: .insertAtDestinationIndexPath)
  }

  func collectionView(_ collectionView: UICollectionView, performDropWith coordinator: UICollectionViewDropCoordinator)
  {
    guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first else { return }
    calls.append("performDrop \(destination.item)")
    if let source = item.sourceIndexPath {
      collectionView.performBatchUpdates({
        let photo = self.photos.remove(at: source.item)
        self.photos.insert(photo, at: destination.item)
        collectionView.deleteItems(at: [source])
        collectionView.insertItems(at: [destination])
      })
      coordinator.drop(item.dragItem, toItemAt: destination)
    } else {
      let placeholder = UICollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell")
      placeholder.previewParametersProvider = { [weak self] cell in
        self?.calls.append("placeholderPreview \(cell.bounds.width)")
        return UIDragPreviewParameters(textLineRects: [NSValue(cgRect: CGRect(x: 0, y: 0, width: 100, height: 20))])
      }
      pending.append(coordinator.drop(item.dragItem, to: placeholder))
    }
  }

  func collectionView(_ collectionView: UICollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
    -> UIDragPreviewParameters?
  {
    calls.append("dropPreview \(indexPath.item)")
    return nil
  }
}

@MainActor
@Suite("UIKit port: drag previews and reordering cadence")
struct DragPreviewPortTests {
  @Test func aSlowGridShowsCustomPreviewsAndMovesThePhoto() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let controller = PortedPreviewController()
    host.show(controller)
    host.send(.touchDown(id: 1, location: CGPoint(x: 50, y: 30), pointer: false))
    host.advance(by: 0.6)
    host.send(.touchMoved(id: 1, location: CGPoint(x: 150, y: 90)))
    host.advance(by: 0.4)
    #expect(controller.collectionView.numberOfItems(inSection: 0) == 6)
    #expect(
      controller.collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.frame
        == CGRect(x: 100, y: 60, width: 100, height: 60), "0.4 s: the slow cadence hasn't made room yet")
    host.advance(by: 0.2)
    #expect(
      controller.collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.frame
        == CGRect(x: 0, y: 60, width: 100, height: 60), "0.6 s: the others made room for the photo at item 4")
    host.send(.touchUp(id: 1, location: CGPoint(x: 150, y: 90)))
    host.advance(by: 0.5)
    #expect(controller.photos == ["p1", "p2", "p3", "p4", "p0", "p5"])
    host.drop(texts: ["new"], at: CGPoint(x: 250, y: 30))
    host.advance(by: 0.4)
    #expect(
      controller.calls == [
        "dragPreview 0", "performDrop 4", "dropPreview 4", "performDrop 2", "placeholderPreview 100.0",
      ])
    for context in controller.pending { context.deletePlaceholder() }
    controller.pending = []
  }
}
