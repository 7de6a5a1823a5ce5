import Foundation
import TrellisGeometry

/// How a view lays out its content when its bounds change size (`UIView.ContentMode`).
public enum ContentMode: Int, Sendable {
  /// Stretch to fill, ignoring aspect ratio.
  case scaleToFill
  /// Scale to fit inside, keeping aspect ratio (letterboxed).
  case scaleAspectFit
  /// Scale to cover, keeping aspect ratio (cropped unless clipped... by clipsToBounds).
  case scaleAspectFill
  /// Redraw on every bounds change.
  case redraw
  /// Centred, unscaled.
  case center
  /// Pinned to an edge or corner, unscaled.
  case top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight
}

/// A rectangle on screen that draws, lays out subviews and handles touches (`UIView`).
///
/// Geometry follows UIKit: `center`, `bounds` and `transform` are the stored truth and `frame` is derived.
/// Every animatable property has a model value (what you set) and a presentation value (what is drawn
/// this frame); setting one inside `View.animate` animates from the presentation to the new model value.
/// Drawing is cached: `draw(_:)` runs once and its recording is reused until `setNeedsDisplay()`.
@MainActor open class View: Responder {
  var model = LayerState()
  var presentationState = LayerState()

  /// The superview, if any.
  public internal(set) weak var superview: View?
  /// The subviews, back to front.
  public internal(set) var subviews: [View] = []
  /// The window the view is in, if any.
  public internal(set) weak var window: Window?
  weak var owningViewController: ViewController?

  /// Whether the view and its subviews are not drawn and not hit.
  open var isHidden = false {
    didSet {
      guard isHidden != oldValue else { return }
      setNeedsRender()
      superview?.subviewVisibilityDidChange(self)
    }
  }
  /// Whether subviews are clipped to the bounds (and the corner radius).
  open var clipsToBounds = false { didSet { if clipsToBounds != oldValue { setNeedsRender() } } }
  /// Whether the view receives touches; false makes hit testing skip it and its subviews.
  open var isUserInteractionEnabled = true
  /// Whether the view receives more than one touch at once.
  open var isMultipleTouchEnabled = false
  /// An integer to find the view by (`viewWithTag(_:)`).
  open var tag = 0
  /// How content is placed when the bounds change size.
  open var contentMode: ContentMode = .scaleToFill { didSet { setNeedsDisplay() } }
  /// The drawing order among siblings: higher is in front; ties keep subview order (`layer.zPosition`).
  open var zPosition: CGFloat = 0 {
    didSet {
      guard zPosition != oldValue else { return }
      superview?.drawingOrderDidChange()
      setNeedsRender()
    }
  }
  /// The tint colour used by controls; nil inherits the superview's.
  open var tintColor: Color! {
    get { storedTintColor ?? superview?.tintColor ?? .tintColor }
    set { storedTintColor = newValue; tintColorDidChange() }
  }
  var storedTintColor: Color?

  /// Which margins and dimensions follow the superview's size (`autoresizingMask`).
  open var autoresizingMask: AutoresizingMask = []
  var needsLayout = true
  var subtreeNeedsLayout = true
  var cachedDisplayList: DisplayList?
  /// The storage of the last display list, emptied, for the next recording to reuse (`displayList`).
  var recycledDrawCommands: [DrawCommand] = []
  /// Set by the base class's `draw(_:)`: the last recording ran it (see `drawsContent`).
  var baseDrawRan = false
  /// Whether a recording found that this view draws nothing through the base class's `draw(_:)`.
  var drawsNothing = false
  /// The subviews back to front (`subviewsInDrawingOrder`), rebuilt in place when `drawingOrderIsStale`.
  var drawingOrder: [View] = []
  var drawingOrderIsStale = true
  var layerFacade: Layer?
  var gestureRecognizerStorage: [GestureRecognizer] = []
  /// Whether `directionalLayoutMargins` was set (a controller's root view starts from zero margins, not 8).
  var layoutMarginsWereSet = false
  /// Auto Layout's state (constraints, guides, priorities, the engine of a root), made on first use.
  var autoLayout: ViewAutoLayoutState?

