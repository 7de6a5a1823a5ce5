import Foundation
import TrellisGeometry
import TrellisUI

/// Dropping on a collection view (`Documentation/Behaviour.md#drag-and-drop`).
///
/// The collection view is a drop target while it has a drop delegate that handles the session
/// (`canHandle`, asked once per session). Order: `dropSessionDidEnter`, then
/// `dropSessionDidUpdate(_:withDestinationIndexPath:)` at every move; on release
/// `dropSessionDidUpdate` once more at the release point, then `performDropWith` for a `.copy` or `.move`
/// proposal (else `dropSessionDidExit`), then `dropSessionDidEnd`. Leaving calls `dropSessionDidExit`.
///
/// The destination index path is the item under the pointer; over the header or footer of a section
/// without items, that section's first place (a Trellis extension: UIKit never targets an empty section);
/// between items, the item after the last
/// item shown before the pointer in reading order (top to bottom, then leading to trailing), which is
/// the section's item count after its last item; before every shown item, the first shown; with no
/// item shown, the end of section 0; nil without sections. An `.insertIntoDestinationIndexPath`
/// proposal shows the destination's cell as `.targeted` (`cellDropState`); while a proposal can drop, the
/// other visible cells show `.notTargeted`.
extension CollectionView {
  /// The object that takes drops (`dropDelegate`).
  public var dropDelegate: (any CollectionViewDropDelegate)? {
    get { dragDrop.dropDelegate }
    set { dragDrop.dropDelegate = newValue }
  }

  /// Whether a drop session is over the collection view (`hasActiveDrop`).
  public var hasActiveDrop: Bool { dragDrop.dropSession != nil }

  /// The place for a point in content coordinates (see the type's rule), and whether it is the item under
  /// the point (else a place between items).
  /// - Complexity: the layout's query for the visible rectangle, O(visible items).
  func dropPlace(at point: CGPoint) -> (indexPath: IndexPath, onItem: Bool)? {
    reloadCountsIfNeeded()
    guard numberOfSections > 0 else { return nil }
    if let item = indexPathForItem(at: point) { return (item, true) }
    // Over the header or footer of a section with no items as shown (the drop gap is no item): first in it.
    if let section = collectionViewLayout.elements(at: point).supplementarySection, section < numberOfSections,
      numberOfItems(inSection: section) == (dropGapIndexPath?.section == section ? 1 : 0)
    {
      return (IndexPath(item: 0, section: section), false)
    }
    var before: IndexPath?
    var first: IndexPath?
    for attributes in collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
    where attributes.representedElementCategory == .cell && !attributes.isHidden
      && checkItem(attributes.indexPath, call: "dropDestination", reporting: false)
    {
      let frame = attributes.frame
      let indexPath = attributes.indexPath
      if first == nil || indexPath < first! { first = indexPath }
      let isBefore = frame.maxY <= point.y || (frame.minY <= point.y && frame.maxX <= point.x)
      if isBefore, before == nil || indexPath > before! { before = indexPath }
    }
    if let before { return (IndexPath(item: before.item + 1, section: before.section), false) }
    if let first { return (first, false) }
    return (IndexPath(item: numberOfItems(inSection: 0), section: 0), false)
  }

  /// The window frame of an item's cell for a drop's preview; out of range: reported, nil.
  func dropFrame(ofItemAt indexPath: IndexPath, call: String) -> CGRect? {
    guard checkItem(indexPath, call: call) else { return nil }
    layoutIfNeeded()
    guard let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return nil }
    return convert(shownFrame(of: attributes.frame, inSection: indexPath.section), to: nil)
  }

  /// Shows the drop states: `.targeted` on `cell`, the others `.notTargeted` while a drop can happen here
  /// (`DragDropState.untargetedDropState`), else none.
  /// - Complexity: O(visible cells).
  private func setTargetedCell(_ cell: CollectionViewCell?) {
    dragDrop.targetedCell = cell
    let others = dragDrop.untargetedDropState
    for case let visible as CollectionViewCell in visibleSet.views.values {
      visible.setDropState(visible === cell ? .targeted : others)
    }
  }
}

