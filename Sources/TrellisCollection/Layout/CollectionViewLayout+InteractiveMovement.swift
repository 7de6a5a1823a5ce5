import Foundation
import TrellisGeometry
import TrellisUI

/// The base answers of the interactive-movement hooks (declared in the class body, so subclasses
/// override them; Documentation/Behaviour.md#interactive-movement).
extension CollectionViewLayout {
  /// The zIndex of the lifted item's attributes in the base answer: above every other element.
  nonisolated public static let interactivelyMovingItemZIndex = Int(Int32.max)

  /// The cell whose frame contains `position` as this layout answers (plain geometry when the layout
  /// offers it, else its attribute objects; the highest zIndex wins), nil between items.
  /// - Complexity: the layout's query of a 1×1 rectangle.
  package func itemIndexPath(at position: CGPoint) -> IndexPath? {
    let probe = CGRect(x: position.x, y: position.y, width: 1, height: 1)
    var best: (indexPath: IndexPath, zIndex: Int)?
    let answered = forEachElement(in: probe) { geometry in
      guard geometry.category == .cell, geometry.frame.contains(position) else { return }
      if best == nil || geometry.zIndex >= best!.zIndex { best = (geometry.indexPath, geometry.zIndex) }
    }
    if !answered {
      for attributes in layoutAttributesForElements(in: probe) ?? []
      where attributes.representedElementCategory == .cell && !attributes.isHidden
        && attributes.frame.contains(position)
      {
        if best == nil || attributes.zIndex >= best!.zIndex { best = (attributes.indexPath, attributes.zIndex) }
      }
    }
    return best?.indexPath
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
