import Foundation
import TrellisGeometry

/// A menu drawn over a window beside what it is about: the edit menu's bar and context menus are popup
/// menus. One is shown at a time; it takes the keyboard while open and gives it back when it closes.
///
/// Input while open (see `PopupMenuOverlayView`): a tap on a row chooses it, a tap outside the menu
/// dismisses it, a tap on the preview (the item a long press opened the menu for) commits the preview.
/// Keys: arrows move the highlight (up and down in a list, left and right in the bar), Return or Space
/// chooses the highlighted row, Right opens a highlighted submenu and Left goes back, Escape goes back
/// from a submenu or dismisses. A scroll or a secondary click dismisses it.
@MainActor public final class PopupMenu {
  /// How the menu is laid out.
  public enum Style: Sendable {
    /// A horizontal bar of titles with an arrow at its target, as `UIMenuController` draws the edit menu.
    case editBar
    /// A vertical list of rows with images, checkmarks and submenus, as context menus are drawn.
    case list
  }

  /// How a menu closed.
  public enum Dismissal {
    /// The user chose an action (its handler runs right after the dismissal is reported).
    case chose(Action)
    /// The user tapped the preview.
    case previewTapped
    /// The user dismissed the menu (a tap outside, Escape), or another menu replaced it.
    case cancelled
  }

  /// The menu on screen, if any.
  public private(set) static var current: PopupMenu?

  /// The layout style.
  public let style: Style
  /// The menu it opened with.
  public let rootMenu: Menu
  /// The menu shown now: the root menu or an open submenu.
  public var shownMenu: Menu { menuStack.last ?? rootMenu }
  /// The panel's frame in window coordinates (`.null` before presenting).
  public private(set) var frame: CGRect = .null
  /// The preview's frame in window coordinates, if the menu has one.
  public private(set) var previewFrame: CGRect?
  /// The highlighted row's index in `titles`, if any.
  public private(set) var highlightedIndex: Int?
  /// Whether the menu is on screen.
  public var isVisible: Bool { overlay?.superview != nil }
  /// Each row's title as shown, "—" for separators.
  public var titles: [String] { entries.map { if case .separator = $0.kind { "—" } else { $0.title } } }
  /// The highlighted row's title, if any.
  public var highlightedTitle: String? { highlightedIndex.map { entries[$0].title } }
  /// The rows' frames in window coordinates, in `titles` order.
  public var rowFrames: [CGRect] {
    guard let panel = overlay?.panel else { return [] }
    return panel.rowFrames.map { $0.offsetBy(dx: frame.minX, dy: frame.minY) }
  }

  private var menuStack: [Menu] = []
  var entries: [PopupMenuEntry] = []
  var overlay: PopupMenuOverlayView?
  private var target: CGRect = .null
  private var pointer: CGPoint?
  private var sender: Any?
  private var onDismiss: (@MainActor (Dismissal) -> Void)?
  private weak var previousFirstResponder: Responder?

  /// Creates a popup menu for a menu; `present` shows it.
  public init(menu: Menu, style: Style) {
    rootMenu = menu
    self.style = style
  }

  /// Shows the menu over a window, replacing (and cancelling) any other popup menu.
  /// - Parameters:
  ///   - target: what the menu is about, in window coordinates: an edit bar centres above it, a list
  ///     without a pointer goes under it.
  ///   - pointer: where a secondary click happened, in window coordinates; a list starts there.
  ///   - preview: the rectangle of the previewed item, in window coordinates; tapping it commits the preview.
  ///   - sender: what chosen actions see as their `sender`.
  ///   - onDismiss: told how the menu closed, once.
  public func present(
    in window: Window, target: CGRect, pointer: CGPoint? = nil, preview: CGRect? = nil, sender: Any? = nil,
    onDismiss: @escaping @MainActor (Dismissal) -> Void
  ) {
    PopupMenu.current?.close(.cancelled)
    PopupMenu.current = self
    self.target = target
    self.pointer = pointer
    self.sender = sender
    self.onDismiss = onDismiss
    previewFrame = preview
    menuStack = [rootMenu]
    let overlay = PopupMenuOverlayView(menu: self, style: style)
    overlay.frame = window.bounds
    overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    overlay.zPosition = 1_000_000
    window.addSubview(overlay)
    self.overlay = overlay
    previousFirstResponder = Application.shared.firstResponder
    overlay.becomeFirstResponder()
    rebuild()
  }

  /// Dismisses the menu as a tap outside would (`.cancelled`).
  public func dismiss() { close(.cancelled) }

