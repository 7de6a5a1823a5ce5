import Foundation

/// One row of a popup menu as shown: an action, a submenu, or a separator between inline groups.
@MainActor struct PopupMenuEntry {
  /// What the row stands for.
  enum Kind {
    /// Runs an action.
    case action(Action)
    /// Opens a submenu.
    case submenu(Menu)
    /// A line between groups.
    case separator
    /// Goes back from a submenu to its parent.
    case back
  }

  let kind: Kind
  let title: String
  let image: Image?
  let isDisabled: Bool
  let isDestructive: Bool
  let state: MenuElement.State

  /// Whether the row can be highlighted and chosen.
  var isSelectable: Bool {
    if case .separator = kind { return false }
    return !isDisabled
  }

  /// The row that leads back from a submenu, titled with the submenu's title.
  static func back(from menu: Menu) -> PopupMenuEntry {
    PopupMenuEntry(
      kind: .back, title: "‹ " + menu.title, image: nil, isDisabled: false, isDestructive: false, state: .off)
  }

  /// The rows of a menu: hidden actions left out, inline submenus spread between separators (none
  /// doubled, none at either end), other submenus as one row each.
  /// - Complexity: O(elements, inline submenus included).
  static func entries(of menu: Menu) -> [PopupMenuEntry] {
    var rows: [PopupMenuEntry] = []
    append(menu.children, destructive: menu.options.contains(.destructive), to: &rows)
    while let last = rows.last, case .separator = last.kind { rows.removeLast() }
    return rows
  }

  private static func append(_ elements: [MenuElement], destructive: Bool, to rows: inout [PopupMenuEntry]) {
    for element in elements {
      if let action = element as? Action {
        guard !action.attributes.contains(.hidden) else { continue }
        rows.append(
          PopupMenuEntry(
            kind: .action(action), title: action.title, image: action.image,
            isDisabled: action.attributes.contains(.disabled),
            isDestructive: destructive || action.attributes.contains(.destructive), state: action.state))
      } else if let menu = element as? Menu {
        if menu.options.contains(.displayInline) {
          addSeparator(to: &rows)
          append(menu.children, destructive: destructive || menu.options.contains(.destructive), to: &rows)
          addSeparator(to: &rows)
        } else {
          rows.append(
            PopupMenuEntry(
              kind: .submenu(menu), title: menu.title, image: menu.image, isDisabled: menu.children.isEmpty,
              isDestructive: destructive || menu.options.contains(.destructive), state: .off))
        }
      }
    }
  }

  private static func addSeparator(to rows: inout [PopupMenuEntry]) {
    guard let last = rows.last else { return }
    if case .separator = last.kind { return }
    rows.append(
      PopupMenuEntry(kind: .separator, title: "", image: nil, isDisabled: true, isDestructive: false, state: .off))
  }
}
