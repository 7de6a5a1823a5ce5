import Foundation

extension CGRect {
  /// Whether this rectangle contains `other` edge by edge: minX ≤ other.minX, minY ≤ other.minY,
  /// maxX ≥ other.maxX, maxY ≥ other.maxY (null rectangles cover nothing).
  ///
  /// Linux Foundation's `contains(_:)` compares the intersection with `other`, whose width and height are
  /// recomputed by subtraction: at fractional offsets (an interpolated content size clamps the offset to
  /// one) they differ in the last bit and a covering rectangle is reported as not containing.
  func covers(_ other: CGRect) -> Bool {
    guard !isNull, !other.isNull else { return false }
    return minX <= other.minX && minY <= other.minY && maxX >= other.maxX && maxY >= other.maxY
  }
}
