import Foundation
import TrellisUI

/// What a section provider or custom group is laid out in: a container and traits
/// (`NSCollectionLayoutEnvironment`).
@MainActor public protocol CollectionLayoutEnvironment {
  /// The container: the collection view's size for a section provider, the group's for a custom group.
  var container: any CollectionLayoutContainer { get }
  /// The traits of the collection view.
  var traitCollection: TraitCollection { get }
}
