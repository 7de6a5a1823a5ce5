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

/// What a section provider or custom group is laid out in: a container and traits
/// (`NSCollectionLayoutEnvironment`).
@MainActor public protocol CollectionLayoutEnvironment {
  /// The container: the collection view's size for a section provider, the group's for a custom group.
  var container: any CollectionLayoutContainer { get }
  /// The traits of the collection view.
  var traitCollection: TraitCollection { get }
}

/// A container of a size with insets.
struct CompositionalContainer: CollectionLayoutContainer {
  var contentSize: CGSize
  var contentInsets: DirectionalEdgeInsets = .zero

  var effectiveContentInsets: DirectionalEdgeInsets {
    func points(_ value: CGFloat, _ length: CGFloat) -> CGFloat { value < 1 ? value * length : value }
    return DirectionalEdgeInsets(
      top: points(contentInsets.top, contentSize.height), leading: points(contentInsets.leading, contentSize.width),
      bottom: points(contentInsets.bottom, contentSize.height),
      trailing: points(contentInsets.trailing, contentSize.width))
  }

  var effectiveContentSize: CGSize {
    let insets = effectiveContentInsets
    return CGSize(
      width: max(0, contentSize.width - insets.leading - insets.trailing),
      height: max(0, contentSize.height - insets.top - insets.bottom))
  }
}

/// An environment of a container and traits.
struct CompositionalEnvironment: CollectionLayoutEnvironment {
  var container: any CollectionLayoutContainer
  var traitCollection: TraitCollection
}
