import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// The duration of an animated batch update outside an animation block, in seconds (a Trellis
  /// choice: UIKit doesn't document its figure).
  nonisolated public static let batchUpdateDuration: TimeInterval = 0.3

  /// Applies the inserts, deletes, moves and reloads recorded in `updates` as one change
  /// (`performBatchUpdates(_:completion:)`); nested calls join the outermost batch.
  ///
  /// Inside the block the collection view's counts are the old ones; index paths follow UIKit's
  /// conventions (deletes and reloads name the state before, inserts the state after, moves from before to
  /// after) and the order of calls doesn't matter. At the end of the outermost block the counts are read
  /// from the data source again and the batch is validated (`Documentation/Behaviour.md#updates`): a
  /// batch UIKit would raise for is reported through `errorHandler` with UIKit's text, and the collection
  /// view reloads from the data source instead, so what it shows matches the data source; `completion`
  /// then gets false. A valid batch re-keys the visible views (cells keep their identity across moves),
  /// moves the selection with its items (deleted ones drop out, without delegate calls), tells the layout
  /// (`prepare(forCollectionViewUpdates:)`, `finalizeCollectionViewUpdates()`), and animates in a window
  /// when animations are enabled: kept views move to their new frames, inserted and reloaded elements
  /// fade in, deleted and replaced views fade out where they were and go to their reuse queues when the
  /// animation ends. A batch issued while a `reloadData()` is pending folds into that reload (no error, no
  /// animation), where UIKit re-reads the counts first and then raises.
  ///
  /// `completion(finished)` runs from a later frame (or at once, without animation): true when the
  /// animation ran to its end.
  /// - Complexity: O(visible elements + sections + k log k) for k recorded changes; never the item count.
  public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
    closeSwipedRow(animated: false)  // its index path may change (Documentation/Behaviour.md#swipe-actions)
    batch.begin()
    updates?()
    guard let (operations, completions) = batch.end(completion: completion) else { return }
    commit(operations, completions: completions)
  }

  /// Inserts items (`insertItems(at:)`): index paths after the update. Outside a batch, its own batch.
  public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertItems(at: indexPaths) } }
  /// Deletes items (`deleteItems(at:)`): index paths before the update.
  public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleteItems(at: indexPaths) } }
  /// Moves an item (`moveItem(at:to:)`): from before to after the update.
  public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    record { $0.moveItem(at: indexPath, to: newIndexPath) }
  }
  /// Replaces items' cells with new ones from the data source (`reloadItems(at:)`): index paths before.
  public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadItems(at: indexPaths) } }
  /// Asks the data source to configure items' existing cells again, without animation
  /// (`reconfigureItems(at:)`): index paths before the update.
  public func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reconfigureItems(at: indexPaths) } }
  /// Inserts sections (`insertSections(_:)`): sections after the update.
  public func insertSections(_ sections: IndexSet) { record { $0.insertSections(sections) } }
  /// Deletes sections (`deleteSections(_:)`): sections before the update.
  public func deleteSections(_ sections: IndexSet) { record { $0.deleteSections(sections) } }
  /// Moves a section (`moveSection(_:toSection:)`).
  public func moveSection(_ section: Int, toSection newSection: Int) {
    record { $0.moveSection(section, toSection: newSection) }
  }
  /// Replaces sections' views with new ones (`reloadSections(_:)`): sections before the update.
  public func reloadSections(_ sections: IndexSet) { record { $0.reloadSections(sections) } }

  private func record(_ operation: (inout BatchUpdateOperations) -> Void) {
    // Outside a batch, the call is a batch of its own.
    batch.begin()
    batch.record(operation)
    guard let (operations, completions) = batch.end(completion: nil) else { return }
    commit(operations, completions: completions)
  }

  /// Validates and applies one outermost batch.
  private func commit(_ operations: BatchUpdateOperations, completions: [(Bool) -> Void]) {
    func finish(_ finished: Bool) { for completion in completions { completion(finished) } }
    // The batch describes the data source's order: a movement under way goes back first.
    cancelInteractiveMovement(before: "performBatchUpdates(_:completion:)", animated: false)
    // A reload is pending: the data source is read afresh anyway, so the batch joins it.
    guard !counts.isStale else {
      finish(true)
      return
    }
    // Placeholders aren't the data source's: out for the batch, back after it, beside the items they followed.
    let lifted = liftPlaceholders()
    // Read from the layout before the counts change under it: where elements near the screen were.
    let nearby = window != nil ? elementsNearVisibleRect() : []
    let oldCounts = counts.items
    counts.isStale = true
    reloadCountsIfNeeded(droppingSelection: false)
    let newCounts = counts.items
    let plan: BatchUpdatePlan
    switch changes.planner.plan(oldCounts: oldCounts, operations: operations, newCounts: newCounts) {
    case .failure(let error):
      report(.invalidBatchUpdate(error.description))
      reloadData()
      finish(false)
      return
    case .success(let success):
      plan = success
    }
    // An empty plan too: the layout re-counts and is prepared again, and the views animate to its
    // answers (UIKit's idiom for animating a layout's own change, or following a resize).
    applyAnimated(plan, nearby: nearby) { finished in finish(finished) }
    reinsertPlaceholders(lifted, through: plan)
  }

  /// Moves selected index paths with their items; deleted or reloaded ones drop out, without delegate calls.
  func remapSelection(through plan: BatchUpdatePlan) {
    guard !selection.isEmpty else { return }
    selection = selection.remapped { indexPath in
      guard let moved = plan.newIndexPath(forOld: indexPath), !plan.isItemReloaded(old: ItemPosition(indexPath))
      else { return nil }
      return moved
    }
    forEachVisibleView { key, view in
      if key.category == .cell { (view as? CollectionViewCell)?.isSelected = selection.contains(key.indexPath) }
    }
  }

  /// Asks the data source to configure the visible and prepared cells of `indexPaths` again; `dequeue…`
  /// returns the cell already showing (or prepared for) the item (no `prepareForReuse`).
  func reconfigure(_ indexPaths: [IndexPath]) {
    guard let dataSource else { return }
    forgetMeasurements(of: indexPaths)  // a reconfigured self-sizing cell is measured again
    for indexPath in indexPaths {
      // The visible cell, or the one prepared ahead (UIKit reconfigures prefetched cells too).
      let prepared = prefetching.prepared.cells[indexPath]
      guard let cell = (visibleView(for: .cell(indexPath)) ?? prepared) as? CollectionViewCell else { continue }
      registry.dequeueContext = .reconfiguring(cell)
      _ = dataSource.collectionView(self, cellForItemAt: indexPath)
      registry.dequeueContext = .none
      cell.isFreshlyDequeued = false
    }
  }
}
