import Foundation
import TrellisUI

extension CollectionViewLayout {
  /// `layoutAttributesClass` as the attributes type a layout makes instances of (a Trellis extension):
  /// `layoutAttributesType.init(forCellWith:)` stands for UIKit's
  /// `(layoutAttributesClass as! UICollectionViewLayoutAttributes.Type).init(forCellWith:)`.
  ///
  /// A class that isn't `LayoutAttributes` or a subclass is reported once through the collection view
  /// (`CollectionViewError.layout(_:)`) and `LayoutAttributes` is used instead.
  public var layoutAttributesType: LayoutAttributes.Type {
    let declared: AnyClass = type(of: self).layoutAttributesClass
    if let attributesType = declared as? LayoutAttributes.Type { return attributesType }
    if !didReportLayoutAttributesClass, let collectionView = attachedCollectionView {
      didReportLayoutAttributesClass = true
      collectionView.reportLayoutError(
        LayoutError(
          layout: "\(type(of: self))",
          message: "layoutAttributesClass is \(declared), which is not LayoutAttributes or a subclass; "
            + "using LayoutAttributes"))
    }
    return LayoutAttributes.self
  }

  /// `invalidationContextClass` as the context type a layout makes instances of (a Trellis extension), for
  /// UIKit's `(invalidationContextClass as! UICollectionViewLayoutInvalidationContext.Type).init()`.
  ///
  /// A class that isn't `InvalidationContext` or a subclass is reported once through the collection view
  /// (`CollectionViewError.layout(_:)`) and `InvalidationContext` is used instead.
  public var invalidationContextType: InvalidationContext.Type {
    let declared: AnyClass = type(of: self).invalidationContextClass
    if let contextType = declared as? InvalidationContext.Type { return contextType }
    if !didReportInvalidationContextClass, let collectionView = attachedCollectionView {
      didReportInvalidationContextClass = true
      collectionView.reportLayoutError(
        LayoutError(
          layout: "\(type(of: self))",
          message: "invalidationContextClass is \(declared), which is not InvalidationContext or a subclass; "
            + "using InvalidationContext"))
    }
    return InvalidationContext.self
  }
}
