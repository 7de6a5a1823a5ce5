import Foundation
import TrellisGeometry

extension LayoutAttributes {
  /// New plain attributes for `key`'s element, as `init(forCellWith:)` and its kin make them.
  static func plain(for key: ElementKey) -> LayoutAttributes {
    switch key.category {
    case .cell: LayoutAttributes(forCellWith: key.indexPath)
    case .supplementaryView: LayoutAttributes(forSupplementaryViewOfKind: key.kind ?? "", with: key.indexPath)
    case .decorationView: LayoutAttributes(forDecorationViewOfKind: key.kind ?? "", with: key.indexPath)
    }
  }

  /// Makes these attributes what `init(forCellWith:)` or `init(forSupplementaryViewOfKind:with:)` and a
  /// frame make: the element's identity, the frame, the zIndex, alpha 1, the identity transform, not
  /// hidden, no list appearance, fixed size; for a layout that reuses plain `LayoutAttributes` objects
  /// nobody else holds (a subclass's own properties would stay as they were, so only exactly
  /// `LayoutAttributes` may be reused).
  package final func reset(
    category: ElementCategory, kind: String?, indexPath: IndexPath, frame: CGRect, zIndex: Int
  ) {
    self.indexPath = indexPath
    representedElementCategory = category
    representedElementKind = kind
    self.frame = frame
    transform3D = .identity
    alpha = 1
    self.zIndex = zIndex
    isHidden = false
    listCellAppearanceBox = nil
    selfSizingAxes = []
  }
}
