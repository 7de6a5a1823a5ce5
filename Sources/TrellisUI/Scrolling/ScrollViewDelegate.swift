import Foundation
import TrellisGeometry

/// What a scroll view tells its delegate (`UIScrollViewDelegate`); every member is optional.
///
/// A drag reports, in order (UIKit's order, Documentation/Behaviour.md#scroll-delegate-order):
///
///     scrollViewWillBeginDragging → scrollViewDidScroll* → scrollViewWillEndDragging
///       → scrollViewDidEndDragging(willDecelerate: true) → scrollViewWillBeginDecelerating
///       → scrollViewDidScroll* → scrollViewDidEndDecelerating
///
/// and, for a release that doesn't move the content on (no fling, nothing to bounce back or snap),
/// `… → scrollViewDidEndDragging(willDecelerate: false)` with no decelerating calls. A bounce back
/// after a release past the edge counts as decelerating.
@MainActor public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed, by any means.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// An animated `setContentOffset` or `scrollRectToVisible` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
  /// A drag is about to scroll the content.
  func scrollViewWillBeginDragging(_ scrollView: ScrollView)
  /// The finger lifted after a drag. `velocity` is in points per millisecond, positive where the
  /// content offset grows; `targetContentOffset.pointee` is where the content will come to rest (the
  /// projected or paged offset, clamped to the valid range, as the layout adjusted it) and may be
  /// changed. The pointer is valid only during the call, as in UIKit.
  func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>)
  /// The drag ended; `decelerate` says whether the content moves on (a fling, bounce or page snap).
  func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
  /// The content starts moving on after a drag.
  func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
  /// The content came to rest after a drag (or a touch stopped it).
  func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
  /// Whether `scrollToTop()` may scroll; true by default.
  func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
  /// `scrollToTop()` finished scrolling to the top.
  func scrollViewDidScrollToTop(_ scrollView: ScrollView)
  /// The view that zooming scales, a subview of the scroll view; nil (the default) disables zooming.
  func viewForZooming(in scrollView: ScrollView) -> View?
  /// Zooming is about to start (a pinch, or an animated zoom) on `view`.
  func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
  /// The zoom scale changed.
  func scrollViewDidZoom(_ scrollView: ScrollView)
  /// Zooming ended, after any bounce back within the limits, at `scale`.
  func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
  /// `adjustedContentInset` changed (with no safe areas yet: `contentInset` changed).
  func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Leaves the target unchanged.
  public func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing.
  public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing.
  public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// True.
  public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Does nothing.
  public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  /// Nil: no zooming.
  public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// Does nothing.
  public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  /// Does nothing.
  public func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
  /// Does nothing.
  public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
