import Foundation

/// A 3×3 projective transform (homography) of the plane, in the row-vector convention.
///
/// A point `(x, y)` maps to `((x·m11 + y·m21 + m31) / w, (x·m12 + y·m22 + m32) / w)` with
/// `w = x·m13 + y·m23 + m33`. Views compose these to map their content to the window: an affine
/// transform is the special case `m13 = m23 = 0, m33 = 1`; a perspective 3D transform flattens to one.
public struct ProjectiveTransform: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3 (perspective from x).
  public var m13: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3 (perspective from y).
  public var m23: CGFloat
  /// Row 3, column 1 (x translation).
  public var m31: CGFloat
  /// Row 3, column 2 (y translation).
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat

  /// Creates a transform from its nine entries in row order.
  public init(
    m11: CGFloat, m12: CGFloat, m13: CGFloat,
    m21: CGFloat, m22: CGFloat, m23: CGFloat,
    m31: CGFloat, m32: CGFloat, m33: CGFloat
  ) {
    (self.m11, self.m12, self.m13) = (m11, m12, m13)
    (self.m21, self.m22, self.m23) = (m21, m22, m23)
    (self.m31, self.m32, self.m33) = (m31, m32, m33)
  }

  /// The identity transform.
  public static let identity = ProjectiveTransform(
    m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

  /// Creates the projective form of an affine transform.
  public init(_ t: CGAffineTransform) {
    self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
  }

  /// Creates a translation.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: tx, m32: ty, m33: 1)
  }

  /// Whether the transform has no perspective part (it is affine up to a uniform scale of w).
  public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

  /// The affine equivalent; only meaningful when `isAffine`.
  public var affineTransform: CGAffineTransform {
    CGAffineTransform(a: m11 / m33, b: m12 / m33, c: m21 / m33, d: m22 / m33, tx: m31 / m33, ty: m32 / m33)
  }

  /// Whether the transform maps points only by a translation.
  public var isTranslation: Bool { isAffine && m11 == m33 && m22 == m33 && m12 == 0 && m21 == 0 }

  /// Returns `self` followed by `other`.
  public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
    ProjectiveTransform(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
  }

  /// The determinant.
  public var determinant: CGFloat {
    m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
  }

  /// The inverse, or nil when the transform is singular.
  public func inverted() -> ProjectiveTransform? {
    let det = determinant
    guard det != 0, det.isFinite else { return nil }
    let inv = 1 / det
    return ProjectiveTransform(
      m11: (m22 * m33 - m23 * m32) * inv,
      m12: (m13 * m32 - m12 * m33) * inv,
      m13: (m12 * m23 - m13 * m22) * inv,
      m21: (m23 * m31 - m21 * m33) * inv,
      m22: (m11 * m33 - m13 * m31) * inv,
      m23: (m13 * m21 - m11 * m23) * inv,
      m31: (m21 * m32 - m22 * m31) * inv,
      m32: (m12 * m31 - m11 * m32) * inv,
      m33: (m11 * m22 - m12 * m21) * inv)
  }

  /// Whether every entry is within `tolerance` of the other transform's (false if either has a NaN).
  ///
  /// Homographies that differ by a scale factor map points identically but are not equal here.
  public func isApproximatelyEqual(to other: ProjectiveTransform, tolerance: CGFloat = 1e-9) -> Bool {
    abs(m11 - other.m11) <= tolerance && abs(m12 - other.m12) <= tolerance
      && abs(m13 - other.m13) <= tolerance && abs(m21 - other.m21) <= tolerance
      && abs(m22 - other.m22) <= tolerance && abs(m23 - other.m23) <= tolerance
      && abs(m31 - other.m31) <= tolerance && abs(m32 - other.m32) <= tolerance
      && abs(m33 - other.m33) <= tolerance
  }

  /// The homogeneous w of a mapped point; a point with w ≤ 0 lies behind the camera.
  public func w(at p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }

  /// Maps a point, or returns nil when it lies behind the camera (w ≤ 0).
  public func apply(_ p: CGPoint) -> CGPoint? {
    let w = self.w(at: p)
    guard w > 0 else { return nil }
    return CGPoint(x: (p.x * m11 + p.y * m21 + m31) / w, y: (p.x * m12 + p.y * m22 + m32) / w)
  }

  /// The bounding box of a mapped rectangle, or nil when any corner lies behind the camera.
  public func apply(_ r: CGRect) -> CGRect? {
    if isAffine { return r.applying(affineTransform) }
    guard let a = apply(CGPoint(x: r.minX, y: r.minY)), let b = apply(CGPoint(x: r.maxX, y: r.minY)),
      let c = apply(CGPoint(x: r.minX, y: r.maxY)), let d = apply(CGPoint(x: r.maxX, y: r.maxY))
    else { return nil }
    return CGRect.boundingBox(of: [a, b, c, d])
  }
}
