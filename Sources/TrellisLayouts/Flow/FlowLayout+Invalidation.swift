import Foundation
import TrellisCollection
import TrellisGeometry

extension FlowLayout {
  /// Notes what an invalidation context makes stale (see `invalidateLayout(with:)`).
  func noteInvalidation(_ context: InvalidationContext) {
    let flow = context as? FlowLayoutInvalidationContext
    // Items named only for their preferred sizes are re-laid out from the sizes kept.
    let itemsNeedMetrics = context.invalidatedItemIndexPaths != nil && !(flow?.carriesOnlyPreferredSizes ?? false)
    if flow?.invalidateFlowLayoutDelegateMetrics ?? true || context.invalidateEverything
      || context.invalidateDataSourceCounts || itemsNeedMetrics
    {
      metricsAreStale = true
    }
    if context.invalidateEverything { measuredSizes.removeAll() }  // reloadData(): everything is measured again
    if flow?.invalidateFlowLayoutAttributes ?? true { linesAreStale = true }
  }

  /// Whether a bounds change makes the layout stale (see `shouldInvalidateLayout(forBoundsChange:)`).
  func boundsChangeInvalidates(_ newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    let old = collectionView.bounds
    if axes.cross(old.size) != axes.cross(newBounds.size) { return true }
    guard pinsSomething else { return false }
    return axes.scroll(of: old.origin) != axes.scroll(of: newBounds.origin)
      || axes.scroll(old.size) != axes.scroll(newBounds.size)
  }

  /// The context for a bounds change (see `invalidationContext(forBoundsChange:)`).
  func boundsChangeContext(_ newBounds: CGRect) -> InvalidationContext {
    let context = reusableContext(&keptBoundsChangeContext)
    if let flow = context as? FlowLayoutInvalidationContext {
      let axes = FlowAxes(isVertical: scrollDirection == .vertical)
      flow.invalidateFlowLayoutDelegateMetrics = false
      flow.invalidateFlowLayoutAttributes =
        collectionView.map { axes.cross($0.bounds.size) != axes.cross(newBounds.size) } ?? true
    }
    return context
  }

  /// Whether some header or footer of the current geometry pins to the visible bounds.
  var pinsSomething: Bool {
    (sectionHeadersPinToVisibleBounds && geometry.hasHeaders)
      || (sectionFootersPinToVisibleBounds && geometry.hasFooters)
  }

  /// The pinning of the current bounds: the visible range inside the adjusted content insets for the
  /// content offset clamped to its valid range, so the first header doesn't stay pinned while the content
  /// bounces above the top, nor the last footer below the bottom (Documentation/Behaviour.md#flow-pinning).
  var currentPinning: FlowPinning {
    guard pinsSomething, let collectionView else { return FlowPinning() }
    let axes = geometry.axes
    let bounds = collectionView.bounds
    let insets = axes.insets(collectionView.adjustedContentInset)
    let length = axes.scroll(bounds.size)
    let lowest = -insets.scrollLeading
    let highest = max(lowest, geometry.contentLength + insets.scrollTrailing - length)
    let offset = min(max(axes.scroll(of: bounds.origin), lowest), highest)
    return FlowPinning(
      pinsHeaders: sectionHeadersPinToVisibleBounds, pinsFooters: sectionFootersPinToVisibleBounds,
      visibleStart: offset + insets.scrollLeading, visibleEnd: offset + length - insets.scrollTrailing)
  }
}