  /// Drops the menu on screen without reporting anything (`Application.reset()`: its window is already gone).
  static func forgetCurrent() {
    guard let menu = current else { return }
    current = nil
    menu.overlay?.removeFromSuperview()
    menu.overlay = nil
    menu.onDismiss = nil
    menu.sender = nil
    menu.menuStack = []
  }

  /// Lays the rows of the shown menu out and places the panel in the window.
  private func rebuild() {
    guard let overlay else { return }
    var rows = PopupMenuEntry.entries(of: shownMenu)
    if menuStack.count > 1 { rows.insert(.back(from: shownMenu), at: 0) }
    entries = rows
    highlightedIndex = nil
    let size = overlay.panel.build(rows)
    let bounds = overlay.bounds
    switch style {
    case .editBar:
      let placed = PopupMenuPlacement.editBar(size: size, target: target, in: bounds)
      frame = placed.frame
      overlay.placeArrow(pointingAt: target, below: placed.below, panel: frame)
    case .list:
      frame = PopupMenuPlacement.list(size: size, target: target, pointer: pointer, in: bounds)
    }
    overlay.panel.frame = frame
    overlay.showPreview(previewFrame)
    overlay.panel.setHighlighted(nil)
  }

  // MARK: Highlight and choice

  /// Highlights a row (nil, or a row that can't be chosen, clears the highlight).
  func highlight(_ index: Int?) {
    let valid = index.flatMap { entries.indices.contains($0) && entries[$0].isSelectable ? $0 : nil }
    guard valid != highlightedIndex else { return }
    highlightedIndex = valid
    overlay?.panel.setHighlighted(valid)
  }

  /// Moves the highlight to the next row that can be chosen in a direction, stopping at the ends; with
  /// nothing highlighted, forward highlights the first such row and backward the last.
  func moveHighlight(by step: Int) {
    let selectable = entries.indices.filter { entries[$0].isSelectable }
    guard let first = selectable.first, let last = selectable.last else { return }
    guard let current = highlightedIndex else { return highlight(step > 0 ? first : last) }
    let next = step > 0 ? selectable.first { $0 > current } : selectable.last { $0 < current }
    highlight(next ?? current)
  }

  /// Chooses the highlighted row, if any.
  func chooseHighlighted() {
    if let highlightedIndex { choose(highlightedIndex) }
  }

  /// Chooses a row: runs its action (closing the menu unless the action keeps it open), opens its
  /// submenu, or goes back.
  func choose(_ index: Int) {
    guard entries.indices.contains(index), entries[index].isSelectable else { return }
    switch entries[index].kind {
    case .action(let action):
      if action.attributes.contains(.keepsMenuPresented) {
        action.perform(withSender: sender, target: nil)
      } else {
        close(.chose(action))
      }
    case .submenu(let menu):
      menuStack.append(menu)
      rebuild()
      moveHighlight(by: 1)
    case .back:
      goBack()
    case .separator:
      break
    }
  }

  /// Opens the highlighted row's submenu; whether there was one.
  @discardableResult func openHighlightedSubmenu() -> Bool {
    guard let index = highlightedIndex, case .submenu = entries[index].kind else { return false }
    choose(index)
    return true
  }

  /// Goes back from a submenu to its parent; whether a submenu was open.
  @discardableResult func goBack() -> Bool {
    guard menuStack.count > 1 else { return false }
    let closed = menuStack.removeLast()
    rebuild()
    let row = entries.firstIndex { if case .submenu(let menu) = $0.kind { menu === closed } else { false } }
    if let row { highlight(row) } else { moveHighlight(by: 1) }
    return true
  }

  /// Escape: back from a submenu, else dismissed.
  func escape() {
    if !goBack() { close(.cancelled) }
  }

  /// Removes the menu, gives the keyboard back, reports the dismissal, then runs a chosen action.
  func close(_ dismissal: Dismissal) {
    guard let overlay else { return }
    self.overlay = nil
    overlay.removeFromSuperview()
    overlay.resignFirstResponder()
    if let previous = previousFirstResponder {
      if let view = previous as? View {
        if view.window != nil { view.becomeFirstResponder() }
      } else {
        previous.becomeFirstResponder()
      }
    }
    if PopupMenu.current === self { PopupMenu.current = nil }
    let report = onDismiss
    onDismiss = nil
    report?(dismissal)
    if case .chose(let action) = dismissal { action.perform(withSender: sender, target: nil) }
    sender = nil
  }
}
