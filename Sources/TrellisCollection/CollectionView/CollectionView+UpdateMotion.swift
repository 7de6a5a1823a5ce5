import Foundation
import TrellisGeometry
import TrellisUI

/// How a valid batch reaches the screen: re-keying, the layout's update hooks, and the animation of
/// every element that is visible before or after the update.
extension CollectionView {
  /// Applies a validated plan (empty included: `performBatchUpdates(nil)` animates the layout's
  /// re-prepared answers) through the change engine: views keep their identity across the change, the
  /// layout is told (`invalidateLayout(with:)` with `invalidateDataSourceCounts`,
  /// `prepare(forCollectionViewUpdates:)`, `indexPathsToDelete…`/`…ToInsert…`,
  /// `targetContentOffset(forProposedContentOffset:)`, `finalLayoutAttributesForDisappearing…` for every
  /// element on screen before the update, `initialLayoutAttributesForAppearing…` for every element on
  /// screen after it, `finalizeCollectionViewUpdates()`), with `currentUpdate` describing the update
  /// throughout, and in a window the change animates. A finite initial answer is where the element
  /// starts; otherwise kept views move from where they show now (their presentation, so a batch during
  /// another one retargets without a jump), elements that come into view because of the update travel
  /// from their old frames when those were near the visible rect, and the rest fade in. Views whose
  /// elements leave the visible rect travel to their new frames; views of deleted or reloaded elements
  /// go to the layout's final attributes or fade out where they are; both kinds are held out of the
  /// reuse queues until the animation ends. Outside a window nothing is dequeued: views are re-keyed
  /// and the next layout pass shows the rest.
  /// - Complexity: O(elements within a screen of the visible rect + visible elements before and after).
  func applyAnimated(
    _ plan: BatchUpdatePlan, nearby: [QueriedElement], completion: @escaping (Bool) -> Void
  ) {
    runBatchChange(plan, nearby: nearby, completion: completion)
    // Once the change ran (its steps are over; its animation holds only the views and the completion), the
    // next batch reuses the update object, the change, and the storage they lent: the plan, the nearby
    // elements, the update items and the keys, unless something else still holds the update (a layout
    // that kept `currentUpdate`, or an outer batch still running it: it stays as it was and the next
    // batch makes its own). Uniqueness first: a binding made before the check would hold a second reference.
    if isKnownUniquelyReferenced(&changes.spareBatchChange), let change = changes.spareBatchChange {
      let keys = change.finish()
      changes.spareKeys.sorted = keys
    }
    if isKnownUniquelyReferenced(&changes.spareUpdate), let update = changes.spareUpdate {
      let lent = update.finish()
      changes.planner.recycle(lent.plan)
      changes.spareNearby = lent.nearby
      changes.spareUpdateItems = lent.updateItems
    }
  }

