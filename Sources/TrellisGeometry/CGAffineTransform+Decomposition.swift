import Foundation

extension CGAffineTransform {
  /// An affine transform split into the parts Core Animation interpolates separately.
  ///
  /// In the row-vector convention the parts compose as `scale · skew · rotation · translation`,
  /// leftmost applied first, so
  /// `a = sx·cos θ`, `b = sx·sin θ`, `c = sy·(k·cos θ − sin θ)`, `d = sy·(k·sin θ + cos θ)`.
  public struct Decomposition: Hashable, Sendable {
    /// The scale along x; negative when the x axis is the mirrored one.
    public var scaleX: CGFloat
    /// The scale along y; negative when the y axis is the mirrored one.
    public var scaleY: CGFloat
    /// The shear factor `k`: before rotation, x moves by `k·y`.
    public var skew: CGFloat
    /// The rotation in radians, in −π…π, with `CGAffineTransform(rotationAngle:)`'s direction.
    public var rotation: CGFloat
    /// The translation.
    public var translation: CGPoint

    /// Creates a decomposition from its parts; the defaults describe the identity.
    public init(
      scaleX: CGFloat = 1, scaleY: CGFloat = 1, skew: CGFloat = 0, rotation: CGFloat = 0,
      translation: CGPoint = .zero
    ) {
      self.scaleX = scaleX
      self.scaleY = scaleY
      self.skew = skew
      self.rotation = rotation
      self.translation = translation
    }
  }

  /// Splits the transform into scale, skew, rotation and translation, or returns nil when an entry
  /// is not finite or the matrix collapses the plane onto a slanted line (no finite skew fits).
  ///
  /// A mirror (negative determinant) goes into one scale, chosen as the CSS Transforms
  /// specification does: x when `a < d`, else y; so `scaleX: -1` decomposes to `scaleX = -1` and no
  /// rotation, and animates as a flip through zero width rather than a half turn.
  public func decomposed() -> Decomposition? {
    guard a.isFinite, b.isFinite, c.isFinite, d.isFinite, tx.isFinite, ty.isFinite else { return nil }
    let translation = CGPoint(x: tx, y: ty)
    let xLength = (a * a + b * b).squareRoot()
    guard xLength > 0 else {
      // The x axis collapses to a point: all the transform keeps is the image of the y axis.
      return Decomposition(
        scaleX: 0, scaleY: (c * c + d * d).squareRoot(), skew: 0, rotation: atan2(-c, d),
        translation: translation)
    }
    let scaleX = determinant < 0 && a < d ? -xLength : xLength
    let cosine = a / scaleX
    let sine = b / scaleX
    // Project the image of the y axis onto the rotated axes: sy·k along x, sy across it.
    let scaleY = d * cosine - c * sine
    let shear = c * cosine + d * sine
    let skew: CGFloat
    if abs(scaleY) > abs(shear) * 4 * CGFloat.ulpOfOne {
      skew = shear / scaleY
    } else if shear == 0 {
      skew = 0
    } else {
      return nil
    }
    return Decomposition(
      scaleX: scaleX, scaleY: scaleY, skew: skew, rotation: atan2(sine, cosine),
      translation: translation)
  }

  /// Creates the transform a decomposition describes: `scale · skew · rotation · translation`.
  public init(_ decomposition: Decomposition) {
    let p = decomposition
    let cosine = cos(p.rotation)
    let sine = sin(p.rotation)
    self.init(
      a: p.scaleX * cosine, b: p.scaleX * sine,
      c: p.scaleY * (p.skew * cosine - sine), d: p.scaleY * (p.skew * sine + cosine),
      tx: p.translation.x, ty: p.translation.y)
  }
}

extension CGAffineTransform.Decomposition: Interpolatable {
  /// Interpolates every part linearly, after turning the rotation the shorter way round and
  /// reconciling mirrors on different axes, as Core Animation and CSS do; fractions outside 0…1
  /// extrapolate.
  public func interpolated(to target: Self, fraction: CGFloat) -> Self {
    var from = self
    // A mirror in x at one end and in y at the other is the same as a half turn with the mirror moved
    // to the other axis; moving it makes the two ends comparable.
    if (from.scaleX < 0 && target.scaleY < 0) || (from.scaleY < 0 && target.scaleX < 0) {
      from.scaleX = -from.scaleX
      from.scaleY = -from.scaleY
      from.rotation += from.rotation < 0 ? .pi : -.pi
    }
    let turn = target.rotation - from.rotation
    if turn > .pi {
      from.rotation += 2 * .pi
    } else if turn < -.pi {
      from.rotation -= 2 * .pi
    }
    return Self(
      scaleX: from.scaleX.interpolated(to: target.scaleX, fraction: fraction),
      scaleY: from.scaleY.interpolated(to: target.scaleY, fraction: fraction),
      skew: from.skew.interpolated(to: target.skew, fraction: fraction),
      rotation: from.rotation.interpolated(to: target.rotation, fraction: fraction),
      translation: from.translation.interpolated(to: target.translation, fraction: fraction))
  }
}
