import Foundation
import TrellisGeometry
import TrellisUI

/// A placeholder cell the collection view shows for an item the data source doesn't have yet
/// (`UICollectionViewPlaceholder`).
@MainActor open class CollectionViewPlaceholder {
  /// Where the placeholder is inserted, among the items as the collection view shows them.
  let insertionIndexPath: IndexPath
  /// The reuse identifier its cell is dequeued with (registered in advance).
  let reuseIdentifier: String
  /// Configures the placeholder's cell when it is shown and on `setNeedsCellUpdate()` (`cellUpdateHandler`).
  public var cellUpdateHandler: ((CollectionViewCell) -> Void)?

  /// Creates a placeholder for an index path and a registered reuse identifier
  /// (`init(insertionIndexPath:reuseIdentifier:)`).
  public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
    self.insertionIndexPath = insertionIndexPath
    self.reuseIdentifier = reuseIdentifier
  }
}

/// A placeholder for a dropped item whose content loads later, given to the drop coordinator's
/// `drop(_:to:)` (`UICollectionViewDropPlaceholder`).
@MainActor open class CollectionViewDropPlaceholder: CollectionViewPlaceholder {
  /// How the drop's preview shows as it lands on the placeholder's cell, asked with that cell; nil (or no
  /// provider) shows it as it is (`previewParametersProvider`).
  public var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?
}

/// The handle of a placeholder a drop inserted: exchange it for the real item or delete it
/// (`UICollectionViewDropPlaceholderContext`); as a `DragAnimating`, it animates the drop's preview into
/// the placeholder's cell.
@MainActor public protocol CollectionViewDropPlaceholderContext: DragAnimating {
  /// The dropped item the placeholder stands for (`dragItem`).
  var dragItem: DragItem { get }
  /// Removes the placeholder and inserts the real item in one batch update: `dataSourceUpdates` gets the
  /// index path to insert at in the data source (`commitInsertion(dataSourceUpdates:)`). False when the
  /// placeholder is no longer there (deleted, committed, or discarded by `reloadData()`).
  @discardableResult func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
  /// Removes the placeholder, animated (`deletePlaceholder()`); false when it is no longer there.
  @discardableResult func deletePlaceholder() -> Bool
  /// Calls the placeholder's `cellUpdateHandler` again on its visible cell (`setNeedsCellUpdate()`); does
  /// nothing when the placeholder is no longer there.
  func setNeedsCellUpdate()
}

/// The collection view's placeholder context: the placeholder's identity in the collection view's
/// uncommitted insertions, and the drop's animations.
@MainActor final class DropPlaceholderContext: CollectionViewDropPlaceholderContext {
  let dragItem: DragItem
  /// The placeholder's identity (`InteractiveMovementState.PlaceholderEntry.id`); nil when it was never inserted.
  let id: Int?
  let animations: DropAnimations
  private weak var collectionView: CollectionView?

  init(dragItem: DragItem, id: Int?, animations: DropAnimations, collectionView: CollectionView) {
    self.dragItem = dragItem
    self.id = id
    self.animations = animations
    self.collectionView = collectionView
  }

  func addAnimations(_ animations: @escaping @MainActor () -> Void) { self.animations.addAnimations(animations) }
  func addCompletion(_ completion: @escaping @MainActor (ViewAnimatingPosition) -> Void) {
    animations.addCompletion(completion)
  }

  func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
    guard let id, let collectionView else { return false }
    return collectionView.commitPlaceholder(id, dataSourceUpdates: dataSourceUpdates)
  }

  func deletePlaceholder() -> Bool {
    guard let id, let collectionView else { return false }
    return collectionView.deletePlaceholder(id)
  }

  func setNeedsCellUpdate() {
    guard let id, let collectionView else { return }
    collectionView.updatePlaceholderCell(id)
  }
}
