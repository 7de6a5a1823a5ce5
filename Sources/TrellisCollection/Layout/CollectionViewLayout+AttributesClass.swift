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
    resolve(
      type(of: self).layoutAttributesClass, as: LayoutAttributes.self, property: "layoutAttributesClass",
      reported: &didReportLayoutAttributesClass)
  }

  /// `invalidationContextClass` as the context type a layout makes instances of (a Trellis extension), for
  /// UIKit's `(invalidationContextClass as! UICollectionViewLayoutInvalidationContext.Type).init()`.
  ///
  /// A class that isn't `InvalidationContext` or a subclass is reported once through the collection view
  /// (`CollectionViewError.layout(_:)`) and `InvalidationContext` is used instead.
  public var invalidationContextType: InvalidationContext.Type {
    resolve(
      type(of: self).invalidationContextClass, as: InvalidationContext.self, property: "invalidationContextClass",
      reported: &didReportInvalidationContextClass)
  }

  /// `declared` as a subclass of `base`, else `base`, reporting a wrong class once (while `reported` is false).
  private func resolve<Base: AnyObject>(
    _ declared: AnyClass, as base: Base.Type, property: String, reported: inout Bool
  ) -> Base.Type {
    if let resolved = declared as? Base.Type { return resolved }
    if !reported, let collectionView = attachedCollectionView {
      reported = true
      collectionView.reportLayoutError(
        LayoutError(
          layout: "\(type(of: self))",
          message: "\(property) is \(declared), which is not \(base) or a subclass; using \(base)"))
    }
    return base
  }
}
