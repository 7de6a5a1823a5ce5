import Foundation

/// A rectangle of whole pixels, `x0..<x1` by `y0..<y1`.
package struct PixelBox: Equatable {
  package var x0: Int32
  package var y0: Int32
  package var x1: Int32
  package var y1: Int32

  /// A box of pixels `x0..<x1` by `y0..<y1`.
  package init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
    self.x0 = x0
    self.y0 = y0
    self.x1 = x1
    self.y1 = y1
  }

  /// An unbounded box (for group surfaces, bounded by their own extent).
  package static let unbounded = PixelBox(x0: -(1 << 30), y0: -(1 << 30), x1: 1 << 30, y1: 1 << 30)

  /// Whether the box holds no pixel.
  package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

  /// The overlap of two boxes.
  package func intersection(_ other: PixelBox) -> PixelBox {
    PixelBox(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
  }

  /// Whether the boxes share a pixel.
  package func sharesPixel(with other: PixelBox) -> Bool { !intersection(other).isEmpty }
}

extension PixelBox {
  /// The whole pixels touched by a rectangle of device coordinates (clamped to ±2³⁰).
  package init(covering rect: CGRect) {
    self.init(
      x0: Int32(pixel: rect.minX.rounded(.down)), y0: Int32(pixel: rect.minY.rounded(.down)),
      x1: Int32(pixel: rect.maxX.rounded(.up)), y1: Int32(pixel: rect.maxY.rounded(.up)))
  }
}

extension Int32 {
  /// A whole device coordinate clamped to ±2³⁰ (NaN becomes 0), so no conversion traps.
  package init(pixel value: CGFloat) {
    self = value.isNaN ? 0 : Int32(Swift.max(Swift.min(value, CGFloat(1 << 30)), -CGFloat(1 << 30)))
  }
}

extension CGFloat {
  /// The nearest pixel edge, halves rounded up (towards +∞): the same for a value and the value moved
  /// by whole pixels, so a scroll can move drawn pixels instead of redrawing them (`rounded()` takes
  /// halves away from zero, which differs either side of 0).
  package var snappedToPixel: CGFloat { (self + 0.5).rounded(.down) }
}
