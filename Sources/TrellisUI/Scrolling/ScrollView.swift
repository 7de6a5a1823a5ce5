import Foundation
import TrellisGeometry

/// A view whose bounds origin moves over a larger content area (`UIScrollView`).
///
/// Scrolling is a change of `bounds.origin`, exactly as in UIKit: `contentOffset` is the bounds origin,
/// every change calls `setNeedsLayout()` and the delegate's `scrollViewDidScroll`. This file holds the
/// geometry and the stored configuration; the behaviour lives beside it: `ScrollView+Dragging`
/// (the drag API a pan gesture drives), `+Deceleration` (fling physics, bounce, paging, on the frame
/// clock), `+Wheel` (smoothed wheel and trackpad scrolling), `+Indicators`, `+Zooming`,
/// `+ScrollToTop`; the physics itself is in `Physics/`, free of views.
@MainActor open class ScrollView: View {
  /// The delegate, held weakly.
  public weak var delegate: (any ScrollViewDelegate)? { didSet { delegateDidChange() } }
  /// The object that receives the delegate messages in place of `delegate` while set, which keeps
  /// reading as before: a layout-to-layout navigation forwards the shared collection view's messages
  /// to the pushed controller this way.
  package weak var forwardedDelegate: (any ScrollViewDelegate)? { didSet { delegateDidChange() } }
  /// Who receives the delegate messages: `forwardedDelegate`, else `delegate`.
  package var messageDelegate: (any ScrollViewDelegate)? { forwardedDelegate ?? delegate }

  /// Called after `delegate` changes; subclasses cache a narrower delegate type here.
  open func delegateDidChange() {}
  /// The size of the content, in points; a non-finite size is refused (`reportGeometryError(_:)`).
  open var contentSize: CGSize = .zero {
    didSet {
      guard !contentSize.isFiniteGeometry else { return }
      let refused = contentSize
      contentSize = oldValue
      refuseNonFinite("contentSize", refused, kept: oldValue)
    }
  }
  /// Extra scrollable space around the content; non-finite insets are refused (`reportGeometryError(_:)`).
  open var contentInset: EdgeInsets = .zero {
    didSet {
      guard contentInset.isFiniteGeometry else {
        let refused = contentInset
        contentInset = oldValue
        return refuseNonFinite("contentInset", refused, kept: oldValue)
      }
      if contentInset != oldValue {
        adjustedContentInsetDidChange()
        messageDelegate?.scrollViewDidChangeAdjustedContentInset(self)
      }
    }
  }
  /// Whether the user can scroll: dragging (`beginDragging(at:)` does nothing when false) and the wheel.
  open var isScrollEnabled = true
  /// Whether the vertical indicator shows while scrolling.
  open var showsVerticalScrollIndicator = true { didSet { scrollIndicatorSettingsDidChange() } }
  /// Whether the horizontal indicator shows while scrolling.
  open var showsHorizontalScrollIndicator = true { didSet { scrollIndicatorSettingsDidChange() } }
  /// Whether a drag that starts clearly along one axis stays on it; a diagonal drag moves freely.
  open var isDirectionalLockEnabled = false
  /// Whether scrolling comes to rest on multiples of the bounds size; a fling turns at most one page.
  open var isPagingEnabled = false
  /// How quickly a fling slows down: `.normal` (0.998 per millisecond) by default, or `.fast`.
  open var decelerationRate: DecelerationRate = .normal {
    didSet {
      guard !decelerationRate.isFiniteGeometry else { return }
      let refused = decelerationRate
      decelerationRate = oldValue
      refuseNonFinite("decelerationRate", refused, kept: oldValue)
    }
  }
  /// Whether `scrollToTop()` (UIKit: a tap on the status bar) may scroll this view.
  open var scrollsToTop = true
  /// Whether the content's `touchesBegan` is held back for `ScrollView.contentTouchDelay` (150 ms) while
  /// the scroll view decides whether the touch scrolls: a drag that scrolls within that time never reaches
  /// the content, a quick tap arrives whole at the lift (Documentation/Behaviour.md#touch-delay). True by
  /// default; honoured by the scroll view's content-touch delayer (see `ScrollView+Gestures`).
  open var delaysContentTouches = true
  /// Whether a drag that begins cancels the touches the content is tracking (asking
  /// `touchesShouldCancel(in:)`); when false, a touch that the content took doesn't scroll.
  /// Stored here and honoured by the scroll view's pan gesture recognizer.
  open var canCancelContentTouches = true
  /// The smallest zoom scale (1 by default); zooming needs `maximumZoomScale > minimumZoomScale` and a
  /// delegate that returns a view from `viewForZooming(in:)`. A non-finite limit is refused.
  open var minimumZoomScale: CGFloat = 1 {
    didSet {
      guard !minimumZoomScale.isFinite else { return }
      let refused = minimumZoomScale
      minimumZoomScale = oldValue
      refuseNonFinite("minimumZoomScale", refused, kept: oldValue)
    }
  }
  /// The largest zoom scale (1 by default); a non-finite limit is refused.
  open var maximumZoomScale: CGFloat = 1 {
    didSet {
      guard !maximumZoomScale.isFinite else { return }
      let refused = maximumZoomScale
      maximumZoomScale = oldValue
      refuseNonFinite("maximumZoomScale", refused, kept: oldValue)
    }
  }
  /// Whether a pinch may zoom past the limits, with resistance, and springs back at its end (true by default).
  open var bouncesZoom = true
  /// Whether content can be dragged past the edges (rubber band).
  open var bounces = true
  /// Whether vertical bouncing is allowed even when the content is no taller than the bounds.
  open var alwaysBounceVertical = false
  /// Whether horizontal bouncing is allowed even when the content is no wider than the bounds.
  open var alwaysBounceHorizontal = false
  var offsetAnimation: ValueAnimation<CGPoint>?
  /// The most recent geometry the scroll view refused, for inspection.
  public internal(set) var lastGeometryError: ScrollViewError?
  /// Drag, deceleration, wheel, indicator and zoom state (see the `ScrollView+…` files).
  let interaction = ScrollInteraction()

