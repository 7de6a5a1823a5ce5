import Foundation
import Trellis

/// Layout attributes with two properties of the book's chapter 4 kind: a horizontal shear and a hue,
/// copied in `copy(with:)` and compared in `isEqual(_:)` so the collection view re-applies them only
/// when they change.
@MainActor final class ShearAttributes: LayoutAttributes {
  /// The horizontal shear of the cell's content: x moves by `shear × y`.
  var shear: CGFloat = 0
  /// The content's hue, 0…1.
  var hue: CGFloat = 0

  override func copy(with zone: NSZone? = nil) -> Any {
    let copy = super.copy(with: zone) as! ShearAttributes
    copy.shear = shear
    copy.hue = hue
    return copy
  }

  override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? ShearAttributes, other.shear == shear, other.hue == hue else { return false }
    return super.isEqual(other)
  }
}

/// A flow layout subclass that sets `ShearAttributes` per item from where the item is: the shear from its
/// column (leaning out from the middle), the hue from its row.
@MainActor final class ShearFlowLayout: FlowLayout {
  override class var layoutAttributesClass: AnyClass { ShearAttributes.self }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    let attributes = super.layoutAttributesForElements(in: rect)
    attributes?.forEach(decorate)
    return attributes
  }

  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = super.layoutAttributesForItem(at: indexPath)
    attributes.map(decorate)
    return attributes
  }

  /// The shear and hue for an item at its frame.
  func decorate(_ attributes: LayoutAttributes) {
    guard let attributes = attributes as? ShearAttributes, attributes.representedElementCategory == .cell else {
      return
    }
    let (row, column, columns) = position(of: attributes.frame)
    attributes.shear = (CGFloat(column) - CGFloat(columns - 1) / 2) * 0.06
    attributes.hue = CGFloat((row * 29) % 360) / 360
  }

  /// The row and column of a frame in this layout's grid, and how many columns fit.
  func position(of frame: CGRect) -> (row: Int, column: Int, columns: Int) {
    let width = collectionViewContentSize.width - sectionInset.left - sectionInset.right
    let columns = max(1, Int((width + minimumInteritemSpacing) / (itemSize.width + minimumInteritemSpacing)))
    let column = Int(((frame.midX - sectionInset.left) / width * CGFloat(columns)).rounded(.down))
    let row = Int(((frame.minY - sectionInset.top) / (itemSize.height + minimumLineSpacing)).rounded())
    return (row, min(max(column, 0), columns - 1), columns)
  }
}
