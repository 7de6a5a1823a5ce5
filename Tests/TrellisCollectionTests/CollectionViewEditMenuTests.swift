import Foundation
import Testing
import Trellis
import TrellisTesting

/// The legacy edit menu as UIKit sequences it: long press → `shouldShowMenuForItemAt` → one
/// `canPerformAction` per standard edit action → the choice's `canPerformAction` again and
/// `performAction`.
@MainActor
@Suite("Collection view: the edit menu")
struct CollectionViewEditMenuTests {
  @Test func aLongPressAsksTheDelegateInUIKitsOrderAndTheChoiceIsPerformed() throws {
    let (host, cv, delegate) = makeMenuCollectionView()
    host.longPress(at: tileCenter(4))
    let item = "[0, 4]"
    #expect(
      delegate.log == [
        "didHighlight \(item)", "contextMenuConfiguration [\"\(item)\"] (150.0, 90.0)", "shouldShowMenu \(item)",
        "didUnhighlight \(item)", "canPerform cut: \(item)", "canPerform copy: \(item)", "canPerform paste: \(item)",
        "canPerform select: \(item)", "canPerform selectAll: \(item)", "canPerform delete: \(item)",
      ])
    let popup = try #require(MenuController.shared.popup)
    #expect(MenuController.shared.isMenuVisible)
    #expect(popup.titles == ["Copy", "Paste"])
    #expect(cv.indexPathsForSelectedItems == [], "a long press that opened a menu selects nothing")
    delegate.log = []
    host.tap(at: center(of: popup.rowFrames[0]))
    #expect(delegate.log == ["canPerform copy: \(item)", "perform copy: \(item)"])
    #expect(delegate.senders.count == 1 && delegate.senders[0] as? MenuController === MenuController.shared)
    #expect(!MenuController.shared.isMenuVisible)
    #expect(MenuController.shared.targetView == nil)
  }

  @Test(arguments: [
    (
      [Selector.cut, .copy, .paste, .select, .selectAll, .delete],
      ["Cut", "Copy", "Paste", "Select", "Select All", "Delete"]
    ),
    ([.delete, .cut], ["Cut", "Delete"]),
    ([.selectAll], ["Select All"]),
  ])
  func canPerformActionFiltersTheMenu(allowed: [Selector], titles: [String]) throws {
    let (host, _, delegate) = makeMenuCollectionView()
    delegate.allowedActions = Set(allowed)
    host.longPress(at: tileCenter(0))
    #expect(try #require(MenuController.shared.popup).titles == titles)
    MenuController.shared.hideMenu()
  }

  @Test func noAllowedActionShowsNoMenu() {
    let (host, _, delegate) = makeMenuCollectionView()
    delegate.allowedActions = []
    host.longPress(at: tileCenter(2))
    #expect(delegate.log.filter { $0.hasPrefix("canPerform") }.count == 6)
    #expect(!MenuController.shared.isMenuVisible)
    #expect(MenuController.shared.targetView == nil)
  }

  @Test func customMenuItemsFollowTheStandardActions() throws {
    let (host, _, delegate) = makeMenuCollectionView()
    delegate.allowedActions = [.copy, "share:"]
    MenuController.shared.menuItems = [
      MenuItem(title: "Share", action: "share:"), MenuItem(title: "Hide", action: "hide:"),
    ]
    defer { MenuController.shared.menuItems = nil }
    host.longPress(at: tileCenter(1))
    #expect(delegate.log.suffix(2) == ["canPerform share: [0, 1]", "canPerform hide: [0, 1]"])
    let popup = try #require(MenuController.shared.popup)
    #expect(popup.titles == ["Copy", "Share"])
    delegate.log = []
    host.tap(at: center(of: popup.rowFrames[1]))
    #expect(delegate.log == ["canPerform share: [0, 1]", "perform share: [0, 1]"])
  }

  @Test func shouldShowMenuFalseLetsThePressSelectAsUsual() {
    let (host, cv, delegate) = makeMenuCollectionView()
    delegate.showsEditMenu = false
    host.longPress(at: tileCenter(5))
    #expect(
      delegate.log == [
        "didHighlight [0, 5]", "contextMenuConfiguration [\"[0, 5]\"] (250.0, 90.0)", "shouldShowMenu [0, 5]",
        "didSelect [0, 5]", "didUnhighlight [0, 5]",
      ])
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
    #expect(!MenuController.shared.isMenuVisible)
  }

  @Test func theBarSitsCentredAboveTheItemOrBelowItAtTheTop() throws {
    let (host, _, _) = makeMenuCollectionView()
    host.longPress(at: tileCenter(4))  // tile (100, 60, 100, 60)
    let above = try #require(MenuController.shared.popup).frame
    #expect(above.maxY == 52, "8 points above the tile's top at 60")
    #expect(abs(above.midX - 150) <= 0.5)
    host.tap(at: CGPoint(x: 290, y: 390))  // outside: dismisses
    #expect(!MenuController.shared.isMenuVisible)
    host.longPress(at: tileCenter(0))  // top row: no room above
    let below = try #require(MenuController.shared.popup).frame
    #expect(below.minY == 68, "8 points below the tile's bottom at 60")
    #expect(below.minX >= 8, "clamped inside the window's margin")
    MenuController.shared.hideMenu()
  }

  @Test func aTapOutsideDismissesWithoutPerformingOrSelecting() {
    let (host, cv, delegate) = makeMenuCollectionView()
    host.longPress(at: tileCenter(4))
    delegate.log = []
    host.tap(at: tileCenter(10))
    #expect(delegate.log == [], "the tap that dismisses the menu doesn't reach the item under it")
    #expect(cv.indexPathsForSelectedItems == [])
    #expect(!MenuController.shared.isMenuVisible)
  }

  @Test func keysMoveChooseAndEscape() throws {
    let (host, cv, delegate) = makeMenuCollectionView()
    delegate.allowedActions = [.cut, .copy, .paste]
    host.longPress(at: tileCenter(7))
    let popup = try #require(MenuController.shared.popup)
    #expect(popup.highlightedTitle == nil)
    host.key(.rightArrow)
    #expect(popup.highlightedTitle == "Cut")
    host.key(.rightArrow)
    host.key(.rightArrow)
    host.key(.rightArrow)
    #expect(popup.highlightedTitle == "Paste", "the highlight stops at the end")
    host.key(.leftArrow)
    delegate.log = []
    host.key(.returnOrEnter)
    #expect(delegate.log == ["canPerform copy: [0, 7]", "perform copy: [0, 7]"])
    #expect(cv.isFirstResponder, "the keyboard goes back to the collection view")
    host.longPress(at: tileCenter(7))
    #expect(MenuController.shared.isMenuVisible)
    delegate.log = []
    host.key(.escape)
    #expect(!MenuController.shared.isMenuVisible)
    #expect(delegate.log == [])
  }

  @Test func aRightClickWithoutContextMenuShowsTheEditMenuAtTheItem() throws {
    let (host, _, delegate) = makeMenuCollectionView()
    host.rightClick(at: CGPoint(x: 120, y: 200))  // item 10: (100, 180, 100, 60)
    #expect(
      delegate.log.prefix(2) == ["contextMenuConfiguration [\"[0, 10]\"] (120.0, 200.0)", "shouldShowMenu [0, 10]"])
    let frame = try #require(MenuController.shared.popup).frame
    #expect(frame.maxY == 172, "8 points above the tile's top at 180, not at the pointer")
    MenuController.shared.hideMenu()
  }
}
