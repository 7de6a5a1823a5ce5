import Trellis

/// The sidebar's flow layout: the rows an expansion inserts unfold from under their parent and the rows a
/// collapse removes fold back into it, each squeezed to no height at the parent's bottom edge, so at every
/// instant of the animation the rows tile the column with no overlap (the flow layout's own answers fade
/// them in place while the rows below slide across them, blending two rows' text).
@MainActor final class OutlineLayout: FlowLayout {
  /// The vertical scale of a row folded into its parent (not 0, so its transform stays invertible).
  static let foldedScale: CGFloat = 0.01

  /// An inserted row starts folded at the bottom of the row above its inserted run (its parent); other
  /// rows start where the flow layout says.
  override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let start = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
    guard let start, let update = currentUpdate, update.isNew(.cell(itemIndexPath)) else { return start }
    var first = itemIndexPath.item
    while first > 0, update.isNew(.cell(IndexPath(item: first - 1, section: itemIndexPath.section))) { first -= 1 }
    guard first > 0, let above = layoutAttributesForItem(at: IndexPath(item: first - 1, section: itemIndexPath.section))
    else { return start }
    return folded(start, at: above.frame.maxY)
  }

  /// A removed row ends folded at the bottom of the row above its removed run (its parent), where that
  /// row ends up.
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    let end = super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    guard let end, let update = currentUpdate else { return end }
    var first = itemIndexPath.item
    while first > 0, update.isRemoved(.cell(IndexPath(item: first - 1, section: itemIndexPath.section))) { first -= 1 }
    guard first > 0,
      let kept = update.newElementKey(forOld: .cell(IndexPath(item: first - 1, section: itemIndexPath.section))),
      let above = layoutAttributesForItem(at: kept.indexPath)
    else { return end }
    return folded(end, at: above.frame.maxY)
  }

  /// The attributes squeezed vertically to a line at `y`, keeping their x and alpha.
  private func folded(_ attributes: LayoutAttributes, at y: CGFloat) -> LayoutAttributes {
    attributes.center = CGPoint(x: attributes.center.x, y: y)
    attributes.transform3D = Transform3D(scaleX: 1, y: Self.foldedScale, z: 1)
    return attributes
  }
}
