import Foundation

extension CGPoint {
  /// The component-wise sum of two points.
  public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
  }

  /// The component-wise difference of two points.
  public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
    CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
  }

  /// The distance from the origin.
  public var length: CGFloat { (x * x + y * y).squareRoot() }

  /// The distance to another point.
  public func distance(to other: CGPoint) -> CGFloat { (self - other).length }
}

extension CGRect {
  /// The centre point of the rectangle.
  public var center: CGPoint { CGPoint(x: midX, y: midY) }

  /// Whether every coordinate is finite (no NaN or infinity).
  public var isFinite: Bool {
    origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
  }
}