  /// A counter bumped whenever the view's own raster (background, border, drawing) must be redrawn.
  package internal(set) var contentVersion: UInt64 = 1

  /// Renderer-private storage for the view's cached raster; owned by the renderer that set it.
  package var rendererCache: AnyObject?
  /// Whether the view changed how it looks since its window's damage was last collected
  /// (`Window.collectDamage()`); set by `setNeedsRender()`.
  var needsDamage = true
  /// What the view and its subtree covered in its window's coordinates (points) when the damage was last
  /// collected; `CGRect.null` when nothing was drawn.
  var paintedExtent = CGRect.null
  /// Whether the bounds changed since the damage was last collected; kept apart from `needsDamage`
  /// so that a scroll (only the bounds origin changed) can be drawn by moving pixels (`ScrollCopy`).
  var boundsNeedDamage = false
  /// The presentation bounds origin when the damage was last collected.
  var paintedBoundsOrigin = CGPoint.zero

  /// Creates a view with a frame (`init(frame:)`).
  public init(frame: CGRect) {
    super.init()
    self.frame = frame
    presentationState = model
  }

  /// Creates a view with a zero frame.
  public convenience override init() { self.init(frame: .zero) }

  /// Creates a view with a zero frame, as `init(frame: .zero)` does (`init?(coder:)`).
  ///
  /// Trellis has no nibs or storyboards and reads no archives: the coder is ignored and the result is
  /// never nil. `required`, as in UIKit, so that ported subclasses' `required init?(coder:)` and
  /// `super.init(coder:)` compile unchanged; a subclass that declares its own designated initialiser
  /// must therefore implement it too (UIKit code already does).
  public required init?(coder: NSCoder) {
    super.init()
    self.frame = .zero
    presentationState = model
  }

  // MARK: Geometry

  /// The frame in the superview's coordinates, derived from centre, bounds and transform.
  ///
  /// Setting it with a non-identity transform sets centre and bounds size as UIKit does (the
  /// result is undefined in UIKit's documentation; Trellis keeps the transform and centres the
  /// untransformed size on the frame's centre).
  open var frame: CGRect {
    get { model.frame }
    set {
      let r = newValue.standardized
      let size = r.size
      bounds = CGRect(origin: model.bounds.origin, size: size)
      setCenter(CGPoint(x: r.minX + model.anchorPoint.x * size.width, y: r.minY + model.anchorPoint.y * size.height))
    }
  }

  /// The view's own coordinate space: origin (scroll offset) and size.
  open var bounds: CGRect {
    get { model.bounds }
    set { setBounds(newValue) }
  }

  /// The centre in the superview's coordinates.
  open var center: CGPoint {
    get { model.center }
    set { setCenter(newValue) }
  }

  /// The affine transform about the centre (`CGAffineTransform`), the affine part of `transform3D`.
  open var transform: CGAffineTransform {
    get { model.transform.affineTransform }
    set { setLayerValue(\.transform, Transform3D(newValue)) }
  }

  /// The 3D transform about the anchor point (`transform3D`, `layer.transform`).
  open var transform3D: Transform3D {
    get { model.transform }
    set { setLayerValue(\.transform, newValue) }
  }

  /// The transform applied to subviews (`layer.sublayerTransform`): set `m34` for a perspective container.
  open var sublayerTransform: Transform3D {
    get { model.sublayerTransform }
    set { setLayerValue(\.sublayerTransform, newValue) }
  }

  /// The anchor point in unit coordinates (`layer.anchorPoint`): the point placed at `center`.
  open var anchorPoint: CGPoint {
    get { model.anchorPoint }
    set { setLayerValue(\.anchorPoint, newValue) }
  }

