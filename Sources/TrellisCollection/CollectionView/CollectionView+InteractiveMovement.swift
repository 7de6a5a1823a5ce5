import Foundation
import TrellisGeometry
import TrellisUI

/// Interactive movement: the user (or the app's own gesture) lifts an item, moves it, and drops it at a
/// new index path (Documentation/Behaviour.md#interactive-movement).
///
/// While a movement runs, the collection view's arrangement has the item at its target index path: the
/// counts, the layout's queries and the visible views follow the target, while the data source keeps
/// its order until `endInteractiveMovement()` calls `collectionView(_:moveItemAt:to:)` (cells that scroll
/// in are asked for at the data source's index paths). Every change of the target is a one-move batch
/// through the change engine (`applyAnimated`), so the other cells make room with the batch animation;
/// the lifted cell shows the layout's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`
/// and follows the position without animation.
extension CollectionView {
  /// Whether an interactive movement is under way (a Trellis extension, for tests); a drop's gap isn't one.
  public var isInteractiveMovementInProgress: Bool { interactiveMovement.movement.map { !$0.isDropGap } ?? false }

  /// The item being moved, at its current target index path, nil without a movement (a Trellis extension).
  public var interactivelyMovingItemIndexPath: IndexPath? {
    interactiveMovement.movement.flatMap { $0.isDropGap ? nil : $0.current }
  }

