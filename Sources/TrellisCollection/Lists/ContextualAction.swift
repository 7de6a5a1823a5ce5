import Foundation
import TrellisUI

/// An action shown when the user swipes a list row (`UIContextualAction`).
@MainActor public final class ContextualAction {
  /// How the action looks (`UIContextualAction.Style`).
  public enum Style: Int, Sendable, Hashable {
    /// A plain action on a grey background.
    case normal
    /// An action that deletes or otherwise destroys data, on a red background.
    case destructive
  }

  /// What the action does: it receives the action, the view that shows it, and a completion to call
  /// with whether the action was performed (`UIContextualAction.Handler`).
  public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

  /// The action's style.
  public let style: Style
  /// The action's handler.
  public let handler: Handler
  /// The action's title.
  public var title: String?
  /// The background colour; the style's colour until set.
  public var backgroundColor: Color!
  /// The action's image.
  public var image: Image?

  /// Creates an action with a style, a title and a handler.
  public init(style: Style, title: String?, handler: @escaping Handler) {
    self.style = style
    self.title = title
    self.handler = handler
    self.backgroundColor = style == .destructive ? Color.systemRed : Color.systemGray
  }
}

/// The actions a swipe reveals on one edge of a list row (`UISwipeActionsConfiguration`).
@MainActor public final class SwipeActionsConfiguration {
  /// The actions, the first nearest the swiped edge.
  public let actions: [ContextualAction]
  /// Whether a full swipe performs the first action; true by default.
  public var performsFirstActionWithFullSwipe = true

  /// Creates a configuration with its actions.
  public init(actions: [ContextualAction]) {
    self.actions = actions
  }
}
