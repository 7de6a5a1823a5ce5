import Foundation
import TrellisGeometry
import TrellisUI

/// Dragging items out of a collection view (`Documentation/Behaviour.md#drag-and-drop`).
///
/// A finger held still on an item for 0.5 s, or the mouse button for 0.2 s, lifts it when the drag
/// delegate gives items for it (`itemsForBeginning`; none: no drag, the press falls through to the
/// menus). Where the delegate also gives a context menu, a finger's press opens the menu instead, and
/// moving the finger 10 points turns it into the drag (`menuStandsForLift`). Order: `itemsForBeginning` (when the press has lasted long enough), `dragSessionAllowsMoveOperation`,
/// `dragSessionIsRestrictedToDraggingApplication`, `dragSessionWillBegin`, `dragPreviewParametersForItemAt`
/// (the preview's clip and background), the cell's `.lifting`; the
/// first move shows `.dragging`; after the drop (or cancel) the cells return to `.none` and
/// `dragSessionDidEnd` comes last. A tap on another item while the drag runs asks `itemsForAddingTo`, then
/// (when it gives items) `dragPreviewParametersForItemAt` for that item.
extension CollectionView {
  /// Adds the lift gesture (once, at initialisation); the menu's long press waits for it to fail.
  func installDragGesture() {
    dragDrop.collectionView = self
    let lift = DragLiftGestureRecognizer { [unowned self] recognizer in self.liftChanged(recognizer) }
    lift.name = "CollectionView.dragLift"
    lift.delegate = dragDrop
    dragDrop.lift = lift
    addGestureRecognizer(lift)
    menuSupport.longPress?.require(toFail: lift)
  }

  /// The object that starts drags from items (`dragDelegate`).
  public var dragDelegate: (any CollectionViewDragDelegate)? {
    get { dragDrop.dragDelegate }
    set { dragDrop.dragDelegate = newValue }
  }

  /// Whether items can be dragged (true; UIKit's default is false on iPhone, true on iPad) (`dragInteractionEnabled`).
  public var dragInteractionEnabled: Bool {
    get { dragDrop.dragInteractionEnabled }
    set { dragDrop.dragInteractionEnabled = newValue }
  }

  /// Whether a drag from this collection view is running (`hasActiveDrag`).
  public var hasActiveDrag: Bool { dragDrop.activeDrag != nil }

  /// Asks the drag delegate for the item at `point` (collection-view coordinates); whether the lift may begin.
  func prepareLift(at point: CGPoint) -> Bool {
    dragDrop.pendingLift = nil
    guard dragInteractionEnabled, let delegate = dragDelegate, let window, !DragEngine.shared.isDragging,
      let indexPath = indexPathForItem(at: point)
    else { return false }
    let session = DragAndDropSession(
      items: [], window: window, location: convert(point, to: nil), allowsMoveOperation: true,
      isRestrictedToDraggingApplication: false, isLocal: true)
    session.items = delegate.collectionView(self, itemsForBeginning: session, at: indexPath)
    guard !session.items.isEmpty else { return false }
    dragDrop.pendingLift = (session, indexPath)
    return true
  }

  private func liftChanged(_ recognizer: GestureRecognizer) {
    let location = recognizer.location(in: nil)
    if dragDrop.menuBeforeLift != nil || recognizer.state == .began {
      guard !menuStandsForLift(recognizer, at: location) else { return }
    }
    switch recognizer.state {
    case .began: beginDrag(at: location)
    case .changed:
      guard var drag = dragDrop.activeDrag else { return }
      if drag.cellState != .dragging {
        drag.cellState = .dragging
        dragDrop.activeDrag = drag
        applyDragStates()
      }
      DragEngine.shared.moveDrag(to: location)
    case .ended:
      guard dragDrop.activeDrag != nil else { return }
      DragEngine.shared.endDrag(at: location)
    case .cancelled, .failed:
      guard dragDrop.activeDrag != nil else { return }
      DragEngine.shared.cancelDrag()
    default: break
    }
  }

