import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisUI

/// Counts a placeholder handler's calls (a class, so the handler captures no test state by value).
@MainActor private final class HandlerCalls {
  var count = 0
}

/// Drop placeholders: inserted by the coordinator, shown with their handler's cell, moved by batch updates,
/// committed, deleted, discarded by `reloadData()` (Documentation/Behaviour.md#drag-and-drop).
@MainActor
@Suite("Collection view: drop placeholders")
struct DropPlaceholderTests {
  private func item(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

  /// The name of the cell shown at an index path.
  private func name(_ cv: CollectionView, _ indexPath: IndexPath) -> String? {
    (cv.cellForItem(at: indexPath) as? DragLoggingCell)?.name
  }

  /// A scene of 6 items whose drop inserts a placeholder at the destination (its cell named "placeholder
  /// N" for its Nth handler call), keeping the context in `context`.
  @MainActor private final class Fixture {
    let scene = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])])
    let calls = HandlerCalls()
    var context: (any CollectionViewDropPlaceholderContext)?
    var cv: DragDropCollectionView { scene.views[0] }
    var model: DragDropModel { scene.views[0].model! }

    init() {
      let calls = self.calls
      model.performDrop = { [unowned self] _, coordinator in
        guard let destination = coordinator.destinationIndexPath else { return }
        let placeholder = CollectionViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "cell")
        placeholder.cellUpdateHandler = { cell in
          calls.count += 1
          (cell as? DragLoggingCell)?.name = "placeholder \(calls.count)"
        }
        self.context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
        self.context?.addCompletion { _ in self.model.landings += 1 }
      }
    }

    /// Drops a text from another program at item 1's tile, checking the invariants after every frame.
    func dropText() {
      scene.step("drop") { scene.host.drop(texts: ["typed"], at: scene.tile(1)) }
      for _ in 0..<21 { scene.step("frame") { scene.host.advance(by: scene.host.frameInterval) } }
    }

    func clear() {
      model.performDrop = nil
      context = nil
    }
  }

  @Test func aPlaceholderShowsItsHandlersCellUntilTheItemIsCommitted() throws {
    let f = Fixture()
    defer { f.clear() }
    f.dropText()
    #expect(f.cv.hasUncommittedUpdates)
    #expect(f.cv.numberOfItems(inSection: 0) == 7, "the arrangement has the placeholder")
    #expect(f.model.items.count == 6, "the data source doesn't")
    #expect(name(f.cv, item(1)) == "placeholder 1")
    #expect(f.cv.cellForItem(at: item(1))?.frame == CGRect(x: 100, y: 0, width: 100, height: 60))
    #expect(name(f.cv, item(2)) == "A a1")
    #expect(f.cv.cellForItem(at: item(2))?.presentation.frame == CGRect(x: 200, y: 0, width: 100, height: 60))
    #expect(f.cv.cellForItem(at: item(6))?.presentation.frame == CGRect(x: 0, y: 120, width: 100, height: 60))
    #expect(f.model.landings == 1, "the preview landed in the placeholder's cell")
    let context = try #require(f.context)
    context.setNeedsCellUpdate()
    #expect(name(f.cv, item(1)) == "placeholder 2")
    var given: [IndexPath] = []
    f.scene.step("commit") {
      #expect(
        context.commitInsertion { indexPath in
          given.append(indexPath)
          f.model.items.insert("loaded", at: indexPath.item)
        })
    }
    #expect(given == [item(1)])
    #expect(f.model.items == ["a0", "loaded", "a1", "a2", "a3", "a4", "a5"])
    #expect(!f.cv.hasUncommittedUpdates)
    for _ in 0..<21 { f.scene.step("frame") { f.scene.host.advance(by: f.scene.host.frameInterval) } }
    #expect(name(f.cv, item(1)) == "A loaded")
    #expect(f.cv.cellForItem(at: item(1))?.presentation.frame == CGRect(x: 100, y: 0, width: 100, height: 60))
    #expect(f.cv.cellForItem(at: item(2))?.presentation.frame == CGRect(x: 200, y: 0, width: 100, height: 60))
    #expect(!context.commitInsertion { _ in Issue.record("a second commit must not run") })
    #expect(!context.deletePlaceholder())
    context.setNeedsCellUpdate()
    #expect(name(f.cv, item(1)) == "A loaded", "a committed placeholder's handler doesn't run again")
    #expect(f.model.landings == 1)
    #expect(f.scene.errors.lines == [])
  }

  @Test func aBatchUpdateMovesThePlaceholderWithTheItemBeforeIt() throws {
    let f = Fixture()
    defer { f.clear() }
    f.dropText()
    let cv = f.cv
    f.scene.step("insert two at 0, delete a2") {
      cv.performBatchUpdates {
        f.model.items.remove(at: 2)
        f.model.items.insert(contentsOf: ["n0", "n1"], at: 0)
        cv.deleteItems(at: [item(2)])
        cv.insertItems(at: [item(0), item(1)])
      }
    }
    for _ in 0..<21 { f.scene.step("frame") { f.scene.host.advance(by: f.scene.host.frameInterval) } }
    #expect(f.model.items == ["n0", "n1", "a0", "a1", "a3", "a4", "a5"])
    #expect(cv.numberOfItems(inSection: 0) == 8)
    #expect(name(cv, item(3)) == "placeholder 2", "still after a0, now at 3 (its cell made again)")
    #expect(name(cv, item(4)) == "A a1")
    #expect(cv.cellForItem(at: item(3))?.presentation.frame == CGRect(x: 0, y: 60, width: 100, height: 60))
    let context = try #require(f.context)
    f.scene.step("delete the placeholder") { #expect(context.deletePlaceholder()) }
    for _ in 0..<21 { f.scene.step("frame") { f.scene.host.advance(by: f.scene.host.frameInterval) } }
    #expect(cv.numberOfItems(inSection: 0) == 7 && !cv.hasUncommittedUpdates)
    #expect(name(cv, item(3)) == "A a1")
    #expect(cv.cellForItem(at: item(3))?.presentation.frame == CGRect(x: 0, y: 60, width: 100, height: 60))
    #expect(!context.commitInsertion { _ in Issue.record("a deleted placeholder must not commit") })
    #expect(f.scene.errors.lines == [])
  }

  @Test func aPlaceholderWhoseSectionIsDeletedIsRemovedAndReported() throws {
    let f = Fixture()
    defer { f.clear() }
    f.dropText()
    let cv = f.cv
    f.scene.step("delete section 0, insert a new one") {
      cv.performBatchUpdates {
        f.model.sections = [["z0", "z1"]]
        cv.deleteSections(IndexSet(integer: 0))
        cv.insertSections(IndexSet(integer: 0))
      }
    }
    for _ in 0..<21 { f.scene.step("frame") { f.scene.host.advance(by: f.scene.host.frameInterval) } }
    #expect(
      f.scene.errors.lines == [
        "A: the section of the drop placeholder at [0, 1] was deleted: the placeholder is removed"
      ])
    #expect(!cv.hasUncommittedUpdates && cv.numberOfItems(inSection: 0) == 2)
    #expect((0..<2).map { name(cv, item($0)) } == ["A z0", "A z1"])
    #expect(f.context?.commitInsertion { _ in Issue.record("a removed placeholder must not commit") } == false)
  }

  @Test func reloadDataDiscardsThePlaceholderAndReportsIt() throws {
    let f = Fixture()
    defer { f.clear() }
    f.dropText()
    f.scene.step("reload") { f.cv.reloadData() }
    #expect(f.scene.errors.lines == ["A: reloadData() discards 1 drop placeholders; their contexts answer false"])
    #expect(!f.cv.hasUncommittedUpdates && f.cv.numberOfItems(inSection: 0) == 6)
    let context = try #require(f.context)
    context.setNeedsCellUpdate()
    #expect(!context.commitInsertion { _ in Issue.record("a discarded placeholder must not commit") })
    f.scene.step("frame") { f.scene.host.advance(by: f.scene.host.frameInterval) }
    #expect((0..<6).map { name(f.cv, item($0)) } == (0..<6).map { "A a\($0)" })
  }

  @Test func aPlaceholderOutsideTheItemsIsReportedAndItsContextIsInert() throws {
    let f = Fixture()
    defer { f.clear() }
    f.model.performDrop = { [unowned f] _, coordinator in
      let placeholder = CollectionViewDropPlaceholder(
        insertionIndexPath: IndexPath(item: 9, section: 0), reuseIdentifier: "cell")
      f.context = coordinator.drop(coordinator.items[0].dragItem, to: placeholder)
      f.context?.addCompletion { _ in f.model.landings += 1 }
    }
    f.dropText()
    #expect(
      f.scene.errors.lines == [
        "A: drop(_:to:) with a placeholder at [0, 9]: outside the collection view's items (1 sections); no placeholder inserted"
      ])
    #expect(!f.cv.hasUncommittedUpdates && f.cv.numberOfItems(inSection: 0) == 6)
    #expect(f.model.landings == 1, "the completion ran once")
    #expect(f.context?.deletePlaceholder() == false)
  }
}
