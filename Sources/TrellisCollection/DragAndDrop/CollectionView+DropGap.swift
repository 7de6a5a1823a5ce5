import Foundation
import TrellisGeometry
import TrellisUI

/// The gap an `.insertAtDestinationIndexPath` proposal opens where the dropped items would go
/// (`Documentation/Behaviour.md#drag-and-drop`).
///
/// A `.move` of one item dragged from this collection view reuses the interactive movement engine: the
/// item itself becomes the gap (its cell leaves the layout pass: the drag's preview stands for it) and the
/// other cells make room with the batch animation. A `.copy`, a drag of several items, or a drag from
/// elsewhere opens an empty slot instead: an uncommitted insertion of the arrangement with nothing shown.
/// Both are arrangement changes only: the data source is never asked about them. While a gap is open the
/// destination is computed among the items as shown and is the gap's index path, where the dropped item
/// ends up; before a drop the gap closes by re-keying alone (the delegate's batch update animates from
/// what shows), on exit or end it closes animated.
extension CollectionView {
  /// The kind of gap a proposal asks for.
  enum DropGapKind: Equatable {
    /// The dragged item of this collection view moves (the interactive movement engine).
    case movingItem(IndexPath)
    /// An empty slot (an uncommitted insertion).
    case emptySlot
  }

  /// Where a drop gap is or is to be: its kind and index path. Two targets are the same place when both
  /// are the moving item's gap or both an empty slot, at the same index path (the moving item's source
  /// follows the arrangement, so it isn't compared).
  struct DropGapTarget: Equatable {
    let kind: DropGapKind
    let indexPath: IndexPath

    static func == (a: DropGapTarget, b: DropGapTarget) -> Bool {
      a.indexPath == b.indexPath && (a.kind == .emptySlot) == (b.kind == .emptySlot)
    }
  }

  /// The index path of the open drop gap (the moving item's or the empty slot's), nil without one
  /// (a Trellis extension, for tests).
  /// - Complexity: O(insertions).
  public var dropGapIndexPath: IndexPath? {
    if let movement = interactiveMovement.movement, movement.isDropGap { return movement.current }
    return interactiveMovement.insertions.first { $0.placeholder == nil }?.indexPath
  }

  /// The destination for a found place (`dropPlace(at:)`) among the items as shown with the gap at
  /// `occupied`: the item under the pointer takes its place's index path; a place between items after
  /// `occupied` in its section is one less (the gap leaves its own place). Without `occupied`, the place.
  func dropDestination(for place: (indexPath: IndexPath, onItem: Bool), occupied: IndexPath?) -> IndexPath {
    let p = place.indexPath
    guard !place.onItem, let occupied, occupied.section == p.section, p.item > occupied.item else { return p }
    return IndexPath(item: p.item - 1, section: p.section)
  }

  /// The gap a proposal asks for: none unless it inserts at the destination with `.copy` or `.move`, and
  /// none while an interactive movement runs (its arrangement isn't the drop's to change); the dragged
  /// item's own gap for a `.move` of one item dragged from here (when it can move: not in a section that
  /// scrolls orthogonally, no placeholders shown), else an empty slot.
  func dropGapKind(for proposal: CollectionViewDropProposal, session: DragAndDropSession) -> DropGapKind? {
    guard proposal.intent == .insertAtDestinationIndexPath, proposal.operation == .copy || proposal.operation == .move
    else { return nil }
    if let movement = interactiveMovement.movement, !movement.isDropGap { return nil }
    if proposal.operation == .move, session.items.count == 1, let source = dragSourceIndexPaths(for: session)?.first,
      let source, !scrollsInOrthogonalRegion(.cell(source)),
      !interactiveMovement.insertions.contains(where: { $0.placeholder != nil })
    {
      return .movingItem(source)
    }
    return .emptySlot
  }

  /// Opens, moves or closes the drop gap for the last update: `place` is where the pointer is, `point`
  /// the pointer in content coordinates. A new place waits for the reordering cadence's delay
  /// (`ReorderingCadenceGate`); closing is immediate. Returns the index path the dropped item would go to
  /// (the gap's, or the place waiting to be shown), nil without a gap.
  func updateDropGap(
    _ kind: DropGapKind?, place: (indexPath: IndexPath, onItem: Bool)?, point: CGPoint
  ) -> IndexPath? {
    guard let kind, let place else {
      closeDropGap(animated: true)
      return nil
    }
    let target = dropGapTarget(kind, place: place)
    if let due = dragDrop.gapGate.propose(target, shown: shownDropGap, at: Application.shared.clock.now) {
      applyDropGap(due, point: point)
    } else if case .movingItem = kind, let movement = interactiveMovement.movement, movement.isDropGap {
      // The gap stays: the layout still gets the pointer's position.
      moveInteractiveTarget(to: movement.current, position: point)
    }
    return dragDrop.gapGate.pending?.indexPath ?? dropGapIndexPath
  }