  /// The opacity, 0…1 (`alpha`).
  open var alpha: CGFloat {
    get { model.alpha }
    set { setLayerValue(\.alpha, min(max(newValue, 0), 1)) }
  }

  /// The background colour, nil for none (`backgroundColor`).
  open var backgroundColor: Color? {
    get { model.backgroundColor }
    set { setLayerValue(\.backgroundColor, newValue) }
  }

  /// The corner radius of background, border and clip (`layer.cornerRadius`).
  open var cornerRadius: CGFloat {
    get { model.cornerRadius }
    set { setLayerValue(\.cornerRadius, max(0, newValue)) }
  }

  /// The border width (`layer.borderWidth`).
  open var borderWidth: CGFloat {
    get { model.borderWidth }
    set { setLayerValue(\.borderWidth, max(0, newValue)) }
  }

  /// The border colour (`layer.borderColor`).
  open var borderColor: Color {
    get { model.borderColor }
    set { setLayerValue(\.borderColor, newValue) }
  }

  /// The colour of the shadow (`layer.shadowColor`): opaque black by default; nil or clear draws none.
  open var shadowColor: Color? {
    get { model.shadowColor }
    set { setLayerValue(\.shadowColor, newValue) }
  }

  /// The opacity of the shadow, 0…1 (`layer.shadowOpacity`): 0 by default, so no shadow shows; values
  /// outside are clamped, NaN is ignored.
  open var shadowOpacity: Float {
    get { Float(model.shadowOpacity) }
    set {
      guard !newValue.isNaN else { return }
      setLayerValue(\.shadowOpacity, CGFloat(min(max(newValue, 0), 1)))
    }
  }

  /// How far the shadow is moved from the view, in points (`layer.shadowOffset`): (0, -3) by default;
  /// a non-finite offset is ignored.
  open var shadowOffset: CGSize {
    get { model.shadowOffset }
    set {
      guard newValue.width.isFinite, newValue.height.isFinite else { return }
      setLayerValue(\.shadowOffset, newValue)
    }
  }

  /// The blur radius of the shadow, in points (`layer.shadowRadius`): 3 by default; negative values
  /// are 0, a non-finite radius is ignored.
  open var shadowRadius: CGFloat {
    get { model.shadowRadius }
    set {
      guard newValue.isFinite else { return }
      setLayerValue(\.shadowRadius, max(0, newValue))
    }
  }

  /// The outline casting the shadow, in bounds coordinates (`layer.shadowPath`): nil casts the view's
  /// own content (background, drawing, border); a path is much cheaper to draw. Not animated.
  open var shadowPath: Path? {
    get { model.shadowPath }
    set {
      guard model.shadowPath != newValue else { return }
      model.shadowPath = newValue
      presentationState.shadowPath = newValue
      layerValueDidChange(\LayerState.shadowPath)
    }
  }

  /// The state on screen this frame: the model, or the in-flight values of running animations
  /// (`layer.presentation()`).
  public var presentation: LayerState { presentationState }

  /// The model state: what the app has set.
  public var layerModel: LayerState { model }

  /// The layer facade, for UIKit code that writes `view.layer.cornerRadius` and friends.
  public var layer: Layer {
    if let layerFacade { return layerFacade }
    let facade = Layer(view: self)
    layerFacade = facade
    return facade
  }

  func setBounds(_ newValue: CGRect) {
    let oldSize = model.bounds.size
    setLayerValue(\.bounds, newValue)
    if let autoLayout, autoLayout.subtreeUsesAutoLayout { autoLayoutFrameDidChange() }
    if newValue.size != oldSize {
      autoresizeSubviews(from: oldSize)
      setNeedsLayout()
      if contentMode == .redraw { setNeedsDisplay() }
    }
  }

