import Foundation

/// A problem a layout found in what it was given (its properties, its delegate's answers), reported
/// through the collection view as `CollectionViewError.layout(_:)`.
///
/// The core knows no layout: each layout describes its own errors (`FlowLayout` has `FlowLayoutError`)
/// and hands them to `CollectionView.reportLayoutError(_:)` as a `LayoutError`.
public struct LayoutError: Error, Hashable, CustomStringConvertible {
  /// The name of the layout class that defines the error, such as `FlowLayout`.
  public var layout: String
  /// The whole message: what was wrong, with the member, the element and the value.
  public var message: String

  /// Creates an error of the layout class named `layout`, with its whole message.
  public init(layout: String, message: String) {
    self.layout = layout
    self.message = message
  }

  /// The message.
  public var description: String { message }
}
