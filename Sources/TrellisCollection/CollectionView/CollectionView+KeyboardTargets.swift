import Foundation
import TrellisGeometry
import TrellisUI

/// The geometry keyboard navigation reads: items on screen, the ends, pinned views covering an item.
extension CollectionView {
  /// Scrolls a little further when a header or footer pinned to an edge of the visible area (drawn above
  /// the item) covers the item there, so the item shows whole below (or above, beside) it.
  func uncover(_ item: LayoutAttributes) {
    layoutIfNeeded()
    let visible = visibleContentRect
    let frame = item.frame
    var offset = contentOffset
    for overlay in collectionViewLayout.layoutAttributesForElements(in: visible) ?? []
    where overlay.representedElementCategory != .cell && !overlay.isHidden && overlay.zIndex > item.zIndex
      && overlay.frame.overlaps(frame)
    {
      let o = overlay.frame
      if o.minY <= visible.minY + 0.5 && o.maxY < frame.maxY && o.maxY > frame.minY {
        offset.y -= o.maxY - frame.minY
      } else if o.maxY >= visible.maxY - 0.5 && o.minY > frame.minY && o.minY < frame.maxY {
        offset.y += frame.maxY - o.minY
      } else if o.minX <= visible.minX + 0.5 && o.maxX < frame.maxX && o.maxX > frame.minX {
        offset.x -= o.maxX - frame.minX
      } else if o.maxX >= visible.maxX - 0.5 && o.minX > frame.minX && o.minX < frame.maxX {
        offset.x += frame.maxX - o.minX
      }
    }
    let clamped = clampedContentOffset(offset)
    if clamped != contentOffset { setContentOffset(clamped, animated: false) }
  }

  /// The bounds less the adjusted content insets: the part of the content the user sees unobstructed.
  var visibleContentRect: CGRect { bounds.inset(by: adjustedContentInset) }

  /// The first or last item of the collection view (skipping empty sections), nil when it has none.
  func firstOrLastItem(last: Bool) -> IndexPath? {
    reloadCountsIfNeeded()
    let sections = Array(counts.items.indices)
    for section in last ? sections.reversed() : sections where counts.items[section] > 0 {
      return IndexPath(item: last ? counts.items[section] - 1 : 0, section: section)
    }
    return nil
  }

  /// The visible cells' attributes in a rectangle: layout items that exist and aren't hidden, an item of
  /// an orthogonal scrolling region where its row shows it (its frame moved by the row's offset; asked in
  /// the part of the row's content the rectangle shows).
  /// - Complexity: the layout's query of `rect`, plus one per region meeting it.
  func itemAttributes(in rect: CGRect) -> [LayoutAttributes] {
    let layout = collectionViewLayout
    containers.forgetCachedRegion()
    var items = (layout.layoutAttributesForElements(in: rect) ?? []).filter {
      $0.representedElementCategory == .cell && !$0.isHidden && $0.frame.overlaps(rect)
        && !scrollsInOrthogonalRegion($0.elementKey) && checkItem($0.indexPath, call: "", reporting: false)
    }
    layout.forEachOrthogonalScrollingRegion(in: rect) { region in
      guard region.frame.overlaps(rect) else { return }
      let offset = orthogonalContentOffset(forSection: region.section)
      let shown = rect.intersection(region.frame).offsetBy(dx: offset.x, dy: offset.y)
      for attributes in layout.layoutAttributesForElements(in: shown) ?? []
      where attributes.representedElementCategory == .cell && !attributes.isHidden
        && attributes.indexPath.count == 2 && attributes.indexPath.section == region.section
        && attributes.frame.overlaps(shown) && checkItem(attributes.indexPath, call: "", reporting: false)
      {
        let moved = (attributes.copy() as? LayoutAttributes) ?? attributes
        moved.frame = attributes.frame.offsetBy(dx: -offset.x, dy: -offset.y)
        items.append(moved)
      }
    }
    return items
  }

  /// The lowest index path among the items on screen.
  func firstItemOnScreen() -> IndexPath? {
    itemAttributes(in: visibleContentRect).map(\.indexPath).min()
  }

  /// The item on screen closest to a point (clamped into the visible rectangle), items wholly on screen
  /// first: the least distance from the point to the item's frame, then to its centre, then the lowest
  /// index path.
  func itemOnScreen(nearest point: CGPoint) -> IndexPath? {
    let visible = visibleContentRect
    let p = CGPoint(
      x: min(max(point.x, visible.minX), visible.maxX), y: min(max(point.y, visible.minY), visible.maxY))
    func key(_ a: LayoutAttributes) -> (CGFloat, CGFloat, IndexPath) {
      let f = a.frame
      let dx = max(f.minX - p.x, 0, p.x - f.maxX)
      let dy = max(f.minY - p.y, 0, p.y - f.maxY)
      let cx = f.midX - p.x
      let cy = f.midY - p.y
      return (dx * dx + dy * dy, cx * cx + cy * cy, a.indexPath)
    }
    let onScreen = itemAttributes(in: visible)
    let whole = onScreen.filter { visible.covers($0.frame) }
    return (whole.isEmpty ? onScreen : whole).min { key($0) < key($1) }?.indexPath
  }
}