  /// The batch change itself (see `applyAnimated`), in the update object and change kept from the last
  /// batch when nothing else holds them, else new ones kept for the next.
  private func runBatchChange(
    _ plan: BatchUpdatePlan, nearby: [QueriedElement], completion: @escaping (Bool) -> Void
  ) {
    let layout = collectionViewLayout
    // The last update's items, described afresh where nothing else holds them.
    var items = changes.spareUpdateItems
    changes.spareUpdateItems = []
    plan.makeUpdateItems(into: &items)
    let update: CollectionViewUpdate
    if isKnownUniquelyReferenced(&changes.spareUpdate), let spare = changes.spareUpdate {
      spare.restart(
        plan: plan, nearby: nearby, updateItems: items, spares: changes.attributeSpares, visibleViews: visibleSet)
      update = spare
    } else {
      update = CollectionViewUpdate(
        plan: plan, nearby: nearby, updateItems: items, spares: changes.attributeSpares, visibleViews: visibleSet)
      changes.spareUpdate = update
    }
    let change: BatchVisibleChange
    if isKnownUniquelyReferenced(&changes.spareBatchChange), let spare = changes.spareBatchChange {
      change = spare
    } else {
      change = BatchVisibleChange(collectionView: self)
      changes.spareBatchChange = change
    }
    let outer = currentUpdate
    changes.update = update
    let anchor = maintainsVisibleContentPosition ? visibleContentAnchor(plan) : nil
    layout.invalidateLayout(with: layout.dataSourceCountsContext())
    prepareLayoutIfNeeded()
    layout.prepare(forCollectionViewUpdates: update.updateItems)
    (update.removedElements, update.addedElements) = supplementaryChanges(in: layout)
    // Every element on screen before the update, in element order (cells, then supplementary, then
    // decoration views, each by kind and index path): the order its final attributes are asked in.
    var keysOnScreen = changes.spareKeys.onScreen
    var sortedKeys = changes.spareKeys.sorted
    var keyOrder = changes.spareKeys.order
    changes.spareKeys = ([], [], [])
    keysOnScreen.append(contentsOf: visibleSet.views.keys)
    for container in containers.bySection.values { keysOnScreen.append(contentsOf: container.visibleSet.views.keys) }
    ElementKey.putInElementOrder(keysOnScreen, into: &sortedKeys, order: &keyOrder)
    keysOnScreen.removeAll(keepingCapacity: true)
    changes.spareKeys = (keysOnScreen, [], keyOrder)
    let removed = rekeyVisibleViews { old in update.newElementKey(forOld: old) }
    // A row's removed views stay in their container, held, and leave like the page's.
    let removedFromRows = remapElementContainers(
      section: { plan.newSection(forOld: $0) }, element: { plan.newElementKey(forOld: $0) })
    remapSelection(through: plan)
    remapDragSources(through: plan)
    remapLandingItems(through: plan)
    remapPrefetching(through: plan)
    let before = contentOffset
    if contentOffset != clampedContentOffset(contentOffset) { contentOffset = clampedContentOffset(contentOffset) }
    if let anchor { keep(anchor, in: layout) }
    adoptTargetContentOffset(of: layout)
    // The content moved under the views by `shift`: what was on screen starts where it was on screen.
    let shift = CGPoint(x: contentOffset.x - before.x, y: contentOffset.y - before.y)
    if shift != .zero { View.performWithoutAnimation { for view in removed { view.center = view.center + shift } } }
    update.shift = shift
    update.shownBefore.reserveCapacity(visibleSet.views.count)
    for view in visibleSet.views.values {
      update.shownBefore[ObjectIdentifier(view)] = (
        ElementPose(view.presentation).shifted(by: shift), view.appliedLayoutAttributes
      )
    }
    // Reserving room for nothing would allocate storage for an empty dictionary.
    if !removed.isEmpty { update.removedViews.reserveCapacity(removed.count) }
    for view in removed { if let key = view.elementKey { update.removedViews[key] = view } }
    for view in removedFromRows {
      guard let key = view.elementKey, let container = view.superview as? ElementContainerView else { continue }
      update.removedViews[key] = view
      update.rowOrigins[key] = layoutOrigin(of: container)
    }
    change.start(
      update, in: layout, outer: outer, keysBefore: sortedKeys,
      removed: removedFromRows.isEmpty ? removed : removed + removedFromRows, laysOut: window != nil)
    runVisibleChange(change, animated: true, duration: Self.batchUpdateDuration, completion: completion)
  }

  /// Where an element on screen after a batch update starts: the layout's finite
  /// `initialLayoutAttributesForAppearing…` answer (unless it handed back what `currentUpdate` gave it
  /// unchanged), else where a kept view showed, else where an element shifted into view was, else
  /// transparent where it ends.
  func start(
    of key: ElementKey, shownBy view: CollectionReusableView, in update: CollectionViewUpdate,
    layout: CollectionViewLayout
  ) -> ChangeStart {
    // The lifted item of an interactive movement follows the finger, not the change.
    if key == interactiveMovement.liftedKey { return .none }
    update.forgetHandedOutStart()
    var initial = initialAttributesForAppearing(key, in: layout)
    if let given = initial, update.isUnchangedHandedOutStart(given, for: key) { initial = nil }
    if let pose = ElementPose(finite: initial) { return .from(pose, initial) }
    guard let was = update.poseBeforeUpdate(ofAppearingElement: key, shownBy: view) else { return .faded }
    return was.kept ? .shown(was.pose) : .from(was.pose, was.attributes)
  }

  /// The elements within a screen of the visible rect, as the layout places them before the update:
  /// where an element shifted into view by the update travels from. Asked before the update, while
  /// the layout still describes the old data (nothing when it was invalidated and not prepared again).
  /// - Complexity: the layout's query of a rect up to nine screens in area (three for a list).
  func elementsNearVisibleRect() -> [QueriedElement] {
    let b = bounds
    // An invalidated layout would have to prepare first, from counts that are about to change.
    guard b.width > 0, b.height > 0, dataSource != nil, !collectionViewLayout.isInvalid else { return [] }
    // A screen on every side, within the content (a vertical list has nothing beside it).
    let content = CGRect(origin: .zero, size: contentSize).insetBy(dx: -1, dy: -1)
    let near = b.insetBy(dx: -b.width, dy: -b.height).intersection(content)
    guard !near.isNull, near.width > 0, near.height > 0 else { return [] }
    // The query buffer is set aside and put back (the update may turn out empty and keep the screen as it
    // is); the query runs in the buffer of the last update's nearby elements, kept once it let go of them.
    let savedRect = visibleSet.queriedRect
    var elements = changes.spareNearby
    changes.spareNearby = []
    swap(&visibleSet.queried, &elements)
    queryLayout(in: near, liftingItem: false)
    swap(&visibleSet.queried, &elements)
    visibleSet.queriedRect = savedRect
    return elements
  }

