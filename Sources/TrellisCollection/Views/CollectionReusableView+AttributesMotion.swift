import Foundation
import TrellisGeometry
import TrellisUI

/// How the attributes a view reads in `apply(_:)` change during an animated change (a batch update,
/// a layout change): the collection view animates the standard properties itself; this is the rest.
extension CollectionReusableView {
  /// Inside the change's animation block: takes the view's own attributes from `start` to `end`.
  ///
  /// As UIKit does, `apply(end)` is called inside the block, so the view properties the view sets
  /// from its attributes (a subview's transform, a background colour) animate; `apply(start)` is called
  /// first without animation unless `startIsShown` (the view already shows `start`). When `end` adopts
  /// `InterpolatingLayoutAttributes` and both are of the same class, Trellis goes further: every frame
  /// of the block's timing the view gets `apply(_:)` with attributes interpolated from `start` to `end`
  /// (`interpolateCustomProperties(from:to:fraction:)`), so state no view property holds animates too,
  /// and `end` itself at the end. An interpolation still running starts the next one from what it shows.
  func animateAppliedAttributes(from start: LayoutAttributes?, to end: LayoutAttributes, startIsShown: Bool) {
    let running = attributesMotion?.isActive == true ? attributesInMotion : nil
    stopAttributesMotion(finished: false)
    let start = running ?? start
    guard let start, start !== end else {
      apply(end)
      return
    }
    if end is InterpolatingLayoutAttributes, type(of: start) == type(of: end),
      let shown = end.copy() as? LayoutAttributes, type(of: shown) == type(of: end)
    {
      startInterpolating(shown, from: start, to: end)
      return
    }
    if !startIsShown || running != nil { View.performWithoutAnimation { self.apply(start) } }
    apply(end)
  }

  /// Ends a running interpolation, as finished (the view goes to its reuse queue: nothing more to
  /// show) or cut short; the view keeps what it shows.
  func stopAttributesMotion(finished: Bool) {
    guard let motion = attributesMotion else { return }
    attributesMotion = nil
    attributesInMotion = nil
    if finished { Animator.shared.complete(motion) } else { Animator.shared.cancel(motion) }
  }

  /// Starts the per-frame interpolation into `shown` (a copy of `end`) in the current animation block;
  /// applies `end` at once when the block doesn't animate.
  private func startInterpolating(_ shown: LayoutAttributes, from start: LayoutAttributes, to end: LayoutAttributes) {
    let motion = Animator.shared.addProgressAnimationInCurrentBlock { [weak self] fraction in
      guard let self, let shown = self.attributesInMotion else { return }
      (shown as? InterpolatingLayoutAttributes)?.interpolateCustomProperties(from: start, to: end, fraction: fraction)
      // The last write (and any frame at exactly 1) shows `end` itself, not a value rounded on the way.
      self.apply(fraction == 1 ? end : shown)
    }
    guard let motion else {
      apply(end)
      return
    }
    attributesMotion = motion
    attributesInMotion = shown
    (shown as? InterpolatingLayoutAttributes)?.interpolateCustomProperties(from: start, to: end, fraction: 0)
    View.performWithoutAnimation { self.apply(shown) }
  }
}
