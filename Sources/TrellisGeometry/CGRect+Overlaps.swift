import Foundation

extension CGRect {
  /// Whether the two rectangles share interior points: Core Graphics' `CGRectIntersectsRect` rule.
  ///
  /// Rectangles that only touch along an edge or at a corner don't overlap, and a rectangle of zero
  /// width or height overlaps nothing. Linux Foundation's `intersects(_:)` differs: it answers true for
  /// rectangles that merely touch, which would put a cell whose top edge is the visible rectangle's
  /// bottom edge on screen. Trellis uses this rule wherever UIKit relies on Core Graphics'.
  public func overlaps(_ other: CGRect) -> Bool {
    let a = standardized
    let b = other.standardized
    guard !a.isNull, !b.isNull, a.width.isFinite || a.isInfinite, b.width.isFinite || b.isInfinite else { return false }
    return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY && a.width > 0 && a.height > 0
      && b.width > 0 && b.height > 0
  }
}

extension CGRect {
  /// Whether every point of `other` is inside this rectangle: Core Graphics' `CGRectContainsRect` rule.
  ///
  /// Linux Foundation's `contains(_: CGRect)` answers false for some rectangles equal to this one (it
  /// compares a computed intersection, which rounds), so a layout pass that asked it whether its last
  /// query still covered the screen queried the layout again on most frames of a deceleration.
  public func covers(_ other: CGRect) -> Bool {
    let a = standardized
    let b = other.standardized
    guard !a.isNull, !b.isNull else { return false }
    return a.minX <= b.minX && b.maxX <= a.maxX && a.minY <= b.minY && b.maxY <= a.maxY
  }
}
