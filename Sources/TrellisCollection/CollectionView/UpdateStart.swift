import Foundation
import TrellisGeometry

/// Where an element starts or ends in an animated batch update, as the collection view knows it:
/// what a layout's `initialLayoutAttributesForAppearing…` and `finalLayoutAttributesForDisappearing…`
/// can answer from (see `CollectionViewLayout.startOfAppearingElement(_:)`).
enum UpdateStart {
  /// The element was on screen, or near it, before the update: what it showed then.
  case shown(LayoutAttributes)
  /// The element is new: inserted, reloaded, or in an inserted or reloaded section.
  case inserted
  /// Nothing is known (the element was far from the visible rect).
  case unknown
}

extension LayoutAttributes {
  /// Attributes for `key` with the geometry and alpha of `state` and the custom properties of
  /// `shown` (copied), when those are attributes of the element's category.
  static func shown(_ state: ElementMotionState, as shown: LayoutAttributes?, for key: ElementKey) -> LayoutAttributes {
    let attributes: LayoutAttributes
    if let copy = shown?.copy() as? LayoutAttributes, copy.representedElementCategory == key.category {
      attributes = copy
    } else {
      switch key.category {
      case .cell: attributes = LayoutAttributes(forCellWith: key.indexPath)
      case .supplementaryView:
        attributes = LayoutAttributes(forSupplementaryViewOfKind: key.kind ?? "", with: key.indexPath)
      case .decorationView: attributes = LayoutAttributes(forDecorationViewOfKind: key.kind ?? "", with: key.indexPath)
      }
    }
    attributes.indexPath = key.indexPath
    attributes.size = state.size
    attributes.center = state.center
    attributes.transform3D = state.transform
    attributes.alpha = state.alpha
    return attributes
  }
}

extension LayoutAttributes {
  /// Whether these attributes and `other` differ at most in the properties the collection view
  /// applies itself (geometry, transform, alpha, zIndex, hidden): what `apply(_:)` reads is the same.
  func differsOnlyInStandardProperties(from other: LayoutAttributes) -> Bool {
    guard type(of: self) == type(of: other), let probe = copy() as? LayoutAttributes else { return false }
    probe.indexPath = other.indexPath
    probe.size = other.size
    probe.center = other.center
    probe.transform3D = other.transform3D
    probe.alpha = other.alpha
    probe.zIndex = other.zIndex
    probe.isHidden = other.isHidden
    return probe.isEqual(other)
  }
}
