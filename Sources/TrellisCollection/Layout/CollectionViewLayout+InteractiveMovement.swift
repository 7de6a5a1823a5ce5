import Foundation
import TrellisGeometry
import TrellisUI

/// The base answers of the interactive-movement hooks (declared in the class body, so subclasses
/// override them; Documentation/Behaviour.md#interactive-movement).
extension CollectionViewLayout {
  /// The zIndex of the lifted item's attributes in the base answer: above every other element.
  nonisolated public static let interactivelyMovingItemZIndex = Int(Int32.max)

  /// Where an item moved to `position` goes, as this layout answers: the cell whose frame contains it;
  /// else, over a header or footer of a section with no items, that section's first place (so an empty
  /// section takes items, which UIKit's answer never gives); nil elsewhere.
  /// - Complexity: the layout's query of a 1×1 rectangle.
  package func itemIndexPath(at position: CGPoint) -> IndexPath? {
    let hit = elements(at: position)
    if let item = hit.item { return item }
    guard let section = hit.supplementarySection, let collectionView, section < collectionView.numberOfSections,
      collectionView.numberOfItems(inSection: section) == 0
    else { return nil }
    return IndexPath(item: 0, section: section)
  }

  /// What this layout shows at `position` (plain geometry when the layout offers it, else its attribute
  /// objects; hidden elements left out): the cell whose frame contains it (the highest zIndex wins), and
  /// the section of a supplementary view whose frame contains it.
  /// - Complexity: the layout's query of a 1×1 rectangle.
  package func elements(at position: CGPoint) -> (item: IndexPath?, supplementarySection: Int?) {
    let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
    // One captured value, so the query's closure allocates nothing (a nested function capturing two
    // variables boxed them: 2 allocations per movement frame).
    var hit = PointHit(position: position)
    let answered = forEachElement(in: probe) { geometry in
      hit.consider(geometry.category, geometry.indexPath, geometry.frame, geometry.zIndex)
    }
    if !answered {
      for attributes in layoutAttributesForElements(in: probe) ?? [] where !attributes.isHidden {
        hit.consider(attributes.representedElementCategory, attributes.indexPath, attributes.frame, attributes.zIndex)
      }
    }
    return (hit.item?.indexPath, hit.section)
  }

  /// A copy of the item's attributes centred at `position` with `interactivelyMovingItemZIndex`; a
  /// zero-sized cell there when the layout has no attributes for the item. A fresh answer that nothing
  /// else holds (a layout that makes its attributes per query, as `FlowLayout` does) is used itself: no
  /// one can see the difference, and a movement's frame allocates one object fewer.
  package func baseInteractivelyMovingAttributes(at indexPath: IndexPath, position: CGPoint) -> LayoutAttributes {
    var answer = layoutAttributesForItem(at: indexPath)
    if answer != nil, !isKnownUniquelyReferenced(&answer!) { answer = answer!.copy() as? LayoutAttributes }
    let attributes = answer ?? layoutAttributesType.init(forCellWith: indexPath)
    attributes.center = position
    attributes.zIndex = Self.interactivelyMovingItemZIndex
    return attributes
  }
}

/// What a layout shows at a point, gathered element by element: the topmost cell there and the section of
/// a supplementary view there.
private struct PointHit {
  let position: CGPoint
  /// The cell containing the point with the highest zIndex so far.
  var item: (indexPath: IndexPath, zIndex: Int)?
  /// The section of the first supplementary view containing the point.
  var section: Int?

  init(position: CGPoint) { self.position = position }

  /// Takes an element into account.
  mutating func consider(_ category: ElementCategory, _ indexPath: IndexPath, _ frame: CGRect, _ zIndex: Int) {
    guard frame.contains(position) else { return }
    switch category {
    case .cell:
      if item == nil || zIndex >= item!.zIndex { item = (indexPath, zIndex) }
    case .supplementaryView:
      if section == nil { section = indexPath.section }
    case .decorationView:
      break
    }
  }
}