  /// The gap shown, as a target; nil without one.
  /// - Complexity: O(insertions).
  private var shownDropGap: DropGapTarget? {
    if let movement = interactiveMovement.movement, movement.isDropGap {
      return DropGapTarget(kind: .movingItem(movement.current), indexPath: movement.current)
    }
    return dropGapIndexPath.map { DropGapTarget(kind: .emptySlot, indexPath: $0) }
  }

  /// Where a gap of `kind` goes for a place found among the items as shown.
  private func dropGapTarget(_ kind: DropGapKind, place: (indexPath: IndexPath, onItem: Bool)) -> DropGapTarget {
    switch kind {
    case .movingItem(let source):
      let occupied = interactiveMovement.movement.flatMap { $0.isDropGap ? $0.current : nil } ?? source
      return DropGapTarget(kind: kind, indexPath: dropDestination(for: place, occupied: occupied))
    case .emptySlot:
      let slot = interactiveMovement.movement?.isDropGap == true ? nil : dropGapIndexPath
      return DropGapTarget(
        kind: kind, indexPath: slot.map { dropDestination(for: place, occupied: $0) } ?? place.indexPath)
    }
  }

  /// Shows the gap at `target`: the moving item's gap moves (or the movement begins), or the empty slot
  /// moves (or opens); the other kind of gap closes first.
  private func applyDropGap(_ target: DropGapTarget, point: CGPoint) {
    switch target.kind {
    case .movingItem(let source):
      closeEmptySlot(animated: true)
      if let movement = interactiveMovement.movement, movement.isDropGap {
        moveInteractiveTarget(to: target.indexPath, position: point)
      } else {
        guard interactiveMovement.movement == nil, beginMovement(at: source, byKeyboard: false, forDrop: true) else {
          return
        }
        moveInteractiveTarget(to: target.indexPath, position: point)
      }
    case .emptySlot:
      closeMovingGap(animated: true)
      if let slot = dropGapIndexPath {
        moveEmptySlot(from: slot, to: target.indexPath)
      } else {
        openEmptySlot(at: target.indexPath)
      }
    }
  }

  /// Whether a new place for the drop gap waits for the reordering cadence's delay.
  var hasPendingDropGap: Bool { dragDrop.gapGate.pending != nil }

  /// Moves the gap to the waiting place once its delay has passed at `time` (a frame's tick); the drop's
  /// destination stays the place the delegate was last given.
  func applyDueDropGap(at time: TimeInterval) {
    guard let target = dragDrop.gapGate.due(at: time) else { return }
    let b = bounds
    let point = dragDrop.dropPointInBounds.map { CGPoint(x: b.minX + $0.x, y: b.minY + $0.y) } ?? .zero
    applyDropGap(target, point: point)
  }

  /// Closes the drop gap, animated (the others close ranks) or by re-keying alone (before a drop or a
  /// change that re-reads the data source).
  func closeDropGap(animated: Bool) {
    dragDrop.gapGate.cancel()
    closeMovingGap(animated: animated)
    closeEmptySlot(animated: animated)
  }

  /// Before a change that re-reads the data source (`call`): an open drop gap is reported and closed by
  /// re-keying (the next update of the drop opens it again); a place waiting for the reordering cadence is
  /// forgotten.
  func closeDropGap(before call: String) {
    // A place waiting for the reordering cadence was found among items that are about to change.
    dragDrop.gapGate.cancel()
    guard let gap = dropGapIndexPath else { return }
    report(
      .dragAndDrop("\(call) while a drop's gap is open at \(gap.shortDescription): the gap is closed first"))
    closeDropGap(animated: false)
  }

  private func closeMovingGap(animated: Bool) {
    guard let movement = interactiveMovement.movement, movement.isDropGap else { return }
    finishMovement(movement, cancelled: true, animated: animated)
  }

  private func closeEmptySlot(animated: Bool) {
    guard let slot = dropGapIndexPath, interactiveMovement.movement?.isDropGap != true else { return }
    removeFromArrangement(at: slot, animated: animated)
  }

