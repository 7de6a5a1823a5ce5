import Foundation

/// A 4×4 homogeneous transform with Core Animation's `CATransform3D` semantics.
///
/// Row-vector convention, as Core Animation: a point `[x y z 1]` maps to `[x y z 1] · M`, so `m41`,
/// `m42`, `m43` hold the translation and `m34` the perspective term (set `m34 = -1/d` for a camera at
/// distance `d`). `a.concatenating(b)` applies `a` first, like `CATransform3DConcat(a, b)`.
public struct Transform3D: Hashable, Sendable, CustomStringConvertible {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4.
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4.
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4.
  public var m34: CGFloat
  /// Row 4, column 1 (x translation).
  public var m41: CGFloat
  /// Row 4, column 2 (y translation).
  public var m42: CGFloat
  /// Row 4, column 3 (z translation).
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// Creates a transform from its sixteen entries in row order.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
    m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// The identity transform (`CATransform3DIdentity`).
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

  /// Creates the identity transform.
  public init() { self = .identity }

  /// Creates a translation (`CATransform3DMakeTranslation`).
  public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
    self = .identity
    m41 = tx
    m42 = ty
    m43 = tz
  }

  /// Creates a scale (`CATransform3DMakeScale`).
  public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
    self = .identity
    m11 = sx
    m22 = sy
    m33 = sz
  }

  /// Creates a rotation of `angle` radians about the axis `(x, y, z)` (`CATransform3DMakeRotation`).
  ///
  /// A zero-length axis gives the identity, as Core Animation does. About `(0, 0, 1)` the rotation
  /// equals `CGAffineTransform(rotationAngle:)`.
  public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle)
    let s = sin(angle)
    let t = 1 - c
    self.init(
      m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
      m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
      m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// Creates the 3D form of an affine transform (`CATransform3DMakeAffineTransform`).
  public init(_ affine: CGAffineTransform) {
    self = .identity
    m11 = affine.a
    m12 = affine.b
    m21 = affine.c
    m22 = affine.d
    m41 = affine.tx
    m42 = affine.ty
  }

  /// Whether this is the identity transform (`CATransform3DIsIdentity`).
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform is an affine transform in the plane (`CATransform3DIsAffine`).
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
      && m43 == 0 && m44 == 1
  }

  /// The affine part (`CATransform3DGetAffineTransform`): the entries that act in the plane.
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// Returns `self` followed by `other` (`CATransform3DConcat(self, other)`).
  public func concatenating(_ other: Transform3D) -> Transform3D {
    let a = self
    let b = other
    return Transform3D(
      m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31 + a.m14 * b.m41,
      m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32 + a.m14 * b.m42,
      m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33 + a.m14 * b.m43,
      m14: a.m11 * b.m14 + a.m12 * b.m24 + a.m13 * b.m34 + a.m14 * b.m44,
      m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31 + a.m24 * b.m41,
      m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32 + a.m24 * b.m42,
      m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33 + a.m24 * b.m43,
      m24: a.m21 * b.m14 + a.m22 * b.m24 + a.m23 * b.m34 + a.m24 * b.m44,
      m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31 + a.m34 * b.m41,
      m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32 + a.m34 * b.m42,
      m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33 + a.m34 * b.m43,
      m34: a.m31 * b.m14 + a.m32 * b.m24 + a.m33 * b.m34 + a.m34 * b.m44,
      m41: a.m41 * b.m11 + a.m42 * b.m21 + a.m43 * b.m31 + a.m44 * b.m41,
      m42: a.m41 * b.m12 + a.m42 * b.m22 + a.m43 * b.m32 + a.m44 * b.m42,
      m43: a.m41 * b.m13 + a.m42 * b.m23 + a.m43 * b.m33 + a.m44 * b.m43,
      m44: a.m41 * b.m14 + a.m42 * b.m24 + a.m43 * b.m34 + a.m44 * b.m44)
  }

  /// Returns a translation applied before `self` (`CATransform3DTranslate`).
  public func translatedBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// Returns a scale applied before `self` (`CATransform3DScale`).
  public func scaledBy(x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// Returns a rotation applied before `self` (`CATransform3DRotate`).
  public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// The transform's 2D projective part for points in the z = 0 plane, with the output z dropped.
  ///
  /// This is how a flat layer is drawn: the homography maps the layer's plane to the screen.
  public var projection: ProjectiveTransform {
    ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
  }

  /// Whether every entry is within `tolerance` of the other transform's (false if either has a NaN).
  public func isApproximatelyEqual(to other: Transform3D, tolerance: CGFloat = 1e-9) -> Bool {
    let pairs: [(CGFloat, CGFloat)] = [
      (m11, other.m11), (m12, other.m12), (m13, other.m13), (m14, other.m14),
      (m21, other.m21), (m22, other.m22), (m23, other.m23), (m24, other.m24),
      (m31, other.m31), (m32, other.m32), (m33, other.m33), (m34, other.m34),
      (m41, other.m41), (m42, other.m42), (m43, other.m43), (m44, other.m44),
    ]
    return pairs.allSatisfy { abs($0.0 - $0.1) <= tolerance }
  }

  /// A readable description with the four rows.
  public var description: String {
    "Transform3D([\(m11), \(m12), \(m13), \(m14)], [\(m21), \(m22), \(m23), \(m24)], "
      + "[\(m31), \(m32), \(m33), \(m34)], [\(m41), \(m42), \(m43), \(m44)])"
  }
}
