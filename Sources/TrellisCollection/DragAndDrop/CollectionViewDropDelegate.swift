import Foundation
import TrellisGeometry
import TrellisUI

/// Takes drops on a collection view (`UICollectionViewDropDelegate`).
@MainActor public protocol CollectionViewDropDelegate: AnyObject {
  /// The items were dropped: update the data source and place them with the coordinator (`performDropWith`).
  func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator)
  /// Whether the collection view takes this session at all (true by default) (`canHandle`).
  func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool
  /// The drag entered the collection view (`dropSessionDidEnter`).
  func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession)
  /// The drag moved over the collection view: what a drop at the destination would do
  /// (`.cancel` by default, as UIKit's) (`dropSessionDidUpdate(_:withDestinationIndexPath:)`).
  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal
  /// The drag left the collection view, or ended over it without a drop (`dropSessionDidExit`).
  func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession)
  /// The drag that entered the collection view ended (`dropSessionDidEnd`).
  func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession)
  /// How the dropped item's preview shows as it lands on the cell at `indexPath`: nil shows it as it is
  /// (`dropPreviewParametersForItemAt`).
  func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath)
    -> DragPreviewParameters?
}

extension CollectionViewDropDelegate {
  /// True.
  public func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool { true }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession) {}
  /// A cancelling proposal.
  public func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal { CollectionViewDropProposal(operation: .cancel) }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession) {}
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession) {}
  /// Nil: the preview as it is.
  public func collectionView(
    _ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters? { nil }
}

/// A drop delegate's proposal: the operation and where the items would go (`UICollectionViewDropProposal`).
@MainActor public final class CollectionViewDropProposal: DropProposal {
  /// Where a drop puts the items (`UICollectionViewDropProposal.Intent`).
  public enum Intent: Int, Sendable {
    /// No particular place (`unspecified`).
    case unspecified = 0
    /// Inserted at the destination index path (`insertAtDestinationIndexPath`).
    case insertAtDestinationIndexPath = 1
    /// Into the item at the destination index path, which is highlighted (`insertIntoDestinationIndexPath`).
    case insertIntoDestinationIndexPath = 2
  }

  /// Where a drop puts the items (`intent`).
  public let intent: Intent

  /// Creates a proposal (`init(operation:intent:)`).
  public init(operation: DropOperation, intent: Intent = .unspecified) {
    self.intent = intent
    super.init(operation: operation)
  }
}
