import Foundation
import TrellisGeometry
import TrellisUI

/// A collection view's drag and drop: its delegates, the lift gesture, the drag it is the source of and
/// the drop session over it.
@MainActor final class DragDropState: GestureRecognizerDelegate {
  /// A drag begun from the collection view.
  struct ActiveDrag {
    let session: DragAndDropSession
    /// Each item's index path when it joined the drag, in item order (items added by a tap included).
    var sourceIndexPaths: [IndexPath?]
    /// Each item's preview size, in item order.
    var previewSizes: [CGSize]
    /// What the cells of the dragged items show: `.lifting` until the pointer first moves, then `.dragging`.
    var cellState = CollectionViewCell.DragState.lifting
  }

  weak var collectionView: CollectionView?
  weak var dragDelegate: (any CollectionViewDragDelegate)?
  weak var dropDelegate: (any CollectionViewDropDelegate)?
  var dragInteractionEnabled = true
  /// The long press that lifts an item.
  var lift: DragLiftGestureRecognizer?
  /// The session and item the lift will begin with, found when it asked to begin.
  var pendingLift: (session: DragAndDropSession, indexPath: IndexPath)?
  /// Where (window coordinates) a finger's long press opened the context menu instead of lifting the
  /// item; moving the finger `menuToDragDistance` from there turns the menu into the drag.
  var menuBeforeLift: CGPoint?
  /// The drag this collection view is the source of.
  var activeDrag: ActiveDrag?
  /// The drop session that entered this collection view and hasn't ended.
  var dropSession: DragAndDropSession?
  /// The pointer of the drop session over the collection view, relative to the visible bounds' origin
  /// (where it rests while the content autoscrolls under it); nil when no drop session is over it.
  var dropPointInBounds: CGPoint?
  /// The destination and proposal of the last update.
  var lastDestination: IndexPath?
  var lastProposal: CollectionViewDropProposal?
  /// The cell shown as the target of an `.insertIntoDestinationIndexPath` proposal.
  weak var targetedCell: CollectionViewCell?
  /// The tap of another item while a drag runs, which adds it to the drag.
  var addingTouch: (touch: ObjectIdentifier, indexPath: IndexPath)?
  /// Items whose cells stay hidden while a drop's preview lands on them, each with its landing's number.
  var landingItems: [(landing: Int, indexPath: IndexPath)] = []
  /// The number of the last landing.
  var nextLanding = 0
  /// The drop gap's next place, waiting for the reordering cadence's delay.
  var gapGate = ReorderingCadenceGate<CollectionView.DropGapTarget>()

  /// The drag state of the cell at an index path: the active drag's state for its items, else none.
  /// - Complexity: O(dragged items).
  func dragState(at indexPath: IndexPath) -> CollectionViewCell.DragState {
    guard let activeDrag, activeDrag.sourceIndexPaths.contains(indexPath) else { return .none }
    return activeDrag.cellState
  }

  /// The drop state of cells other than the targeted one: `.notTargeted` while a drop session is over the
  /// collection view and its last proposal can drop (`.copy` or `.move`), else none.
  var untargetedDropState: CellConfigurationState.DropState {
    guard dropSession != nil, let operation = lastProposal?.operation, operation == .copy || operation == .move else {
      return .none
    }
    return .notTargeted
  }

  /// The lift may begin only on an item for which the drag delegate gives items (never once its collection
  /// view is gone); other recognizers aren't its concern.
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard gestureRecognizer === lift else { return true }
    guard let collectionView else { return false }
    return collectionView.prepareLift(at: gestureRecognizer.location(in: collectionView))
  }
}
