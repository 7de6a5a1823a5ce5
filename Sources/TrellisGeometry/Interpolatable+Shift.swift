import Foundation

// The additive structure of the interpolatable geometry types (`Interpolatable.shifted(from:to:)`):
// exact for the types that interpolate linearly, exact-or-nil for the decomposed transforms.

extension CGFloat {
  /// Returns `self + (newTarget − oldTarget)`.
  public func shifted(from oldTarget: CGFloat, to newTarget: CGFloat) -> CGFloat? {
    moved(from: oldTarget, to: newTarget)
  }

  /// `self + (newTarget − oldTarget)`, not optional.
  @inline(__always) fileprivate func moved(from oldTarget: CGFloat, to newTarget: CGFloat) -> CGFloat {
    self + (newTarget - oldTarget)
  }

  /// Whether two numbers agree to about nine significant digits (or nine decimals near zero).
  @inline(__always) fileprivate func nearlyEquals(_ other: CGFloat) -> Bool {
    Swift.abs(self - other) <= 1e-9 * Swift.max(1, Swift.abs(self), Swift.abs(other))
  }
}

extension CGPoint {
  /// Returns `self + (newTarget − oldTarget)`, component-wise.
  public func shifted(from oldTarget: CGPoint, to newTarget: CGPoint) -> CGPoint? {
    moved(from: oldTarget, to: newTarget)
  }

  fileprivate func moved(from oldTarget: CGPoint, to newTarget: CGPoint) -> CGPoint {
    CGPoint(x: x.moved(from: oldTarget.x, to: newTarget.x), y: y.moved(from: oldTarget.y, to: newTarget.y))
  }
}

extension CGSize {
  /// Returns `self + (newTarget − oldTarget)`, component-wise.
  public func shifted(from oldTarget: CGSize, to newTarget: CGSize) -> CGSize? {
    moved(from: oldTarget, to: newTarget)
  }

  fileprivate func moved(from oldTarget: CGSize, to newTarget: CGSize) -> CGSize {
    CGSize(
      width: width.moved(from: oldTarget.width, to: newTarget.width),
      height: height.moved(from: oldTarget.height, to: newTarget.height))
  }
}

extension CGRect {
  /// Shifts origin and size by their changes, component-wise (the rects are not standardized).
  public func shifted(from oldTarget: CGRect, to newTarget: CGRect) -> CGRect? {
    CGRect(
      origin: origin.moved(from: oldTarget.origin, to: newTarget.origin),
      size: size.moved(from: oldTarget.size, to: newTarget.size))
  }
}

extension EdgeInsets {
  /// Shifts each edge by its change.
  public func shifted(from oldTarget: EdgeInsets, to newTarget: EdgeInsets) -> EdgeInsets? {
    EdgeInsets(
      top: top.moved(from: oldTarget.top, to: newTarget.top),
      left: left.moved(from: oldTarget.left, to: newTarget.left),
      bottom: bottom.moved(from: oldTarget.bottom, to: newTarget.bottom),
      right: right.moved(from: oldTarget.right, to: newTarget.right))
  }
}

extension Vector3 {
  /// Returns `self + (newTarget − oldTarget)`, component-wise.
  public func shifted(from oldTarget: Vector3, to newTarget: Vector3) -> Vector3? {
    moved(from: oldTarget, to: newTarget)
  }

  fileprivate func moved(from oldTarget: Vector3, to newTarget: Vector3) -> Vector3 {
    Vector3(
      x: x.moved(from: oldTarget.x, to: newTarget.x), y: y.moved(from: oldTarget.y, to: newTarget.y),
      z: z.moved(from: oldTarget.z, to: newTarget.z))
  }

  fileprivate func nearlyEquals(_ other: Vector3) -> Bool {
    x.nearlyEquals(other.x) && y.nearlyEquals(other.y) && z.nearlyEquals(other.z)
  }
}

extension CGAffineTransform.Decomposition {
  /// Shifts scales, skew and translation by their changes from `oldTarget` to `newTarget`, keeping
  /// the rotation, or returns nil when the shift wouldn't be exact: when the rotation changes (it
  /// turns the shorter way round, which isn't additive) or when either animation would reconcile
  /// mirrors on different axes.
  public func shifted(from oldTarget: Self, to newTarget: Self) -> Self? {
    guard (newTarget.rotation - oldTarget.rotation).remainder(dividingBy: 2 * .pi).nearlyEquals(0) else { return nil }
    let result = Self(
      scaleX: scaleX.moved(from: oldTarget.scaleX, to: newTarget.scaleX),
      scaleY: scaleY.moved(from: oldTarget.scaleY, to: newTarget.scaleY),
      skew: skew.moved(from: oldTarget.skew, to: newTarget.skew), rotation: rotation,
      translation: translation.moved(from: oldTarget.translation, to: newTarget.translation))
    guard !reconcilesMirrors(with: oldTarget), !result.reconcilesMirrors(with: newTarget) else { return nil }
    return result
  }

