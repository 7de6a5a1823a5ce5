import Foundation
import TrellisGeometry

/// The layer-level, animatable state of a view: geometry, transform and appearance.
///
/// Every view holds two: the model (what the app set) and the presentation (what is on screen this
/// frame). They are equal unless an animation is running; the renderer draws the presentation.
public struct LayerState: Hashable, Sendable {
  /// The view's centre in its superview's coordinates (the layer's position).
  public var center: CGPoint = .zero
  /// The view's own coordinate space: origin (scroll offset) and size.
  public var bounds: CGRect = .zero
  /// The 3D transform about the anchor point; `View.transform` is its affine part.
  public var transform: Transform3D = .identity
  /// The transform applied to subviews about the anchor point (perspective containers use m34 here).
  public var sublayerTransform: Transform3D = .identity
  /// The anchor point in unit coordinates of the bounds; the point that sits at `center`.
  public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The opacity, 0…1, multiplied into subviews.
  public var alpha: CGFloat = 1
  /// The background fill, if any.
  public var backgroundColor: Color?
  /// The radius of the rounded corners of the background, border and (with clipping) content.
  public var cornerRadius: CGFloat = 0
  /// The width of the border drawn inside the bounds.
  public var borderWidth: CGFloat = 0
  /// The colour of the border.
  public var borderColor: Color = .black
  /// The colour of the shadow drawn under the view; opaque black by default, nil draws none (`shadowColor`).
  public var shadowColor: Color? = .black
  /// The opacity of the shadow, 0…1; 0 by default, so no shadow is drawn (`shadowOpacity`).
  public var shadowOpacity: CGFloat = 0
  /// How far the shadow is moved from the view, in points; (0, -3) by default (`shadowOffset`).
  public var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur radius of the shadow, in points; 3 by default (`shadowRadius`).
  public var shadowRadius: CGFloat = 3
  /// The outline casting the shadow, in bounds coordinates; nil casts the view's own content (`shadowPath`).
  public var shadowPath: Path?

  /// Creates a default state.
  public init() {}

  /// The frame in superview coordinates implied by centre, bounds size, anchor point and transform.
  public var frame: CGRect {
    let size = bounds.size
    let local = CGRect(
      x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
    let mapped: CGRect
    if transform.isIdentity {
      mapped = local
    } else {
      mapped = transform.projection.apply(local) ?? local
    }
    return mapped.offsetBy(dx: center.x, dy: center.y)
  }

  /// The map from this view's bounds coordinates to its superview's bounds coordinates, before the
  /// superview's sublayer transform.
  public var transformToParent: ProjectiveTransform {
    let anchorInBounds = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    if transform.isIdentity {
      return ProjectiveTransform(translationX: center.x - anchorInBounds.x, y: center.y - anchorInBounds.y)
    }
    return ProjectiveTransform(translationX: -anchorInBounds.x, y: -anchorInBounds.y)
      .concatenating(transform.projection)
      .concatenating(ProjectiveTransform(translationX: center.x, y: center.y))
  }
}
