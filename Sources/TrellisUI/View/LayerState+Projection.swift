import Foundation
import TrellisGeometry

extension LayerState {
  /// The point of the bounds that sits at `center`.
  public var anchorInBounds: CGPoint {
    CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
  }

  /// The full 3D map from this view's bounds to its superview's bounds, before the superview's
  /// sublayer transform; `zPosition` is the z of the position, as in Core Animation.
  public func transform3DToParent(zPosition: CGFloat) -> Transform3D {
    let anchor = anchorInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(transform)
      .concatenating(Transform3D(translationX: center.x, y: center.y, z: zPosition))
  }

  /// The sublayer transform as a 3D map within the bounds (about the anchor point), nil when identity.
  public var sublayerTransform3DInBounds: Transform3D? {
    guard !sublayerTransform.isIdentity else { return nil }
    let anchor = anchorInBounds
    return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
      .concatenating(sublayerTransform)
      .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
  }

  /// The plane-to-plane map from this view's bounds to its superview's, composing this view's 3D
  /// transform with the superview's sublayer transform before flattening, as Core Animation does: a
  /// child rotated about y under a perspective `sublayerTransform` is foreshortened.
  public func mapToParent(zPosition: CGFloat, parentSublayer: Transform3D?) -> ProjectiveTransform {
    guard let parentSublayer else { return transformToParent }
    return transform3DToParent(zPosition: zPosition).concatenating(parentSublayer).projection
  }
}
