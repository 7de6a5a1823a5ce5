import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// A cell whose left half is red and right half transparent, so a preview's background shows beside it.
@MainActor private final class HalfRedCell: CollectionViewCell {
  required init(frame: CGRect) {
    super.init(frame: frame)
    let red = View(frame: CGRect(x: 0, y: 0, width: 50, height: 60))
    red.backgroundColor = Color(rgb: 0xFF0000)
    contentView.addSubview(red)
  }

  required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// Three half-red tiles; the drag shows the lifted tile inside (10, 10, 80, 40) over blue, the drop lands
/// inside (0, 0, 50, 30) over green; a drop appends an item.
@MainActor
private final class PreviewModel: CollectionViewDataSource, CollectionViewDragDelegate,
  CollectionViewDropDelegate
{
  var count = 3

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    collectionView.dequeueReusableCell(withReuseIdentifier: "half", for: indexPath)
  }

  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath
  ) -> [DragItem] { [DragItem(itemProvider: ItemProvider(object: "tile \(indexPath.item)"))] }
  func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
    -> DragPreviewParameters?
  {
    let parameters = DragPreviewParameters()
    parameters.visiblePath = BezierPath(rect: CGRect(x: 10, y: 10, width: 80, height: 40))
    parameters.backgroundColor = Color(rgb: 0x0000FF)
    return parameters
  }

  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal { CollectionViewDropProposal(operation: .copy) }
  func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
    guard let destination = coordinator.destinationIndexPath else { return }
    collectionView.performBatchUpdates {
      self.count += 1
      collectionView.insertItems(at: [destination])
    }
    coordinator.drop(coordinator.items[0].dragItem, toItemAt: destination)
  }
  func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
    -> DragPreviewParameters?
  {
    let parameters = DragPreviewParameters()
    parameters.visiblePath = BezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 30))
    parameters.backgroundColor = Color(rgb: 0x00FF00)
    return parameters
  }
}

/// The drag preview drawn with the drag delegate's parameters (clipped to the visible path, the
/// background colour behind the cell's snapshot) and the landing preview with the drop delegate's
/// (Documentation/Behaviour.md#dnd-preview-parameters). The preview is 90% opaque over white.
@MainActor @Suite struct DragPreviewParametersRenderingTests {
  @Test func theDragAndLandingPreviewsAreClippedToTheirPathsOverTheirBackgrounds() throws {
    try withCairoRenderer { renderer in
      let model = PreviewModel()
      let (host, window) = showDragTileGrid(model, cellClass: HalfRedCell.self, reuseIdentifier: "half")
      try withExtendedLifetime(model) {
        liftFirstTile(in: host, to: CGPoint(x: 150, y: 150))
        let preview = try #require(window.subviews.last)
        #expect(preview.presentation.frame == CGRect(x: 100, y: 120, width: 100, height: 60))
        let dragging = renderer.renderImage(of: window, scale: 1)
        #expect(dragging.isColor(105, 125, 255, 255, 255), "outside the visible path: nothing")
        #expect(dragging.isColor(195, 175, 255, 255, 255), "outside the visible path: nothing")
        #expect(dragging.isColor(120, 150, 255, 25, 25), "the cell's red half")
        #expect(dragging.isColor(170, 150, 25, 25, 255), "the blue background beside it")
        #expect(dragging.isColor(188, 168, 25, 25, 255), "the path's last pixel")
        #expect(dragging.isColor(191, 171, 255, 255, 255), "just outside the path")

        host.send(.touchUp(id: 1, location: CGPoint(x: 150, y: 150)))
        #expect(model.count == 4)
        #expect(window.subviews.last === preview, "the preview is landing")
        #expect(preview.presentation.frame == CGRect(x: 100, y: 120, width: 100, height: 60), "not moved yet")
        let landing = renderer.renderImage(of: window, scale: 1)
        #expect(landing.isColor(105, 125, 25, 255, 25), "in the drop's path, outside the drag's: green")
        #expect(landing.isColor(120, 140, 255, 25, 25), "in both paths: the red half")
        #expect(landing.isColor(170, 140, 255, 255, 255), "outside the drop's path: the blue is gone")
        #expect(landing.isColor(120, 155, 255, 255, 255), "below the drop's path")
        for _ in 0..<20 { host.advance(by: host.frameInterval) }
        #expect(preview.superview == nil, "landed")
      }
    }
  }
}
