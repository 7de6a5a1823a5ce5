import Foundation

/// A rotation in 3D space as a unit quaternion `(x, y, z, w)`, interpolated by spherical linear
/// interpolation (slerp).
///
/// A rotation of `angle` radians about the unit axis `u` is `(u·sin(angle/2), cos(angle/2))`, the
/// same rotation `Transform3D(rotationAngle:x:y:z:)` builds.
public struct Quaternion: Hashable, Sendable, CustomStringConvertible {
  /// The x component of the vector part.
  public var x: CGFloat
  /// The y component of the vector part.
  public var y: CGFloat
  /// The z component of the vector part.
  public var z: CGFloat
  /// The scalar part.
  public var w: CGFloat

  /// Creates a quaternion from its four components.
  public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
    self.x = x
    self.y = y
    self.z = z
    self.w = w
  }

  /// Creates the rotation of `angle` radians about `axis`, or the identity for a zero-length axis.
  public init(angle: CGFloat, axis: Vector3) {
    let length = axis.length
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let s = sin(angle / 2) / length
    self.init(x: axis.x * s, y: axis.y * s, z: axis.z * s, w: cos(angle / 2))
  }

  /// The identity rotation.
  public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

  /// The four-dimensional dot product.
  public func dot(_ other: Quaternion) -> CGFloat {
    x * other.x + y * other.y + z * other.z + w * other.w
  }

  /// The Euclidean length of the four components.
  public var length: CGFloat { dot(self).squareRoot() }

  /// The quaternion scaled to unit length, or the identity when its length is zero or not finite.
  public var normalized: Quaternion {
    let length = self.length
    guard length > 0, length.isFinite else { return .identity }
    return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
  }

  /// The rotation angle in radians, in 0…2π.
  public var angle: CGFloat { 2 * acos(Swift.min(Swift.max(normalized.w, -1), 1)) }

  /// Whether every component is within `tolerance` of the other quaternion's.
  ///
  /// `q` and `-q` are the same rotation but are not approximately equal here; compare matrices
  /// when the sign does not matter.
  public func isApproximatelyEqual(to other: Quaternion, tolerance: CGFloat = 1e-9) -> Bool {
    abs(x - other.x) <= tolerance && abs(y - other.y) <= tolerance && abs(z - other.z) <= tolerance
      && abs(w - other.w) <= tolerance
  }

  /// A readable description, `Quaternion(x, y, z, w)`.
  public var description: String { "Quaternion(\(x), \(y), \(z), \(w))" }
}

extension Quaternion {
  /// Creates the quaternion of a rotation matrix given by its rows, in the row-vector convention.
  ///
  /// The rows must be orthonormal with determinant +1. Uses Shepperd's method, which divides by the
  /// largest of the four candidate components and so stays accurate near 180° rotations.
  init(rotationRows r0: Vector3, _ r1: Vector3, _ r2: Vector3) {
    // In the row-vector convention the matrix is the transpose of the usual column-vector one, so
    // its entry (row i, column j) is the column-vector matrix's entry (j, i).
    let trace = r0.x + r1.y + r2.z
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      self.init(x: (r1.z - r2.y) / s, y: (r2.x - r0.z) / s, z: (r0.y - r1.x) / s, w: s / 4)
    } else if r0.x > r1.y && r0.x > r2.z {
      let s = (1 + r0.x - r1.y - r2.z).squareRoot() * 2
      self.init(x: s / 4, y: (r1.x + r0.y) / s, z: (r2.x + r0.z) / s, w: (r1.z - r2.y) / s)
    } else if r1.y > r2.z {
      let s = (1 + r1.y - r0.x - r2.z).squareRoot() * 2
      self.init(x: (r0.y + r1.x) / s, y: s / 4, z: (r2.y + r1.z) / s, w: (r2.x - r0.z) / s)
    } else {
      let s = (1 + r2.z - r0.x - r1.y).squareRoot() * 2
      self.init(x: (r0.z + r2.x) / s, y: (r1.z + r2.y) / s, z: s / 4, w: (r0.y - r1.x) / s)
    }
    self = normalized
  }

  /// The rows of the rotation matrix in the row-vector convention; the quaternion is normalized first.
  var rotationRows: (Vector3, Vector3, Vector3) {
    let q = normalized
    let (x, y, z, w) = (q.x, q.y, q.z, q.w)
    return (
      Vector3(x: 1 - 2 * (y * y + z * z), y: 2 * (x * y + z * w), z: 2 * (x * z - y * w)),
      Vector3(x: 2 * (x * y - z * w), y: 1 - 2 * (x * x + z * z), z: 2 * (y * z + x * w)),
      Vector3(x: 2 * (x * z + y * w), y: 2 * (y * z - x * w), z: 1 - 2 * (x * x + y * y))
    )
  }
}

extension Quaternion: Interpolatable {
  /// Spherical linear interpolation along the shorter arc; fractions outside 0…1 keep turning at the
  /// same angular speed.
  public func interpolated(to target: Quaternion, fraction: CGFloat) -> Quaternion {
    let from = normalized
    var to = target.normalized
    var cosine = from.dot(to)
    if cosine < 0 {
      // q and -q are the same rotation; pick the sign that takes the shorter way round.
      to = Quaternion(x: -to.x, y: -to.y, z: -to.z, w: -to.w)
      cosine = -cosine
    }
    let weightFrom: CGFloat
    let weightTo: CGFloat
    if cosine > 0.9995 {
      // Nearly parallel: sin(omega) would lose precision, and a normalized lerp is indistinguishable.
      weightFrom = 1 - fraction
      weightTo = fraction
    } else {
      let omega = acos(Swift.min(cosine, 1))
      let sinOmega = sin(omega)
      weightFrom = sin((1 - fraction) * omega) / sinOmega
      weightTo = sin(fraction * omega) / sinOmega
    }
    return Quaternion(
      x: from.x * weightFrom + to.x * weightTo,
      y: from.y * weightFrom + to.y * weightTo,
      z: from.z * weightFrom + to.z * weightTo,
      w: from.w * weightFrom + to.w * weightTo
    ).normalized
  }
}