  func setCenter(_ newValue: CGPoint) {
    setLayerValue(\.center, newValue)
    if let autoLayout, autoLayout.subtreeUsesAutoLayout { autoLayoutFrameDidChange() }
  }

  // MARK: Overridable hooks (extensions can't hold overridable members without the Objective-C runtime)

  /// Whether a point in this view's coordinates is inside it; the default tests the bounds.
  open func point(inside point: CGPoint, with event: Event?) -> Bool { bounds.contains(point) }

  /// The deepest visible, interactive descendant containing the point (in this view's coordinates).
  ///
  /// Follows UIKit: hidden views, views with user interaction disabled and views with alpha below
  /// 0.01 are skipped with their subtrees; subviews are tried front to back (by `zPosition`, then
  /// order), each with the point mapped through its transform.
  /// - Complexity: O(size of the subtree under the point).
  open func hitTest(_ point: CGPoint, with event: Event?) -> View? { defaultHitTest(point, with: event) }

  /// Positions subviews; the default does nothing. Don't call it directly: use `setNeedsLayout`.
  open func layoutSubviews() {}

  /// The size that best fits a proposed size; the default returns the current size.
  open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

  /// The natural size of the content, `(-1, -1)` components meaning none (`intrinsicContentSize`).
  open var intrinsicContentSize: CGSize { CGSize(width: -1, height: -1) }

  /// The smallest size `systemLayoutSizeFitting(_:)` can give (`layoutFittingCompressedSize`).
  public static let layoutFittingCompressedSize = CGSize.zero
  /// The largest size `systemLayoutSizeFitting(_:)` can give (`layoutFittingExpandedSize`).
  public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

  /// The size nearest `targetSize` that the view's content allows (`systemLayoutSizeFitting(_:)`).
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    systemLayoutSizeFitting(
      targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
  }

  /// The size nearest `targetSize` that the view's content allows, an axis at `.required` priority kept
  /// at the target's length (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`).
  ///
  /// A view with constraints among its subviews answers from the Auto Layout engine: the target's length
  /// is a required constraint on a required axis and a preference at the fitting priority on the other.
  /// A view that lays out by hand answers from `sizeThatFits(_:)`, offered the target's length on each
  /// required axis and an unbounded one on the other.
  /// - Complexity: the solver's incremental work for a view with constraints (no rebuild once warm).
  open func systemLayoutSizeFitting(
    _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: LayoutPriority,
    verticalFittingPriority: LayoutPriority
  ) -> CGSize {
    if let size = constraintBasedSizeFitting(targetSize, horizontalFittingPriority, verticalFittingPriority) {
      return size
    }
    let widthFixed = horizontalFittingPriority >= .required
    let heightFixed = verticalFittingPriority >= .required
    let offered = CGSize(
      width: widthFixed ? targetSize.width : .greatestFiniteMagnitude,
      height: heightFixed ? targetSize.height : .greatestFiniteMagnitude)
    let fitted = sizeThatFits(offered)
    return CGSize(
      width: widthFixed ? targetSize.width : fitted.width, height: heightFixed ? targetSize.height : fitted.height)
  }

  /// Updates the view's constraints before a solve; overrides must call super (`updateConstraints()`).
  open func updateConstraints() { autoLayout?.updateConstraintsCalledSuper = true }

  /// Whether the view's class relies on constraints, false by default (`requiresConstraintBasedLayout`).
  open class var requiresConstraintBasedLayout: Bool { false }

  /// Draws the view's own content into `GraphicsContext.current`; the default draws nothing.
  ///
  /// Background colour, border and corner radius are drawn by the renderer around this content.
  /// The drawing is recorded once and reused until `setNeedsDisplay()`.
  open func draw(_ rect: CGRect) { baseDrawRan = true }

