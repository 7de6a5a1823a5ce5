import Foundation
import TrellisGeometry
import TrellisUI

/// Starts drags from a collection view's items (`UICollectionViewDragDelegate`).
@MainActor public protocol CollectionViewDragDelegate: AnyObject {
  /// The items a drag of the item at `indexPath` carries; empty means no drag begins (`itemsForBeginning`).
  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath
  )
    -> [DragItem]
  /// The items a tap on the item at `indexPath` adds to a running drag; empty adds nothing (`itemsForAddingTo`).
  func collectionView(
    _ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint
  ) -> [DragItem]
  /// How the lifted item's preview shows its cell: nil shows the whole cell as it is
  /// (`dragPreviewParametersForItemAt`).
  func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath)
    -> DragPreviewParameters?
  /// A drag from this collection view is about to begin (`dragSessionWillBegin`).
  func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession)
  /// A drag from this collection view ended, dropped or not (`dragSessionDidEnd`).
  func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession)
  /// Whether destinations may move the items (true by default) (`dragSessionAllowsMoveOperation`).
  func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool
  /// Whether only this application may take the items (false by default)
  /// (`dragSessionIsRestrictedToDraggingApplication`).
  func collectionView(
    _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
  ) -> Bool
}

extension CollectionViewDragDelegate {
  /// Adds nothing.
  public func collectionView(
    _ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint
  ) -> [DragItem] { [] }
  /// Nil: the whole cell.
  public func collectionView(
    _ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath
  ) -> DragPreviewParameters? { nil }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession) {}
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession) {}
  /// True.
  public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession)
    -> Bool
  { true }
  /// False.
  public func collectionView(
    _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
  ) -> Bool { false }
}
