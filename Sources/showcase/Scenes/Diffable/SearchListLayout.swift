import TrellisUIKitNames

/// The search list's flow layout: rows that leave fade out beneath the others, and rows that arrive show
/// at once, opaque, so a filter's animation never blends two rows' text (the flow layout's own answers
/// cross-fade a removed row with the row taking its place).
final class SearchListLayout: UICollectionViewFlowLayout {
  /// Where an arriving row starts: the flow layout's answer (or its final attributes when there is
  /// none), made opaque; a row kept on screen starts where it was, as before.
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let start =
      super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
      ?? layoutAttributesForItem(at: itemIndexPath)?.copy() as? UICollectionViewLayoutAttributes
    start?.alpha = 1
    return start
  }

  /// Where a leaving row ends: the flow layout's answer (where it was, transparent), beneath every other row.
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    let end = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    end?.zIndex = -1
    return end
  }
}
