import Foundation
import TrellisUI

/// The size a layout element is laid out in, and its insets (`NSCollectionLayoutContainer`).
@MainActor public protocol CollectionLayoutContainer {
  /// The size before insets.
  var contentSize: CGSize { get }
  /// The size after insets.
  var effectiveContentSize: CGSize { get }
  /// The insets; values below 1 are fractions of the size.
  var contentInsets: DirectionalEdgeInsets { get }
  /// The insets in points.
  var effectiveContentInsets: DirectionalEdgeInsets { get }
}
