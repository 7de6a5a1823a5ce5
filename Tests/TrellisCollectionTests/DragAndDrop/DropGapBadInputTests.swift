import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisUI

/// Changes while a drop's gap is open: reported, the gap closed by re-keying and opened again by the next
/// update, nothing shown twice or lost, every completion once; the invariants hold after every step.
@MainActor
@Suite("Collection view: drop gap bad input")
struct DropGapBadInputTests {
  private func item(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

  /// The names of the visible cells in index-path order.
  private func names(_ cv: CollectionView) -> [String] {
    cv.indexPathsForVisibleItems.sorted().compactMap { (cv.cellForItem(at: $0) as? DragLoggingCell)?.name }
  }

  @Test func aBatchUpdateWhileTheGapIsOpenClosesItAndTheNextUpdateOpensItAgain() throws {
    let s = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])])
    let cv = s.views[0]
    let model = try #require(cv.model)
    s.pressAndHold(at: s.tile(1))
    s.move(from: s.tile(1), to: s.tile(4), steps: 1)
    #expect(cv.dropGapIndexPath == item(4))
    s.step("insert at 0") {
      cv.performBatchUpdates {
        model.items.insert("new", at: 0)
        cv.insertItems(at: [item(0)])
      }
    }
    #expect(
      s.errors.lines == [
        "A: performBatchUpdates(_:completion:) while a drop's gap is open at [0, 4]: the gap is closed first"
      ])
    #expect(cv.dropGapIndexPath == nil && cv.numberOfItems(inSection: 0) == 7)
    s.host.advance(by: 0.4)
    #expect(names(cv) == ["A new", "A a0", "A a1", "A a2", "A a3", "A a4", "A a5"], "every item once")
    s.move(from: s.tile(4), to: s.tile(5), steps: 1)
    #expect(cv.dropGapIndexPath == item(5), "the dragged item, now at 2, is the gap again")
    s.release(at: s.tile(5))
    #expect(s.log.lines.contains("A performDrop move at [0, 5] from [\"[0, 2]\"]"))
    #expect(model.items == ["new", "a0", "a2", "a3", "a4", "a1", "a5"])
    #expect(model.landings == 1)
    #expect(s.errors.lines.count == 1)
  }

  @Test func reloadDataWhileTheGapIsOpenIsReportedAndTheDropInsertsACopy() throws {
    let s = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])])
    let cv = s.views[0]
    let model = try #require(cv.model)
    s.pressAndHold(at: s.tile(0))
    s.move(from: s.tile(0), to: s.tile(2), steps: 1)
    s.step("reload") {
      model.items = ["x0", "x1", "x2", "x3"]
      cv.reloadData()
    }
    #expect(
      s.errors.lines == ["A: reloadData() while a drop's gap is open at [0, 2]: the gap is closed first"])
    s.move(from: s.tile(2), to: s.tile(1), steps: 1)
    #expect(cv.dropGapIndexPath == item(1), "the source is unknown after a reload: an empty slot")
    #expect(names(cv) == ["A x0", "A x1", "A x2", "A x3"], "nothing shows in the slot; a0 had no cell here")
    #expect(cv.numberOfItems(inSection: 0) == 5)
    s.release(at: s.tile(1))
    #expect(s.log.lines.contains("A performDrop move at [0, 1] from [\"nil\"]"))
    #expect(model.items == ["x0", "a0", "x1", "x2", "x3"])
    #expect(model.landings == 1)
  }

  @Test func aSectionDeletedWhileTheGapIsOpenInItIsReportedAndTheDropLandsConsistently() throws {
    let s = DragDropScene(models: [("A", [["a0", "a1", "a2"], ["b0", "b1", "b2"], ["c0"]])])
    let cv = s.views[0]
    let model = try #require(cv.model)
    s.pressAndHold(at: s.tile(0))
    // Over b1 (section 1's row, y 60–120): the dragged a0 moves into section 1.
    s.move(from: s.tile(0), to: CGPoint(x: 150, y: 90), steps: 2)
    #expect(cv.dropGapIndexPath == item(1, 1))
    #expect(cv.numberOfItems(inSection: 0) == 2 && cv.numberOfItems(inSection: 1) == 4)
    s.step("delete section 1") {
      cv.performBatchUpdates {
        model.sections.remove(at: 1)
        cv.deleteSections(IndexSet(integer: 1))
      }
    }
    #expect(
      s.errors.lines == [
        "A: performBatchUpdates(_:completion:) while a drop's gap is open at [1, 1]: the gap is closed first"
      ])
    #expect(cv.numberOfSections == 2 && cv.numberOfItems(inSection: 0) == 3, "a0 is back in section 0")
    s.host.advance(by: 0.4)
    #expect(names(cv) == ["A a0", "A a1", "A a2", "A c0"])
    s.release(at: CGPoint(x: 150, y: 90))
    // (150, 90) is now over c0 (section 1, centred at 100–200): a0 moves there.
    #expect(s.log.lines.contains("A performDrop move at [1, 0] from [\"[0, 0]\"]"), "\(s.log.lines)")
    #expect(model.sections == [["a1", "a2"], ["a0", "c0"]])
    #expect(model.landings == 1)
    #expect(s.errors.lines.count == 1)
  }

  @Test func aDropAfterItemsWereDeletedUnderThePointerLandsInRange() throws {
    let s = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])])
    let cv = s.views[0]
    let model = try #require(cv.model)
    s.pressAndHold(at: s.tile(0))
    s.move(from: s.tile(0), to: s.tile(5), steps: 1)
    #expect(cv.dropGapIndexPath == item(5))
    s.step("delete a3 a4 a5") {
      cv.performBatchUpdates {
        model.items.removeLast(3)
        cv.deleteItems(at: [item(3), item(4), item(5)])
      }
    }
    s.host.advance(by: 0.4)
    s.log.lines = []
    s.release(at: s.tile(5))
    // Below the 3 items left: the end of the section, the last place for the dragged item.
    #expect(
      Array(s.log.lines.prefix(2)) == [
        "A dropSessionDidUpdate [0, 3]", "A performDrop move at [0, 2] from [\"[0, 0]\"]",
      ])
    #expect(model.items == ["a1", "a2", "a0"])
    #expect(model.landings == 1)
    #expect(
      s.errors.lines == [
        "A: performBatchUpdates(_:completion:) while a drop's gap is open at [0, 5]: the gap is closed first"
      ])
  }
}
