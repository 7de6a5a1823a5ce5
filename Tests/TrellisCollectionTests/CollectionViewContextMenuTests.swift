import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Context menus: the iOS 16 delegate method, the will-display / will-end / preview hooks in order, the
/// menu's rows and geometry, its keyboard, and its actions' handlers.
@MainActor
@Suite("Collection view: context menus")
struct CollectionViewContextMenuTests {
  /// A configuration whose actions log their handler calls (with the sender's type) into the delegate's log.
  private func offer(_ delegate: MenuTestDelegate, submenu: Bool = false) {
    delegate.contextMenu = { [unowned delegate] in
      ContextMenuConfiguration(identifier: "words", previewProvider: nil) { _ in
        @MainActor func action(_ title: String, _ attributes: MenuElement.Attributes = []) -> Action {
          Action(title: title, attributes: attributes) { action in
            delegate.log.append("handler \(action.title) sender \(action.sender is CollectionView)")
          }
        }
        var children: [MenuElement] = [
          action("Copy"), action("Paste", .disabled),
          Menu(options: .displayInline, children: [action("Delete", .destructive), action("Secret", .hidden)]),
        ]
        if submenu { children.append(Menu(title: "Colour", children: [action("Red"), action("Blue")])) }
        return Menu(children: children)
      }
    }
  }

  @Test func aRightClickOpensTheMenuAtThePointerAndAnActionRunsAfterWillEnd() throws {
    let (host, cv, delegate) = makeMenuCollectionView()
    offer(delegate)
    host.rightClick(at: CGPoint(x: 130, y: 100))
    #expect(delegate.log == ["contextMenuConfiguration [\"[0, 4]\"] (130.0, 100.0)", "willDisplayContextMenu words"])
    let popup = try #require(cv.visibleContextMenu)
    #expect(popup.titles == ["Copy", "Paste", "—", "Delete"], "hidden actions are left out, inline menus separated")
    #expect(popup.frame.origin == CGPoint(x: 130, y: 100))
    #expect(popup.previewFrame == nil, "a click has no preview")
    delegate.log = []
    host.tap(at: center(of: popup.rowFrames[1]))  // Paste is disabled
    #expect(delegate.log == [] && cv.visibleContextMenu != nil)
    host.tap(at: center(of: popup.rowFrames[3]))
    #expect(delegate.log == ["willEndContextMenuInteraction words", "handler Delete sender true"])
    #expect(cv.visibleContextMenu == nil)
    #expect(PopupMenu.current == nil)
  }

