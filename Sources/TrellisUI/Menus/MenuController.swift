import Foundation
import TrellisGeometry

/// The edit menu: a bar of commands (Cut, Copy, Paste…) beside a target, each offered only when the
/// responder chain can perform it (`UIMenuController`).
///
/// `showMenu(from:rect:)` asks the target view's chain, from the view itself, `canPerformAction(_:withSender:)`
/// for each of `Selector.standardEditActions` in order, then for each of `menuItems`, with the menu
/// controller as the sender, and shows the titles of those some responder can perform. Choosing one
/// sends its action along the same chain (`sendAction(_:withSender:)`, which asks `canPerformAction`
/// once more and calls `perform(_:with:)` on the first responder that can).
@MainActor public final class MenuController {
  /// The application's edit menu (`UIMenuController.shared`).
  public static let shared = MenuController()

  /// Custom commands shown after the standard ones (`menuItems`).
  public var menuItems: [MenuItem]?
  /// The bar on screen while the menu is visible.
  public private(set) var popup: PopupMenu?
  /// The view the menu was shown from, while the menu is visible and while it sends the chosen action;
  /// nil otherwise (Trellis: views that offer commands for a part of themselves, as a collection view
  /// does for one item, check it before answering `canPerformAction(_:withSender:)`).
  public private(set) weak var targetView: View?

  private init() {}

  /// Whether the menu is on screen (`isMenuVisible`).
  public var isMenuVisible: Bool { popup?.isVisible ?? false }

  /// The menu's frame in window coordinates, `.zero` when hidden (`menuFrame`).
  public var menuFrame: CGRect { isMenuVisible ? (popup?.frame ?? .zero) : .zero }

  /// Shows the edit menu beside a rectangle of a view (`showMenu(from:rect:)`); shows nothing when no
  /// responder from the view on can perform any of the commands, or the view is in no window.
  /// - Complexity: O(commands × length of the responder chain).
  public func showMenu(from targetView: View, rect targetRect: CGRect) {
    hideMenu()
    guard let window = targetView.window else { return }
    let commands: [(title: String, action: Selector)] =
      Selector.standardEditActions.map { ($0.standardEditTitle ?? $0.name, $0) }
      + (menuItems ?? []).map { ($0.title, $0.action) }
    self.targetView = targetView
    let offered = commands.filter { targetView.target(forAction: $0.action, withSender: self) != nil }
    guard !offered.isEmpty else {
      self.targetView = nil
      return
    }
    let actions = offered.map { command in
      Action(title: command.title, identifier: Action.Identifier(command.action.name)) {
        [weak targetView] _ in
        guard let targetView else { return }
        targetView.sendAction(command.action, withSender: MenuController.shared)
        if MenuController.shared.targetView === targetView { MenuController.shared.targetView = nil }
      }
    }
    let popup = PopupMenu(menu: Menu(children: actions), style: .editBar)
    self.popup = popup
    let target = targetView.convert(targetRect, to: nil)
    // `self` is the shared controller, alive for the whole process: held strongly, as a weak reference
    // would give it a side table that LeakSanitizer reports once the last such reference is gone.
    popup.present(in: window, target: target, sender: self) { [weak popup] dismissal in
      guard self.popup === popup else { return }
      self.popup = nil
      if case .chose = dismissal { return }
      self.targetView = nil
    }
  }

  /// Hides the edit menu (`hideMenu()`).
  public func hideMenu() {
    popup?.dismiss()
    popup = nil
    targetView = nil
  }

  /// Forgets the edit menu without reporting anything (`Application.reset()`).
  func forget() {
    popup = nil
    targetView = nil
  }

  /// Hides the edit menu if it was shown from a view (`hideMenu(from:)`).
  public func hideMenu(from targetView: View) {
    if self.targetView === targetView { hideMenu() }
  }
}
