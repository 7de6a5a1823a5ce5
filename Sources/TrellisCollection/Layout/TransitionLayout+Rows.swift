import Foundation
import TrellisGeometry

/// The orthogonal rows of the two layouts of a transition: a transition layout reports no rows of its
/// own, so the page shows every element, and an element of a section that scrolls on its own in one
/// layout is taken from that layout where its row shows it, moved by the row's offset (remembered by
/// the collection view), and only where the row's frame shows it (see
/// Documentation/Behaviour.md#orthogonal-scrolling).
extension TransitionLayout {
  /// The offset of the row that shows `key` in `layout`, nil when the element scrolls with the page there.
  func rowOffset(of key: ElementKey, in layout: CollectionViewLayout) -> CGPoint? {
    guard key.category != .decorationView, key.indexPath.count == 2, let collectionView,
      let region = layout.orthogonalScrollingRegion(forSection: key.indexPath[0])
    else { return nil }
    guard key.category == .cell || region.scrollingSupplementaryKinds.contains(key.kind ?? "") else { return nil }
    return collectionView.orthogonalContentOffset(forSection: region.section)
  }

  /// `pose` of `key` in `layout` as the page shows it: moved by its row's offset when a row shows it.
  func shownPose(_ pose: ElementPose, of key: ElementKey, in layout: CollectionViewLayout) -> ElementPose {
    guard let offset = rowOffset(of: key, in: layout) else { return pose }
    return pose.shifted(by: CGPoint(x: -offset.x, y: -offset.y))
  }

  /// Calls `body` with each row element of `layout` whose row shows it in `rect`: the layout asked in the
  /// part of each row's content the rectangle shows; the pose moved by the row's offset.
  /// - Complexity: one query of `layout` per region meeting `rect`.
  func forEachRowElement(
    of layout: CollectionViewLayout, in rect: CGRect, plain: inout Bool,
    _ body: (ElementKey, ElementPose, LayoutAttributes?) -> Void
  ) {
    guard let collectionView else { return }
    var allPlain = plain
    layout.forEachOrthogonalScrollingRegion(in: rect) { region in
      guard region.frame.overlaps(rect) else { return }
      let offset = collectionView.orthogonalContentOffset(forSection: region.section)
      let shown = rect.intersection(region.frame).offsetBy(dx: offset.x, dy: offset.y)
      let back = CGPoint(x: -offset.x, y: -offset.y)
      let answered = layout.forEachElement(in: shown) { geometry in
        let key = geometry.elementKey
        if isRowElement(key, geometry.frame, of: region.section, in: shown, layout) {
          body(key, ElementPose(geometry).shifted(by: back), nil)
        }
      }
      if answered { return }
      allPlain = false
      for attributes in layout.layoutAttributesForElements(in: shown) ?? [] where !attributes.isHidden {
        let key = attributes.elementKey
        if isRowElement(key, attributes.frame, of: region.section, in: shown, layout) {
          body(key, ElementPose(attributes).shifted(by: back), attributes)
        }
      }
    }
    plain = allPlain
  }

  /// Whether an element a row's query answered belongs to that row and shows in `shown`.
  private func isRowElement(
    _ key: ElementKey, _ frame: CGRect, of section: Int, in shown: CGRect, _ layout: CollectionViewLayout
  ) -> Bool {
    key.indexPath.count == 2 && key.indexPath[0] == section && frame.overlaps(shown)
      && rowOffset(of: key, in: layout) != nil
  }
}
