import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisUI

/// Forwards every drag and drop call to a `DragDropModel` (so its log stays as the other tests know it)
/// and answers the preview-parameter questions, logging them with their index paths.
@MainActor private final class PreviewParametersDelegate: CollectionViewDragDelegate, CollectionViewDropDelegate {
  let model: DragDropModel
  /// What the drag delegate's question answers.
  var dragParameters: DragPreviewParameters?
  /// What the drop delegate's question answers.
  var dropParameters: DragPreviewParameters?

  init(model: DragDropModel) { self.model = model }

  private func note(_ line: String) { model.log.lines.append("\(model.name) \(line)") }

  func collectionView(_ cv: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath)
    -> [DragItem]
  { model.collectionView(cv, itemsForBeginning: session, at: indexPath) }
  func collectionView(
    _ cv: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint
  ) -> [DragItem] { model.collectionView(cv, itemsForAddingTo: session, at: indexPath, point: point) }
  func collectionView(_ cv: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
    -> DragPreviewParameters?
  {
    note("dragPreviewParametersForItemAt \(indexPath.shortDescription)")
    return dragParameters
  }
  func collectionView(_ cv: CollectionView, dragSessionWillBegin session: any DragSession) {
    model.collectionView(cv, dragSessionWillBegin: session)
  }
  func collectionView(_ cv: CollectionView, dragSessionDidEnd session: any DragSession) {
    model.collectionView(cv, dragSessionDidEnd: session)
  }
  func collectionView(_ cv: CollectionView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool {
    model.collectionView(cv, dragSessionAllowsMoveOperation: session)
  }
  func collectionView(_ cv: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession)
    -> Bool
  { model.collectionView(cv, dragSessionIsRestrictedToDraggingApplication: session) }

  func collectionView(_ cv: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
    model.collectionView(cv, performDropWith: coordinator)
  }
  func collectionView(_ cv: CollectionView, canHandle session: any DropSession) -> Bool {
    model.collectionView(cv, canHandle: session)
  }
  func collectionView(_ cv: CollectionView, dropSessionDidEnter session: any DropSession) {
    model.collectionView(cv, dropSessionDidEnter: session)
  }
  func collectionView(
    _ cv: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal {
    model.collectionView(cv, dropSessionDidUpdate: session, withDestinationIndexPath: destinationIndexPath)
  }
  func collectionView(_ cv: CollectionView, dropSessionDidExit session: any DropSession) {
    model.collectionView(cv, dropSessionDidExit: session)
  }
  func collectionView(_ cv: CollectionView, dropSessionDidEnd session: any DropSession) {
    model.collectionView(cv, dropSessionDidEnd: session)
  }
  func collectionView(_ cv: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
    -> DragPreviewParameters?
  {
    note("dropPreviewParametersForItemAt \(indexPath.shortDescription)")
    return dropParameters
  }
}

/// When the drag and drop delegates are asked for preview parameters, for which index paths, and what
/// the previews then draw (Documentation/Behaviour.md#dnd-preview-parameters); the pixels are in
/// `TrellisCairoTests/DragPreviewParametersRenderingTests`.
@MainActor
@Suite("Collection view: drag preview parameters")
struct DragPreviewParametersTests {
  private func scene() -> (DragDropScene, PreviewParametersDelegate) {
    let scene = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])])
    let delegate = PreviewParametersDelegate(model: scene.views[0].model!)
    scene.views[0].dragDelegate = delegate
    scene.views[0].dropDelegate = delegate
    return (scene, delegate)
  }

  @Test func theInitialisersSetUIKitsDefaults() {
    let plain = DragPreviewParameters()
    #expect(plain.visiblePath == nil && plain.shadowPath == nil)
    #expect(plain.backgroundColor == .white)
    let lines = DragPreviewParameters(textLineRects: [
      NSValue(rect: CGRect(x: 0, y: 0, width: 80, height: 20)),
      NSValue(rect: CGRect(x: 0, y: 20, width: 40, height: 20)),
    ])
    var expected = Path()
    expected.addRect(CGRect(x: 0, y: 0, width: 80, height: 20))
    expected.addRect(CGRect(x: 0, y: 20, width: 40, height: 20))
    #expect(lines.visiblePath?.path == expected)
    #expect(DragPreviewParameters(textLineRects: []).visiblePath == nil, "no rectangles: the whole view")
  }

