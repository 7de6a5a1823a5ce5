import Foundation
import TrellisUI

/// A container of a size with insets.
struct CompositionalContainer: CollectionLayoutContainer {
  var contentSize: CGSize
  var contentInsets: DirectionalEdgeInsets = .zero
  /// Whether `contentInsets` are points already (the reference's insets of a section provider's container),
  /// so none below 1 is read as a fraction.
  var insetsAreInPoints = false

  var effectiveContentInsets: DirectionalEdgeInsets {
    if insetsAreInPoints { return contentInsets }
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
