import Foundation
import TrellisGeometry

/// What a scroll view tells its delegate (`UIScrollViewDelegate`); every member is optional.
@MainActor public protocol ScrollViewDelegate: AnyObject {
  /// The content offset changed, by any means.
  func scrollViewDidScroll(_ scrollView: ScrollView)
  /// An animated `setContentOffset` or `scrollRectToVisible` finished.
  func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
  /// Does nothing.
  public func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing.
  public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