  @Test func aLongPressOpensTheMenuUnderTheItemWithTheItemAsPreview() throws {
    let (host, cv, delegate) = makeMenuCollectionView()
    offer(delegate)
    host.longPress(at: tileCenter(3))  // tile (0, 60, 100, 60)
    #expect(
      delegate.log == [
        "didHighlight [0, 3]", "contextMenuConfiguration [\"[0, 3]\"] (50.0, 90.0)", "didUnhighlight [0, 3]",
        "willDisplayContextMenu words",
      ])
    let popup = try #require(cv.visibleContextMenu)
    #expect(popup.frame.minY == 128, "8 points under the tile's bottom at 120")
    #expect(popup.frame.minX == 8, "the tile's leading edge, pushed inside the window's 8-point margin")
    #expect(popup.previewFrame == CGRect(x: 0, y: 60, width: 100, height: 60))
    delegate.log = []
    host.tap(at: tileCenter(3))
    #expect(
      delegate.log == [
        "willPerformPreviewAction words", "preview commit completed", "willEndContextMenuInteraction words",
      ])
    #expect(cv.visibleContextMenu == nil)
    #expect(cv.indexPathsForSelectedItems == [])
  }

  @Test func theMenuStaysBesideItsItemAndInsideTheWindow() throws {
    let (host, cv, delegate) = makeMenuCollectionView(count: 18)
    offer(delegate)
    let window = CGRect(x: 0, y: 0, width: 300, height: 400).insetBy(dx: 8, dy: 8)
    for item in 0..<18 {
      host.longPress(at: tileCenter(item))
      let popup = try #require(cv.visibleContextMenu, "item \(item)")
      let tile = try #require(popup.previewFrame)
      #expect(window.contains(popup.frame), "item \(item): \(popup.frame) inside \(window)")
      #expect(!popup.frame.overlaps(tile), "item \(item): \(popup.frame) beside \(tile)")
      let gaps = [popup.frame.minY - tile.maxY, tile.minY - popup.frame.maxY]
      #expect(gaps.contains(8), "item \(item): 8 points under or over the tile, \(popup.frame) for \(tile)")
      host.key(.escape)
      #expect(cv.visibleContextMenu == nil)
    }
    for point in [CGPoint(x: 290, y: 10), CGPoint(x: 295, y: 395), CGPoint(x: 5, y: 390)] {
      host.rightClick(at: point)
      let popup = try #require(cv.visibleContextMenu)
      #expect(window.contains(popup.frame), "\(popup.frame) for a click at \(point)")
      host.key(.escape)
    }
  }

  @Test func escapeAndATapOutsideEndTheInteractionWithoutAHandler() throws {
    let (host, cv, delegate) = makeMenuCollectionView()
    offer(delegate)
    host.rightClick(at: tileCenter(0))
    delegate.log = []
    host.key(.escape)
    #expect(delegate.log == ["willEndContextMenuInteraction words"])
    host.rightClick(at: tileCenter(0))
    delegate.log = []
    host.tap(at: CGPoint(x: 280, y: 380))
    #expect(delegate.log == ["willEndContextMenuInteraction words"], "the tap doesn't select the item under it")
    #expect(cv.visibleContextMenu == nil)
  }

  @Test func theKeyboardSkipsDisabledRowsAndWalksSubmenus() throws {
    let (host, cv, delegate) = makeMenuCollectionView()
    offer(delegate, submenu: true)
    host.rightClick(at: tileCenter(1))
    let popup = try #require(cv.visibleContextMenu)
    #expect(popup.titles == ["Copy", "Paste", "—", "Delete", "—", "Colour"])
    host.key(.downArrow)
    #expect(popup.highlightedTitle == "Copy")
    host.key(.downArrow)
    #expect(popup.highlightedTitle == "Delete", "Paste (disabled) and the separator are skipped")
    host.key(.downArrow)
    host.key(.rightArrow)
    #expect(popup.titles == ["‹ Colour", "Red", "Blue"])
    #expect(popup.highlightedTitle == "‹ Colour")
    host.key(.escape)
    #expect(popup.titles.last == "Colour", "Escape in a submenu goes back")
    #expect(popup.highlightedTitle == "Colour", "to the submenu's row")
    host.key(.returnOrEnter)
    #expect(popup.highlightedTitle == "‹ Colour")
    host.key(.downArrow)
    host.key(.downArrow)
    #expect(popup.highlightedTitle == "Blue")
    delegate.log = []
    host.key(.returnOrEnter)
    #expect(delegate.log == ["willEndContextMenuInteraction words", "handler Blue sender true"])
  }

  @Test func anEmptyConfigurationShowsNothing() {
    let (host, cv, delegate) = makeMenuCollectionView()
    delegate.contextMenu = { ContextMenuConfiguration(identifier: "empty", previewProvider: nil) { _ in Menu() } }
    host.rightClick(at: tileCenter(2))
    #expect(delegate.log == ["contextMenuConfiguration [\"[0, 2]\"] (250.0, 30.0)"])
    #expect(cv.visibleContextMenu == nil)
  }

  @Test func betweenItemsTheDelegateIsAskedWithNoIndexPaths() throws {
    let (host, cv, delegate) = makeMenuCollectionView(count: 4)  // rows 0–1; nothing below y 120
    offer(delegate)
    host.rightClick(at: CGPoint(x: 250, y: 100))
    #expect(delegate.log.first == "contextMenuConfiguration [] (250.0, 100.0)")
    #expect(cv.visibleContextMenu != nil, "the delegate may offer a menu for the background")
  }

  @Test func theSingleItemMethodIsTheDefaultOfTheIOS16One() throws {
    final class SingleItemDelegate: CountingDataSource, CollectionViewDelegate {
      var asked: [IndexPath] = []
      init() { super.init(counts: [6]) }
      func collectionView(
        _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
      ) -> ContextMenuConfiguration? {
        asked.append(indexPath)
        return ContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in
          Menu(children: [Action(title: "Only") { _ in }])
        }
      }
    }
    let (host, cv, _) = makeMenuCollectionView()
    let single = SingleItemDelegate()
    cv.dataSource = single
    cv.delegate = single
    host.runFrame()
    host.rightClick(at: tileCenter(5))
    #expect(single.asked == [IndexPath(item: 5, section: 0)])
    #expect(try #require(cv.visibleContextMenu).titles == ["Only"])
  }
}
