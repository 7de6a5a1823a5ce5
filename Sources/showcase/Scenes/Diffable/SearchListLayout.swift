import TrellisUIKitNames

/// The search list's flow layout: rows that arrive show at once, opaque, over the rows fading out where
/// they stand, so a filter's animation never blends two rows' text (the flow layout's own answer fades an
/// arriving row in over the removed row it replaces).
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
}
