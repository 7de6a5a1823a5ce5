import Foundation

extension Transform3D {
  /// A perspective projection for a camera `distance` points in front of the z = 0 plane
  /// (`m34 = -1 / distance`), the usual starting point of a Core Animation 3D effect.
  ///
  /// Concatenate it after the other transforms (`rotation.concatenating(.perspective(distance: 500))`,
  /// or equivalently start from it and call `rotated(by:x:y:z:)`), so the projection happens last.
  /// `distance` must be positive; `.infinity` gives the identity (no foreshortening).
  public static func perspective(distance: CGFloat) -> Transform3D {
    precondition(distance > 0, "perspective distance must be positive")
    var transform = Transform3D.identity
    if distance.isFinite { transform.m34 = -1 / distance }
    return transform
  }

  /// The homogeneous w of the mapped point `[x y z 1] · M`; a point with w ≤ 0 lies behind the camera.
  public func w(at point: Vector3) -> CGFloat {
    point.x * m14 + point.y * m24 + point.z * m34 + m44
  }

  /// Maps a point through the full matrix with the perspective divide, or returns nil when it lies
  /// behind the camera (w ≤ 0).
  public func apply(to point: Vector3) -> Vector3? {
    let w = self.w(at: point)
    guard w > 0 else { return nil }
    return Vector3(
      x: (point.x * m11 + point.y * m21 + point.z * m31 + m41) / w,
      y: (point.x * m12 + point.y * m22 + point.z * m32 + m42) / w,
      z: (point.x * m13 + point.y * m23 + point.z * m33 + m43) / w)
  }

  /// Maps a point of the z = 0 plane to the screen with the perspective divide, dropping the output
  /// z, or returns nil when it lies behind the camera (w ≤ 0); agrees with `projection.apply(_:)`.
  public func apply(to point: CGPoint) -> CGPoint? {
    apply(to: Vector3(point))?.point
  }
}
