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
  /// duplicates, inside the counts, and visible cells show it. Each element container (a row of an
  /// orthogonal scrolling region) has its region's frame and content size, holds only views of its
  /// section as subviews, shows exactly its region's elements on screen at their frames, and no element is
  /// visible twice across the root and the containers.
  /// - Complexity: O(visible + queued + held views + selected items + elements in the query buffer).
  public func checkInvariants() -> [String] {
    var problems = visibleSet.problems(in: self)
    problems += registry.problems(isElsewhere: containerPlaceFinder())
    let settled = !isLayoutPending && !needsLayoutForInvariants
    if settled { checkVisibleElements(into: &problems) }
    problems += elementContainerProblems(checkingElements: settled)
    checkSelection(into: &problems)
    problems += preparedCellProblems()
    return problems
  }

  /// A layout pass is pending (the visible set may lag the layout until it runs).
  private var needsLayoutForInvariants: Bool {
    counts.isStale || collectionViewLayout.isInvalid || visibleSet.queriedRect.isNull && !visibleSet.views.isEmpty
  }

  /// Whether two coordinates agree within rounding (a relative 1e-9).
  private static func agree(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) <= 1e-9 * max(1, abs(a), abs(b)) }

  /// Visible views and the valid elements overlapping the bounds, one to one, with matching frames.
  private func checkVisibleElements(into problems: inout [String]) {
    let visible = bounds
    guard visible.width > 0, visible.height > 0, dataSource != nil else {
      if !visibleSet.views.isEmpty { problems.append("\(visibleSet.views.count) views visible with nothing to show") }
      return
    }
    if !visibleSet.queriedRect.covers(visible) {
      let q = visibleSet.queriedRect
      problems.append("the query rectangle (\(q.minX), \(q.minY), \(q.width), \(q.height)) misses the bounds")
    }
    var expected = 0
    for element in visibleSet.queried where element.frame.overlaps(visible) {
      expected += 1
      guard let view = visibleSet.views[element.key] else { continue }
      let f = element.frame
      let c = view.center
      let size = view.bounds.size
      // Within rounding: a layout that sets centres (a transition layout does) has frames whose
      // centre recomputed from the origin may differ in the last bits.
      if !Self.agree(c.x, f.midX) || !Self.agree(c.y, f.midY) || !Self.agree(size.width, f.width)
        || !Self.agree(size.height, f.height)
      {
        problems.append(
          "\(element.key) shows centre (\(c.x), \(c.y)) size (\(size.width), \(size.height)); its element has "
            + "frame (\(f.minX), \(f.minY), \(f.width), \(f.height))")
      }
    }
    if visibleSet.views.count + visibleSet.unshownCount != expected {
      problems.append(
        "\(visibleSet.views.count) visible views (+\(visibleSet.unshownCount) unshown) for \(expected) visible elements"
      )
    }
  }

  private func checkSelection(into problems: inout [String]) {
    problems += selection.problems(
      counts: counts.isStale ? nil : counts.items, allowsMultipleSelection: allowsMultipleSelection)
    forEachVisibleView { key, view in
      if key.category == .cell, let cell = view as? CollectionViewCell,
        cell.isSelected != selection.contains(key.indexPath)
      {
        problems.append("\(key) shows isSelected=\(cell.isSelected) against the selection")
      }
    }
  }

  /// Where a view is among the root's and the containers' visible and held views, for the queues' check.
  private func containerPlaceFinder() -> (ObjectIdentifier) -> String? {
    let finders = [visibleSet.placeFinder()] + containers.bySection.values.map { $0.visibleSet.placeFinder() }
    let prepared = Set(prefetching.prepared.cells.values.map(ObjectIdentifier.init))
    return { id in finders.lazy.compactMap { $0(id) }.first ?? (prepared.contains(id) ? "prepared" : nil) }
  }
}
