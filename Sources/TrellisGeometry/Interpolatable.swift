import Foundation

/// A value that animations can interpolate: linearly, and past the ends for springs that overshoot.
public protocol Interpolatable: Equatable {
  /// Returns the value `fraction` of the way from `self` to `target`.
  ///
  /// `fraction` may lie outside 0…1 (spring overshoot); implementations extrapolate.
  func interpolated(to target: Self, fraction: CGFloat) -> Self

  /// Returns `self` moved by the change from `oldTarget` to `newTarget` — `self + (newTarget −
  /// oldTarget)` for vector-like values — or nil when the type has no additive structure for that
  /// change.
  ///
  /// This is what keeps an animation running when the value it animates to changes without
  /// animation, as UIKit's additive animations do: an animation from `a` to `oldTarget` continues
  /// as one from `a.shifted(from: oldTarget, to: newTarget)!` to `newTarget` with the same timing,
  /// so everything it shows moves by the same change and it ends at `newTarget`. An implementation
  /// must make that exact up to rounding: for every fraction f,
  /// `shifted.interpolated(to: newTarget, fraction: f)` is `interpolated(to: oldTarget, fraction: f)`
  /// moved by the change. Types interpolated through a decomposition (transforms) shift the
  /// decomposed parts and return nil when that can't be exact; an animation whose value can't shift
  /// is cancelled instead.
  ///
  /// The default implementation returns nil.
  func shifted(from oldTarget: Self, to newTarget: Self) -> Self?
}

extension Interpolatable {
  /// Returns nil: a type without its own implementation has no known additive structure.
  public func shifted(from oldTarget: Self, to newTarget: Self) -> Self? { nil }
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

extension Vector3: Interpolatable {
  /// Component-wise linear interpolation.
  public func interpolated(to target: Vector3, fraction: CGFloat) -> Vector3 {
    Vector3(
      x: x.interpolated(to: target.x, fraction: fraction),
      y: y.interpolated(to: target.y, fraction: fraction),
      z: z.interpolated(to: target.z, fraction: fraction))
  }
}

extension CGAffineTransform: Interpolatable {
  /// Interpolates the decomposed parts (scale, skew, rotation through the shorter angle,
  /// translation) and recomposes, as Core Animation does, so a rotation stays a rotation midway.
  ///
  /// Fraction 0 and 1 return the ends exactly; when either end cannot be decomposed the value
  /// switches from `self` to `target` at fraction 0.5.
  public func interpolated(to target: CGAffineTransform, fraction: CGFloat) -> CGAffineTransform {
    if fraction == 0 { return self }
    if fraction == 1 { return target }
    guard let from = decomposed(), let to = target.decomposed() else {
      return fraction < 0.5 ? self : target
    }
    return CGAffineTransform(from.interpolated(to: to, fraction: fraction))
  }
}

extension Transform3D: Interpolatable {
  /// Interpolates as Core Animation does: two affine ends through the 2D decomposition, otherwise
  /// through the 3D one (scale, skew, slerped rotation, translation, perspective), then recomposes.
  ///
  /// Fraction 0 and 1 return the ends exactly; when either end cannot be decomposed the value
  /// switches from `self` to `target` at fraction 0.5.
  public func interpolated(to target: Transform3D, fraction: CGFloat) -> Transform3D {
    if fraction == 0 { return self }
    if fraction == 1 { return target }
    if isAffine && target.isAffine {
      return Transform3D(affineTransform.interpolated(to: target.affineTransform, fraction: fraction))
    }
    guard let from = decomposed(), let to = target.decomposed() else {
      return fraction < 0.5 ? self : target
    }
    return Transform3D(from.interpolated(to: to, fraction: fraction))
  }
}
