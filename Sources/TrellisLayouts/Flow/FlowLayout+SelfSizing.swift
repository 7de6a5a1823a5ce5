import Foundation
import TrellisCollection
import TrellisGeometry

extension FlowLayout {
  /// Whether self-sizing is on: `estimatedItemSize` is not zero.
  var estimatesItemSizes: Bool { estimatedItemSize != .zero }

  /// Keeps the measured sizes true to the layout before a prepare: dropped when self-sizing is off or the
  /// length across the scrolling direction changed (lines must be re-broken), moved with their items
  /// through the running batch update, then handed to the geometry.
  /// - Complexity: O(m log c) for m measured items and c changes during a batch update, else O(1).
  func syncMeasuredSizes(crossExtent: CGFloat) {
    if !estimatesItemSizes || crossExtent != measuredSizes.crossExtent {
      if !measuredSizes.sections.isEmpty {
        measuredSizes.removeAll()
        linesAreStale = true
      }
      measuredSizes.crossExtent = crossExtent
    }
    if metricsAreStale, let update = currentUpdate, update.generation != remappedUpdateGeneration {
      remappedUpdateGeneration = update.generation
      measuredSizes.remap { update.newElementKey(forOld: .cell($0))?.indexPath }
    }
    geometry.measured = measuredSizes
  }

  /// Whether preferred attributes change an item of a self-sizing section (see
  /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`).
  func preferredSizeChanges(_ preferred: LayoutAttributes, from original: LayoutAttributes) -> Bool {
    guard isSelfSizingItem(preferred) else { return false }
    return preferred.size != original.size
  }

  /// Records the preferred size of a self-sizing item and marks `context` as carrying only that (see
  /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`).
  func recordPreferredSize(of preferred: LayoutAttributes, in context: InvalidationContext) {
    guard isSelfSizingItem(preferred) else { return }
    let indexPath = preferred.indexPath
    let size = preferred.size
    guard size.width.isFinite, size.height.isFinite, size.width >= 0, size.height >= 0 else { return }
    let axes = geometry.axes
    measuredSizes.record(
      section: indexPath.section, item: indexPath.item, cross: axes.cross(size), scroll: axes.scroll(size))
    context.invalidateItems(at: [indexPath])
    if let flow = context as? FlowLayoutInvalidationContext {
      flow.invalidateFlowLayoutDelegateMetrics = false
      flow.invalidateFlowLayoutAttributes = true
      flow.carriesOnlyPreferredSizes = true
    }
  }

  /// Whether attributes name an item of a self-sizing section of the current geometry.
  private func isSelfSizingItem(_ attributes: LayoutAttributes) -> Bool {
    let indexPath = attributes.indexPath
    guard estimatesItemSizes, attributes.representedElementCategory == .cell, indexPath.count == 2,
      geometry.sections.indices.contains(indexPath.section), indexPath.item >= 0
    else { return false }
    let section = geometry.sections[indexPath.section]
    return section.isEstimated && indexPath.item < section.itemCount
  }

  /// The self-sizing axes of the items of a section: both for a self-sizing one, none otherwise.
  func selfSizingAxes(ofSection section: Int) -> SelfSizingAxes {
    geometry.sections.indices.contains(section) && geometry.sections[section].isEstimated ? .both : []
  }
}
