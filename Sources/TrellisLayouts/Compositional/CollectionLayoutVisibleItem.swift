import Foundation
import TrellisCollection
import TrellisGeometry

/// A visible element of a section handed to its `visibleItemsInvalidationHandler`; changes to its
/// transform, alpha, zIndex, center and hidden state are shown (`NSCollectionLayoutVisibleItem`).
@MainActor public protocol CollectionLayoutVisibleItem: AnyObject {
  /// The opacity.
  var alpha: CGFloat { get set }
  /// The stacking order.
  var zIndex: Int { get set }
  /// Whether the element is hidden.
  var isHidden: Bool { get set }
  /// The centre, in the coordinates of the section's content (its row at offset zero when orthogonal).
  var center: CGPoint { get set }
  /// The affine transform.
  var transform: CGAffineTransform { get set }
  /// The 3D transform.
  var transform3D: Transform3D { get set }
  /// A name for debugging: the element kind, or "cell".
  var name: String { get }
  /// The element's index path.
  var indexPath: IndexPath { get }
  /// The frame, from the centre and the bounds.
  var frame: CGRect { get }
  /// The bounds (origin zero, the element's size).
  var bounds: CGRect { get }
  /// Whether it is a cell, a supplementary or a decoration view.
  var representedElementCategory: ElementCategory { get }
  /// The kind of a supplementary or decoration view; nil for cells.
  var representedElementKind: String? { get }
}

/// The layout's visible item: the element's values, which the handler may change.
final class CompositionalVisibleItem: CollectionLayoutVisibleItem {
  var alpha: CGFloat = 1
  var zIndex: Int
  var isHidden = false
  var center: CGPoint
  var transform3D: Transform3D = .identity
  let indexPath: IndexPath
  let bounds: CGRect
  let representedElementCategory: ElementCategory
  let representedElementKind: String?

  init(geometry: ElementGeometry) {
    zIndex = geometry.zIndex
    center = CGPoint(x: geometry.frame.midX, y: geometry.frame.midY)
    indexPath = geometry.indexPath
    bounds = CGRect(origin: .zero, size: geometry.frame.size)
    representedElementCategory = geometry.category
    representedElementKind = geometry.kind
  }

  var transform: CGAffineTransform {
    get { transform3D.affineTransform }
    set { transform3D = Transform3D(newValue) }
  }

  var name: String { representedElementKind ?? "cell" }

  var frame: CGRect {
    CGRect(
      x: center.x - bounds.width / 2, y: center.y - bounds.height / 2, width: bounds.width, height: bounds.height)
  }
}
