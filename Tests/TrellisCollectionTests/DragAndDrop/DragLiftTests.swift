import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisUI

/// A drag model that also offers the edit menu, logging its question.
@MainActor final class MenuOfferingDelegate: CollectionViewDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
    log.lines.append("shouldShowMenu \(indexPath.shortDescription)")
    return true
  }
  func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { action == .copy }
}

/// A drag model's delegate that offers a context menu of one action for every item, logging its questions.
@MainActor final class ContextMenuOfferingDelegate: CollectionViewDelegate {
  let log: CallLog
  init(log: CallLog) { self.log = log }
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> ContextMenuConfiguration? {
    log.lines.append("contextMenuConfiguration \(indexPaths.map(\.shortDescription))")
    return ContextMenuConfiguration(identifier: "item", previewProvider: nil) { _ in
      Menu(children: [Action(title: "Share") { _ in }])
    }
  }
  func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) { log.lines.append("willDisplayContextMenu") }
  func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) { log.lines.append("willEndContextMenuInteraction") }
}

/// How a drag starts: the press durations for a finger and the mouse, and how the lift shares the long
/// press with menus, scrolling and selection.
@MainActor
@Suite("Collection view: lifting an item for a drag")
struct CollectionViewDragLiftTests {
  private func scene() -> DragDropScene { DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }])]) }

  @Test func theMouseLiftsAfterAFifthOfASecondAFingerAfterHalfASecond() {
    let pointer = scene()
    pointer.host.send(.touchDown(id: 1, location: pointer.tile(2), pointer: true))
    pointer.host.advance(by: 0.15)
    #expect(pointer.log.lines == [])
    pointer.host.advance(by: 0.1)
    #expect(pointer.log.lines.first == "A itemsForBeginning [0, 2]")
    #expect(pointer.views[0].hasActiveDrag)
    pointer.host.send(.touchUp(id: 1, location: pointer.tile(2)))
    #expect(!pointer.views[0].hasActiveDrag)

    let finger = scene()
    finger.host.send(.touchDown(id: 1, location: finger.tile(2), pointer: false))
    finger.host.advance(by: 0.45)
    #expect(finger.log.lines == [])
    finger.host.advance(by: 0.1)
    #expect(finger.log.lines.first == "A itemsForBeginning [0, 2]")
    finger.host.send(.touchUp(id: 1, location: finger.tile(2)))
    #expect(finger.log.lines.last == "A dragSessionDidEnd")
    #expect(finger.views[0].indexPathsForSelectedItems == [], "the lift cancelled the cell's touch: no selection")
  }

  @Test func withoutDragItemsTheLongPressOpensTheMenu() {
    let s = scene()
    let menus = MenuOfferingDelegate(log: s.log)
    s.views[0].delegate = menus
    s.views[0].model?.offersItems = false
    s.pressAndHold(at: s.tile(1))
    #expect(s.log.lines == ["A itemsForBeginning [0, 1]", "shouldShowMenu [0, 1]"])
    #expect(MenuController.shared.isMenuVisible)
    s.host.send(.touchUp(id: 1, location: s.tile(1)))
    MenuController.shared.hideMenu()
    withExtendedLifetime(menus) {}
  }

  @Test func withDragItemsTheLongPressDragsAndNoMenuOpens() {
    let s = scene()
    let menus = MenuOfferingDelegate(log: s.log)
    s.views[0].delegate = menus
    s.pressAndHold(at: s.tile(1))
    #expect(
      s.log.lines == [
        "A itemsForBeginning [0, 1]", "A allowsMove", "A isRestricted", "A dragSessionWillBegin 1", "A a1 cell lifting",
      ])
    #expect(!MenuController.shared.isMenuVisible)
    s.release(at: s.tile(1))
    withExtendedLifetime(menus) {}
  }

  @Test func aFingersPressOpensTheContextMenuAndMovingOnTurnsItIntoTheDrag() throws {
    let s = scene()
    let menus = ContextMenuOfferingDelegate(log: s.log)
    s.views[0].delegate = menus
    s.pressAndHold(at: s.tile(1))
    #expect(
      s.log.lines == ["A itemsForBeginning [0, 1]", "contextMenuConfiguration [\"[0, 1]\"]", "willDisplayContextMenu"])
    #expect(s.views[0].visibleContextMenu != nil)
    #expect(!s.views[0].hasActiveDrag, "the menu stands for the lift")
    let start = s.tile(1)
    s.move(from: start, to: CGPoint(x: start.x + 6, y: start.y + 6), steps: 2)
    #expect(s.views[0].visibleContextMenu != nil, "8.5 points: still the menu")
    #expect(!s.views[0].hasActiveDrag)
    s.log.lines = []
    s.move(from: CGPoint(x: start.x + 6, y: start.y + 6), to: CGPoint(x: start.x + 8, y: start.y + 8), steps: 1)
    #expect(
      s.log.lines == [
        "willEndContextMenuInteraction", "A allowsMove", "A isRestricted", "A dragSessionWillBegin 1",
        "A a1 cell lifting",
      ], "11.3 points: the menu closes and the item lifts")
    #expect(s.views[0].visibleContextMenu == nil)
    #expect(s.views[0].hasActiveDrag)
    let preview = try #require(DragEngine.shared.preview)
    #expect(preview.center == start, "on the cell, keeping the finger's offset from there")
    s.move(from: CGPoint(x: start.x + 8, y: start.y + 8), to: s.tile(4), steps: 2)
    s.release(at: s.tile(4))
    #expect(s.views[0].model?.items == ["a0", "a2", "a3", "a4", "a1", "a5"])
    #expect(s.log.lines.last == "A dragSessionDidEnd")
    withExtendedLifetime(menus) {}
  }

  @Test func liftingTheFingerLeavesTheMenuOpenAndNeverDrags() {
    let s = scene()
    let menus = ContextMenuOfferingDelegate(log: s.log)
    s.views[0].delegate = menus
    s.pressAndHold(at: s.tile(1))
    s.host.send(.touchUp(id: 1, location: s.tile(1)))
    s.host.advance(by: 0.1)
    #expect(s.views[0].visibleContextMenu != nil)
    #expect(!s.views[0].hasActiveDrag && !DragEngine.shared.isDragging)
    #expect(s.views[0].indexPathsForSelectedItems == [], "no selection")
    // The next press lifts as usual once the menu is gone.
    s.views[0].visibleContextMenu?.dismiss()
    #expect(s.log.lines.last == "willEndContextMenuInteraction")
    s.log.lines = []
    s.views[0].delegate = nil
    s.pressAndHold(at: s.tile(2))
    #expect(s.views[0].hasActiveDrag)
    s.release(at: s.tile(2))
    withExtendedLifetime(menus) {}
  }

  @Test func theMouseDragsWhereAMenuIsOfferedAndItsSecondaryClickOpensTheMenu() {
    let s = scene()
    let menus = ContextMenuOfferingDelegate(log: s.log)
    s.views[0].delegate = menus
    s.pressAndHold(at: s.tile(1), hold: 0.3, pointer: true)
    #expect(s.views[0].hasActiveDrag, "the iPad pointer's click-and-hold drags")
    #expect(s.views[0].visibleContextMenu == nil)
    #expect(!s.log.lines.contains { $0.hasPrefix("contextMenuConfiguration") })
    s.release(at: s.tile(1))
    withExtendedLifetime(menus) {}
  }

  @Test func disabledDragInteractionNeverAsks() {
    let s = scene()
    s.views[0].dragInteractionEnabled = false
    s.pressAndHold(at: s.tile(1))
    s.host.send(.touchUp(id: 1, location: s.tile(1)))
    #expect(s.log.lines == [])
    #expect(s.views[0].indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)], "the press selects as before")
  }

  @Test func movingBeforeTheLiftNeverDrags() {
    let s = scene()
    s.host.send(.touchDown(id: 1, location: s.tile(1), pointer: false))
    s.host.advance(by: 0.1)
    s.move(from: s.tile(1), to: CGPoint(x: s.tile(1).x + 30, y: s.tile(1).y), steps: 3)
    s.host.advance(by: 0.6)
    s.host.send(.touchUp(id: 1, location: CGPoint(x: s.tile(1).x + 30, y: s.tile(1).y)))
    #expect(s.log.lines == [])
    #expect(!DragEngine.shared.isDragging)
  }

  @Test func anInsertIntoProposalTargetsTheCellUnderThePointer() throws {
    let s = DragDropScene(models: [("A", [(0..<6).map { "a\($0)" }]), ("B", [["b0", "b1", "b2"]])])
    let b = try #require(s.views[1].model)
    b.operation = .copy
    b.intent = .insertIntoDestinationIndexPath
    b.performDrop = { _, _ in }
    s.pressAndHold(at: s.tile(0))
    s.move(from: s.tile(0), to: s.tile(1, in: 1), steps: 2)
    // A missing cell shortens the list, so it never compares equal.
    func dropStates() -> [CellConfigurationState.DropState] {
      (0..<3).compactMap {
        s.views[1].cellForItem(at: IndexPath(item: $0, section: 0))?.configurationState.cellDropState
      }
    }
    #expect(dropStates() == [.notTargeted, .targeted, .notTargeted], "the others: a drop can happen here")
    s.move(from: s.tile(1, in: 1), to: s.tile(2, in: 1), steps: 1)
    #expect(dropStates() == [.notTargeted, .notTargeted, .targeted])
    s.move(from: s.tile(2, in: 1), to: s.tile(2), steps: 1)
    #expect(dropStates() == [CellConfigurationState.DropState](repeating: .none, count: 3), "leaving clears the states")
    s.move(from: s.tile(2), to: s.tile(0, in: 1), steps: 1)
    #expect(dropStates() == [.targeted, .notTargeted, .notTargeted])
    s.release(at: s.tile(0, in: 1))
    #expect(dropStates() == [CellConfigurationState.DropState](repeating: .none, count: 3))
    #expect(s.log.lines.contains("B performDrop copy at [0, 0] from [\"nil\"]"))
  }

  @Test func aCancelledTouchCancelsTheDragInOrder() {
    let s = scene()
    s.pressAndHold(at: s.tile(0))
    s.move(from: s.tile(0), to: s.tile(4), steps: 1)
    s.log.lines = []
    s.step("cancel") { s.host.send(.touchCancelled(id: 1)) }
    #expect(
      s.log.lines == [
        // The item's gap closes first: its cell comes back, showing the drag.
        "A a0 cell dragging", "A dropSessionDidExit", "A dropSessionDidEnd", "A a0 cell none", "A dragSessionDidEnd",
      ])
    #expect(s.views[0].model?.items == ["a0", "a1", "a2", "a3", "a4", "a5"])
    #expect(!DragEngine.shared.isDragging && !s.views[0].hasActiveDrag && !s.views[0].hasActiveDrop)
  }
}
