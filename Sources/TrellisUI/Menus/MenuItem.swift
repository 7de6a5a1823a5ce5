import Foundation

/// A custom command in the edit menu, after the standard ones (`UIMenuItem`).
@MainActor open class MenuItem {
  /// The title shown.
  open var title: String
  /// The action sent to the responder chain when chosen.
  open var action: Selector

  /// Creates an item (`init(title:action:)`).
  public init(title: String, action: Selector) {
    self.title = title
    self.action = action
  }
}
