import Foundation
import TrellisUI

/// A view the layout places behind a section, such as a background (`NSCollectionLayoutDecorationItem`);
/// register its class on the layout with `register(_:forDecorationViewOfKind:)`.
@MainActor public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
  /// The kind the view class is registered for on the layout.
  public let elementKind: String
  /// The stacking order; 0 by default, under the section's other elements (which are promoted to 1).
  public var zIndex = 0

  init(elementKind: String) {
    self.elementKind = elementKind
    super.init(
      size: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
      supplementaryItems: [])
  }

  /// A decoration covering its whole section, boundary items and insets included, less its own
  /// `contentInsets` (`background(elementKind:)`).
  public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
    CollectionLayoutDecorationItem(elementKind: elementKind)
  }
}