  /// Whether interpolating from `self` to `target` moves a mirror to the other axis first.
  fileprivate func reconcilesMirrors(with target: Self) -> Bool {
    (scaleX < 0 && target.scaleY < 0) || (scaleY < 0 && target.scaleX < 0)
  }

  /// Whether the decompositions agree to about nine digits, rotations compared modulo a full turn.
  fileprivate func nearlyEquals(_ other: Self) -> Bool {
    scaleX.nearlyEquals(other.scaleX) && scaleY.nearlyEquals(other.scaleY) && skew.nearlyEquals(other.skew)
      && (rotation - other.rotation).remainder(dividingBy: 2 * .pi).nearlyEquals(0)
      && translation.x.nearlyEquals(other.translation.x) && translation.y.nearlyEquals(other.translation.y)
  }
}

extension CGAffineTransform {
  /// Shifts the transform in decomposed space (see `Decomposition.shifted(from:to:)`).
  ///
  /// When only the translation changes the shift is exact for any transform: `tx` and `ty` move by
  /// the change. Otherwise the three transforms must decompose, the rotation must stay the same, and
  /// the shifted parts must survive recomposing and decomposing again (which is what interpolation
  /// does); else the result is nil.
  public func shifted(from oldTarget: CGAffineTransform, to newTarget: CGAffineTransform) -> CGAffineTransform? {
    if oldTarget.a == newTarget.a && oldTarget.b == newTarget.b && oldTarget.c == newTarget.c
      && oldTarget.d == newTarget.d
    {
      return CGAffineTransform(
        a: a, b: b, c: c, d: d, tx: tx.moved(from: oldTarget.tx, to: newTarget.tx),
        ty: ty.moved(from: oldTarget.ty, to: newTarget.ty))
    }
    guard let parts = decomposed(), let old = oldTarget.decomposed(), let new = newTarget.decomposed(),
      let shifted = parts.shifted(from: old, to: new)
    else { return nil }
    let result = CGAffineTransform(shifted)
    guard let again = result.decomposed(), again.nearlyEquals(shifted) else { return nil }
    return result
  }
}

extension Quaternion {
  /// Whether the quaternions describe the same rotation to about nine digits (`q` and `−q` do).
  fileprivate func isSameRotation(as other: Quaternion) -> Bool {
    let same = x.nearlyEquals(other.x) && y.nearlyEquals(other.y) && z.nearlyEquals(other.z) && w.nearlyEquals(other.w)
    return same
      || (x.nearlyEquals(-other.x) && y.nearlyEquals(-other.y) && z.nearlyEquals(-other.z) && w.nearlyEquals(-other.w))
  }
}

extension Transform3D.Decomposition {
  /// Shifts every linearly interpolated part (scale, skew, translation, perspective) by its change
  /// from `oldTarget` to `newTarget`, keeping the rotation, or returns nil when the rotation changes
  /// (it is slerped, which isn't additive).
  public func shifted(from oldTarget: Self, to newTarget: Self) -> Self? {
    guard oldTarget.rotation.isSameRotation(as: newTarget.rotation) else { return nil }
    return Self(
      scale: scale.moved(from: oldTarget.scale, to: newTarget.scale),
      skew: skew.moved(from: oldTarget.skew, to: newTarget.skew), rotation: rotation,
      translation: translation.moved(from: oldTarget.translation, to: newTarget.translation),
      perspective: perspective.moved(from: oldTarget.perspective, to: newTarget.perspective),
      perspectiveW: perspectiveW.moved(from: oldTarget.perspectiveW, to: newTarget.perspectiveW))
  }

  /// Whether the decompositions agree to about nine digits.
  fileprivate func nearlyEquals(_ other: Self) -> Bool {
    scale.nearlyEquals(other.scale) && skew.nearlyEquals(other.skew) && rotation.isSameRotation(as: other.rotation)
      && translation.nearlyEquals(other.translation) && perspective.nearlyEquals(other.perspective)
      && perspectiveW.nearlyEquals(other.perspectiveW)
  }
}

extension Transform3D {
  /// Shifts the transform in decomposed space, along the path `interpolated(to:fraction:)` takes.
  ///
  /// Three affine transforms shift as `CGAffineTransform`s. Otherwise the three must decompose, the
  /// rotation must stay the same, the shifted parts must survive recomposing and decomposing again
  /// (a change of translation under perspective generally doesn't, as decomposing divides by `m44`)
  /// and the result must still interpolate to `newTarget` through the 3D decomposition; else nil.
  public func shifted(from oldTarget: Transform3D, to newTarget: Transform3D) -> Transform3D? {
    if isAffine && oldTarget.isAffine && newTarget.isAffine {
      guard let affine = affineTransform.shifted(from: oldTarget.affineTransform, to: newTarget.affineTransform)
      else { return nil }
      return Transform3D(affine)
    }
    guard let parts = decomposed(), let old = oldTarget.decomposed(), let new = newTarget.decomposed(),
      let shifted = parts.shifted(from: old, to: new)
    else { return nil }
    let result = Transform3D(shifted)
    guard !(result.isAffine && newTarget.isAffine), let again = result.decomposed(), again.nearlyEquals(shifted)
    else { return nil }
    return result
  }
}