  /// Where the first visible surviving item sits relative to the content offset, by its new index path.
  private func visibleContentAnchor(_ plan: BatchUpdatePlan) -> (indexPath: IndexPath, offset: CGPoint)? {
    let b = bounds
    var first: (old: IndexPath, new: IndexPath, frame: CGRect)?
    for (key, view) in visibleSet.views where key.category == .cell && view.frame.overlaps(b) {
      guard let new = plan.newIndexPath(forOld: key.indexPath), !plan.isItemReloaded(old: ItemPosition(key.indexPath))
      else { continue }
      if first == nil || key.indexPath < first!.old { first = (key.indexPath, new, view.frame) }
    }
    guard let first else { return nil }
    return (first.new, CGPoint(x: first.frame.minX - b.minX, y: first.frame.minY - b.minY))
  }

  /// Moves the content offset so the anchor item is where it was relative to it (clamped).
  private func keep(_ anchor: (indexPath: IndexPath, offset: CGPoint), in layout: CollectionViewLayout) {
    guard let frame = attributes(in: layout, for: .cell(anchor.indexPath))?.frame else { return }
    let target = clampedContentOffset(CGPoint(x: frame.minX - anchor.offset.x, y: frame.minY - anchor.offset.y))
    let delta = CGPoint(x: target.x - contentOffset.x, y: target.y - contentOffset.y)
    shiftContent(by: delta)
    prepareLayoutIfNeeded()  // a layout that invalidates on scrolling (pinned headers) answers for the new offset
  }

  /// The supplementary and decoration views the layout removes and adds in this update beyond those
  /// of changed sections (`indexPathsToDelete…`/`indexPathsToInsert…`, asked for the kinds on screen):
  /// a removed view leaves (old key), and an added key gets a new view rather than a kept one (new key).
  private func supplementaryChanges(in layout: CollectionViewLayout) -> (
    removed: Set<ElementKey>, added: Set<ElementKey>
  ) {
    var kinds = Set<ElementKey>()  // one key per category and kind
    for key in visibleSet.views.keys where key.category != .cell {
      kinds.insert(ElementKey(category: key.category, kind: key.kind, indexPath: []))
    }
    var removed = Set<ElementKey>()
    var added = Set<ElementKey>()
    for kind in kinds {
      let name = kind.kind ?? ""
      let supplementary = kind.category == .supplementaryView
      let deletes =
        supplementary
        ? layout.indexPathsToDeleteForSupplementaryView(ofKind: name)
        : layout.indexPathsToDeleteForDecorationView(ofKind: name)
      let inserts =
        supplementary
        ? layout.indexPathsToInsertForSupplementaryView(ofKind: name)
        : layout.indexPathsToInsertForDecorationView(ofKind: name)
      for path in deletes { removed.insert(ElementKey(category: kind.category, kind: kind.kind, indexPath: path)) }
      for path in inserts { added.insert(ElementKey(category: kind.category, kind: kind.kind, indexPath: path)) }
    }
    return (removed, added)
  }

  /// Asks where to rest after the update (`targetContentOffset(proposing:in:)`: the layout, then the
  /// delegate, clamped) and scrolls there at once.
  private func adoptTargetContentOffset(of layout: CollectionViewLayout) {
    let proposed = contentOffset
    let target = targetContentOffset(proposing: proposed, in: layout)
    guard target != proposed else { return }
    shiftContent(by: CGPoint(x: target.x - proposed.x, y: target.y - proposed.y))
    prepareLayoutIfNeeded()
  }

  /// The layout's `initialLayoutAttributesForAppearing…` answer for an element of any category.
  func initialAttributesForAppearing(_ key: ElementKey, in layout: CollectionViewLayout) -> LayoutAttributes? {
    switch key.category {
    case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
    case .supplementaryView:
      layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
    }
  }

  /// The layout's `finalLayoutAttributesForDisappearing…` answer for an element of any category.
  func finalAttributesForDisappearing(_ key: ElementKey, in layout: CollectionViewLayout) -> LayoutAttributes? {
    switch key.category {
    case .cell: layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
    case .supplementaryView:
      layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: key.kind ?? "", at: key.indexPath)
    }
  }
}
