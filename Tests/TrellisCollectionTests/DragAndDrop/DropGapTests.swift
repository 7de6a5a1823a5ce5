import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisUI

/// The gap an `.insertAtDestinationIndexPath` proposal opens: the dragged item's own gap for a move within
/// one collection view, an empty slot for a copy or a drag from elsewhere; the frames of the cells making
/// room under the manual clock, the gap's index paths, the delegate's order (Documentation/Behaviour.md#drag-and-drop).
@MainActor
@Suite("Collection view: drop gaps")
struct DropGapTests {
  private func letters(_ prefix: String, _ count: Int) -> [[String]] { [(0..<count).map { "\(prefix)\($0)" }] }
  private func item(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

  /// The visible cells by index path, as "[s, i] name".
  private func shown(_ cv: CollectionView) -> [String] {
    cv.indexPathsForVisibleItems.sorted().compactMap { indexPath in
      (cv.cellForItem(at: indexPath) as? DragLoggingCell).map { "\(indexPath.shortDescription) \($0.name)" }
    }
  }

  /// The on-screen (presentation) frame of the cell named `name`.
  private func frame(_ cv: CollectionView, _ name: String) -> CGRect? {
    cv.visibleCells.compactMap { $0 as? DragLoggingCell }.first { $0.name == name }?.presentation.frame
  }

  /// Advances `seconds` a frame at a time, checking the invariants after each.
  private func advance(_ scene: DragDropScene, by seconds: TimeInterval) {
    for _ in 0..<Int((seconds / scene.host.frameInterval).rounded()) {
      scene.host.advance(by: scene.host.frameInterval)
      #expect(scene.invariantProblems() == [], "at t=\(scene.host.now)")
    }
  }

  @Test func aMoveWithinOneCollectionViewMakesTheDraggedItemTheGapAndTheOthersMakeRoom() throws {
    let scene = DragDropScene(models: [("A", letters("a", 6))])
    let cv = scene.views[0]
    let model = try #require(cv.model)
    scene.pressAndHold(at: scene.tile(0))
    scene.log.lines = []
    scene.move(from: scene.tile(0), to: CGPoint(x: 130, y: 80), steps: 2)
    #expect(
      scene.log.lines == [
        "A a0 cell dragging", "A canHandle", "A dropSessionDidEnter", "A dropSessionDidUpdate [0, 0]",
        "A dropSessionDidUpdate [0, 4]",
      ])
    #expect(cv.dropGapIndexPath == item(4), "the pointer is over item 4: the dragged item's gap moved there")
    #expect(cv.hasUncommittedUpdates && !cv.isInteractiveMovementInProgress)
    #expect(model.items == ["a0", "a1", "a2", "a3", "a4", "a5"], "the data source is never asked")
    #expect(
      shown(cv) == ["[0, 0] A a1", "[0, 1] A a2", "[0, 2] A a3", "[0, 3] A a4", "[0, 5] A a5"],
      "the dragged item shows no cell: the preview stands for it")
    scene.host.runFrame()
    #expect(frame(cv, "A a1") == CGRect(x: 100, y: 0, width: 100, height: 60))
    #expect(frame(cv, "A a4") == CGRect(x: 100, y: 60, width: 100, height: 60))
    advance(scene, by: 0.15)
    let a1 = try #require(frame(cv, "A a1"))
    let a4 = try #require(frame(cv, "A a4"))
    #expect(abs(a1.minX - 50) < 0.01 && a1.minY == 0, "half way at 0.15 s: \(a1)")
    #expect(abs(a4.minX - 50) < 0.01 && a4.minY == 60, "half way at 0.15 s: \(a4)")
    advance(scene, by: 0.2)
    #expect(frame(cv, "A a1") == CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(frame(cv, "A a3") == CGRect(x: 200, y: 0, width: 100, height: 60))
    #expect(frame(cv, "A a4") == CGRect(x: 0, y: 60, width: 100, height: 60))
    #expect(frame(cv, "A a5") == CGRect(x: 200, y: 60, width: 100, height: 60))
    scene.log.lines = []
    scene.host.send(.touchUp(id: 1, location: CGPoint(x: 130, y: 80)))
    #expect(
      Array(scene.log.lines.prefix(4)) == [
        "A dropSessionDidUpdate [0, 4]", "A performDrop move at [0, 4] from [\"[0, 0]\"]", "A a0 cell dragging",
        "A dropSessionDidEnd",
      ], "the destination is where the item ends up, its source where the data source has it")
    #expect(model.items == ["a1", "a2", "a3", "a4", "a0", "a5"])
    #expect(cv.dropGapIndexPath == nil && !cv.hasUncommittedUpdates)
    // The delegate's move animated from what showed: the others were already in place, a0's cell is at its slot.
    #expect(frame(cv, "A a1") == CGRect(x: 0, y: 0, width: 100, height: 60))
    #expect(frame(cv, "A a4") == CGRect(x: 0, y: 60, width: 100, height: 60))
    scene.release(at: CGPoint(x: 130, y: 80))
    #expect(frame(cv, "A a0") == CGRect(x: 100, y: 60, width: 100, height: 60))
    #expect(model.landings == 1)
    #expect(scene.errors.lines == [])
  }

  @Test func aPlaceBetweenItemsAfterTheGapIsOneLessAndTheGapNeverLeavesTheSection() throws {
    let scene = DragDropScene(models: [("A", letters("a", 5))])
    let cv = scene.views[0]
    scene.pressAndHold(at: scene.tile(1))
    // Below the last row's two items, beside them: between items, after a4 (the end of the section).
    scene.move(from: scene.tile(1), to: CGPoint(x: 250, y: 90), steps: 1)
    #expect(scene.log.lines.last == "A dropSessionDidUpdate [0, 5]", "no gap yet: the end of the section")
    #expect(cv.dropGapIndexPath == item(4), "the gap opens at the last item: the item leaves its own place")
    scene.log.lines = []
    scene.move(from: CGPoint(x: 250, y: 90), to: CGPoint(x: 260, y: 95), steps: 1)
    #expect(scene.log.lines == ["A dropSessionDidUpdate [0, 4]"], "with the gap open: where the item ends up")
    #expect(cv.dropGapIndexPath == item(4))
    scene.release(at: CGPoint(x: 260, y: 95))
    #expect(cv.model?.items == ["a0", "a2", "a3", "a4", "a1"])
    #expect(scene.errors.lines == [])
  }

  @Test func leavingTheCollectionViewClosesTheGapAnimatedAndACopyOpensAnEmptySlot() throws {
    let scene = DragDropScene(models: [("A", letters("a", 6)), ("B", letters("b", 3))])
    let a = scene.views[0]
    let b = scene.views[1]
    let bModel = try #require(b.model)
    scene.pressAndHold(at: scene.tile(0))
    scene.move(from: scene.tile(0), to: scene.tile(4), steps: 1)
    advance(scene, by: 0.35)
    #expect(a.dropGapIndexPath == item(4))
    scene.log.lines = []
    scene.move(from: scene.tile(4), to: scene.tile(1, in: 1), steps: 1)
    #expect(
      scene.log.lines == [
        "B canHandle", "A a0 cell dragging", "A dropSessionDidExit", "B dropSessionDidEnter",
        "B dropSessionDidUpdate [0, 1]",
      ], "A's gap closes and a0's cell comes back, still dragged")
    #expect(a.dropGapIndexPath == nil && !a.hasUncommittedUpdates)
    #expect(b.dropGapIndexPath == item(1), "a drag from elsewhere: an empty slot at the destination")
    #expect(b.hasUncommittedUpdates)
    #expect(shown(b) == ["[0, 0] B b0", "[0, 2] B b1", "[0, 3] B b2"], "nothing shows in the slot")
    scene.host.runFrame()
    #expect(frame(b, "B b1") == CGRect(x: 100, y: 0, width: 100, height: 60))
    #expect(frame(b, "B b2") == CGRect(x: 200, y: 0, width: 100, height: 60))
    #expect(frame(a, "A a1") == CGRect(x: 0, y: 0, width: 100, height: 60))
    advance(scene, by: 0.15)
    #expect(abs((frame(b, "B b1")?.minX ?? 0) - 150) < 0.01)
    #expect(abs((frame(a, "A a1")?.minX ?? 0) - 50) < 0.01, "A's cells go back as B's make room")
    advance(scene, by: 0.2)
    #expect(frame(b, "B b1") == CGRect(x: 200, y: 0, width: 100, height: 60))
    #expect(frame(b, "B b2") == CGRect(x: 0, y: 60, width: 100, height: 60))
    #expect(frame(a, "A a1") == CGRect(x: 100, y: 0, width: 100, height: 60))
    #expect(frame(a, "A a0") == CGRect(x: 0, y: 0, width: 100, height: 60), "the dragged item's cell is back")
    scene.log.lines = []
    scene.release(at: scene.tile(1, in: 1))
    #expect(
      Array(scene.log.lines.prefix(2)) == [
        "B dropSessionDidUpdate [0, 1]", "B performDrop move at [0, 1] from [\"nil\"]",
      ])
    #expect(bModel.items == ["b0", "a0", "b1", "b2"])
    #expect(b.dropGapIndexPath == nil && !b.hasUncommittedUpdates)
    #expect(frame(b, "B a0") == CGRect(x: 100, y: 0, width: 100, height: 60))
    #expect(frame(b, "B b1") == CGRect(x: 200, y: 0, width: 100, height: 60))
    #expect(scene.errors.lines == [])
  }

  @Test func anUnspecifiedIntentOpensNoGapAndAnInsertIntoIntentTargetsTheCell() throws {
    let scene = DragDropScene(models: [("A", letters("a", 6))])
    let cv = scene.views[0]
    let model = try #require(cv.model)
    model.intent = .unspecified
    scene.pressAndHold(at: scene.tile(0))
    scene.move(from: scene.tile(0), to: scene.tile(4), steps: 2)
    #expect(cv.dropGapIndexPath == nil && !cv.hasUncommittedUpdates)
    model.intent = .insertIntoDestinationIndexPath
    scene.move(from: scene.tile(4), to: scene.tile(5), steps: 1)
    #expect(cv.dropGapIndexPath == nil)
    #expect(cv.cellForItem(at: item(5))?.configurationState.cellDropState == .targeted)
    model.intent = .insertAtDestinationIndexPath
    scene.move(from: scene.tile(5), to: scene.tile(4), steps: 1)
    #expect(cv.dropGapIndexPath == item(4))
    model.operation = .copy
    scene.move(from: scene.tile(4), to: scene.tile(2), steps: 1)
    #expect(cv.dropGapIndexPath == item(2), "a copy: the dragged item's gap closed, an empty slot opened")
    #expect(cv.numberOfItems(inSection: 0) == 7)
    scene.host.send(.touchUp(id: 1, location: scene.tile(2)))
    #expect(model.items == ["a0", "a1", "a0", "a2", "a3", "a4", "a5"])
    #expect(cv.numberOfItems(inSection: 0) == 7 && !cv.hasUncommittedUpdates)
    scene.release(at: scene.tile(2))
    #expect(scene.errors.lines == [])
  }

  @Test func theContentAutoscrollsUnderAStillPointerAndTheGapFollows() throws {
    let scene = DragDropScene(models: [("A", letters("a", 30))])
    let cv = scene.views[0]
    let model = try #require(cv.model)
    model.operation = .copy
    scene.pressAndHold(at: scene.tile(0))
    // 390 is 54 pt into the bottom band (336–400): 1500 × (54/64)² pt/s.
    scene.move(from: scene.tile(0), to: CGPoint(x: 150, y: 390), steps: 1)
    let speed: CGFloat = 1500 * (54.0 / 64) * (54.0 / 64)
    let dt = CGFloat(scene.host.frameInterval)
    // The move's own frame noted the time in the band: every frame after it scrolls by speed × dt.
    #expect(cv.contentOffset == .zero)
    scene.host.advance(by: scene.host.frameInterval)
    #expect(abs(cv.contentOffset.y - speed * dt) < 1e-6, "\(cv.contentOffset.y)")
    scene.host.advance(by: scene.host.frameInterval)
    #expect(abs(cv.contentOffset.y - 2 * speed * dt) < 1e-6, "\(cv.contentOffset.y)")
    scene.host.advance(by: scene.host.frameInterval)
    #expect(abs(cv.contentOffset.y - 3 * speed * dt) < 1e-6, "\(cv.contentOffset.y)")
    // The pointer stays at 390 in the bounds: the destination follows the content under it.
    let row = Int((cv.contentOffset.y + 390) / 60)
    #expect(scene.log.lines.last == "A dropSessionDidUpdate [0, \(row * 3 + 1)]")
    #expect(cv.dropGapIndexPath == item(row * 3 + 1))
    // Up to the end of the content: 31 items with the slot, 11 rows, 660 − 400 = 260.
    for _ in 0..<30 {
      scene.host.advance(by: scene.host.frameInterval)
      #expect(scene.invariantProblems() == [])
    }
    #expect(cv.contentOffset.y == 260)
    #expect(
      cv.dropGapIndexPath == item(30), "the last row holds only the slot: the pointer is after it, the slot stays last")
    #expect(scene.invariantProblems() == [])
    scene.release(at: CGPoint(x: 150, y: 390))
    #expect(model.items.count == 31 && model.items[30] == "a0")
    #expect(scene.errors.lines == [])
  }
}