extension CollectionView: DropTarget {
  package func dropTargetCanHandle(_ session: DragAndDropSession) -> Bool {
    guard let delegate = dropDelegate else { return false }
    return delegate.collectionView(self, canHandle: session)
  }

  package func dropTargetDidEnter(_ session: DragAndDropSession) {
    dragDrop.dropSession = session
    dropDelegate?.collectionView(self, dropSessionDidEnter: session)
    updateAutoscrollMembership()
  }

  package func dropTargetDidUpdate(_ session: DragAndDropSession) -> DropProposal {
    let point = session.location(in: self)
    let b = bounds
    dragDrop.dropPointInBounds = CGPoint(x: point.x - b.minX, y: point.y - b.minY)
    let place = dropPlace(at: point)
    // With a gap open, the destination is among the items as shown: the gap's index path once it moved there.
    let destination = place.map { dropDestination(for: $0, occupied: dropGapIndexPath) }
    let proposal =
      dropDelegate?.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
      ?? CollectionViewDropProposal(operation: .cancel)
    dragDrop.lastProposal = proposal
    // The delegate may have ended the drop or changed the data meanwhile: only a session still here opens a gap.
    let kind = dragDrop.dropSession === session ? dropGapKind(for: proposal, session: session) : nil
    let gap = updateDropGap(kind, place: kind == nil ? nil : dropPlace(at: point), point: point)
    dragDrop.lastDestination = gap ?? destination
    let targeted =
      proposal.intent == .insertIntoDestinationIndexPath && (proposal.operation == .copy || proposal.operation == .move)
    setTargetedCell(targeted ? destination.flatMap { cellForItem(at: $0) } : nil)
    return proposal
  }

  package func dropTargetDidExit(_ session: DragAndDropSession) {
    dragDrop.lastProposal = nil
    dragDrop.dropPointInBounds = nil
    setTargetedCell(nil)
    closeDropGap(animated: true)
    dropDelegate?.collectionView(self, dropSessionDidExit: session)
    updateAutoscrollMembership()
  }

  package func dropTargetPerformDrop(_ session: DragAndDropSession, operation: DropOperation) {
    setTargetedCell(nil)
    dragDrop.dropPointInBounds = nil
    // The gap closes without asking the data source: the delegate's own update animates from what shows.
    closeDropGap(animated: false)
    guard let delegate = dropDelegate else { return }
    let sources = dragSourceIndexPaths(for: session)
    let sizes = dragPreviewSizes(for: session)
    let items = session.items.enumerated().map { index, item in
      CollectionViewDropItem(
        dragItem: item, sourceIndexPath: sources.flatMap { index < $0.count ? $0[index] : nil },
        previewSize: sizes.flatMap { index < $0.count ? $0[index] : nil } ?? .zero)
    }
    // The proposal as performed: a `.move` from another program, or from a drag that forbids moving, is a copy.
    var proposal = dragDrop.lastProposal ?? CollectionViewDropProposal(operation: operation)
    if proposal.operation != operation {
      proposal = CollectionViewDropProposal(operation: operation, intent: proposal.intent)
    }
    let coordinator = CollectionViewDropCoordinator(
      items: items, destinationIndexPath: dragDrop.lastDestination, proposal: proposal, session: session,
      collectionView: self)
    delegate.collectionView(self, performDropWith: coordinator)
  }

  package func dropTargetDidEnd(_ session: DragAndDropSession) {
    dragDrop.dropSession = nil
    dragDrop.lastDestination = nil
    dragDrop.lastProposal = nil
    dragDrop.dropPointInBounds = nil
    setTargetedCell(nil)
    closeDropGap(animated: true)
    updateAutoscrollMembership()
    dropDelegate?.collectionView(self, dropSessionDidEnd: session)
  }
}
