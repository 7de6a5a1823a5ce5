import Foundation

extension Transform3D {
  /// A transform split into the simple parts Core Animation interpolates separately.
  ///
  /// This is the "unmatrix" decomposition of Graphics Gems II (Thomas, "Decomposing a matrix into
  /// simple transformations"), as the CSS Transforms Level 2 specification states it. In the
  /// row-vector convention the parts compose as
  /// `scale · skew · rotation · translation · perspective`, leftmost applied first.
  public struct Decomposition: Hashable, Sendable {
    /// The scale along x, y and z; negated together when the matrix mirrors space.
    public var scale: Vector3
    /// The shear factors: `x` is XY (x moves by `x·y`), `y` is XZ and `z` is YZ.
    public var skew: Vector3
    /// The rotation, as a unit quaternion.
    public var rotation: Quaternion
    /// The translation.
    public var translation: Vector3
    /// The first three components of the perspective column (zero for no perspective).
    public var perspective: Vector3
    /// The fourth component of the perspective column (1 for no perspective).
    public var perspectiveW: CGFloat

    /// Creates a decomposition from its parts; the defaults describe the identity.
    public init(
      scale: Vector3 = Vector3(x: 1, y: 1, z: 1),
      skew: Vector3 = .zero,
      rotation: Quaternion = .identity,
      translation: Vector3 = .zero,
      perspective: Vector3 = .zero,
      perspectiveW: CGFloat = 1
    ) {
      self.scale = scale
      self.skew = skew
      self.rotation = rotation
      self.translation = translation
      self.perspective = perspective
      self.perspectiveW = perspectiveW
    }
  }

  /// Splits the matrix into scale, skew, rotation, translation and perspective, or returns nil when
  /// it cannot be split: `m44` is zero, an entry is not finite, or the upper-left 3×3 is singular.
  ///
  /// The matrix is first divided by `m44`, so recomposing gives that normalized matrix, which maps
  /// every point to the same place.
  public func decomposed() -> Decomposition? {
    guard m44 != 0, isFinite else { return nil }
    // Normalize so that m44 = 1.
    let n = 1 / m44
    let rows = (
      Vector3(x: m11 * n, y: m12 * n, z: m13 * n),
      Vector3(x: m21 * n, y: m22 * n, z: m23 * n),
      Vector3(x: m31 * n, y: m32 * n, z: m33 * n)
    )
    let lastColumn = Vector3(x: m14 * n, y: m24 * n, z: m34 * n)
    let translation = Vector3(x: m41 * n, y: m42 * n, z: m43 * n)

    // The linear part A (the upper-left 3×3) must be invertible, both to solve for the perspective
    // and for the scales to be nonzero.
    let determinant = rows.0.dot(rows.1.cross(rows.2))
    let bound = rows.0.length * rows.1.length * rows.2.length
    guard determinant != 0, abs(determinant) > 16 * CGFloat.ulpOfOne * bound else { return nil }

    // M = [[A, A·q], [t, t·q + w]], so q = A⁻¹ · lastColumn and w = 1 − t·q. The columns of A⁻¹ are
    // the cross products of pairs of rows, divided by the determinant.
    var perspective = Vector3.zero
    var perspectiveW: CGFloat = 1
    if lastColumn != .zero {
      perspective =
        (rows.1.cross(rows.2) * lastColumn.x + rows.2.cross(rows.0) * lastColumn.y
          + rows.0.cross(rows.1) * lastColumn.z) * (1 / determinant)
      perspectiveW = 1 - translation.dot(perspective)
    }

    // Gram–Schmidt on the rows of A = scale · skew · rotation.
    var scale = Vector3.zero
    var skew = Vector3.zero
    scale.x = rows.0.length
    var r0 = rows.0 * (1 / scale.x)

    skew.x = r0.dot(rows.1)
    var r1 = rows.1 - r0 * skew.x
    scale.y = r1.length
    r1 = r1 * (1 / scale.y)
    skew.x /= scale.y

    skew.y = r0.dot(rows.2)
    var r2 = rows.2 - r0 * skew.y
    skew.z = r1.dot(r2)
    r2 = r2 - r1 * skew.z
    scale.z = r2.length
    r2 = r2 * (1 / scale.z)
    skew.y /= scale.z
    skew.z /= scale.z

    // The rows are now orthonormal; a negative determinant means a mirror, which a rotation cannot
    // express, so it moves into the scales.
    if determinant < 0 {
      scale = -scale
      r0 = -r0
      r1 = -r1
      r2 = -r2
    }

    return Decomposition(
      scale: scale, skew: skew, rotation: Quaternion(rotationRows: r0, r1, r2),
      translation: translation, perspective: perspective, perspectiveW: perspectiveW)
  }

  /// Creates the transform a decomposition describes: `scale · skew · rotation · translation ·
  /// perspective`.
  public init(_ decomposition: Decomposition) {
    let d = decomposition
    let (r0, r1, r2) = d.rotation.rotationRows
    // The rows of A = scale · skew · rotation, with skew the unit lower-triangular matrix
    // [[1, 0, 0], [xy, 1, 0], [xz, yz, 1]].
    let a0 = r0 * d.scale.x
    let a1 = (r0 * d.skew.x + r1) * d.scale.y
    let a2 = (r0 * d.skew.y + r1 * d.skew.z + r2) * d.scale.z
    let t = d.translation
    let q = d.perspective
    // [[A, 0], [t, 1]] · [[I, q], [0, w]] = [[A, A·q], [t, t·q + w]].
    self.init(
      m11: a0.x, m12: a0.y, m13: a0.z, m14: a0.dot(q),
      m21: a1.x, m22: a1.y, m23: a1.z, m24: a1.dot(q),
      m31: a2.x, m32: a2.y, m33: a2.z, m34: a2.dot(q),
      m41: t.x, m42: t.y, m43: t.z, m44: t.dot(q) + d.perspectiveW)
  }
}

extension Transform3D.Decomposition: Interpolatable {
  /// Interpolates every part linearly except the rotation, which follows the shorter great arc
  /// (slerp); fractions outside 0…1 extrapolate.
  public func interpolated(to target: Self, fraction: CGFloat) -> Self {
    Self(
      scale: scale.interpolated(to: target.scale, fraction: fraction),
      skew: skew.interpolated(to: target.skew, fraction: fraction),
      rotation: rotation.interpolated(to: target.rotation, fraction: fraction),
      translation: translation.interpolated(to: target.translation, fraction: fraction),
      perspective: perspective.interpolated(to: target.perspective, fraction: fraction),
      perspectiveW: perspectiveW.interpolated(to: target.perspectiveW, fraction: fraction))
  }
}
