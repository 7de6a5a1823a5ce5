import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// Prepares data ahead of display, held weakly (`prefetchDataSource`); nil turns data prefetching off.
  ///
  /// While the user scrolls, items in the next screenful in the direction of scrolling are announced
  /// once with `prefetchItemsAt` (nearest first), and cancelled with `cancelPrefetchingForItemsAt` when
  /// scrolling turns or leaves them behind unshown. Setting a new source forgets what the old one was told.
  public var prefetchDataSource: (any CollectionViewDataSourcePrefetching)? {
    get { prefetching.dataSource }
    set {
      prefetching.dataSource = newValue
      prefetching.forgetOutstanding()
    }
  }

  /// Whether data is prefetched (`isPrefetchingEnabled`; true by default). Turning it off cancels the
  /// items announced and not yet shown.
  public var isPrefetchingEnabled: Bool {
    get { prefetching.isEnabled }
    set {
      guard newValue != prefetching.isEnabled else { return }
      prefetching.isEnabled = newValue
      if !newValue {
        cancelOutstandingPrefetches()
        discardPreparedCells()
      }
    }
  }

  /// The items announced to the prefetch data source and neither shown nor cancelled since, in
  /// ascending order (a Trellis extension, for tests and diagnostics).
  /// - Complexity: O(p log p) for p outstanding items.
  public var prefetchedItemIndexPaths: [IndexPath] { prefetching.outstanding.sorted() }

  /// The prefetching step of a layout pass: reads the direction of scrolling, finds the cells in the
  /// screenful ahead of the visible rectangle (querying the layout only when that strip leaves the last
  /// prefetch query), and announces the new ones and cancels the ones left behind; announced ones the
  /// layout moved past that screenful (measured sizes above them) but not past a second stay announced.
  /// - Complexity: O(cells in the last prefetch query + outstanding items); a layout query when the
  ///   strip ahead leaves the last one (every screenful at most).
  func updatePrefetching() {
    // The direction is followed even without a source, so the first scroll after one is set counts.
    let visible = bounds
    if let last = prefetching.lastOrigin {
      let dx = visible.minX - last.x
      let dy = visible.minY - last.y
      if dx != 0 || dy != 0 {
        let direction =
          abs(dy) >= abs(dx) ? CGPoint(x: 0, y: dy > 0 ? 1 : -1) : CGPoint(x: dx > 0 ? 1 : -1, y: 0)
        if direction != prefetching.direction {
          prefetching.direction = direction
          prefetching.queriedRect = .null
        }
      }
    }
    prefetching.lastOrigin = visible.origin
    let direction = prefetching.direction
    // The strip ahead serves the data source and the cells prepared in idle time, which only a
    // collection view in a window gets: without either, nothing is queried.
    guard prefetching.isEnabled, direction != .zero, visible.width > 0, visible.height > 0,
      prefetching.dataSource != nil || window != nil
    else {
      discardPreparedCells()
      return
    }
    let strip = Self.strip(beyond: visible, towards: direction, screens: 1)
    if !prefetching.queriedRect.covers(strip) {
      queryPrefetchCandidates(in: Self.strip(beyond: visible, towards: direction, screens: 2), direction: direction)
    }
    prefetching.ahead.removeAll(keepingCapacity: true)
    prefetching.aheadSet.removeAll(keepingCapacity: true)
    for candidate in prefetching.candidates
    where candidate.frame.overlaps(strip) && !candidate.frame.overlaps(visible) {
      prefetching.ahead.append(candidate.key.indexPath)
      prefetching.aheadSet.insert(candidate.key.indexPath)
    }
    updatePreparedCells()
    guard let source = prefetching.dataSource else { return }
    prefetching.beyondSet.removeAll(keepingCapacity: true)
    if !prefetching.outstanding.isEmpty {
      let further = Self.strip(beyond: visible, towards: direction, screens: 2)
      for candidate in prefetching.candidates
      where candidate.frame.overlaps(further) && !candidate.frame.overlaps(strip) && !candidate.frame.overlaps(visible)
      {
        prefetching.beyondSet.insert(candidate.key.indexPath)
      }
    }
    let views = visibleSet.views
    PrefetchState.step(
      outstanding: &prefetching.outstanding, ahead: prefetching.ahead, aheadSet: prefetching.aheadSet,
      beyond: prefetching.beyondSet, isShown: { views[ElementKey(category: .cell, kind: nil, indexPath: $0)] != nil },
      prefetch: &prefetching.toPrefetch, cancel: &prefetching.toCancel, shown: &prefetching.shown)
    if !prefetching.toCancel.isEmpty {
      source.collectionView(self, cancelPrefetchingForItemsAt: dataSourceIndexPaths(prefetching.toCancel))
    }
    if !prefetching.toPrefetch.isEmpty {
      source.collectionView(self, prefetchItemsAt: dataSourceIndexPaths(prefetching.toPrefetch))
    }
  }

  /// The rectangle `screens` bounds lengths long just beyond `visible` in `direction` (a unit axis vector).
  static func strip(beyond visible: CGRect, towards direction: CGPoint, screens: CGFloat) -> CGRect {
    let w = visible.width * screens
    let h = visible.height * screens
    if direction.y > 0 { return CGRect(x: visible.minX, y: visible.maxY, width: visible.width, height: h) }
    if direction.y < 0 { return CGRect(x: visible.minX, y: visible.minY - h, width: visible.width, height: h) }
    if direction.x > 0 { return CGRect(x: visible.maxX, y: visible.minY, width: w, height: visible.height) }
    return CGRect(x: visible.minX - w, y: visible.minY, width: w, height: visible.height)
  }

  /// Asks the layout for the cells in `rect` (plain geometry when it offers it) and keeps the valid
  /// page cells, sorted by their centres along `direction`, nearest the visible area first.
  /// - Complexity: the layout's query cost plus O(k) for k cells in nearly sorted order (O(k²) at worst).
  private func queryPrefetchCandidates(in rect: CGRect, direction: CGPoint) {
    prefetching.queriedRect = rect
    prefetching.candidates.removeAll(keepingCapacity: true)
    func keep(_ element: QueriedElement) {
      guard counts.miss(element.key.indexPath) == nil, !scrollsInOrthogonalRegion(element.key) else { return }
      prefetching.candidates.append(element)
    }
    let answered = collectionViewLayout.forEachElement(in: rect) { geometry in
      if geometry.category == .cell { keep(QueriedElement(geometry)) }
    }
    if !answered, let answer = collectionViewLayout.layoutAttributesForElements(in: rect) {
      for attributes in answer where attributes.representedElementCategory == .cell && !attributes.isHidden {
        keep(QueriedElement(attributes))
      }
    }
    // An insertion sort: layouts answer in nearly this order already, and it allocates nothing.
    let sign = direction.x + direction.y
    let vertical = direction.y != 0
    func precedes(_ a: QueriedElement, _ b: QueriedElement) -> Bool {
      let ca = (vertical ? a.frame.midY : a.frame.midX) * sign
      let cb = (vertical ? b.frame.midY : b.frame.midX) * sign
      return ca != cb ? ca < cb : a.key.indexPath < b.key.indexPath
    }
    var i = 1
    while i < prefetching.candidates.count {
      let element = prefetching.candidates[i]
      var j = i
      while j > 0, precedes(element, prefetching.candidates[j - 1]) {
        prefetching.candidates[j] = prefetching.candidates[j - 1]
        j -= 1
      }
      prefetching.candidates[j] = element
      i += 1
    }
  }

  /// Tells the prefetch data source that nothing announced is expected any more, and forgets it.
  func cancelOutstandingPrefetches() {
    let cancelled = prefetching.outstanding.sorted()
    prefetching.forgetOutstanding()
    if !cancelled.isEmpty, let source = prefetching.dataSource {
      source.collectionView(self, cancelPrefetchingForItemsAt: dataSourceIndexPaths(cancelled))
    }
  }

  /// The data source's index paths of items the collection view names: the same outside an interactive
  /// movement or uncommitted insertions (no copy), translated during them (the data source keeps its
  /// order until the movement ends; an insertion has no item in the data source and is left out).
  private func dataSourceIndexPaths(_ indexPaths: [IndexPath]) -> [IndexPath] {
    guard interactiveMovement.isArranged else { return indexPaths }
    return indexPaths.compactMap { interactiveMovement.dataSourceIndexPath(for: $0) }
  }

  /// Moves the announced items with their items through a batch update; deleted and reloaded ones are
  /// forgotten silently (their data changed), prepared cells move with their items (those of deleted
  /// and reloaded items go back to their queues), and the strip ahead is queried again.
  /// - Complexity: O(outstanding items + prepared cells).
  func remapPrefetching(through plan: BatchUpdatePlan) {
    prefetching.queriedRect = .null
    remapPreparedCells(through: plan)
    guard !prefetching.outstanding.isEmpty else { return }
    var moved = Set<IndexPath>(minimumCapacity: prefetching.outstanding.count)
    for indexPath in prefetching.outstanding {
      if let new = plan.newIndexPath(forOld: indexPath), !plan.isItemReloaded(old: ItemPosition(indexPath)) {
        moved.insert(new)
      }
    }
    prefetching.outstanding = moved
  }
}
