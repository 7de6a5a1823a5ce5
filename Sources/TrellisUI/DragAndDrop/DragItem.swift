import Foundation

/// One item of a drag: what it carries and, for drops inside the application, the object it stands for
/// (`UIDragItem`).
@MainActor public final class DragItem {
  /// The data the item carries to any destination (`itemProvider`).
  public let itemProvider: ItemProvider
  /// The application's own object for the item, seen only by destinations in the same application
  /// (`localObject`).
  public var localObject: Any?

  /// Creates an item carrying a provider (`init(itemProvider:)`).
  public init(itemProvider: ItemProvider) { self.itemProvider = itemProvider }
}
