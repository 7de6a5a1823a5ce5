import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// Checks the collection view's internal consistency and describes every broken invariant; empty
  /// when all hold. For tests and debugging (Trellis's seeded random-operation tests call it after every
  /// step); call it after a layout pass.
  ///
  /// Checked: each visible view shows the element it is keyed by, is a subview, and has that element's
  /// frame (centre and size; the transform aside); after a layout pass, visible views and the valid
  /// elements overlapping the bounds correspond one to one; no view is both visible and queued, queued
  /// twice, or held out while visible or queued; queued views are detached; the selection is free of
  /// duplicates, inside the counts, and visible cells show it.
  /// - Complexity: O(visible + queued + held views + selected items + elements in the query buffer).
  public func checkInvariants() -> [String] {
    var problems: [String] = []
    var visibleIDs = Set<ObjectIdentifier>()
    for (key, view) in visibleViews {
      visibleIDs.insert(ObjectIdentifier(view))
      if view.elementKey != key {
        problems.append("visible view for \(key) is keyed \(view.elementKey?.description ?? "nil")")
      }
      if view.superview !== self { problems.append("visible view for \(key) is not a subview") }
      if heldViews[ObjectIdentifier(view)] != nil { problems.append("visible view for \(key) is also held out") }
    }
    if visibleIDs.count != visibleViews.count { problems.append("one view is visible under two keys") }
    checkQueues(visible: visibleIDs, into: &problems)
    for view in heldViews.values where view.superview !== self {
      problems.append("held view for \(view.elementKey?.description ?? "nil") is not a subview")
    }
    if !isLayoutPending && !needsLayoutForInvariants { checkVisibleElements(into: &problems) }
    checkSelection(into: &problems)
    return problems
  }

  /// A layout pass is pending (the visible set may lag the layout until it runs).
  private var needsLayoutForInvariants: Bool {
    countsAreStale || collectionViewLayout.isInvalid || queriedRect.isNull && !visibleViews.isEmpty
  }

  private func checkQueues(visible: Set<ObjectIdentifier>, into problems: inout [String]) {
    var queued = Set<ObjectIdentifier>()
    for (pool, queue) in reusePools {
      for view in queue.views {
        let id = ObjectIdentifier(view)
        if !queued.insert(id).inserted { problems.append("a view is queued twice (\(pool.identifier))") }
        if visible.contains(id) { problems.append("a view is both visible and queued (\(pool.identifier))") }
        if heldViews[id] != nil { problems.append("a view is both held out and queued (\(pool.identifier))") }
        if view.superview != nil { problems.append("a queued view is still a subview (\(pool.identifier))") }
        if view.elementKey != nil { problems.append("a queued view still shows \(view.elementKey!)") }
      }
    }
  }

  /// Visible views and the valid elements overlapping the bounds, one to one, with matching frames.
  private func checkVisibleElements(into problems: inout [String]) {
    let visible = bounds
    guard visible.width > 0, visible.height > 0, dataSource != nil else {
      if !visibleViews.isEmpty { problems.append("\(visibleViews.count) views visible with nothing to show") }
      return
    }
    if !queriedRect.covers(visible) {
      let q = queriedRect
      problems.append("the query rectangle (\(q.minX), \(q.minY), \(q.width), \(q.height)) misses the bounds")
    }
    var expected = 0
    for element in queriedElements where element.frame.overlaps(visible) {
      expected += 1
      guard let view = visibleViews[element.key] else { continue }
      let f = element.frame
      let c = view.center
      let size = view.bounds.size
      if c != CGPoint(x: f.midX, y: f.midY) || size != f.size {
        problems.append(
          "\(element.key) shows centre (\(c.x), \(c.y)) size (\(size.width), \(size.height)); its element has "
            + "frame (\(f.minX), \(f.minY), \(f.width), \(f.height))")
      }
    }
    if visibleViews.count + unshownElementCount != expected {
      problems.append(
        "\(visibleViews.count) visible views (+\(unshownElementCount) unshown) for \(expected) visible elements")
    }
  }

  private func checkSelection(into problems: inout [String]) {
    if Set(selectedIndexPathsStorage) != selectedSet || selectedIndexPathsStorage.count != selectedSet.count {
      problems.append("selection list \(selectedIndexPathsStorage) and set disagree")
    }
    if !countsAreStale {
      for indexPath in selectedIndexPathsStorage
      where indexPath.count != 2 || indexPath.section < 0 || indexPath.section >= sectionItemCounts.count
        || indexPath.item < 0 || indexPath.item >= sectionItemCounts[indexPath.section]
      {
        problems.append("selected \(indexPath.shortDescription) is outside the counts \(sectionItemCounts)")
      }
    }
    if !allowsMultipleSelection && selectedSet.count > 1 {
      problems.append("\(selectedSet.count) items selected in single selection")
    }
    for (key, view) in visibleViews where key.category == .cell {
      if let cell = view as? CollectionViewCell, cell.isSelected != selectedSet.contains(key.indexPath) {
        problems.append("\(key) shows isSelected=\(cell.isSelected) against the selection")
      }
    }
  }
}
