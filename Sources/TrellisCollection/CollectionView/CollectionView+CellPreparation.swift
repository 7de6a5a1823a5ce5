import Foundation
import TrellisGeometry
import TrellisUI

/// Cell prefetching: while `isPrefetchingEnabled`, the cells of the items in the screenful ahead of
/// scrolling (the ones `updatePrefetching()` finds) are dequeued and configured through the data source
/// in the time frames leave (`Application.idleWork`), one per unit of idle work, and kept out of the view
/// tree until their items scroll into view; then the layout pass shows the prepared cell instead of
/// asking the data source again. `cellForItemAt` may so run several frames before `willDisplay`, as in
/// UIKit since iOS 10; a prepared cell whose item stops being ahead goes back to its reuse queue without
/// display callbacks.
extension CollectionView {
  /// The cells prepared ahead and not shown yet, by index path (a Trellis extension, for tests).
  /// - Complexity: O(p log p) for p prepared cells.
  public var preparedCellIndexPaths: [IndexPath] { prefetching.prepared.cells.keys.sorted() }

  /// The position in the ahead list of the nearest item that has neither a view nor a prepared cell.
  /// - Complexity: O(items ahead).
  func nextItemToPrepare() -> Int? {
    guard prefetching.isEnabled, window != nil, dataSource != nil, !counts.isStale,
      !collectionViewLayout.isInvalid
    else { return nil }
    let views = visibleSet.views
    return prefetching.ahead.firstIndex { indexPath in
      prefetching.prepared.cells[indexPath] == nil
        && views[ElementKey(category: .cell, kind: nil, indexPath: indexPath)] == nil
        && (!interactiveMovement.isArranged || interactiveMovement.showsDataSourceCell(at: indexPath))
    }
  }

  /// Dequeues and configures the cell of the nearest item ahead that has none (one unit of idle work).
  func prepareNextCell() {
    guard let position = nextItemToPrepare() else { return }
    let indexPath = prefetching.ahead[position]
    guard let element = prefetching.candidates.first(where: { $0.key.indexPath == indexPath }) else { return }
    let key = element.key
    // An uncommitted insertion (a drop's gap, a placeholder) has no item to prepare.
    guard let dataSourceIndexPath = interactiveMovement.dataSourceIndexPath(for: indexPath),
      let cell = askDataSource(
        for: key, element: element, { $0.collectionView(self, cellForItemAt: dataSourceIndexPath) })
    else { return }
    cell.elementKey = key
    cell.selfSizingMeasurement = nil
    prefetching.prepared.cells[indexPath] = cell
    measurePreparedCell(cell)
  }

  /// The prepared cell of an element, taken out of the prepared set; nil when there is none.
  func takePreparedCell(for key: ElementKey) -> CollectionReusableView? {
    guard key.category == .cell, !prefetching.prepared.cells.isEmpty else { return nil }
    return prefetching.prepared.cells.removeValue(forKey: key.indexPath)
  }

  /// Puts prepared cells back in their reuse queues: those whose items aren't in `keeping`, or all.
  /// - Complexity: O(prepared cells).
  func discardPreparedCells(keeping: Set<IndexPath>? = nil) {
    guard !prefetching.prepared.cells.isEmpty else { return }
    prefetching.prepared.leaving.removeAll(keepingCapacity: true)
    for indexPath in prefetching.prepared.cells.keys where !(keeping?.contains(indexPath) ?? false) {
      prefetching.prepared.leaving.append(indexPath)
    }
    for indexPath in prefetching.prepared.leaving {
      if let cell = prefetching.prepared.cells.removeValue(forKey: indexPath) { enqueue(cell) }
    }
  }

  /// Moves the prepared cells with their items through a batch update: a moved item's cell is re-keyed
  /// (its attributes applied again when it shows), a deleted or reloaded item's goes back to its queue.
  /// - Complexity: O(prepared cells).
  func remapPreparedCells(through plan: BatchUpdatePlan) {
    let prepared = prefetching.prepared
    guard !prepared.cells.isEmpty else { return }
    let old = prepared.cells
    prepared.cells.removeAll(keepingCapacity: true)
    for (indexPath, cell) in old {
      guard let new = plan.newIndexPath(forOld: indexPath), !plan.isItemReloaded(old: ItemPosition(indexPath)),
        prepared.cells[new] == nil
      else {
        enqueue(cell)
        continue
      }
      cell.elementKey = .cell(new)
      cell.appliedAttributesAreStale = true
      prepared.cells[new] = cell
    }
  }

  /// Joins the application's idle work when something ahead needs a cell, and drops prepared cells
  /// whose items are no longer ahead; called by `updatePrefetching()` after it found the items ahead.
  func updatePreparedCells() {
    discardPreparedCells(keeping: prefetching.aheadSet)
    if window != nil, !prefetching.ahead.isEmpty {
      prefetching.prepared.collectionView = self
      Application.shared.idleWork.add(prefetching.prepared)
    }
  }

  /// What is broken about the prepared cells: one that is a subview, or visible, or shows another item.
  /// - Complexity: O(prepared cells).
  func preparedCellProblems() -> [String] {
    var problems: [String] = []
    for (indexPath, cell) in prefetching.prepared.cells {
      let key = ElementKey(category: .cell, kind: nil, indexPath: indexPath)
      if cell.superview != nil { problems.append("the prepared cell of \(key) is a subview") }
      if visibleView(for: key) != nil { problems.append("\(key) has both a visible view and a prepared cell") }
      if cell.elementKey != key {
        problems.append("the prepared cell of \(key) shows \(String(describing: cell.elementKey))")
      }
    }
    return problems
  }
}
