import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// The cells on screen, in no particular order (`visibleCells`).
  /// - Complexity: O(visible elements).
  public var visibleCells: [CollectionViewCell] {
    var cells: [CollectionViewCell] = []
    forEachVisibleView { key, view in
      if key.category == .cell, let cell = view as? CollectionViewCell { cells.append(cell) }
    }
    return cells
  }

  /// The index paths of the cells on screen, in no particular order (`indexPathsForVisibleItems`).
  /// - Complexity: O(visible elements).
  public var indexPathsForVisibleItems: [IndexPath] {
    var indexPaths: [IndexPath] = []
    forEachVisibleView { key, _ in if key.category == .cell { indexPaths.append(key.indexPath) } }
    return indexPaths
  }

  /// The supplementary views of a kind on screen (`visibleSupplementaryViews(ofKind:)`).
  /// - Complexity: O(visible elements).
  public func visibleSupplementaryViews(ofKind kind: String) -> [CollectionReusableView] {
    var views: [CollectionReusableView] = []
    forEachVisibleView { key, view in if key.category == .supplementaryView && key.kind == kind { views.append(view) } }
    return views
  }

  /// The index paths of the supplementary views of a kind on screen.
  /// - Complexity: O(visible elements).
  public func indexPathsForVisibleSupplementaryElements(ofKind kind: String) -> [IndexPath] {
    var indexPaths: [IndexPath] = []
    forEachVisibleView { key, _ in
      if key.category == .supplementaryView && key.kind == kind { indexPaths.append(key.indexPath) }
    }
    return indexPaths
  }

  /// The visible cell of an item, or nil when it isn't on screen or doesn't exist (`cellForItem(at:)`).
  public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
    visibleView(for: .cell(indexPath)) as? CollectionViewCell
  }

  /// The visible supplementary view of a kind at an index path (`supplementaryView(forElementKind:at:)`).
  public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
    visibleView(for: ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath))
  }

  /// The index path of a visible cell (`indexPath(for:)`).
  public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
    guard let key = cell.elementKey, key.category == .cell, visibleView(for: key) === cell else { return nil }
    return key.indexPath
  }

  /// The index path of a visible supplementary or decoration view (`indexPath(forSupplementaryView:)`).
  public func indexPath(forSupplementaryView view: CollectionReusableView) -> IndexPath? {
    guard let key = view.elementKey, key.category != .cell, visibleView(for: key) === view else { return nil }
    return key.indexPath
  }

  /// The item whose cell contains a point in content coordinates, asked of the layout; the frontmost
  /// (highest zIndex, then last) wins where cells overlap (`indexPathForItem(at:)`).
  /// - Complexity: the layout's query cost for a 1×1 rectangle.
  public func indexPathForItem(at point: CGPoint) -> IndexPath? {
    layoutIfNeeded()
    if let inContainer = orthogonalItem(at: point) { return inContainer }
    containers.forgetCachedRegion()
    let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    var best: LayoutAttributes?
    for attributes in collectionViewLayout.layoutAttributesForElements(in: probe) ?? []
    where attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.frame.contains(point)
      && !scrollsInOrthogonalRegion(attributes.elementKey)
      && checkItem(attributes.indexPath, call: "indexPathForItem(at:)", reporting: false)
    {
      if best == nil || attributes.zIndex >= best!.zIndex { best = attributes }
    }
    return best?.indexPath
  }

  /// The layout's attributes for an item, nil (and a report) for an index path out of range
  /// (`layoutAttributesForItem(at:)`).
  public func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    guard checkItem(indexPath, call: "layoutAttributesForItem(at:)") else { return nil }
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForItem(at: indexPath)
  }

  /// The layout's attributes for a supplementary element (`layoutAttributesForSupplementaryElement(ofKind:at:)`).
  public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes?
  {
    reloadCountsIfNeeded()
    // One index is a view for the whole collection (`IndexPath(index: 0)`), which UIKit accepts.
    let isCollectionWide = indexPath.count == 1 && indexPath[0] >= 0
    guard
      isCollectionWide
        || (indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < counts.items.count)
    else {
      report(
        .indexPathOutOfRange(
          call: "layoutAttributesForSupplementaryElement(ofKind:at:)", indexPath: indexPath,
          sections: counts.items.count, items: nil))
      return nil
    }
    layoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The visible views as text, one line per element sorted by category, kind and index path: for snapshots.
  /// - Complexity: O(v log v) for v visible elements.
  public var visibleElementsDescription: String {
    var all: [(key: ElementKey, value: CollectionReusableView)] = []
    forEachVisibleView { key, view in all.append((key, view)) }
    return all.sorted { lhs, rhs in
      let l = lhs.key
      let r = rhs.key
      if l.category != r.category { return l.category.rawValue < r.category.rawValue }
      if l.kind != r.kind { return (l.kind ?? "") < (r.kind ?? "") }
      return l.indexPath < r.indexPath
    }.map { key, view in
      let f = view.superview === self ? view.frame : convert(view.frame, from: view.superview)
      return "\(key) frame=(\(f.minX), \(f.minY), \(f.width), \(f.height))"
    }.joined(separator: "\n")
  }
}