  /// Whether this view draws content; false lets the renderer skip recording `draw(_:)`.
  ///
  /// The default finds out by itself, so a subclass that overrides `draw(_:)` draws as in UIKit: it is
  /// true until a recording ran only the base class's empty `draw(_:)` and drew nothing, then false
  /// until the next `setNeedsDisplay()`. One recording per plain view, no more; subclasses that always
  /// draw (`Label`, `ImageView`) return true.
  open var drawsContent: Bool { !drawsNothing }

  /// Called before the superview changes.
  open func willMove(toSuperview newSuperview: View?) {}
  /// Called after the superview changed.
  open func didMoveToSuperview() {}
  /// Called before the window changes.
  open func willMove(toWindow newWindow: Window?) {}
  /// Called after the window changed.
  open func didMoveToWindow() {}
  /// Called after a subview was added.
  open func didAddSubview(_ subview: View) {}
  /// Called before a subview is removed.
  open func willRemoveSubview(_ subview: View) {}
  /// Called after a subview's `isHidden` changed; a stack view collapses or restores the subview's place.
  func subviewVisibilityDidChange(_ subview: View) {}
  /// Whether a gesture recognizer attached to this view may begin (true); subclasses may refuse some.
  open func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
  /// Called when the inherited tint colour changes.
  open func tintColorDidChange() {
    setNeedsDisplay()
    for sub in subviews where sub.storedTintColor == nil { sub.tintColorDidChange() }
  }

  // MARK: Environment (View+Environment.swift holds the rules)

  /// The traits of the window the view is in, else of the main screen (`traitCollection`).
  open var traitCollection: TraitCollection { environmentTraitCollection }
  /// Called after the view's traits changed: the window resized across a size class, the scale, idiom
  /// or layout direction changed (`traitCollectionDidChange(_:)`).
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
  /// The parts of the bounds that the window's edges, or a controller's `additionalSafeAreaInsets`,
  /// leave unsafe (`safeAreaInsets`); zero for a view without such an ancestor.
  open var safeAreaInsets: EdgeInsets { environmentSafeAreaInsets }
  /// The margins for content, left and right (`layoutMargins`); see `directionalLayoutMargins`.
  open var layoutMargins: EdgeInsets {
    get { effectiveLayoutMargins }
    set { directionalLayoutMargins = DirectionalEdgeInsets(newValue, in: effectiveUserInterfaceLayoutDirection) }
  }
  /// The margins for content, leading and trailing, 8 points by default (`directionalLayoutMargins`).
  open var directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8) {
    didSet {
      layoutMarginsWereSet = true
      guard directionalLayoutMargins != oldValue else { return }
      setNeedsLayout()
      layoutMarginsDidChange()
    }
  }
  /// Whether `layoutMargins` include the safe-area insets (`insetsLayoutMarginsFromSafeArea`), true by default.
  open var insetsLayoutMarginsFromSafeArea = true
  /// Called after the layout margins were set to another value (`layoutMarginsDidChange()`).
  open func layoutMarginsDidChange() {}

  /// The next responder: the owning view controller, else the superview.
  open override var next: Responder? { owningViewController ?? superview }

  // MARK: Description

  /// A one-line description: class, frame, and notable state.
  open var description: String {
    var text = "<\(type(of: self)) frame=\(Self.format(frame))"
    if model.bounds.origin != .zero {
      text += " bounds.origin=(\(Self.format(model.bounds.origin.x)), \(Self.format(model.bounds.origin.y)))"
    }
    if !model.transform.isIdentity { text += " transformed" }
    if model.alpha != 1 { text += " alpha=\(Self.format(model.alpha))" }
    if isHidden { text += " hidden" }
    if tag != 0 { text += " tag=\(tag)" }
    return text + ">"
  }

  static func format(_ value: CGFloat) -> String {
    let rounded = (value * 100).rounded() / 100
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(describing: Double(rounded))
  }

  static func format(_ r: CGRect) -> String {
    "(\(format(r.minX)), \(format(r.minY)), \(format(r.width)), \(format(r.height)))"
  }
}