  /// A finger's long press on an item that offers both a drag and a context menu opens the menu first, as
  /// UIKit does since iOS 13; moving the finger `menuToDragDistance` from there closes the menu and lifts
  /// the item; lifting the finger leaves the menu open. Whether the lift's step was the menu's (`location`
  /// in window coordinates).
  private func menuStandsForLift(_ recognizer: GestureRecognizer, at location: CGPoint) -> Bool {
    switch recognizer.state {
    case .began:
      guard let lift = recognizer as? DragLiftGestureRecognizer, !lift.isPointer,
        openContextMenuBeforeLift(at: convert(location, from: nil))
      else { return false }
      dragDrop.menuBeforeLift = location
      return true
    case .changed:
      guard let start = dragDrop.menuBeforeLift else { return false }
      let distance = hypot(location.x - start.x, location.y - start.y)
      guard distance >= DragLiftGestureRecognizer.menuToDragDistance else { return true }
      dragDrop.menuBeforeLift = nil
      // The menu closes (its interaction ends) and the item lifts under the finger; a menu closed meanwhile
      // (an action chosen by the keyboard) leaves nothing to turn into a drag.
      guard closeContextMenuForDrag() else {
        dragDrop.pendingLift = nil
        return true
      }
      beginDrag(at: location)
      return true
    default:
      guard dragDrop.menuBeforeLift != nil else { return false }
      dragDrop.menuBeforeLift = nil
      dragDrop.pendingLift = nil
      return true
    }
  }

  private func beginDrag(at location: CGPoint) {
    guard let (session, indexPath) = dragDrop.pendingLift, let delegate = dragDelegate else { return }
    dragDrop.pendingLift = nil
    session.locationInWindow = location
    session.allowsMoveOperation = delegate.collectionView(self, dragSessionAllowsMoveOperation: session)
    session.isRestrictedToDraggingApplication = delegate.collectionView(
      self, dragSessionIsRestrictedToDraggingApplication: session)
    delegate.collectionView(self, dragSessionWillBegin: session)
    // The delegate may have changed the data: the item must still be there.
    guard checkItem(indexPath, call: "dragSessionWillBegin", reporting: false), let cell = cellForItem(at: indexPath)
    else {
      report(
        .dragAndDrop(
          "drag from \(indexPath.shortDescription): the item left during dragSessionWillBegin; drag cancelled"))
      delegate.collectionView(self, dragSessionDidEnd: session)
      return
    }
    let frame = cell.convert(cell.bounds, to: nil)
    let (snapshot, shadowPath) = previewSnapshot(of: cell, at: indexPath, delegate: delegate)
    dragDrop.activeDrag = DragDropState.ActiveDrag(
      session: session, sourceIndexPaths: session.items.map { _ in indexPath },
      previewSizes: session.items.map { _ in frame.size })
    guard DragEngine.shared.beginDrag(session, from: self, snapshot: snapshot, frame: frame, shadowPath: shadowPath)
    else {
      dragDrop.activeDrag = nil
      delegate.collectionView(self, dragSessionDidEnd: session)
      return
    }
    applyDragStates()
  }

  /// The drawing a drag preview shows for an item's cell: the cell's snapshot as the drag delegate's
  /// `dragPreviewParametersForItemAt` says (asked here), or as it is when it answers nil; and the outline
  /// of its lifted shadow: the parameters' `shadowPath`, else their `visiblePath`, else nil (the snapshot's
  /// own alpha).
  /// - Complexity: O(the cell's views and drawing commands).
  private func previewSnapshot(
    of cell: CollectionViewCell, at indexPath: IndexPath, delegate: any CollectionViewDragDelegate
  ) -> (DisplayList, Path?) {
    let snapshot = cell.snapshotDrawing()
    guard let parameters = delegate.collectionView(self, dragPreviewParametersForItemAt: indexPath) else {
      return (snapshot, nil)
    }
    let size = cell.bounds.size
    let shadowPath = parameters.shadowPath?.path ?? parameters.visiblePath?.path
    return (parameters.previewDrawing(of: snapshot, size: size, pathSize: size), shadowPath)
  }

  /// Shows each visible cell's drag state: the active drag's for its items, none for the others; cells
  /// are told in index-path order.
  /// - Complexity: O(v log v + v × dragged items) for v visible cells; runs only when a drag's state changes.
  func applyDragStates() {
    var cells: [(IndexPath, CollectionViewCell)] = []
    for case let cell as CollectionViewCell in visibleSet.views.values {
      guard let key = cell.elementKey, key.category == .cell else { continue }
      cells.append((key.indexPath, cell))
    }
    cells.sort { $0.0 < $1.0 }
    for (indexPath, cell) in cells { cell.setDragState(dragDrop.dragState(at: indexPath)) }
  }

