import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisUI

/// Drag and drop in collection views: the delegates' exact orders, moves within one collection view,
/// copies between two, multi-item drags, drops from other programs.
@MainActor
@Suite("Collection view: drag and drop")
struct CollectionViewDragAndDropTests {
  private func letters(_ prefix: String, _ count: Int) -> [[String]] { [(0..<count).map { "\(prefix)\($0)" }] }

  @Test func aDragWithinOneCollectionViewMovesTheItemInUIKitsOrder() throws {
    let scene = DragDropScene(models: [("A", letters("a", 6))])
    let model = try #require(scene.views[0].model)
    scene.pressAndHold(at: scene.tile(0))
    #expect(
      scene.log.lines == [
        "A itemsForBeginning [0, 0]", "A allowsMove", "A isRestricted", "A dragSessionWillBegin 1", "A a0 cell lifting",
      ])
    #expect(scene.views[0].hasActiveDrag && !scene.views[0].hasActiveDrop)
    scene.log.lines = []
    scene.move(from: scene.tile(0), to: CGPoint(x: 130, y: 80), steps: 2)
    #expect(
      scene.log.lines == [
        "A a0 cell dragging", "A canHandle", "A dropSessionDidEnter", "A dropSessionDidUpdate [0, 0]",
        "A dropSessionDidUpdate [0, 4]",
      ], "at (90, 55) the pointer is still over item 0, at (130, 80) over item 4")
    #expect(scene.views[0].hasActiveDrop)
    let preview = try #require(DragEngine.shared.preview)
    #expect(preview.frame == CGRect(x: 80, y: 50, width: 100, height: 60), "the grab point stays under the finger")
    scene.log.lines = []
    scene.host.send(.touchUp(id: 1, location: CGPoint(x: 130, y: 80)))
    #expect(
      scene.log.lines == [
        // The delegate's move shows the item's cell again at its new place, still dragged.
        "A dropSessionDidUpdate [0, 4]", "A performDrop move at [0, 4] from [\"[0, 0]\"]", "A a0 cell dragging",
        "A dropSessionDidEnd", "A a0 cell none", "A dragSessionDidEnd",
      ])
    #expect(model.items == ["a1", "a2", "a3", "a4", "a0", "a5"])
    #expect(!scene.views[0].hasActiveDrag && !scene.views[0].hasActiveDrop)
    #expect((scene.views[0].cellForItem(at: IndexPath(item: 4, section: 0)) as? DragLoggingCell)?.name == "A a0")
    scene.host.advance(by: 0.125)
    let halfway = preview.presentation.frame
    #expect(abs(halfway.minX - 90) < 0.5 && abs(halfway.minY - 55) < 0.5, "half way to the cell at 0.125 s: \(halfway)")
    #expect(model.landings == 0)
    scene.release(at: CGPoint(x: 130, y: 80), settle: 0.2)
    #expect(model.landings == 1, "the completion ran once, after landing")
    #expect(preview.superview == nil)
    #expect(scene.errors.lines == [])
    #expect(scene.invariantProblems() == [])
  }

  @Test func aDropBetweenTwoCollectionViewsCopiesTheItem() throws {
    let scene = DragDropScene(models: [("A", letters("a", 6)), ("B", letters("b", 3))])
    let a = try #require(scene.views[0].model)
    let b = try #require(scene.views[1].model)
    b.operation = .copy
    scene.pressAndHold(at: scene.tile(1))
    scene.log.lines = []
    scene.move(from: scene.tile(1), to: scene.tile(1, in: 1), steps: 3)
    scene.release(at: scene.tile(1, in: 1))
    #expect(
      scene.log.lines == [
        // Steps at (250, 30) over A's item 2, (350, 30) over B's item 0, (450, 30) over B's item 1.
        "A a1 cell dragging", "A canHandle", "A dropSessionDidEnter", "A dropSessionDidUpdate [0, 2]",
        // Leaving A closes the dragged item's gap: its cell comes back, showing the drag.
        "B canHandle", "A a1 cell dragging", "A dropSessionDidExit", "B dropSessionDidEnter",
        "B dropSessionDidUpdate [0, 0]",
        "B dropSessionDidUpdate [0, 1]", "B dropSessionDidUpdate [0, 1]",
        "B performDrop copy at [0, 1] from [\"nil\"]", "A dropSessionDidEnd", "B dropSessionDidEnd", "A a1 cell none",
        "A dragSessionDidEnd",
      ])
    #expect(a.items == ["a0", "a1", "a2", "a3", "a4", "a5"])
    #expect(b.items == ["b0", "a1", "b1", "b2"])
    #expect(b.landings == 1)
    #expect(scene.errors.lines == [])
  }

  /// UIKit's move between two collection views: the destination's `performDropWith` takes the item out
  /// of the source's model and collection view as well; that deletion is the drop's own, not an error.
  @Test func aMoveBetweenTwoCollectionViewsDeletesTheSourceItemWithoutAnError() throws {
    let scene = DragDropScene(models: [("A", letters("a", 6)), ("B", letters("b", 3))])
    let a = try #require(scene.views[0].model)
    let b = try #require(scene.views[1].model)
    let source = scene.views[0]
    defer { b.performDrop = nil }  // the handler holds the other model and view: no cycle outlives the test
    b.performDrop = { cv, coordinator in
      guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
        let value = item.dragItem.localObject as? String, let index = a.items.firstIndex(of: value)
      else { return }
      source.performBatchUpdates {
        a.items.remove(at: index)
        source.deleteItems(at: [IndexPath(item: index, section: 0)])
      }
      cv.performBatchUpdates {
        b.items.insert(value, at: destination.item)
        cv.insertItems(at: [destination])
      }
      coordinator.drop(item.dragItem, toItemAt: destination)
    }
    scene.pressAndHold(at: scene.tile(1))
    scene.move(from: scene.tile(1), to: scene.tile(1, in: 1), steps: 3)
    scene.release(at: scene.tile(1, in: 1))
    #expect(scene.log.lines.contains("B performDrop move at [0, 1] from [\"nil\"]"))
    #expect(a.items == ["a0", "a2", "a3", "a4", "a5"])
    #expect(b.items == ["b0", "a1", "b1", "b2"])
    #expect(scene.errors.lines == [])
    #expect(
      source.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 100, y: 0, width: 100, height: 60))
    #expect(scene.invariantProblems() == [])
  }

  @Test func aTapDuringTheDragAddsItsItem() throws {
    let scene = DragDropScene(models: [("A", letters("a", 6)), ("B", letters("b", 1))])
    let b = try #require(scene.views[1].model)
    b.operation = .copy
    scene.pressAndHold(at: scene.tile(0))
    scene.move(from: scene.tile(0), to: CGPoint(x: 60, y: 40), steps: 1)
    scene.log.lines = []
    scene.step("tap") {
      scene.host.send(.touchDown(id: 2, location: scene.tile(5), pointer: false))
      scene.host.advance(by: 0.05)
      scene.host.send(.touchUp(id: 2, location: scene.tile(5)))
    }
    #expect(scene.log.lines == ["A itemsForAddingTo [0, 5] (250.0, 90.0)", "A a5 cell dragging"])
    #expect(DragEngine.shared.session?.items.count == 2)
    #expect(
      DragEngine.shared.preview?.subviews.map(\.frame) == [
        CGRect(x: 6, y: 6, width: 100, height: 60), CGRect(x: 0, y: 0, width: 100, height: 60),
      ])
    #expect(scene.views[0].indexPathsForSelectedItems == [], "the tap didn't select")
    scene.log.lines = []
    scene.move(from: CGPoint(x: 60, y: 40), to: scene.tile(1, in: 1), steps: 2)
    scene.release(at: scene.tile(1, in: 1))
    #expect(scene.log.lines.contains("B performDrop copy at [0, 1] from [\"nil\", \"nil\"]"))
    #expect(scene.log.lines.suffix(3) == ["A a0 cell none", "A a5 cell none", "A dragSessionDidEnd"])
    #expect(b.items == ["b0", "a0", "a5"])
    #expect(b.landings == 2)
  }

  @Test func filesAndTextFromAnotherProgramArriveAsOneDropSession() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-dnd-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("note.txt")
    try Data("from a file".utf8).write(to: file)
    let scene = DragDropScene(models: [("A", letters("a", 3))])
    let model = try #require(scene.views[0].model)
    scene.step("drop") { scene.host.drop(files: [file.path], texts: ["typed"], at: scene.tile(1)) }
    #expect(
      scene.log.lines == [
        "A canHandle", "A dropSessionDidEnter", "A dropSessionDidUpdate [0, 1]",
        "A performDrop copy at [0, 1] from [\"nil\", \"nil\"]", "A dropSessionDidEnd",
      ], "the proposed move from another program is performed, and shown to the delegate, as a copy")
    #expect(model.items == ["a0", "from a file", "typed", "a1", "a2"])
    #expect(model.landings == 2, "no preview: the completions ran at once")
  }

  @Test func anImageFileFromTheDesktopLoadsAsAnImage() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trellis-dnd-image-\(getpid())")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let file = directory.appendingPathComponent("tile.png")
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
    png += Data([0, 0, 0, 7, 0, 0, 0, 9, 8, 6, 0, 0, 0])
    try png.write(to: file)
    let scene = DragDropScene(models: [("A", letters("a", 3))])
    let model = try #require(scene.views[0].model)
    var sizes: [CGSize] = []
    model.performDrop = { _, coordinator in
      #expect(coordinator.session.hasItemsConforming(toTypeIdentifiers: ["public.image"]))
      #expect(coordinator.session.canLoadObjects(ofClass: Image.self))
      coordinator.session.loadObjects(ofClass: Image.self) { images in sizes = images.map(\.size) }
    }
    // canHandle asks for strings: a PNG isn't one, so the collection view refuses the session.
    scene.host.drop(files: [file.path], at: scene.tile(1))
    #expect(scene.log.lines == ["A canHandle"])
    let accepting = DragDropScene(models: [("B", letters("b", 3))])
    let b = try #require(accepting.views[0].model)
    b.performDrop = model.performDrop
    b.acceptsAnything = true
    accepting.host.drop(files: [file.path], at: accepting.tile(0))
    #expect(sizes == [CGSize(width: 7, height: 9)])
  }
}
