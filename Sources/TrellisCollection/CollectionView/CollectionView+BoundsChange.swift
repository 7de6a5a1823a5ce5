import Foundation
import TrellisGeometry
import TrellisUI

/// Animated bounds changes: a new size set inside an animation block (a rotation, a split view, a frame
/// animated by the app) moves the views to the layout's answers for the new size with the block's timing.
extension CollectionView {
  /// Runs the bounds change from `oldBounds` (already set) through the change engine, as UIKit does:
  /// the layout's `prepare(forAnimatedBoundsChange:)`, its preparation for the new bounds (when the bounds
  /// change invalidated it), `finalLayoutAttributesForDisappearing…` for every element on screen before,
  /// `initialLayoutAttributesForAppearing…` for every element on screen after, then
  /// `finalizeAnimatedBoundsChange()`, all inside the enclosing animation block. Kept views move from
  /// where they show (unless the layout answers a start), elements new on screen fade in (or start where
  /// the layout says), and views whose elements leave the visible rectangle travel to their new
  /// attributes before going to their reuse queues.
  /// - Complexity: O(visible elements before and after), plus the layout's preparation and query.
  func animateBoundsChange(from oldBounds: CGRect) {
    let layout = collectionViewLayout
    let shown = capturePoses()
    captureElementContainerPoses()
    let keysBefore = ElementKey.inElementOrder(visibleSet.views.keys)
    layout.prepare(forAnimatedBoundsChange: oldBounds)
    reloadCountsIfNeeded()
    prepareLayoutIfNeeded()
    emptyQueryBuffer()
    var change = ComposedVisibleChange(shownBefore: shown) { [unowned self] key, _, was in
      if let initial = self.initialAttributesForAppearing(key, in: layout), let pose = ElementPose(finite: initial) {
        return .from(pose, initial)
      }
      if let was { return .shown(was) }
      if let pose = self.containers.pagePosesBefore[key] { return .from(pose, nil) }  // a row showed it
      return .faded
    }
    change.beforeMotion = { [unowned self] in
      for key in keysBefore { _ = self.finalAttributesForDisappearing(key, in: layout) }
    }
    change.afterMotion = { layout.finalizeAnimatedBoundsChange() }
    runVisibleChange(change, animated: true, duration: Self.batchUpdateDuration) { _ in }
  }
}
