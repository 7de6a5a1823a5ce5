import Foundation

/// A point or direction in 3D space, as `Transform3D` maps it (row-vector convention).
public struct Vector3: Hashable, Sendable, CustomStringConvertible {
  /// The x component.
  public var x: CGFloat
  /// The y component.
  public var y: CGFloat
  /// The z component.
  public var z: CGFloat

  /// Creates a vector from its three components.
  public init(x: CGFloat, y: CGFloat, z: CGFloat) {
    self.x = x
    self.y = y
    self.z = z
  }

  /// Creates the 3D form of a point in the z = 0 plane, or at depth `z`.
  public init(_ point: CGPoint, z: CGFloat = 0) {
    self.init(x: point.x, y: point.y, z: z)
  }

  /// The zero vector.
  public static let zero = Vector3(x: 0, y: 0, z: 0)

  /// The x and y components as a point, dropping z.
  public var point: CGPoint { CGPoint(x: x, y: y) }

  /// The component-wise sum.
  public static func + (lhs: Vector3, rhs: Vector3) -> Vector3 {
    Vector3(x: lhs.x + rhs.x, y: lhs.y + rhs.y, z: lhs.z + rhs.z)
  }

  /// The component-wise difference.
  public static func - (lhs: Vector3, rhs: Vector3) -> Vector3 {
    Vector3(x: lhs.x - rhs.x, y: lhs.y - rhs.y, z: lhs.z - rhs.z)
  }

  /// The vector scaled by a scalar.
  public static func * (lhs: Vector3, rhs: CGFloat) -> Vector3 {
    Vector3(x: lhs.x * rhs, y: lhs.y * rhs, z: lhs.z * rhs)
  }

  /// The vector with every component negated.
  public static prefix func - (vector: Vector3) -> Vector3 {
    Vector3(x: -vector.x, y: -vector.y, z: -vector.z)
  }

  /// The dot product with another vector.
  public func dot(_ other: Vector3) -> CGFloat { x * other.x + y * other.y + z * other.z }

  /// The cross product `self × other`.
  public func cross(_ other: Vector3) -> Vector3 {
    Vector3(
      x: y * other.z - z * other.y,
      y: z * other.x - x * other.z,
      z: x * other.y - y * other.x)
  }

  /// The Euclidean length.
  public var length: CGFloat { dot(self).squareRoot() }

  /// The vector scaled to length 1, or `self` unchanged when its length is zero.
  public var normalized: Vector3 {
    let length = self.length
    return length > 0 ? self * (1 / length) : self
  }

  /// Whether every component is within `tolerance` of the other vector's.
  public func isApproximatelyEqual(to other: Vector3, tolerance: CGFloat = 1e-9) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance && abs(z - other.z) <= tolerance
  }

  /// A readable description, `(x, y, z)`.
  public var description: String { "(\(x), \(y), \(z))" }
}
