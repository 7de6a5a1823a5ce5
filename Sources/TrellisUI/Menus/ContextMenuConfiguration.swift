import Foundation

/// What a context menu shows: its actions, made when the menu opens, and an optional preview
/// (`UIContextMenuConfiguration`).
@MainActor open class ContextMenuConfiguration {
  /// Makes the menu from the system's suggested elements (`UIContextMenuActionProvider`).
  public typealias ActionProvider = @MainActor ([MenuElement]) -> Menu?
  /// Makes a controller to preview the content (`UIContextMenuContentPreviewProvider`).
  public typealias PreviewProvider = @MainActor () -> ViewController?

  /// The value that tells configurations apart (`NSCopying` in UIKit; any hashable value here).
  public let identifier: AnyHashable
  /// Makes the preview controller; Trellis previews the item itself and only keeps this.
  public let previewProvider: PreviewProvider?
  /// Makes the menu.
  public let actionProvider: ActionProvider?

  /// Creates a configuration (`init(identifier:previewProvider:actionProvider:)`); without an
  /// identifier a unique one is made.
  public init(
    identifier: AnyHashable? = nil, previewProvider: PreviewProvider? = nil, actionProvider: ActionProvider? = nil
  ) {
    self.identifier = identifier ?? AnyHashable("configuration-\(ContextMenuConfiguration.nextIdentifier)")
    ContextMenuConfiguration.nextIdentifier += 1
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
  }

  private static var nextIdentifier = 1

  /// The menu the action provider makes, asked once per presentation (an empty menu without a provider).
  public func makeMenu() -> Menu { actionProvider?([]) ?? Menu() }
}