  /// Moves the dragged items' index paths with a batch update; a deleted item's becomes nil, reported.
  /// - Complexity: O(dragged items) plus the visible cells.
  func remapDragSources(through plan: BatchUpdatePlan) {
    guard var drag = dragDrop.activeDrag else { return }
    drag.sourceIndexPaths = drag.sourceIndexPaths.map { old in
      guard let old else { return nil }
      guard let new = plan.newIndexPath(forOld: old) else {
        // Deleted by the drop itself (a move to another view takes the item out of this one): expected.
        guard !DragEngine.shared.isPerformingDrop else { return nil }
        report(
          .dragAndDrop(
            "the item dragged from \(old.shortDescription) was deleted during the drag; its drop item has no sourceIndexPath"
          ))
        return nil
      }
      return new
    }
    dragDrop.activeDrag = drag
    applyDragStates()
  }

  /// After `reloadData` the dragged items' index paths are unknown: each becomes nil.
  func forgetDragSources() {
    guard var drag = dragDrop.activeDrag else { return }
    drag.sourceIndexPaths = drag.sourceIndexPaths.map { _ in nil }
    dragDrop.activeDrag = drag
  }

  /// A touch on an item while a drag from anywhere runs: remembered, to add the item when it lifts
  /// there. Whether the touch was taken.
  func dragAddingTouchBegan(_ touch: Touch) -> Bool {
    guard DragEngine.shared.isDragging, dragInteractionEnabled, dragDelegate != nil,
      let indexPath = indexPathForItem(at: touch.location(in: self))
    else { return false }
    dragDrop.addingTouch = (ObjectIdentifier(touch), indexPath)
    return true
  }

  /// The touch remembered by `dragAddingTouchBegan` lifted: the delegate's items for it join the drag
  /// (`itemsForAddingTo`). Whether the touch was taken.
  func dragAddingTouchEnded(_ touch: Touch) -> Bool {
    guard let adding = dragDrop.addingTouch, adding.touch == ObjectIdentifier(touch) else { return false }
    dragDrop.addingTouch = nil
    guard let session = DragEngine.shared.session, session.isLocal, let delegate = dragDelegate,
      indexPathForItem(at: touch.location(in: self)) == adding.indexPath, let cell = cellForItem(at: adding.indexPath)
    else { return true }
    let point = touch.location(in: self)
    let items = delegate.collectionView(self, itemsForAddingTo: session, at: adding.indexPath, point: point)
    guard !items.isEmpty else { return true }
    let size = cell.bounds.size
    let (snapshot, shadowPath) = previewSnapshot(of: cell, at: adding.indexPath, delegate: delegate)
    DragEngine.shared.addItems(items, snapshots: items.map { _ in (snapshot, size, shadowPath) })
    if var drag = dragDrop.activeDrag, drag.session === session {
      drag.sourceIndexPaths += items.map { _ in adding.indexPath }
      drag.previewSizes += items.map { _ in size }
      dragDrop.activeDrag = drag
      applyDragStates()
    }
    return true
  }

  /// The index path each item of a drag from here had when it joined, nil for a drag from elsewhere.
  func dragSourceIndexPaths(for session: DragAndDropSession) -> [IndexPath?]? {
    guard let drag = dragDrop.activeDrag, drag.session === session else { return nil }
    return drag.sourceIndexPaths
  }

  /// Each item's preview size for a drag from here, nil for a drag from elsewhere.
  func dragPreviewSizes(for session: DragAndDropSession) -> [CGSize]? {
    guard let drag = dragDrop.activeDrag, drag.session === session else { return nil }
    return drag.previewSizes
  }
}

extension CollectionView: DragSource {
  /// The drag ended: the cells return to `.none`, then `dragSessionDidEnd`.
  package func dragSession(_ session: DragAndDropSession, didEndWith operation: DropOperation) {
    guard let drag = dragDrop.activeDrag, drag.session === session else { return }
    dragDrop.activeDrag = nil
    applyDragStates()
    dragDelegate?.collectionView(self, dragSessionDidEnd: session)
  }
}
