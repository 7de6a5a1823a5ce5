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
