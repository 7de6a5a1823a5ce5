import Foundation
import TrellisGeometry

/// The answers UIKit's flow layout gives to the update hooks, for layouts that want them
/// (`FlowLayout` does): subclasses calling `super` get attributes to adjust instead of nil.
extension CollectionViewLayout {
  /// During an animated batch update: what `key`'s element showed just before the update (kept on
  /// screen, or shifted in from near it; as it showed then, mid-animation included), its final
  /// attributes made transparent when it is new (inserted, reloaded, or of an inserted or reloaded
  /// section), or nil when nothing is known or no update is running. A fresh object each call.
  package func startOfAppearingElement(_ key: ElementKey) -> LayoutAttributes? {
    guard let collectionView, let lookup = collectionView.updateStartLookup else { return nil }
    switch lookup(key, false) {
    case .shown(let attributes):
      collectionView.noteProvidedUpdateStart(attributes, for: key)
      return attributes
    case .inserted:
      guard let final = collectionView.attributes(in: self, for: key)?.copy() as? LayoutAttributes else { return nil }
      final.alpha = 0
      return final
    case .unknown:
      return nil
    }
  }

  /// During an animated batch update: for an element that leaves because the update removes it
  /// (deleted, reloaded, or of a deleted section; `key` names it before the update), what it shows
  /// now, made transparent; nil otherwise.
  package func endOfDisappearingElement(_ key: ElementKey) -> LayoutAttributes? {
    guard let lookup = collectionView?.updateStartLookup, case .shown(let attributes) = lookup(key, true) else {
      return nil
    }
    attributes.alpha = 0
    return attributes
  }
}