  @Test func theDrawingScalesThePathToThePreviewAndNeverByAnEmptySize() {
    let parameters = DragPreviewParameters()
    let whole = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 60))
    let half = parameters.previewDrawing(
      of: DisplayList(), size: CGSize(width: 50, height: 30), pathSize: CGSize(width: 100, height: 60))
    #expect(
      half.commands == [
        .saveState, .concat(CGAffineTransform(scaleX: 0.5, y: 0.5)), .clip(whole), .fillPath(whole, .white),
        .concat(CGAffineTransform(scaleX: 2, y: 2)), .restoreState,
      ])
    let empty = parameters.previewDrawing(of: DisplayList(), size: .zero, pathSize: CGSize(width: 100, height: 60))
    #expect(empty.commands == [.saveState, .clip(whole), .fillPath(whole, .white), .restoreState])
  }

  @Test func theDragDelegateIsAskedAfterWillBeginForTheLiftedItemAndForEachAddedOne() throws {
    let (scene, delegate) = scene()
    withExtendedLifetime(delegate) {
      scene.pressAndHold(at: scene.tile(0))
      #expect(
        scene.log.lines == [
          "A itemsForBeginning [0, 0]", "A allowsMove", "A isRestricted", "A dragSessionWillBegin 1",
          "A dragPreviewParametersForItemAt [0, 0]", "A a0 cell lifting",
        ])
      scene.log.lines = []
      scene.step("add a2") {
        scene.host.send(.touchDown(id: 2, location: scene.tile(2), pointer: false))
        scene.host.advance(by: 0.05)
        scene.host.send(.touchUp(id: 2, location: scene.tile(2)))
      }
      #expect(
        Array(scene.log.lines.prefix(2)) == [
          "A itemsForAddingTo [0, 2] (250.0, 30.0)", "A dragPreviewParametersForItemAt [0, 2]",
        ])
      scene.release(at: scene.tile(0))
      #expect(scene.errors.lines == [])
    }
  }

  @Test func theLiftedPreviewIsClippedToTheVisiblePathOverTheBackgroundColour() throws {
    let (scene, delegate) = scene()
    let parameters = DragPreviewParameters()
    parameters.visiblePath = BezierPath(roundedRect: CGRect(x: 10, y: 5, width: 80, height: 50), cornerRadius: 8)
    parameters.backgroundColor = Color(rgb: 0x0000FF)
    parameters.shadowPath = BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 60))
    delegate.dragParameters = parameters
    try withExtendedLifetime(delegate) {
      scene.pressAndHold(at: scene.tile(0))
      let preview = try #require(DragEngine.shared.preview)
      let snapshot = try #require(preview.subviews.first as? ImageView)
      guard case .drawing(let drawing) = try #require(snapshot.image).source else {
        Issue.record("the preview's image is not a drawing")
        return
      }
      let path = try #require(parameters.visiblePath).path
      #expect(
        Array(drawing.commands.prefix(3)) == [.saveState, .clip(path), .fillPath(path, Color(rgb: 0x0000FF))],
        "clipped to the visible path, the background filling it under the cell's snapshot; no shadow")
      #expect(drawing.commands.last == .restoreState)
      scene.release(at: scene.tile(0))
    }
  }

  @Test func theDropDelegateIsAskedWhenThePreviewIsDroppedOnAnItemForItsIndexPath() throws {
    let (scene, delegate) = scene()
    let parameters = DragPreviewParameters()
    parameters.backgroundColor = Color(rgb: 0x00FF00)
    delegate.dropParameters = parameters
    try withExtendedLifetime(delegate) {
      scene.pressAndHold(at: scene.tile(0))
      scene.move(from: scene.tile(0), to: scene.tile(4), steps: 1)
      let preview = try #require(DragEngine.shared.preview)
      scene.log.lines = []
      scene.host.send(.touchUp(id: 1, location: scene.tile(4)))
      #expect(
        scene.log.lines.filter { !$0.contains(" cell ") }.prefix(4) == [
          "A dropSessionDidUpdate [0, 4]", "A performDrop move at [0, 4] from [\"[0, 0]\"]",
          "A dropPreviewParametersForItemAt [0, 4]", "A dropSessionDidEnd",
        ], "asked by drop(_:toItemAt:) inside performDropWith, for where the item went: \(scene.log.lines)")
      // The preview already covers [0, 4]'s cell, so it lands at once; its last drawing is the landing's.
      #expect(preview.frame == CGRect(x: 100, y: 60, width: 100, height: 60))
      let snapshot = try #require(preview.subviews.first as? ImageView)
      guard case .drawing(let drawing) = try #require(snapshot.image).source else {
        Issue.record("the preview's image is not a drawing")
        return
      }
      let whole = Path(rect: CGRect(x: 0, y: 0, width: 100, height: 60))
      #expect(
        Array(drawing.commands.prefix(3)) == [.saveState, .clip(whole), .fillPath(whole, Color(rgb: 0x00FF00))],
        "the landing preview shows the drop delegate's parameters (no visible path: the whole cell)")
      scene.release(at: scene.tile(4))
      #expect(preview.superview == nil)
      #expect(scene.views[0].model?.landings == 1)
      #expect(scene.errors.lines == [])
    }
  }

  @Test func aPlaceholdersProviderIsAskedWithItsCell() throws {
    let scene = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])])
    let model = try #require(scene.views[0].model)
    let log = scene.log
    var context: (any CollectionViewDropPlaceholderContext)?
    model.performDrop = { _, coordinator in
      let placeholder = CollectionViewDropPlaceholder(
        insertionIndexPath: IndexPath(item: 1, section: 0), reuseIdentifier: "cell")
      placeholder.cellUpdateHandler = { cell in (cell as? DragLoggingCell)?.name = "placeholder" }
      placeholder.previewParametersProvider = { cell in
        log.lines.append("provider \((cell as? DragLoggingCell)?.name ?? "?") at \(cell.frame)")
        return nil
      }
      context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
    }
    defer {
      model.performDrop = nil
      context = nil
    }
    scene.step("drop") { scene.host.drop(texts: ["typed"], at: scene.tile(1)) }
    #expect(
      scene.log.lines.contains("provider placeholder at \(CGRect(x: 100, y: 0, width: 100, height: 60))"),
      "asked once the placeholder's cell is made at [0, 1]: \(scene.log.lines)")
    for _ in 0..<21 { scene.step("frame") { scene.host.advance(by: scene.host.frameInterval) } }
    #expect(try #require(context).deletePlaceholder())
    #expect(scene.errors.lines == [])
  }
}
