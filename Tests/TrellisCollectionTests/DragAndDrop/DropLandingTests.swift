import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisUI

/// The cell a dropped item's preview lands on (`drop(_:toItemAt:)`) stays hidden until the preview is
/// down, following batch updates made meanwhile; `reloadData()` shows it at once.
@MainActor
@Suite("Collection view: the cell a drop lands on")
struct DropLandingTests {
  private func letters(_ prefix: String, _ count: Int) -> [[String]] { [(0..<count).map { "\(prefix)\($0)" }] }

  /// Which of B's visible items' cells are hidden, as "b0" names.
  private func hidden(_ cv: CollectionView) -> [String] {
    cv.indexPathsForVisibleItems.sorted().compactMap { indexPath in
      guard let cell = cv.cellForItem(at: indexPath) as? DragLoggingCell, cell.isHidden else { return nil }
      return "\(indexPath.item) \(cell.name)"
    }
  }

  /// A copy of A's item 1 dropped at B's item 1; returns the scene with the preview on its way.
  private func dropped() throws -> DragDropScene {
    let scene = DragDropScene(models: [("A", letters("a", 6)), ("B", letters("b", 3))])
    try #require(scene.views[1].model).operation = .copy
    scene.pressAndHold(at: scene.tile(1))
    // Released off the tile's centre, so the preview has a way to go (a preview already where it lands
    // lands at once).
    let end = CGPoint(x: scene.tile(1, in: 1).x + 20, y: scene.tile(1, in: 1).y + 10)
    scene.move(from: scene.tile(1), to: end, steps: 3)
    scene.step("release") { scene.host.send(.touchUp(id: 1, location: end)) }
    return scene
  }

  @Test func theDestinationCellIsHiddenUntilThePreviewIsDown() throws {
    let scene = try dropped()
    let b = scene.views[1]
    let model = try #require(b.model)
    #expect(model.items == ["b0", "a1", "b1", "b2"])
    #expect(hidden(b) == ["1 B a1"])
    scene.step("frame") { scene.host.advance(by: 0.125) }
    #expect(hidden(b) == ["1 B a1"], "half way down")
    #expect(model.landings == 0)
    scene.step("landed") { scene.host.advance(by: 0.15) }
    #expect(model.landings == 1)
    #expect(hidden(b) == [])
    #expect(hidden(scene.views[0]) == [])
    #expect(scene.errors.lines == [])
  }

  @Test func theHiddenCellFollowsItsItemThroughABatchUpdate() throws {
    let scene = try dropped()
    let b = scene.views[1]
    let model = try #require(b.model)
    scene.step("insert") {
      b.performBatchUpdates {
        model.items.insert("new", at: 0)
        b.insertItems(at: [IndexPath(item: 0, section: 0)])
      }
    }
    #expect(hidden(b) == ["2 B a1"])
    scene.step("delete before") {
      b.performBatchUpdates {
        model.items.remove(at: 1)
        b.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    #expect(hidden(b) == ["1 B a1"])
    scene.step("landed") { scene.host.advance(by: 0.4) }
    #expect(hidden(b) == [])
    #expect(model.items == ["new", "a1", "b1", "b2"])
    #expect(scene.errors.lines == [])
  }

  @Test func deletingTheLandingItemOrReloadingShowsEverything() throws {
    let scene = try dropped()
    let b = scene.views[1]
    let model = try #require(b.model)
    scene.step("delete") {
      b.performBatchUpdates {
        model.items.remove(at: 1)
        b.deleteItems(at: [IndexPath(item: 1, section: 0)])
      }
    }
    scene.step("frame") { scene.host.advance(by: 0.35) }
    #expect(hidden(b) == [], "the item is gone; no other cell hides")
    #expect(model.landings == 1)

    let again = try dropped()
    let c = again.views[1]
    again.step("reload") { c.reloadData() }
    again.step("frame") { again.host.advance(by: again.host.frameInterval) }
    #expect(hidden(c) == [])
    again.step("landed") { again.host.advance(by: 0.3) }
    #expect(hidden(c) == [])
    #expect(try #require(c.model).landings == 1)
    #expect(again.errors.lines == [])
  }
}
