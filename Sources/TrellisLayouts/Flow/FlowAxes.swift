import Foundation
import TrellisGeometry

/// Maps a flow layout's two axes to x and y: `cross` runs along a line (x when scrolling vertically) and
/// `scroll` runs across lines, in the scrolling direction. The geometry works in (cross, scroll) and
/// converts at the edges, so one implementation serves both directions.
struct FlowAxes: Equatable {
  /// Whether the content scrolls vertically (lines are rows).
  var isVertical = true

  /// The length of a size along lines.
  func cross(_ size: CGSize) -> CGFloat { isVertical ? size.width : size.height }

  /// The length of a size in the scrolling direction.
  func scroll(_ size: CGSize) -> CGFloat { isVertical ? size.height : size.width }

  /// A size from its two lengths.
  func size(cross: CGFloat, scroll: CGFloat) -> CGSize {
    isVertical ? CGSize(width: cross, height: scroll) : CGSize(width: scroll, height: cross)
  }

  /// A rectangle from its origin and lengths on the two axes.
  func rect(cross: CGFloat, scroll: CGFloat, crossLength: CGFloat, scrollLength: CGFloat) -> CGRect {
    isVertical
      ? CGRect(x: cross, y: scroll, width: crossLength, height: scrollLength)
      : CGRect(x: scroll, y: cross, width: scrollLength, height: crossLength)
  }

  /// The rectangle's extent along lines, as (minimum, maximum).
  func crossRange(of rect: CGRect) -> (CGFloat, CGFloat) {
    isVertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
  }

  /// The rectangle's extent in the scrolling direction, as (minimum, maximum).
  func scrollRange(of rect: CGRect) -> (CGFloat, CGFloat) {
    isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
  }

  /// The coordinate of a point in the scrolling direction.
  func scroll(of point: CGPoint) -> CGFloat { isVertical ? point.y : point.x }

  /// Insets named by axis: leading/trailing along lines, then in the scrolling direction.
  func insets(_ insets: EdgeInsets) -> FlowInsets {
    isVertical
      ? FlowInsets(
        crossLeading: insets.left, crossTrailing: insets.right, scrollLeading: insets.top,
        scrollTrailing: insets.bottom)
      : FlowInsets(
        crossLeading: insets.top, crossTrailing: insets.bottom, scrollLeading: insets.left,
        scrollTrailing: insets.right)
  }
}

/// Edge insets named by flow axis.
struct FlowInsets: Equatable {
  /// Before the first item of a line (left for vertical scrolling).
  var crossLeading: CGFloat = 0
  /// After the last item of a line (right for vertical scrolling).
  var crossTrailing: CGFloat = 0
  /// Before the first line (top for vertical scrolling).
  var scrollLeading: CGFloat = 0
  /// After the last line (bottom for vertical scrolling).
  var scrollTrailing: CGFloat = 0
}
