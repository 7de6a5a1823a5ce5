import Foundation
import TrellisGeometry
import TrellisUI

/// Drop placeholders (`Documentation/Behaviour.md#drag-and-drop`): cells for dropped items whose content
/// isn't in the data source yet. Each is an uncommitted insertion of the arrangement (see
/// `InteractiveMovementState`): the data source is never asked for its cell; its cell is dequeued with the
/// placeholder's reuse identifier and configured by its `cellUpdateHandler`. A batch update moves
/// placeholders with the items around them (each stays after the item it followed); `reloadData()`
/// discards them (reported); committing removes the placeholder and inserts the real item in one batch.
extension CollectionView {
  /// Whether the collection view shows a drop's gap or placeholders the data source doesn't have
  /// (`hasUncommittedUpdates`).
  public var hasUncommittedUpdates: Bool {
    !interactiveMovement.insertions.isEmpty || interactiveMovement.movement?.isDropGap == true
  }

  /// Inserts a placeholder for a dropped item (the coordinator's `drop(_:to:)`), animated, and lands the
  /// drop's preview on its cell; an insertion index path outside the items as shown (up to a section's
  /// count) is reported and the returned context is inert (its calls answer false, its preview lands nowhere).
  func insertPlaceholder(_ placeholder: CollectionViewDropPlaceholder, for dragItem: DragItem)
    -> DropPlaceholderContext
  {
    let animations = DropAnimations()
    let target = placeholder.insertionIndexPath
    reloadCountsIfNeeded()
    guard isInsertionPlace(target) else {
      report(
        .dragAndDrop(
          "drop(_:to:) with a placeholder at \(target.shortDescription): outside the collection view's items "
            + "(\(counts.items.count) sections); no placeholder inserted"))
      DragEngine.shared.register(animations, landingAt: nil)
      return DropPlaceholderContext(dragItem: dragItem, id: nil, animations: animations, collectionView: self)
    }
    let id = interactiveMovement.nextPlaceholderID
    interactiveMovement.nextPlaceholderID += 1
    insertIntoArrangement(
      InteractiveMovementState.Insertion(
        indexPath: target, placeholder: InteractiveMovementState.PlaceholderEntry(placeholder: placeholder, id: id)))
    let frame = dropFrame(ofItemAt: target, call: "drop(_:to:)")
    // The provider is asked with the placeholder's cell, once it is made (not when it is off screen).
    let parameters = placeholder.previewParametersProvider.flatMap { provider in
      cellForItem(at: target).flatMap { provider($0) }
    }
    DragEngine.shared.register(animations, landingAt: frame, parameters: parameters)
    return DropPlaceholderContext(dragItem: dragItem, id: id, animations: animations, collectionView: self)
  }

  /// The index of a placeholder's insertion, nil when it is gone.
  private func placeholderIndex(_ id: Int) -> Int? {
    interactiveMovement.insertions.firstIndex { $0.placeholder?.id == id }
  }

  /// The cell of a placeholder's element: dequeued with its reuse identifier, configured by its handler.
  func placeholderCell(for key: ElementKey, element: QueriedElement) -> CollectionReusableView? {
    guard let index = interactiveMovement.insertionIndex(at: key.indexPath),
      let entry = interactiveMovement.insertions[index].placeholder
    else { return nil }
    return askDataSource(for: key, element: element) { _ in
      let cell = self.dequeueCell(withReuseIdentifier: entry.placeholder.reuseIdentifier, forArranged: key.indexPath)
      entry.placeholder.cellUpdateHandler?(cell)
      return cell
    }
  }

  /// Calls a placeholder's handler on its visible cell; nothing when the placeholder is gone.
  func updatePlaceholderCell(_ id: Int) {
    guard let index = placeholderIndex(id), let entry = interactiveMovement.insertions[index].placeholder else {
      return
    }
    let key = ElementKey.cell(interactiveMovement.insertions[index].indexPath)
    if let cell = visibleSet.views[key] as? CollectionViewCell { entry.placeholder.cellUpdateHandler?(cell) }
  }

  /// Removes a placeholder, animated; false when it is gone.
  func deletePlaceholder(_ id: Int) -> Bool {
    guard let index = placeholderIndex(id) else { return false }
    return removeFromArrangement(at: interactiveMovement.insertions[index].indexPath, animated: true)
  }

