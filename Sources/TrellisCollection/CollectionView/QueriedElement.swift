import Foundation
import TrellisGeometry
import TrellisUI

/// One element of the collection view's query buffer: identity, frame and stacking order, plus the
/// layout's attribute object when the layout made one.
///
/// The layout pass keeps one buffer of these whichever way the layout answered: through
/// `layoutAttributesForElements(in:)` (attributes set, hidden elements left out) or through the
/// allocation-free `forEachElement(in:_:)` (attributes nil: the collection view fills the view's own
/// attribute object in place).
struct QueriedElement {
  /// The element's category, kind and index path.
  var key: ElementKey
  /// The frame in content coordinates.
  var frame: CGRect
  /// The stacking order.
  var zIndex: Int
  /// The layout's attributes; nil when the layout reported plain geometry.
  var attributes: LayoutAttributes?
  /// The axes on which the size is an estimate for the view to measure.
  var selfSizingAxes: SelfSizingAxes

  /// An element the layout reported as plain geometry.
  init(_ geometry: ElementGeometry) {
    key = geometry.elementKey
    frame = geometry.frame
    zIndex = geometry.zIndex
    attributes = nil
    selfSizingAxes = geometry.selfSizingAxes
  }

  /// An element the layout reported as an attribute object.
  @MainActor init(_ attributes: LayoutAttributes) {
    key = attributes.elementKey
    frame = attributes.frame
    zIndex = attributes.zIndex
    self.attributes = attributes
    selfSizingAxes = attributes.selfSizingAxes
  }
}
