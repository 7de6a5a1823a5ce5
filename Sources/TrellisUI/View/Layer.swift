import Foundation
import TrellisGeometry

/// The `view.layer` facade: Core Animation layer properties stored on the owning view.
///
/// Trellis has no separate layer tree; this object exists so that UIKit code such as
/// `cell.layer.cornerRadius = 8` ports unchanged.
@MainActor public final class Layer {
  /// The view whose state this facade reads and writes.
  public unowned let view: View

  init(view: View) { self.view = view }

  /// The corner radius.
  public var cornerRadius: CGFloat {
    get { view.cornerRadius }
    set { view.cornerRadius = newValue }
  }
  /// The border width.
  public var borderWidth: CGFloat {
    get { view.borderWidth }
    set { view.borderWidth = newValue }
  }
  /// The border colour.
  public var borderColor: Color {
    get { view.borderColor }
    set { view.borderColor = newValue }
  }
  /// The 3D transform.
  public var transform: Transform3D {
    get { view.transform3D }
    set { view.transform3D = newValue }
  }
  /// The transform applied to sublayers.
  public var sublayerTransform: Transform3D {
    get { view.sublayerTransform }
    set { view.sublayerTransform = newValue }
  }
  /// The anchor point in unit coordinates.
  public var anchorPoint: CGPoint {
    get { view.anchorPoint }
    set { view.anchorPoint = newValue }
  }
  /// The position (the view's centre).
  public var position: CGPoint {
    get { view.center }
    set { view.center = newValue }
  }
  /// The bounds.
  public var bounds: CGRect {
    get { view.bounds }
    set { view.bounds = newValue }
  }
  /// The frame.
  public var frame: CGRect {
    get { view.frame }
    set { view.frame = newValue }
  }
  /// The opacity.
  public var opacity: Float {
    get { Float(view.alpha) }
    set { view.alpha = CGFloat(newValue) }
  }
  /// The drawing order among siblings.
  public var zPosition: CGFloat {
    get { view.zPosition }
    set { view.zPosition = newValue }
  }
  /// Whether sublayers are clipped.
  public var masksToBounds: Bool {
    get { view.clipsToBounds }
    set { view.clipsToBounds = newValue }
  }
  /// Whether the layer is hidden.
  public var isHidden: Bool {
    get { view.isHidden }
    set { view.isHidden = newValue }
  }
  /// The background colour.
  public var backgroundColor: Color? {
    get { view.backgroundColor }
    set { view.backgroundColor = newValue }
  }
  /// The colour of the shadow; opaque black by default, nil for none (`shadowColor`).
  public var shadowColor: Color? {
    get { view.shadowColor }
    set { view.shadowColor = newValue }
  }
  /// The opacity of the shadow, 0…1; 0 by default, so none shows (`shadowOpacity`).
  public var shadowOpacity: Float {
    get { view.shadowOpacity }
    set { view.shadowOpacity = newValue }
  }
  /// How far the shadow is moved, in points; (0, -3) by default (`shadowOffset`).
  public var shadowOffset: CGSize {
    get { view.shadowOffset }
    set { view.shadowOffset = newValue }
  }
  /// The blur radius of the shadow, in points; 3 by default (`shadowRadius`).
  public var shadowRadius: CGFloat {
    get { view.shadowRadius }
    set { view.shadowRadius = newValue }
  }
  /// The outline casting the shadow, in the layer's coordinates; nil casts its content (`shadowPath`).
  public var shadowPath: Path? {
    get { view.shadowPath }
    set { view.shadowPath = newValue }
  }
  /// The in-flight state (`presentation()`).
  public func presentation() -> LayerState { view.presentation }
}
