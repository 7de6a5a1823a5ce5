import Foundation

extension Transform3D {
  /// The determinant of the full 4×4 matrix.
  public var determinant: CGFloat { Cofactors(self).determinant }

  /// Whether the matrix has a usable inverse: its determinant is finite and not negligible.
  ///
  /// "Negligible" is measured against Hadamard's bound (the product of the row lengths), so the test
  /// does not depend on units: a uniform scale of 0.001 is invertible, while a rotated, flattened
  /// (z-scale 0) matrix whose determinant is a rounding residue of 1e-17 is not.
  public var isInvertible: Bool { Cofactors(self).isInvertible }

  /// Returns the inverse, or `self` unchanged when the matrix is singular, as `CATransform3DInvert` does.
  public func inverted() -> Transform3D {
    let cofactors = Cofactors(self)
    guard cofactors.isInvertible else { return self }
    let inverse = cofactors.inverse(scaledBy: 1 / cofactors.determinant)
    return inverse.isFinite ? inverse : self
  }

  /// Whether every entry is finite (no NaN or infinity).
  public var isFinite: Bool {
    m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
      && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
      && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
      && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
  }
}

/// The 2×2 minors of a 4×4 matrix from which Laplace expansion builds its determinant and adjugate.
///
/// `s*` come from the top two rows and `c*` from the bottom two; each cofactor of the adjugate is a
/// short combination of one entry and one complementary minor.
private struct Cofactors {
  let m: Transform3D
  let s0, s1, s2, s3, s4, s5: CGFloat
  let c0, c1, c2, c3, c4, c5: CGFloat

  init(_ m: Transform3D) {
    self.m = m
    s0 = m.m11 * m.m22 - m.m21 * m.m12
    s1 = m.m11 * m.m23 - m.m21 * m.m13
    s2 = m.m11 * m.m24 - m.m21 * m.m14
    s3 = m.m12 * m.m23 - m.m22 * m.m13
    s4 = m.m12 * m.m24 - m.m22 * m.m14
    s5 = m.m13 * m.m24 - m.m23 * m.m14
    c5 = m.m33 * m.m44 - m.m43 * m.m34
    c4 = m.m32 * m.m44 - m.m42 * m.m34
    c3 = m.m32 * m.m43 - m.m42 * m.m33
    c2 = m.m31 * m.m44 - m.m41 * m.m34
    c1 = m.m31 * m.m43 - m.m41 * m.m33
    c0 = m.m31 * m.m42 - m.m41 * m.m32
  }

  var determinant: CGFloat { s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0 }

  /// Hadamard's bound: no matrix with these row lengths has a larger absolute determinant.
  var hadamardBound: CGFloat {
    func rowLength(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> CGFloat {
      (a * a + b * b + c * c + d * d).squareRoot()
    }
    return rowLength(m.m11, m.m12, m.m13, m.m14) * rowLength(m.m21, m.m22, m.m23, m.m24)
      * rowLength(m.m31, m.m32, m.m33, m.m34) * rowLength(m.m41, m.m42, m.m43, m.m44)
  }

  var isInvertible: Bool {
    let determinant = self.determinant
    guard determinant != 0, determinant.isFinite else { return false }
    return abs(determinant) > 16 * CGFloat.ulpOfOne * hadamardBound
  }

  /// The adjugate multiplied by `factor`; with `factor = 1 / determinant` it is the inverse.
  func inverse(scaledBy factor: CGFloat) -> Transform3D {
    Transform3D(
      m11: (m.m22 * c5 - m.m23 * c4 + m.m24 * c3) * factor,
      m12: (-m.m12 * c5 + m.m13 * c4 - m.m14 * c3) * factor,
      m13: (m.m42 * s5 - m.m43 * s4 + m.m44 * s3) * factor,
      m14: (-m.m32 * s5 + m.m33 * s4 - m.m34 * s3) * factor,
      m21: (-m.m21 * c5 + m.m23 * c2 - m.m24 * c1) * factor,
      m22: (m.m11 * c5 - m.m13 * c2 + m.m14 * c1) * factor,
      m23: (-m.m41 * s5 + m.m43 * s2 - m.m44 * s1) * factor,
      m24: (m.m31 * s5 - m.m33 * s2 + m.m34 * s1) * factor,
      m31: (m.m21 * c4 - m.m22 * c2 + m.m24 * c0) * factor,
      m32: (-m.m11 * c4 + m.m12 * c2 - m.m14 * c0) * factor,
      m33: (m.m41 * s4 - m.m42 * s2 + m.m44 * s0) * factor,
      m34: (-m.m31 * s4 + m.m32 * s2 - m.m34 * s0) * factor,
      m41: (-m.m21 * c3 + m.m22 * c1 - m.m23 * c0) * factor,
      m42: (m.m11 * c3 - m.m12 * c1 + m.m13 * c0) * factor,
      m43: (-m.m41 * s3 + m.m42 * s1 - m.m43 * s0) * factor,
      m44: (m.m31 * s3 - m.m32 * s1 + m.m33 * s0) * factor)
  }
}
