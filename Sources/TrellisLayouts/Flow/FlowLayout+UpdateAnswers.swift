import Foundation
import TrellisCollection

/// UIKit's flow-layout answers to the update hooks, written against the public `currentUpdate` only:
/// a layout outside Trellis can answer the same way.
extension FlowLayout {
  /// During a batch update: what `key`'s element showed just before it (kept on screen, or shifted in
  /// from near it), or its final attributes made transparent when it is new; nil when nothing is known
  /// or no update runs. A fresh object each call.
  func startOfAppearingElement(_ key: ElementKey) -> LayoutAttributes? {
    guard let update = currentUpdate else { return nil }
    if let shown = update.attributesShownBeforeUpdate(ofAppearingElement: key) { return shown }
    guard update.isNew(key) else { return nil }
    let answer =
      key.category == .cell
      ? layoutAttributesForItem(at: key.indexPath)
      : layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
    guard let final = answer?.copy() as? LayoutAttributes, final.frame.isFinite else { return nil }
    final.alpha = 0
    return final
  }

  /// During a batch update, for an element the update removes (`key` names it before the update): what
  /// it shows now, made transparent; nil otherwise.
  func endOfDisappearingElement(_ key: ElementKey) -> LayoutAttributes? {
    guard let shown = currentUpdate?.attributesShown(ofDisappearingElement: key) else { return nil }
    shown.alpha = 0
    return shown
  }
}