  /// Lifts an item for interactive movement (`beginInteractiveMovementForItem(at:)`); false when the item
  /// can't move: the data source's `collectionView(_:canMoveItemAt:)` says no, or a movement already runs
  /// (reported), or the index path names no item (reported).
  @discardableResult
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
    beginMovement(at: indexPath, byKeyboard: false)
  }

  /// Moves the lifted item's target position (`updateInteractiveMovementTargetPosition(_:)`), in
  /// collection-view coordinates: the layout proposes a target index path
  /// (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`), the delegate may change it, and the
  /// other items make room. Without a movement the call is reported and ignored.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
    guard let movement = interactiveMovement.movement, !movement.isDropGap else {
      report(
        .interactiveMovement("updateInteractiveMovementTargetPosition(_:) without an interactive movement; ignored"))
      return
    }
    guard targetPosition.x.isFinite, targetPosition.y.isFinite else {
      report(
        .interactiveMovement(
          "updateInteractiveMovementTargetPosition(_:) with a non-finite position (\(targetPosition.x), "
            + "\(targetPosition.y)); the target stays at \(movement.current.shortDescription)"))
      return
    }
    let b = bounds
    interactiveMovement.movement?.positionInBounds = CGPoint(x: targetPosition.x - b.minX, y: targetPosition.y - b.minY)
    moveInteractiveTarget(to: targetPosition)
  }

  /// Drops the lifted item at its target (`endInteractiveMovement()`): the data source's
  /// `collectionView(_:moveItemAt:to:)` (when the item moved), the layout's ending invalidation, and the
  /// cell animates into its slot. Without a movement the call is reported and ignored.
  public func endInteractiveMovement() {
    guard let movement = interactiveMovement.movement, !movement.isDropGap else {
      report(.interactiveMovement("endInteractiveMovement() without an interactive movement; ignored"))
      return
    }
    finishMovement(movement, cancelled: false, animated: true)
  }

  /// Returns the lifted item to where it was (`cancelInteractiveMovement()`): no data source call; the
  /// layout's ending invalidation says the movement was cancelled. Without a movement the call is
  /// reported and ignored.
  public func cancelInteractiveMovement() {
    guard let movement = interactiveMovement.movement, !movement.isDropGap else {
      report(.interactiveMovement("cancelInteractiveMovement() without an interactive movement; ignored"))
      return
    }
    finishMovement(movement, cancelled: true, animated: true)
  }

  // MARK: The engine (package API for drop handling)

  /// Lifts the item at `indexPath` (the public begin, for package callers such as drop handling);
  /// `byKeyboard` movements don't autoscroll. A drop's gap (`forDrop`) doesn't ask the data source
  /// (`canMoveItemAt` is interactive movement's question), leaves the item's element out of the layout
  /// pass (the drag's preview stands for it) and leaves the autoscroll to the drop.
  package func beginMovement(at indexPath: IndexPath, byKeyboard: Bool, forDrop: Bool = false) -> Bool {
    if let running = interactiveMovement.movement {
      report(
        .interactiveMovement(
          "beginInteractiveMovementForItem(at:) for \(indexPath.shortDescription) while the item from "
            + "\(running.original.shortDescription) is moving (now at \(running.current.shortDescription)); "
            + "the running movement goes on"))
      return false
    }
    if !interactiveMovement.insertions.isEmpty {
      report(
        .interactiveMovement(
          "beginInteractiveMovementForItem(at:) for \(indexPath.shortDescription) while "
            + "\(interactiveMovement.insertions.count) uncommitted insertions (a drop's gap or placeholders) are "
            + "shown; refused"))
      return false
    }
    guard !batch.isRecording else {
      report(
        .interactiveMovement(
          "beginInteractiveMovementForItem(at:) for \(indexPath.shortDescription) inside performBatchUpdates; refused"))
      return false
    }
    layoutIfNeeded()
    guard checkItem(indexPath, call: "beginInteractiveMovementForItem(at:)") else { return false }
    guard !scrollsInOrthogonalRegion(.cell(indexPath)) else {
      report(
        .interactiveMovement(
          "beginInteractiveMovementForItem(at:) for \(indexPath.shortDescription), an item of a section that "
            + "scrolls orthogonally; moving those items is not supported"))
      return false
    }
    guard let dataSource, forDrop || dataSource.collectionView(self, canMoveItemAt: indexPath) else { return false }
    let layout = collectionViewLayout
    guard let center = attributes(in: layout, for: .cell(indexPath))?.center else {
      report(.missingLayoutAttributes(element: ElementKey.cell(indexPath).description))
      return false
    }
    closeSwipedRow(animated: false)
    let b = bounds
    interactiveMovement.collectionView = self
    interactiveMovement.dataSourceSkippedMove = false
    interactiveMovement.movement = InteractiveMovementState.Movement(
      original: indexPath, current: indexPath, position: center,
      positionInBounds: CGPoint(x: center.x - b.minX, y: center.y - b.minY), byKeyboard: byKeyboard,
      isDropGap: forDrop)
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forInteractivelyMovingItems: [indexPath], withTargetPosition: center, previousIndexPaths: [indexPath],
        previousPosition: center))
    updateAutoscrollMembership()
    layoutIfNeeded()  // the cell lifts at once (a drop's gap: its cell leaves)
    return true
  }

  /// Moves the target position: asks the layout for the target index path and the delegate for its
  /// say, then moves the gap there (`moveInteractiveTarget(to:position:)`). Nothing without a movement.
  package func moveInteractiveTarget(to position: CGPoint) {
    guard let movement = interactiveMovement.movement else { return }
    let layout = collectionViewLayout
    prepareLayoutIfNeeded()
    let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: position)
    var target = movement.current
    if proposed != movement.current {
      let answer =
        collectionDelegate?.collectionView(
          self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
          atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
      target = answer
    }
    moveInteractiveTarget(to: target, position: position)
  }

  /// Moves the lifted item's gap to `target` (an index path of the collection view's arrangement) with
  /// the lifted cell at `position`: the layout's interactive invalidation, then, when the target changed,
  /// a one-move change that lets the other items make room. A target outside the arrangement is
  /// reported and the current one kept. The core the drop handling uses to open gaps.
  package func moveInteractiveTarget(to target: IndexPath, position: CGPoint) {
    guard let movement = interactiveMovement.movement else { return }
    var target = target
    if target != movement.current, let reason = movementTargetRefusal(target, from: movement.current) {
      report(
        .interactiveMovement(
          "the target index path \(target.shortDescription) \(reason); the target stays at "
            + "\(movement.current.shortDescription)"))
      target = movement.current
    }
    let layout = collectionViewLayout
    let nearby = target != movement.current && window != nil ? elementsNearVisibleRect() : []
    interactiveMovement.movement?.position = position
    interactiveMovement.setContextIndexPaths(target: target, previous: movement.current)
    layout.invalidateLayout(
      with: layout.invalidationContext(
        forInteractivelyMovingItems: interactiveMovement.contextTargets, withTargetPosition: position,
        previousIndexPaths: interactiveMovement.contextPrevious, previousPosition: movement.position))
    guard target != movement.current else { return }
    var operations = changes.movementOperations
    changes.movementOperations = BatchUpdateOperations()
    operations.removeAll()
    operations.moveItem(at: movement.current, to: target)
    defer { changes.movementOperations = operations }
    var newCounts = changes.planner.takeCountsBuffer()
    newCounts.append(contentsOf: counts.items)
    newCounts[movement.current.section] -= 1
    newCounts[target.section] += 1
    guard
      case .success(let plan) = changes.planner.plan(
        oldCounts: counts.items, operations: operations, newCounts: newCounts)
    else { return }
    counts.items = newCounts
    interactiveMovement.movement?.current = target
    applyAnimated(plan, nearby: nearby) { _ in }
  }

  /// Why `target` can't be the lifted item's index path (from `current`), nil when it can: the section
  /// must exist, and the item fit the section with the lifted item in it.
  private func movementTargetRefusal(_ target: IndexPath, from current: IndexPath) -> String? {
    guard target.count == 2 else { return "has \(target.count) indexes; an item's index path has 2" }
    let sections = counts.items.count
    guard target.section >= 0, target.section < sections else {
      return "names section \(target.section), but the collection view has \(sections) sections"
    }
    let limit = counts.items[target.section] + (target.section == current.section ? 0 : 1)
    guard target.item >= 0, target.item < limit else {
      return "names item \(target.item), but section \(target.section) has room for \(limit) items"
    }
    if scrollsInOrthogonalRegion(.cell(IndexPath(item: 0, section: target.section))) {
      return "is in section \(target.section), which scrolls orthogonally"
    }
    return nil
  }

  /// Ends or cancels `movement`: the data source moves the item (ending, when it moved), the layout gets
  /// the ending invalidation, and the views animate to the final arrangement (`animated`), or, before a
  /// batch update or a reload that cancels the movement, are only re-keyed to it without a layout pass:
  /// the data source may already hold the batch's data, so it is not asked for anything until the batch
  /// runs, and the batch's own change animates the lifted cell home from where it shows.
  func finishMovement(_ movement: InteractiveMovementState.Movement, cancelled: Bool, animated: Bool) {
    interactiveMovement.movement = nil
    updateAutoscrollMembership()
    var undone = cancelled
    if !cancelled && movement.original != movement.current {
      interactiveMovement.dataSourceSkippedMove = false
      // The data source is asked in its own order: the movement is over for it.
      interactiveMovement.movement = nil
      dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
      if interactiveMovement.dataSourceSkippedMove {
        undone = true
        report(
          .interactiveMovement(
            "the data source doesn't implement collectionView(_:moveItemAt:to:): the move of the item from "
              + "\(movement.original.shortDescription) to \(movement.current.shortDescription) is undone"))
      }
    }
    interactiveMovement.movement = nil
    let layout = collectionViewLayout
    let nearby = animated && window != nil && !layout.isInvalid ? elementsNearVisibleRect() : []
    let final = undone ? movement.original : movement.current
    layout.invalidateLayout(
      with: layout.invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths: [final], previousIndexPaths: [movement.current], movementCancelled: undone))
    var operations = BatchUpdateOperations()
    var newCounts = counts.items
    if final != movement.current {
      operations.moveItem(at: movement.current, to: final)
      newCounts[movement.current.section] -= 1
      newCounts[final.section] += 1
    }
    guard
      case .success(let plan) = BatchUpdatePlanner.plan(
        oldCounts: counts.items, operations: operations, newCounts: newCounts)
    else { return }
    counts.items = newCounts
    if animated {
      landAnimated(plan, nearby: nearby, key: .cell(final))
      return
    }
    // A pure move removes no element: nothing leaves (a view whose key collided would be released).
    rekeyArrangement(through: plan)
  }

  /// Re-keys the visible views, the selection, the prefetching and the dragged items' index paths through
  /// a change of the arrangement alone (no layout pass, nothing animated): views of removed elements
  /// (a closed gap has none; a placeholder's) are released.
  /// - Complexity: O(visible views + selected items + dragged items).
  func rekeyArrangement(through plan: BatchUpdatePlan) {
    for view in rekeyVisibleViews({ plan.newElementKey(forOld: $0) }) { releaseHeldView(view) }
    remapSelection(through: plan)
    remapPrefetching(through: plan)
    remapDragSources(through: plan)
    remapLandingItems(through: plan)
  }

  /// Runs the change that lands the lifted cell at `key`, keeping the cell above the others until the
  /// change ends, then giving it its layout's stacking order again (z-order doesn't animate: without this
  /// it would slide under its neighbours).
  private func landAnimated(_ plan: BatchUpdatePlan, nearby: [QueriedElement], key: ElementKey) {
    var landing: CollectionReusableView?
    var ended = false
    applyAnimated(plan, nearby: nearby) { [weak self] _ in
      ended = true
      guard let self, let view = landing, self.visibleSet.views[key] === view,
        self.interactiveMovement.liftedKey != key
      else { return }
      view.zPosition = CGFloat(view.appliedZIndex)
    }
    guard !ended, let view = visibleSet.views[key] else { return }
    landing = view
    view.zPosition = CGFloat(CollectionViewLayout.interactivelyMovingItemZIndex)
  }

  /// Cancels a running movement before a change that re-reads the data source (`call`), reporting it;
  /// nothing without a movement. `animated` false leaves the views to the change (a reload).
  func cancelInteractiveMovement(before call: String, animated: Bool) {
    closeDropGap(before: call)
    guard let movement = interactiveMovement.movement else { return }
    report(
      .interactiveMovement(
        "\(call) during the interactive movement of the item from \(movement.original.shortDescription) (now at "
          + "\(movement.current.shortDescription)): the movement is cancelled first"))
    finishMovement(movement, cancelled: true, animated: animated)
  }

  /// The query buffer arranged for what the collection view shows: the lifted item's element replaced by
  /// the layout's `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)` (added when the
  /// query missed it: the lifted cell is under the finger, whatever the rectangle); a drop gap's item and
  /// empty insertions left out (nothing shows there). Nothing outside a movement or insertions.
  /// - Complexity: O(elements in the buffer × (1 + insertions)).
  func arrangeQueriedElements() {
    guard interactiveMovement.isArranged else { return }
    if interactiveMovement.insertions.contains(where: { $0.placeholder == nil })
      || interactiveMovement.movement?.isDropGap == true
    {
      let gap = interactiveMovement.movement.flatMap { $0.isDropGap ? ElementKey.cell($0.current) : nil }
      let insertions = interactiveMovement.insertions
      visibleSet.queried.removeAll { element in
        guard element.key.category == .cell else { return false }
        if element.key == gap { return true }
        return insertions.contains { $0.placeholder == nil && $0.indexPath == element.key.indexPath }
      }
    }
    guard let movement = interactiveMovement.movement, !movement.isDropGap else { return }
    let key = ElementKey.cell(movement.current)
    let attributes = collectionViewLayout.layoutAttributesForInteractivelyMovingItem(
      at: movement.current, withTargetPosition: movement.position)
    let element = QueriedElement(attributes)
    guard element.key == key, isValid(element) else { return }
    if let index = visibleSet.queried.firstIndex(where: { $0.key == key }) {
      visibleSet.queried[index] = element
    } else {
      visibleSet.queried.append(element)
    }
  }
}
