import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// A cell filled with its item's colour.
@MainActor private final class ColourCell: CollectionViewCell {}

/// Tiles named by colour ("red", "blue"); a drop inserts a blue item at the destination and drops the
/// dragged (red) item's preview onto it, or into the rectangle `intoRect` of the item there.
@MainActor
private final class ColourModel: CollectionViewDataSource, CollectionViewDragDelegate,
  CollectionViewDropDelegate
{
  var items = ["red", "red", "red"]
  /// Where `drop(_:intoItemAt:rect:)` puts the preview, in the destination cell; nil: `drop(_:toItemAt:)`.
  var intoRect: CGRect?

  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    items.count
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "colour", for: indexPath)
    cell.contentView.backgroundColor = Color(rgb: items[indexPath.item] == "red" ? 0xFF0000 : 0x0000FF)
    return cell
  }

  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath
  ) -> [DragItem] { [DragItem(itemProvider: ItemProvider(object: items[indexPath.item]))] }

  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal { CollectionViewDropProposal(operation: .copy) }
  func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
    guard let destination = coordinator.destinationIndexPath else { return }
    if let intoRect {
      coordinator.drop(coordinator.items[0].dragItem, intoItemAt: destination, rect: intoRect)
      return
    }
    collectionView.performBatchUpdates {
      self.items.insert("blue", at: destination.item)
      collectionView.insertItems(at: [destination])
    }
    coordinator.drop(coordinator.items[0].dragItem, toItemAt: destination)
  }
}

/// The landing of a dropped item's preview (Documentation/Behaviour.md#dnd-landing): onto an item, the
/// dragged snapshot cross-fades into the destination cell as it moves; into an item, it keeps its
/// aspect ratio inside the rectangle. The dragged preview is 90% opaque over white.
@MainActor @Suite struct DropLandingRenderingTests {
  /// Three red 100×60 tiles in a 300×200 window; the tile at (50, 30) lifted by its centre, dragged to
  /// `point` and released there; `body` gets the host, the window and the preview, landing.
  private func dropRedTile(
    _ model: ColourModel, at point: CGPoint, body: (HeadlessHost, Window, View) throws -> Void
  ) throws {
    let (host, window) = showDragTileGrid(model, cellClass: ColourCell.self, reuseIdentifier: "colour")
    try withExtendedLifetime(model) {
      liftFirstTile(in: host, to: point)
      let preview = try #require(window.subviews.last)
      #expect(preview.presentation.frame == CGRect(x: point.x - 50, y: point.y - 30, width: 100, height: 60))
      host.send(.touchUp(id: 1, location: point))
      try body(host, window, preview)
    }
  }

  @Test func thePreviewCrossFadesIntoTheCellItLandsOn() throws {
    try withCairoRenderer { renderer in
      let model = ColourModel()
      // Over the empty space after the last tile: the new item goes last.
      try dropRedTile(model, at: CGPoint(x: 150, y: 150)) { host, window, preview in
        #expect(model.items == ["red", "red", "red", "blue"])
        // The new item's tile: (0, 60, 100, 60), hidden while the preview lands on it.
        #expect(preview.subviews.count == 2, "the dragged snapshot and the cell it turns into")
        let dragged = preview.subviews[0]
        let arriving = preview.subviews[1]
        #expect(preview.presentation.alpha == 0.9)
        #expect(dragged.presentation.alpha == 1)
        #expect(arriving.presentation.alpha == 0)
        let start = renderer.renderImage(of: window, scale: 1)
        #expect(start.isColor(150, 150, 255, 25, 25), "red, 90% over white: only the dragged snapshot shows")
        #expect(start.isColor(50, 90, 255, 255, 255), "the destination cell is hidden")

        host.advance(by: 0.125)
        // Half way (ease in and out): each snapshot half shown, the preview 95% opaque.
        #expect(abs(arriving.presentation.alpha - 0.5) < 1e-9)
        #expect(abs(dragged.presentation.alpha - 0.5) < 1e-9)
        #expect(abs(preview.presentation.alpha - 0.95) < 1e-9)
        #expect(preview.presentation.frame == CGRect(x: 50, y: 90, width: 100, height: 60))
        let middle = renderer.renderImage(of: window, scale: 1).rgba(100, 120)
        #expect(
          (110...160).contains(middle.r) && (60...100).contains(middle.g) && (170...215).contains(middle.b),
          "red and blue blended: \(middle)")

        host.advance(by: 0.11)
        let end = renderer.renderImage(of: window, scale: 1)
        #expect(end.isColor(50, 90, 0, 0, 255, tolerance: 4), "the preview looks as the blue cell it lands on")
        host.advance(by: 0.05)
        #expect(preview.superview == nil, "landed")
        let landed = renderer.renderImage(of: window, scale: 1)
        #expect(landed.isColor(50, 90, 0, 0, 255), "the cell shows")
      }
    }
  }

  @Test func aDropIntoAnItemKeepsThePreviewsAspectRatio() throws {
    try withCairoRenderer { _ in
      let model = ColourModel()
      // Over the last tile, (200, 0, 100, 60): 100×60 into a 40×40 square at (30, 10) of it is 40×24,
      // centred.
      model.intoRect = CGRect(x: 30, y: 10, width: 40, height: 40)
      try dropRedTile(model, at: CGPoint(x: 250, y: 40)) { host, window, preview in
        #expect(model.items == ["red", "red", "red"])
        #expect(preview.subviews.count == 1, "nothing to turn into")
        host.advance(by: 0.25)
        #expect(preview.presentation.frame == CGRect(x: 230, y: 18, width: 40, height: 24))
        host.advance(by: host.frameInterval)
        #expect(preview.superview == nil)
      }
      // An empty rectangle shrinks the preview to its centre.
      model.intoRect = CGRect(x: 60, y: 20, width: 0, height: 0)
      try dropRedTile(model, at: CGPoint(x: 250, y: 40)) { host, window, preview in
        host.advance(by: 0.25)
        #expect(preview.presentation.frame == CGRect(x: 260, y: 20, width: 0, height: 0))
      }
    }
  }
}
