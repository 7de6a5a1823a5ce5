import Foundation

/// A value that animations can interpolate: linearly, and past the ends for springs that overshoot.
public protocol Interpolatable: Equatable {
  /// Returns the value `fraction` of the way from `self` to `target`.
  ///
  /// `fraction` may lie outside 0…1 (spring overshoot); implementations extrapolate.
  func interpolated(to target: Self, fraction: CGFloat) -> Self
}

extension CGFloat: Interpolatable {
  /// Linear interpolation.
  public func interpolated(to target: CGFloat, fraction: CGFloat) -> CGFloat {
    self + (target - self) * fraction
  }
}

extension CGPoint: Interpolatable {
  /// Component-wise linear interpolation.
  public func interpolated(to target: CGPoint, fraction: CGFloat) -> CGPoint {
    CGPoint(x: x.interpolated(to: target.x, fraction: fraction), y: y.interpolated(to: target.y, fraction: fraction))
  }
}

extension CGSize: Interpolatable {
  /// Component-wise linear interpolation.
  public func interpolated(to target: CGSize, fraction: CGFloat) -> CGSize {
    CGSize(
      width: width.interpolated(to: target.width, fraction: fraction),
      height: height.interpolated(to: target.height, fraction: fraction))
  }
}

extension CGRect: Interpolatable {
  /// Interpolates origin and size linearly.
  public func interpolated(to target: CGRect, fraction: CGFloat) -> CGRect {
    CGRect(
      origin: origin.interpolated(to: target.origin, fraction: fraction),
      size: size.interpolated(to: target.size, fraction: fraction))
  }
}

extension EdgeInsets: Interpolatable {
  /// Edge-wise linear interpolation.
  public func interpolated(to target: EdgeInsets, fraction: CGFloat) -> EdgeInsets {
    EdgeInsets(
      top: top.interpolated(to: target.top, fraction: fraction),
      left: left.interpolated(to: target.left, fraction: fraction),
      bottom: bottom.interpolated(to: target.bottom, fraction: fraction),
      right: right.interpolated(to: target.right, fraction: fraction))
  }
}

// PLACEHOLDER: entry-wise interpolation; to be replaced by decomposition (translation, rotation,
// scale, skew, perspective) so rotations interpolate through angles, as Core Animation does.
extension CGAffineTransform: Interpolatable {
  /// Interpolates the transform.
  public func interpolated(to t: CGAffineTransform, fraction f: CGFloat) -> CGAffineTransform {
    CGAffineTransform(
      a: a.interpolated(to: t.a, fraction: f), b: b.interpolated(to: t.b, fraction: f),
      c: c.interpolated(to: t.c, fraction: f), d: d.interpolated(to: t.d, fraction: f),
      tx: tx.interpolated(to: t.tx, fraction: f), ty: ty.interpolated(to: t.ty, fraction: f))
  }
}

extension Transform3D: Interpolatable {
  /// Interpolates the transform.
  public func interpolated(to t: Transform3D, fraction f: CGFloat) -> Transform3D {
    if isAffine && t.isAffine { return Transform3D(affineTransform.interpolated(to: t.affineTransform, fraction: f)) }
    return f < 0.5 ? self : t
  }
}
