import Foundation
import TrellisGeometry

/// Where a paging scroll view (`isPagingEnabled`) comes to rest after a drag, on one axis.
///
/// Pages are multiples of the bounds size (not adjusted for insets, as in UIKit), clamped to the
/// valid offsets, so a last partial page rests at the end of the content. A release faster than
/// `flingVelocityThreshold` moves to the next page boundary in the direction of the velocity; a
/// slower one to the nearest page. A fling never moves more than one page from the page the drag
/// started on, however far the finger went.
public enum PagingTarget {
  /// The release speed, in points per second, above which a drag turns the page (a flick).
  public static let flingVelocityThreshold: CGFloat = 200

  /// The page index nearest to `offset`, for pages of `pageSize` points.
  public static func nearestPage(to offset: CGFloat, pageSize: CGFloat) -> Int {
    guard pageSize > 0, offset.isFinite else { return 0 }
    return Int((offset / pageSize).rounded())
  }

  /// The resting offset for a release at `offset` with `velocity` (points per second, in the
  /// direction of the offset's change).
  /// - Parameters:
  ///   - pageSize: the page length, the bounds size on this axis; 0 or less disables paging.
  ///   - startPage: the page the drag started on; a fling stays within one page of it. Nil: no limit.
  ///   - range: the valid offsets; the result is clamped into it.
  public static func offset(
    from offset: CGFloat, velocity: CGFloat, pageSize: CGFloat, startPage: Int?, range: ClosedRange<CGFloat>
  ) -> CGFloat {
    guard pageSize > 0, offset.isFinite else { return min(max(offset, range.lowerBound), range.upperBound) }
    let position = offset / pageSize
    var page: CGFloat
    if abs(velocity) > flingVelocityThreshold {
      page = velocity > 0 ? position.rounded(.down) + 1 : position.rounded(.up) - 1
      if let startPage {
        page = min(max(page, CGFloat(startPage - 1)), CGFloat(startPage + 1))
      }
    } else {
      page = position.rounded()
    }
    return min(max(page * pageSize, range.lowerBound), range.upperBound)
  }
}
