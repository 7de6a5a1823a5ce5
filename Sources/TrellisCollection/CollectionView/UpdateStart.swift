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

/// A start handed to a layout's update hook and what it held then, to tell whether the layout
/// returned it unchanged.
struct ProvidedUpdateStart {
  /// The object handed out.
  let given: LayoutAttributes
  private let indexPath: IndexPath
  private let size: CGSize
  private let center: CGPoint
  private let transform: Transform3D
  private let alpha: CGFloat
  private let zIndex: Int
  private let isHidden: Bool
  /// A copy of a subclass's attributes (whose own properties only its `isEqual(_:)` compares).
  private let pristine: LayoutAttributes?

  @MainActor init(_ attributes: LayoutAttributes) {
    given = attributes
    indexPath = attributes.indexPath
    size = attributes.size
    center = attributes.center
    transform = attributes.transform3D
    alpha = attributes.alpha
    zIndex = attributes.zIndex
    isHidden = attributes.isHidden
    pristine = type(of: attributes) == LayoutAttributes.self ? nil : attributes.copy() as? LayoutAttributes
  }

  /// Whether `attributes` is the object handed out, holding what it held.
  @MainActor func isUnchanged(_ attributes: LayoutAttributes) -> Bool {
    guard attributes === given else { return false }
    if let pristine { return attributes.isEqual(pristine) }
    return attributes.indexPath == indexPath && attributes.size == size && attributes.center == center
      && attributes.transform3D == transform && attributes.alpha == alpha && attributes.zIndex == zIndex
      && attributes.isHidden == isHidden
  }
}

extension LayoutAttributes {
  /// Attributes for `key` with the geometry and alpha of `state` and the custom properties of
  /// `shown` (copied), when those are attributes of the element's category.
  static func shown(_ state: ElementMotionState, as shown: LayoutAttributes?, for key: ElementKey) -> LayoutAttributes {
    let attributes: LayoutAttributes
    // A subclass's own properties come with a copy; plain attributes are made afresh (a copy goes
    // through `copy(with:)` and a dynamic cast, several times the cost).
    if let shown, type(of: shown) != LayoutAttributes.self, let copy = shown.copy() as? LayoutAttributes,
      copy.representedElementCategory == key.category
    {
      attributes = copy
    } else {
      switch key.category {
      case .cell: attributes = LayoutAttributes(forCellWith: key.indexPath)
      case .supplementaryView:
        attributes = LayoutAttributes(forSupplementaryViewOfKind: key.kind ?? "", with: key.indexPath)
      case .decorationView: attributes = LayoutAttributes(forDecorationViewOfKind: key.kind ?? "", with: key.indexPath)
      }
      if let shown {
        attributes.zIndex = shown.zIndex
        attributes.isHidden = shown.isHidden
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
    probe.takeStandardProperties(of: other)
    return probe.isEqual(other)
  }
}
