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
  /// The drag preview's shadow path, if any.
  var shadowPath: BezierPath?

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
    parameters.shadowPath = shadowPath
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
        // The lifted shadow, cast by the visible path (no shadow path given): 4 points down, sigma 4,
        // opacity 0.25 in the preview's 0.9: 1.5 points right of the path and 2.5 above the shadow's
        // bottom, 0.225 × Φ(−0.375) × Φ(0.625) = 0.058 of black over white.
        #expect(dragging.isColor(191, 171, 240, 240, 240), "just outside the path: its shadow")
        #expect(dragging.isColor(150, 190, 255, 255, 255), "16.5 points below the shadow's edge: nothing")

        host.send(.touchUp(id: 1, location: CGPoint(x: 150, y: 150)))
        #expect(model.count == 4)
        #expect(window.subviews.last === preview, "the preview is landing")
        #expect(preview.presentation.frame == CGRect(x: 100, y: 120, width: 100, height: 60), "not moved yet")
        let landing = renderer.renderImage(of: window, scale: 1)
        #expect(landing.isColor(105, 125, 25, 255, 25), "in the drop's path, outside the drag's: green")
        #expect(landing.isColor(120, 140, 255, 25, 25), "in both paths: the red half")
        #expect(landing.isColor(170, 140, 255, 255, 255), "outside the drop's path: the blue is gone")
        // The landing shadow is cast by the drop's path: 1.5 points below its edge at 154, 0.225 × Φ(−0.375).
        #expect(landing.isColor(120, 155, 235, 235, 235), "below the drop's path: its shadow")
        for _ in 0..<20 { host.advance(by: host.frameInterval) }
        #expect(preview.superview == nil, "landed")
      }
    }
  }

  @Test func theLiftedPreviewsShadowFollowsTheParametersShadowPath() throws {
    try withCairoRenderer { renderer in
      let model = PreviewModel()
      // Taller than the cell (60) and the visible path (10…50): the shadow reaches below both.
      model.shadowPath = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 80))
      let (host, window) = showDragTileGrid(model, cellClass: HalfRedCell.self, reuseIdentifier: "half")
      try withExtendedLifetime(model) {
        liftFirstTile(in: host, to: CGPoint(x: 150, y: 150))
        let preview = try #require(window.subviews.last)
        #expect(preview.presentation.frame == CGRect(x: 100, y: 120, width: 100, height: 60))
        let snapshot = try #require(preview.subviews.first)
        #expect(snapshot.shadowPath == Path(rect: CGRect(x: 0, y: 0, width: 100, height: 80)))
        #expect(snapshot.shadowOpacity == 0.25)
        #expect(snapshot.shadowRadius == 8)
        #expect(snapshot.shadowOffset == CGSize(width: 0, height: 4))
        let dragging = renderer.renderImage(of: window, scale: 1)
        // Preview point (50, 70): 13.5 points inside the shadow's bottom edge (84), so the whole 0.225
        // of black over white (the visible path's shadow would give nothing there, the bounds' 0.012).
        #expect(dragging.isColor(150, 190, 198, 198, 198), "deep in the shadow path's shadow")
        #expect(dragging.isColor(120, 150, 255, 25, 25), "the cell's red half, drawn over its shadow")
        #expect(dragging.isColor(170, 150, 25, 25, 255), "the blue background, over the shadow")
        host.send(.touchUp(id: 1, location: CGPoint(x: 150, y: 150)))
        for _ in 0..<20 { host.advance(by: host.frameInterval) }
      }
    }
  }
}
