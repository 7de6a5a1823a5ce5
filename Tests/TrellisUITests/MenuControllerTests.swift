import Foundation
import Testing
import Trellis
import TrellisTesting

/// A view that copies and pastes its text through the responder chain, as a UIKit view overriding
/// `canPerformAction(_:withSender:)`, `copy(_:)` and `paste(_:)` does.
@MainActor private final class WordView: View {
  var word = "plum"
  var log: [String] = []
  override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    log.append("canPerform \(action)")
    return action == .copy || action == .paste
  }
  override func copy(_ sender: Any?) {
    log.append("copy sender \(sender is MenuController)")
    Pasteboard.general.string = word
  }
  override func paste(_ sender: Any?) { word = Pasteboard.general.string ?? word }
}

/// `MenuController` (`UIMenuController`) on any responder, and the popup menu's input.
@MainActor
@Suite("Menu controller and popup menus")
struct MenuControllerTests {
  private func shown() -> (HeadlessHost, WordView) {
    let host = HeadlessHost(size: CGSize(width: 400, height: 300))
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    let word = WordView(frame: CGRect(x: 150, y: 120, width: 100, height: 40))
    root.addSubview(word)
    host.show(root)
    return (host, word)
  }

  @Test func theMenuOffersWhatTheChainCanPerformAndSendsTheChoice() throws {
    let (host, word) = shown()
    MenuController.shared.showMenu(from: word, rect: word.bounds)
    #expect(word.log == ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"].map { "canPerform \($0)" })
    let popup = try #require(MenuController.shared.popup)
    #expect(popup.titles == ["Copy", "Paste"])
    #expect(MenuController.shared.menuFrame == popup.frame)
    #expect(popup.frame.maxY == 112 && abs(popup.frame.midX - 200) <= 0.5, "centred 8 points above the view")
    word.log = []
    host.tap(at: CGPoint(x: popup.rowFrames[0].midX, y: popup.rowFrames[0].midY))
    #expect(word.log == ["canPerform copy:", "copy sender true"])
    #expect(Pasteboard.general.string == "plum")
    #expect(MenuController.shared.menuFrame == .zero && !MenuController.shared.isMenuVisible)
  }

  @Test func sendActionWalksTheChain() {
    let (_, word) = shown()
    let child = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    word.addSubview(child)
    #expect(child.target(forAction: .copy, withSender: nil) === word)
    #expect(child.target(forAction: .cut, withSender: nil) == nil)
    Pasteboard.general.string = "fig"
    #expect(child.sendAction(.paste, withSender: nil))
    #expect(word.word == "fig")
    #expect(!child.sendAction(.delete, withSender: nil))
  }

  @Test func aPopupTakesTheKeyboardAndGivesItBack() throws {
    let (host, word) = shown()
    final class Focus: View { override var canBecomeFirstResponder: Bool { true } }
    let focus = Focus()
    word.superview?.addSubview(focus)
    focus.becomeFirstResponder()
    var chosen: [String] = []
    let menu = Menu(children: [
      Action(title: "One") { chosen.append($0.title) }, Action(title: "Two") { chosen.append($0.title) },
    ])
    let popup = PopupMenu(menu: menu, style: .list)
    var dismissals: [String] = []
    popup.present(in: try #require(host.window), target: word.frame) { dismissals.append("\($0)") }
    #expect(!focus.isFirstResponder)
    host.key(.upArrow)
    #expect(popup.highlightedTitle == "Two", "Up with nothing highlighted starts at the end")
    host.key(.space)
    #expect(chosen == ["Two"] && dismissals.count == 1 && dismissals[0].hasPrefix("chose"))
    #expect(focus.isFirstResponder)
    #expect(PopupMenu.current == nil)
  }

  @Test func aNewPopupCancelsTheOldOne() throws {
    let (host, word) = shown()
    var log: [String] = []
    let first = PopupMenu(menu: Menu(children: [Action(title: "A") { _ in }]), style: .list)
    first.present(in: try #require(host.window), target: word.frame) { log.append("first \($0)") }
    let second = PopupMenu(menu: Menu(children: [Action(title: "B") { _ in }]), style: .editBar)
    second.present(in: try #require(host.window), target: word.frame) { log.append("second \($0)") }
    #expect(log == ["first cancelled"])
    #expect(!first.isVisible && second.isVisible && PopupMenu.current === second)
    host.wheel(dy: 10, at: CGPoint(x: 10, y: 10))
    #expect(log == ["first cancelled", "second cancelled"], "scrolling dismisses")
  }

  /// A test that ends with a menu open must not hand it to the next one, or keep its views alive past the
  /// process's leak check (their weak references' side tables would be reported).
  @Test func resettingTheApplicationForgetsOpenMenusWithoutReporting() throws {
    let (host, word) = shown()
    var log: [String] = []
    let popup = PopupMenu(menu: Menu(children: [Action(title: "A") { _ in }]), style: .list)
    popup.present(in: try #require(host.window), target: word.frame) { log.append("\($0)") }
    MenuController.shared.showMenu(from: word, rect: word.bounds)
    #expect(PopupMenu.current === MenuController.shared.popup)
    _ = HeadlessHost()
    #expect(PopupMenu.current == nil)
    #expect(MenuController.shared.popup == nil && !MenuController.shared.isMenuVisible)
    #expect(log == ["cancelled"], "the edit menu replaced the list; the reset reported nothing")
    #expect(!popup.isVisible)
  }

  @Test func aMenuTallerThanTheWindowIsClampedInside() throws {
    let (host, word) = shown()
    let actions = (0..<20).map { index in Action(title: "Item \(index)") { _ in } }
    let popup = PopupMenu(menu: Menu(children: actions), style: .list)
    popup.present(in: try #require(host.window), target: word.frame, pointer: CGPoint(x: 390, y: 290)) { _ in }
    #expect(popup.frame == CGRect(x: 390 - 160, y: 8, width: 160, height: 284))
    popup.dismiss()
  }
}
