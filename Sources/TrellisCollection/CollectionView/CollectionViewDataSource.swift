import Foundation
import TrellisGeometry
import TrellisUI

/// Supplies a collection view's content: counts and configured views (`UICollectionViewDataSource`).
@MainActor public protocol CollectionViewDataSource: AnyObject {
  /// The number of items in a section.
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
  /// A configured cell for an item; it must come from `dequeueReusableCell(withReuseIdentifier:for:)`.
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
  /// The number of sections (1 by default).
  func numberOfSections(in collectionView: CollectionView) -> Int
  /// A configured supplementary view; it must come from `dequeueReusableSupplementaryView(ofKind:…)`.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView
  /// Whether an item can be moved interactively (asked by `beginInteractiveMovementForItem(at:)`).
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
  /// Moves an item in the model after an interactive move (`endInteractiveMovement()`), from its index
  /// path before the movement to its new one; called only when the item moved.
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
  /// One section.
  public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
  /// Reports that no supplementary view was provided (`CollectionViewError.missingSupplementaryView`) and
  /// returns an empty view.
  public func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
  }
  /// False: items can't move unless the data source says so.
  public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  /// Moves nothing, and tells the collection view so: it reports the missing implementation and puts the
  /// item back where it was (UIKit refuses to begin the movement; Trellis can't see which methods a data
  /// source implements).
  public func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    collectionView.interactiveMovement.dataSourceSkippedMove = true
  }
}