  /// Inserts the empty slot at `target` (an index path of the arrangement, up to a section's count); a
  /// target outside it is reported and no slot opens.
  private func openEmptySlot(at target: IndexPath) {
    guard isInsertionPlace(target) else {
      report(.dragAndDrop("drop gap at \(target.shortDescription): outside the collection view's items; no gap"))
      return
    }
    insertIntoArrangement(InteractiveMovementState.Insertion(indexPath: target, placeholder: nil))
  }

  /// Moves the empty slot from `slot` to `target` (an index path of the arrangement); a target outside it
  /// is reported and the slot stays.
  private func moveEmptySlot(from slot: IndexPath, to target: IndexPath) {
    guard target != slot else { return }
    let limit =
      target.section < counts.items.count
      ? counts.items[target.section] + (target.section == slot.section ? 0 : 1) : 0
    guard target.count == 2, target.section >= 0, target.item >= 0, target.item < limit else {
      report(
        .dragAndDrop(
          "drop gap to \(target.shortDescription): outside the collection view's items; it stays at "
            + "\(slot.shortDescription)"))
      return
    }
    var operations = BatchUpdateOperations()
    operations.moveItem(at: slot, to: target)
    var newCounts = counts.items
    newCounts[slot.section] -= 1
    newCounts[target.section] += 1
    changeArrangement(operations, newCounts: newCounts, animated: true)
  }

  /// Whether an uncommitted insertion can go at `indexPath`: an existing section, from its first item to
  /// after its last (as shown).
  func isInsertionPlace(_ indexPath: IndexPath) -> Bool {
    indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.items.count
      && indexPath.item >= 0 && indexPath.item <= counts.items[indexPath.section]
  }

  /// Adds an uncommitted insertion (an empty slot or a placeholder) at its index path, which must be an
  /// insertion place (`isInsertionPlace`), animated as a batch's insertion.
  func insertIntoArrangement(_ insertion: InteractiveMovementState.Insertion) {
    var operations = BatchUpdateOperations()
    operations.insertItems(at: [insertion.indexPath])
    var newCounts = counts.items
    newCounts[insertion.indexPath.section] += 1
    changeArrangement(operations, newCounts: newCounts, animated: true) { $0.append(insertion) }
  }

  /// Removes the uncommitted insertion at `indexPath`, animated or by re-keying alone; whether the change
  /// was valid.
  @discardableResult
  func removeFromArrangement(at indexPath: IndexPath, animated: Bool) -> Bool {
    var operations = BatchUpdateOperations()
    operations.deleteItems(at: [indexPath])
    var newCounts = counts.items
    newCounts[indexPath.section] -= 1
    return changeArrangement(operations, newCounts: newCounts, animated: animated)
  }

  /// Runs a change of the arrangement alone (the data source unchanged): the uncommitted insertions move
  /// through it (`add` adds new ones, at their new index paths), the counts become `newCounts`, and the
  /// views animate (the batch path, `applyAnimated`) or are only re-keyed (the layout invalidated).
  /// Whether the change was valid.
  /// - Complexity: the batch path's, plus O(insertions log insertions).
  @discardableResult
  func changeArrangement(
    _ operations: BatchUpdateOperations, newCounts: [Int], animated: Bool,
    add: (inout [InteractiveMovementState.Insertion]) -> Void = { _ in }
  ) -> Bool {
    let layout = collectionViewLayout
    let nearby = animated && window != nil && !layout.isInvalid ? elementsNearVisibleRect() : []
    guard
      case .success(let plan) = BatchUpdatePlanner.plan(
        oldCounts: counts.items, operations: operations, newCounts: newCounts)
    else { return false }
    var insertions = interactiveMovement.insertions.compactMap { insertion in
      plan.newIndexPath(forOld: insertion.indexPath).map {
        InteractiveMovementState.Insertion(indexPath: $0, placeholder: insertion.placeholder)
      }
    }
    add(&insertions)
    insertions.sort { $0.indexPath < $1.indexPath }
    interactiveMovement.insertions = insertions
    counts.items = newCounts
    if animated {
      applyAnimated(plan, nearby: nearby) { _ in }
    } else {
      let context = layout.invalidationContextType.init()
      context.invalidateDataSourceCounts = true
      layout.invalidateLayout(with: context)
      rekeyArrangement(through: plan)
    }
    return true
  }
}
