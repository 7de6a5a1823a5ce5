import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisUI

/// Misuse and changes during a drag: reported, the drop cancelled or finished consistently, nothing
/// shown twice or lost, every completion once; the invariants hold after every frame.
@MainActor
@Suite("Collection view: drag and drop bad input")
struct CollectionViewDragAndDropBadInputTests {
  private func scene(sections: [[String]] = [(0..<6).map { "a\($0)" }]) -> DragDropScene {
    DragDropScene(models: [("A", sections)])
  }

  /// The names the visible cells show, by index path, and whether any cell still shows a drag.
  private func shown(_ cv: CollectionView) -> [String] {
    cv.indexPathsForVisibleItems.sorted().compactMap { indexPath in
      (cv.cellForItem(at: indexPath) as? DragLoggingCell).map { "\(indexPath.shortDescription) \($0.name)" }
    }
  }

  @Test func aDropAtAnIndexPathOutOfRangeIsReportedAndItsCompletionRunsOnce() throws {
    let s = scene()
    let model = try #require(s.views[0].model)
    defer { model.performDrop = nil }  // the handler holds its model: no cycle outlives the test
    model.performDrop = { _, coordinator in
      // No insert first: the end of the section is past the last item.
      coordinator.drop(coordinator.items[0].dragItem, toItemAt: IndexPath(item: 6, section: 0))
        .addCompletion { _ in model.landings += 1 }
      coordinator.drop(coordinator.items[0].dragItem, toItemAt: IndexPath(item: 0, section: 3))
        .addCompletion { _ in model.landings += 1 }
    }
    s.pressAndHold(at: s.tile(0))
    s.move(from: s.tile(0), to: s.tile(5), steps: 2)
    s.release(at: s.tile(5))
    #expect(
      s.errors.lines == [
        "A: drop(_:toItemAt:): index path [0, 6] is out of range: section 0 has 6 items",
        "A: drop(_:toItemAt:): index path [3, 0] is out of range: the collection view has 1 sections",
      ])
    #expect(model.landings == 2, "each completion once, at once: the preview had nowhere to go")
    #expect(DragEngine.shared.preview == nil && s.host.window?.subviews.count == 1, "the preview left")
    #expect(model.items == ["a0", "a1", "a2", "a3", "a4", "a5"])
    #expect(shown(s.views[0]).count == 6)
    #expect(s.views[0].visibleCells.allSatisfy { $0.configurationState.cellDragState == .none })
  }

  @Test func aSectionDeletedMidDragNeverReachesTheDelegate() throws {
    let s = scene(sections: [["a0", "a1", "a2"], ["b0", "b1", "b2"], ["c0"]])
    let cv = s.views[0]
    let model = try #require(cv.model)
    model.operation = .copy
    model.intent = .unspecified  // no gap: the places are the items as the data source has them
    s.pressAndHold(at: s.tile(0))
    // Section 1's row is at y 60–120, section 2's at 120–180 (its one item alone on its line, centred at x 100–200).
    s.move(from: s.tile(0), to: CGPoint(x: 250, y: 150), steps: 2)
    #expect(s.log.lines.last == "A dropSessionDidUpdate [2, 1]", "after c0, the end of section 2")
    s.step("delete section 1") {
      cv.performBatchUpdates {
        model.sections.remove(at: 1)
        cv.deleteSections(IndexSet(integer: 1))
      }
    }
    s.host.advance(by: 0.5)
    s.log.lines = []
    s.release(at: CGPoint(x: 250, y: 150))
    #expect(
      s.log.lines.prefix(2) == [
        "A dropSessionDidUpdate [1, 1]", "A performDrop copy at [1, 1] from [\"[0, 0]\"]",
      ], "recomputed at the release: (250, 150) is now below section 1 (c0), after its only item")
    #expect(model.sections == [["a0", "a1", "a2"], ["c0", "a0"]])
    #expect(s.errors.lines == [])
  }

  @Test func anInsertBeforeTheDraggedItemMovesItsSourceIndexPath() throws {
    let s = scene()
    let cv = s.views[0]
    let model = try #require(cv.model)
    s.pressAndHold(at: s.tile(1))
    s.step("insert at 0") {
      cv.performBatchUpdates {
        model.items.insert("new", at: 0)
        cv.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
    s.host.advance(by: 0.5)
    #expect(cv.cellForItem(at: IndexPath(item: 2, section: 0))?.configurationState.cellDragState == .lifting)
    #expect(
      cv.cellForItem(at: IndexPath(item: 1, section: 0))?.configurationState.cellDragState
        == CellConfigurationState.DragState.none)
    s.move(from: s.tile(1), to: s.tile(5), steps: 2)
    s.release(at: s.tile(5))
    #expect(s.log.lines.contains("A performDrop move at [0, 5] from [\"[0, 2]\"]"))
    #expect(model.items == ["new", "a0", "a2", "a3", "a4", "a1", "a5"])
    #expect(s.errors.lines == [])
    #expect(shown(cv).count == 7)
  }

  @Test func theDraggedItemDeletedMidDragIsReportedAndDropsAsACopy() throws {
    let s = scene()
    let cv = s.views[0]
    let model = try #require(cv.model)
    s.pressAndHold(at: s.tile(1))
    s.move(from: s.tile(1), to: s.tile(4), steps: 1)
    s.step("delete the dragged item") {
      cv.performBatchUpdates {
        model.items.remove(at: 1)
        cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    s.host.advance(by: 0.5)
    #expect(
      s.errors.lines == [
        "A: performBatchUpdates(_:completion:) while a drop's gap is open at [0, 4]: the gap is closed first",
        "A: the item dragged from [0, 1] was deleted during the drag; its drop item has no sourceIndexPath",
      ])
    #expect(cv.dropGapIndexPath == nil, "closed before the batch; no update of the drop since")
    #expect(cv.visibleCells.allSatisfy { $0.configurationState.cellDragState == .none }, "no cell shows the gone item")
    s.release(at: s.tile(4))
    #expect(s.log.lines.contains("A performDrop move at [0, 4] from [\"nil\"]"))
    #expect(model.items == ["a0", "a2", "a3", "a4", "a1", "a5"], "inserted once from its provider, not lost")
    #expect(model.landings == 1)
    #expect(shown(cv).map { $0.components(separatedBy: " ").last! } == model.items)
  }

  @Test func reloadDataMidDragForgetsTheSourceIndexPaths() throws {
    let s = scene()
    let cv = s.views[0]
    let model = try #require(cv.model)
    model.operation = .copy
    s.pressAndHold(at: s.tile(2))
    s.move(from: s.tile(2), to: s.tile(3), steps: 1)
    s.step("reload") {
      model.items = ["x0", "x1", "x2"]
      cv.reloadData()
    }
    s.host.advance(by: 0.1)
    s.release(at: s.tile(3))
    #expect(s.log.lines.contains("A performDrop copy at [0, 3] from [\"nil\"]"), "the end of the new 3 items")
    #expect(model.items == ["x0", "x1", "x2", "a2"])
    #expect(cv.visibleCells.allSatisfy { $0.configurationState.cellDragState == .none })
    #expect(s.log.lines.last == "A dragSessionDidEnd")
    #expect(shown(cv).count == 4)
  }

  @Test func seededRandomChangesDuringADragKeepTheInvariants() throws {
    for seed in UInt64(1)...UInt64(12) {
      print("drag-and-drop random changes: seed \(seed)")
      var random = SeededRandomNumberGenerator(seed: seed)
      let s = scene()
      let cv = s.views[0]
      let model = try #require(cv.model)
      model.operation = Bool.random(using: &random) ? .move : .copy
      var next = 100
      let start = Int.random(in: 0..<6, using: &random)
      s.pressAndHold(at: s.tile(start))
      var point = s.tile(start)
      for step in 0..<8 {
        let target = CGPoint(
          x: CGFloat.random(in: 5...295, using: &random), y: CGFloat.random(in: 5...230, using: &random))
        s.move(from: point, to: target, steps: 2)
        point = target
        s.step("seed \(seed) step \(step)") {
          switch Int.random(in: 0..<4, using: &random) {
          case 0 where !model.items.isEmpty:
            let index = Int.random(in: 0..<model.items.count, using: &random)
            cv.performBatchUpdates {
              model.items.remove(at: index)
              cv.deleteItems(at: [IndexPath(item: index, section: 0)])
            }
          case 1 where model.items.count < 12:
            let index = Int.random(in: 0...model.items.count, using: &random)
            next += 1
            cv.performBatchUpdates {
              model.items.insert("n\(next)", at: index)
              cv.insertItems(at: [IndexPath(item: index, section: 0)])
            }
          case 2:
            model.items.shuffle(using: &random)
            cv.reloadData()
          default:
            break
          }
          s.host.advance(by: 0.05)
        }
      }
      let before = model.items
      s.log.lines = []
      s.release(at: point)
      let drop = try #require(s.log.lines.first { $0.hasPrefix("A performDrop") }, "seed \(seed): \(s.log.lines)")
      let inserts = drop.contains("copy") || drop.contains("from [\"nil\"]")
      #expect(model.items.count == before.count + (inserts ? 1 : 0), "seed \(seed): \(drop)")
      if !inserts {
        #expect(model.items.sorted() == before.sorted(), "seed \(seed): a move keeps every item once")
      }
      #expect(shown(cv).count == min(model.items.count, 18), "seed \(seed): every item shown once")
      #expect(cv.visibleCells.allSatisfy { $0.configurationState.cellDragState == .none }, "seed \(seed)")
      #expect(!DragEngine.shared.isDragging, "seed \(seed)")
      #expect(model.landings <= 1, "seed \(seed)")
    }
  }
}
