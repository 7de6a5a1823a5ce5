import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionReusableView {
  /// The attributes with the size `view` fits its content in: the axes of `selfSizingAxes` free
  /// (`.fittingSizeLevel`), the others `.required` at the attributes' lengths, after this view takes the
  /// attributes' size so its content lays out at the fixed lengths; attributes without `selfSizingAxes`
  /// unchanged (the default of `preferredLayoutAttributesFitting(_:)`).
  /// - Complexity: the view's `systemLayoutSizeFitting` and one layout of this view.
  package func fittedLayoutAttributes(_ attributes: LayoutAttributes, measuring view: View) -> LayoutAttributes {
    let axes = attributes.selfSizingAxes
    guard !axes.isEmpty else { return attributes }
    let size = attributes.size
    guard size.width.isFinite, size.height.isFinite else { return attributes }
    if bounds.size != size { bounds = CGRect(origin: bounds.origin, size: size) }
    layoutIfNeeded()
    let freeWidth = axes.contains(.horizontal)
    let freeHeight = axes.contains(.vertical)
    let fitted = view.systemLayoutSizeFitting(
      size, withHorizontalFittingPriority: freeWidth ? .fittingSizeLevel : .required,
      verticalFittingPriority: freeHeight ? .fittingSizeLevel : .required)
    attributes.size = CGSize(
      width: freeWidth ? fitted.width : size.width, height: freeHeight ? fitted.height : size.height)
    return attributes
  }
}