  /// Creates a scroll view; it clips its content, as UIKit's does, and attaches its pan, pinch and touch
  /// tracker (see `ScrollView+Gestures`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
    finishInitScrollView()
  }

  /// Creates a scroll view with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitScrollView()
  }

  /// The setup both initialisers share.
  private func finishInitScrollView() {
    clipsToBounds = true
    installScrollGestureRecognizers()
  }

  /// The point of the content at the bounds' origin (`contentOffset`); a non-finite offset is refused.
  open var contentOffset: CGPoint {
    get { bounds.origin }
    set { setContentOffset(newValue, animated: false) }
  }

  /// The content inset including system insets; Trellis has no safe areas yet, so it equals `contentInset`.
  open var adjustedContentInset: EdgeInsets { contentInset }

  /// Called when `adjustedContentInset` changes, before the delegate's `scrollViewDidChangeAdjustedContentInset(_:)`.
  open func adjustedContentInsetDidChange() { setNeedsLayout() }

  /// The bounds; a change of origin is a scroll and lays the view out again. Non-finite bounds are
  /// refused (`reportGeometryError(_:)`).
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      guard newValue.isFinite else { return refuseNonFinite("bounds", newValue, kept: super.bounds) }
      let oldOrigin = super.bounds.origin
      super.bounds = newValue
      if newValue.origin != oldOrigin {
        setNeedsLayout()
        messageDelegate?.scrollViewDidScroll(self)
        contentOffsetDidChange(from: oldOrigin)
        if interaction.indicatorsShown { layoutScrollIndicators() }
      }
    }
  }

  /// The frame; a non-finite frame is refused whole (`reportGeometryError(_:)`).
  open override var frame: CGRect {
    get { super.frame }
    set {
      guard newValue.isFinite else { return refuseNonFinite("frame", newValue, kept: super.frame) }
      super.frame = newValue
    }
  }

  /// The centre; a non-finite centre is refused (`reportGeometryError(_:)`).
  open override var center: CGPoint {
    get { super.center }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite else {
        return refuseNonFinite("center", newValue, kept: super.center)
      }
      super.center = newValue
    }
  }

  /// Called after every content-offset change; subclasses react here (the collection view updates its visible cells).
  open func contentOffsetDidChange(from oldOffset: CGPoint) {}

  /// The smallest valid content offset: `(-adjustedInset.left, -adjustedInset.top)`.
  public var minimumContentOffset: CGPoint {
    CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
  }

  /// The largest valid content offset, never less than the minimum (Documentation/Behaviour.md#scroll-geometry).
  public var maximumContentOffset: CGPoint {
    let inset = adjustedContentInset
    let size = bounds.size
    return CGPoint(
      x: max(-inset.left, contentSize.width + inset.right - size.width),
      y: max(-inset.top, contentSize.height + inset.bottom - size.height))
  }

  /// Clamps an offset to the valid range.
  public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
    let low = minimumContentOffset
    let high = maximumContentOffset
    return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
  }

  /// Moves the content; animated moves take 0.3 s with an ease-out curve and end with
  /// `scrollViewDidEndScrollingAnimation`. The offset is not clamped, as in UIKit. Stops a running
  /// deceleration (without `scrollViewDidEndDecelerating`, as UIKit) and wheel animation. A non-finite
  /// offset is refused (`reportGeometryError(_:)`) and changes nothing.
  open func setContentOffset(_ offset: CGPoint, animated: Bool) {
    guard offset.isFiniteGeometry else { return refuseNonFinite("contentOffset", offset, kept: contentOffset) }
    stopScrollMotion()
    offsetAnimation?.cancel()
    offsetAnimation = nil
    guard animated, window != nil, offset != contentOffset else {
      var b = bounds
      b.origin = offset
      bounds = b
      return
    }
    let animation = ValueAnimation(
      from: contentOffset, to: offset, duration: 0.3, curve: .easeOut,
      setter: { [weak self] value in self?.writeAnimatedContentOffset(value, end: offset) },
      completion: { [weak self] finished in
        guard let self, finished else { return }
        self.offsetAnimation = nil
        self.messageDelegate?.scrollViewDidEndScrollingAnimation(self)
      })
    offsetAnimation = animation
    Animator.shared.add(animation)
  }

  /// Whether an animated `setContentOffset` is running.
  public var isScrollAnimating: Bool { offsetAnimation?.isActive ?? false }

  /// Scrolls the least distance that makes `rect` (content coordinates) visible; nothing when it already is,
  /// or when `rect` isn't finite (refused: `reportGeometryError(_:)`).
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    guard rect.isFinite else {
      return refuseNonFinite(
        "scrollRectToVisible(_:animated:)", value: rect.geometryText,
        kept: "contentOffset \(contentOffset.geometryText)")
    }
    let visible = CGRect(origin: contentOffset, size: bounds.size).inset(by: adjustedContentInset)
    var offset = contentOffset
    if rect.width <= visible.width {
      if rect.minX < visible.minX {
        offset.x -= visible.minX - rect.minX
      } else if rect.maxX > visible.maxX {
        offset.x += rect.maxX - visible.maxX
      }
    } else {
      offset.x += rect.minX - visible.minX
    }
    if rect.height <= visible.height {
      if rect.minY < visible.minY {
        offset.y -= visible.minY - rect.minY
      } else if rect.maxY > visible.maxY {
        offset.y += rect.maxY - visible.maxY
      }
    } else {
      offset.y += rect.minY - visible.minY
    }
    let clamped = clampedContentOffset(offset)
    if clamped != contentOffset { setContentOffset(clamped, animated: animated) }
  }

  /// Scrolls by a wheel or trackpad delta, clamped to the valid range (no bounce for wheels); Shift+wheel, or a
  /// wheel over content that only scrolls sideways, scrolls horizontally. Click-wheel steps animate
  /// briefly and accumulate; precise (trackpad) deltas apply at once (see `ScrollView+Wheel`).
  open override func scrollWheel(with event: Event) {
    guard isScrollEnabled else { return super.scrollWheel(with: event) }
    var delta = event.scrollDelta
    // Desktop convention: Shift turns a vertical wheel horizontal, and so does content that only
    // scrolls horizontally.
    let scrollsVertically = maximumContentOffset.y > minimumContentOffset.y
    let scrollsHorizontally = maximumContentOffset.x > minimumContentOffset.x
    if delta.dx == 0 && (event.modifiers.contains(.shift) || (!scrollsVertically && scrollsHorizontally)) {
      delta = CGVector(dx: delta.dy, dy: 0)
    }
    if !scrollByWheel(delta, precise: event.hasPreciseScrollingDeltas) { super.scrollWheel(with: event) }
  }

  /// Zooms around the pointer by a trackpad pinch or Ctrl+wheel factor when zooming is possible (within
  /// the limits: no bounce for wheels); otherwise passes the event on.
  open override func magnify(with event: Event) {
    if !zoomByMagnification(event) { super.magnify(with: event) }
  }

  // MARK: Zooming (overridable; the work is in ScrollView+Zooming)

  /// The current zoom scale (1 by default); setting it zooms without animation. A non-finite scale is refused.
  open var zoomScale: CGFloat {
    get { interaction.zoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// Zooms to `scale`, clamped to the limits, keeping the centre of the visible area in place.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) { performZoom(toScale: scale, animated: animated) }

  /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the limits allow.
  open func zoom(to rect: CGRect, animated: Bool) { performZoom(to: rect, animated: animated) }

  // MARK: Hooks

  /// Receives geometry the scroll view refused (a NaN or infinite offset, size, inset, scale or rectangle;
  /// see `ScrollViewError`) after `lastGeometryError` is set; the default prints it to standard error.
  /// `CollectionView` hands it to its `errorHandler`.
  open func reportGeometryError(_ error: ScrollViewError) {
    FileHandle.standardError.write(Data("[ScrollView] \(error)\n".utf8))
  }

  /// Lets the scroll view's pan begin only when scrolling is enabled and the content can move the way the
  /// fingers went, and its pinch only when zooming is possible (see `ScrollView+Gestures`); call super.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    scrollGestureRecognizerShouldBegin(gestureRecognizer)
  }

  /// Whether a drag may cancel the content's touches in `view` (when `canCancelContentTouches`):
  /// true except for controls, as in UIKit.
  open func touchesShouldCancel(in view: View) -> Bool { !(view is Control) }

  /// Where a fling should come to rest: `endDragging(velocity:)` asks this with the projected (or
  /// paged) offset, clamped to the valid range, and `velocity` in points per millisecond, before the
  /// delegate's `scrollViewWillEndDragging`. Returns the proposal; `CollectionView` asks its layout.
  open func decelerationTarget(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }
}