  /// Exchanges a placeholder for the data source's item: the placeholder leaves by re-keying, then one
  /// batch update runs `dataSourceUpdates` with the data source's index path and inserts the item there.
  /// False when the placeholder is gone.
  func commitPlaceholder(_ id: Int, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
    guard let index = placeholderIndex(id) else { return false }
    let indexPath = interactiveMovement.insertions[index].indexPath
    let before = interactiveMovement.insertions[..<index].count { $0.indexPath.section == indexPath.section }
    let target = IndexPath(item: indexPath.item - before, section: indexPath.section)
    guard removeFromArrangement(at: indexPath, animated: false) else { return false }
    withoutActuallyEscaping(dataSourceUpdates) { updates in
      performBatchUpdates {
        updates(target)
        self.insertItems(at: [target])
      }
    }
    return true
  }

  /// `reloadData()` discards the placeholders (reported): their contexts answer false from then on.
  func discardPlaceholders() {
    let count = interactiveMovement.insertions.count { $0.placeholder != nil }
    guard count > 0 else { return }
    report(.dragAndDrop("reloadData() discards \(count) drop placeholders; their contexts answer false"))
    interactiveMovement.insertions.removeAll()
  }

  /// A placeholder taken out of the arrangement around a batch update: its entry, section and place in
  /// the data source's order.
  struct LiftedPlaceholder {
    let entry: InteractiveMovementState.PlaceholderEntry
    let section: Int
    let item: Int
  }

  /// Takes the placeholders out of the arrangement by re-keying (their views go), so a batch update
  /// describes the data source's order; `reinsertPlaceholders` puts them back.
  /// - Complexity: O(insertions + visible views).
  func liftPlaceholders() -> [LiftedPlaceholder] {
    let insertions = interactiveMovement.insertions
    guard !insertions.isEmpty else { return [] }
    var lifted: [LiftedPlaceholder] = []
    var operations = BatchUpdateOperations()
    var newCounts = counts.items
    var before = 0
    var section = -1
    for insertion in insertions {
      if insertion.indexPath.section != section {
        section = insertion.indexPath.section
        before = 0
      }
      operations.deleteItems(at: [insertion.indexPath])
      newCounts[section] -= 1
      if let entry = insertion.placeholder {
        lifted.append(LiftedPlaceholder(entry: entry, section: section, item: insertion.indexPath.item - before))
      }
      before += 1
    }
    guard changeArrangement(operations, newCounts: newCounts, animated: false) else { return [] }
    return lifted
  }

  /// Puts lifted placeholders back after a batch update, animated: each right after the item it followed
  /// (first in its section when no item before it stayed); one whose section was deleted is gone (reported).
  /// - Complexity: O(items before each placeholder in its section) lookups in the plan.
  func reinsertPlaceholders(_ lifted: [LiftedPlaceholder], through plan: BatchUpdatePlan) {
    guard !lifted.isEmpty else { return }
    var placed: [(section: Int, item: Int, entry: InteractiveMovementState.PlaceholderEntry)] = []
    for placeholder in lifted {
      guard let section = plan.newSection(forOld: placeholder.section) else {
        report(
          .dragAndDrop(
            "the section of the drop placeholder at [\(placeholder.section), \(placeholder.item)] was deleted: "
              + "the placeholder is removed"))
        continue
      }
      var item = 0
      var old = placeholder.item - 1
      while old >= 0 {
        if let new = plan.newIndexPath(forOld: IndexPath(item: old, section: placeholder.section)),
          new.section == section
        {
          item = new.item + 1
          break
        }
        old -= 1
      }
      placed.append((section, item, placeholder.entry))
    }
    placed.sort { ($0.section, $0.item) < ($1.section, $1.item) }
    var operations = BatchUpdateOperations()
    var newCounts = counts.items
    var insertions: [InteractiveMovementState.Insertion] = []
    var shift = 0
    var section = -1
    for placeholder in placed {
      if placeholder.section != section {
        section = placeholder.section
        shift = 0
      }
      let indexPath = IndexPath(item: placeholder.item + shift, section: section)
      operations.insertItems(at: [indexPath])
      newCounts[section] += 1
      insertions.append(InteractiveMovementState.Insertion(indexPath: indexPath, placeholder: placeholder.entry))
      shift += 1
    }
    changeArrangement(operations, newCounts: newCounts, animated: true) { $0 += insertions }
  }
}
