import Foundation
import TrellisGeometry

/// Zooming: the delegate's `viewForZooming(in:)` is scaled by a transform and the content size follows
/// (Documentation/Behaviour.md#scroll-zoom).
///
/// At scale s the zooming view keeps its frame origin and bounds, its `transform` becomes a scale by s
/// and `contentSize` its scaled size. A pinch drives `beginZooming()`, `updateZooming(scale:center:)`
/// and `endZooming()`: the point under the fingers stays under them, past the limits the scale meets
/// resistance (`bouncesZoom`, a `RubberBand` on the logarithm of the scale, never beyond twice the
/// maximum or half the minimum) and springs back when the fingers lift; then
/// `scrollViewDidEndZooming(_:with:atScale:)`. `setZoomScale(_:animated:)` and `zoom(to:animated:)`
/// animate programmatic zooms (0.3 s, ease-in-out); trackpad pinches and Ctrl+wheel arrive as
/// `magnify(with:)` and zoom around the pointer within the limits.
extension ScrollView {
  /// How long an animated `setZoomScale` or `zoom(to:)` takes, in seconds.
  public static let zoomAnimationDuration: TimeInterval = 0.3
  /// How long the spring back into the zoom limits takes after a pinch, in seconds (critically damped).
  public static let zoomBounceDuration: TimeInterval = 0.45

  /// The view zooming scales: the delegate's `viewForZooming(in:)`.
  public var zoomingView: View? { messageDelegate?.viewForZooming(in: self) }

  /// Whether zooming is possible: the delegate gives a view and `maximumZoomScale > minimumZoomScale`.
  public var canZoom: Bool { maximumZoomScale > minimumZoomScale && zoomingView != nil }

  /// Whether a pinch is zooming (from `beginZooming()` to `endZooming()`).
  public var isZooming: Bool { interaction.isZooming }

  /// Whether the scale is springing back into its limits after a pinch.
  public var isZoomBouncing: Bool { interaction.isZoomBouncing }

  /// A pinch begins: stops scrolling motion and reports `scrollViewWillBeginZooming`. Does nothing
  /// when zooming isn't possible (`canZoom`).
  public func beginZooming() {
    guard !interaction.isZooming, canZoom, let view = zoomingView else { return }
    stopDecelerating()
    stopProgrammaticScrolling()
    cancelZoomAnimation()
    interaction.isZooming = true
    interaction.zoomStartScale = zoomScale
    interaction.zoomAnchor = CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    messageDelegate?.scrollViewWillBeginZooming(self, with: view)
    showScrollIndicators()
  }

  /// The pinch changed: `scale` is relative to the scale at `beginZooming()` (a pinch recognizer's
  /// `scale`), `center` the fingers' centroid in the scroll view's coordinates. The point of the
  /// content first under the centroid stays under it, so moving both fingers also pans.
  public func updateZooming(scale: CGFloat, center: CGPoint) {
    guard interaction.isZooming else { return }
    guard scale.isFinite, center.isFiniteGeometry else {
      let value = scale.isFinite ? center.geometryText : scale.geometryText
      return refuseNonFinite("updateZooming(scale:center:)", value: value, kept: "zoomScale \(zoomScale)")
    }
    guard let view = zoomingView, scale > 0 else { return }
    let viewport = CGPoint(x: center.x - contentOffset.x, y: center.y - contentOffset.y)
    if interaction.zoomAnchor.x.isNaN { interaction.zoomAnchor = zoomAnchor(for: center, in: view) }
    let target = resistedZoomScale(interaction.zoomStartScale * scale)
    applyZoom(scale: target, offset: anchoredOffset(interaction.zoomAnchor, at: viewport, scale: target, in: view))
  }

  /// The pinch ended: a scale past the limits springs back to the nearest limit (with the content
  /// offset back into range) before `scrollViewDidEndZooming` is reported; otherwise it is reported now.
  public func endZooming() {
    guard interaction.isZooming else { return }
    interaction.isZooming = false
    guard let view = zoomingView else { return }
    let finalScale = min(max(zoomScale, minimumZoomScale), maximumZoomScale)
    let anchor = interaction.zoomAnchor.x.isNaN ? zoomAnchor(for: visibleCenter, in: view) : interaction.zoomAnchor
    let viewport = viewportPoint(of: anchor, in: view)
    let unclamped = anchoredOffset(anchor, at: viewport, scale: finalScale, in: view)
    let finalOffset = clampedOffset(unclamped, forScale: finalScale, in: view)
    guard finalScale != zoomScale || finalOffset != contentOffset else {
      messageDelegate?.scrollViewDidEndZooming(self, with: view, atScale: zoomScale)
      fadeScrollIndicators()
      return
    }
    animateZoom(
      to: finalScale, offset: finalOffset, duration: Self.zoomBounceDuration, curve: .spring(dampingRatio: 1)
    ) { [weak self] in
      guard let self else { return }
      self.interaction.isZoomBouncing = false
      self.messageDelegate?.scrollViewDidEndZooming(self, with: self.zoomingView, atScale: self.zoomScale)
      self.fadeScrollIndicators()
    }
    interaction.isZoomBouncing = true
  }

  // MARK: Programmatic zooming (called by the class body's open members)

  /// `setZoomScale(_:animated:)`: the scale clamped to the limits, around the centre of the visible area.
  func performZoom(toScale scale: CGFloat, animated: Bool) {
    guard scale.isFinite else { return refuseNonFinite("zoomScale", scale, kept: zoomScale) }
    guard let view = zoomingView else { return }
    let target = min(max(scale, minimumZoomScale), maximumZoomScale)
    let center = visibleCenter
    let viewport = CGPoint(x: center.x - contentOffset.x, y: center.y - contentOffset.y)
    let offset = clampedOffset(
      anchoredOffset(zoomAnchor(for: center, in: view), at: viewport, scale: target, in: view), forScale: target,
      in: view)
    zoomProgrammatically(view, to: target, offset: offset, animated: animated)
  }

  /// `zoom(to:animated:)`: the scale that fits `rect` (zooming view coordinates), clamped, centred on it.
  func performZoom(to rect: CGRect, animated: Bool) {
    guard rect.isFinite else {
      return refuseNonFinite("zoom(to:animated:)", value: rect.geometryText, kept: "zoomScale \(zoomScale)")
    }
    guard let view = zoomingView, !rect.isInfinite else { return }
    let size = bounds.size
    let fit =
      rect.width > 0 && rect.height > 0 ? min(size.width / rect.width, size.height / rect.height) : maximumZoomScale
    let target = min(max(fit, minimumZoomScale), maximumZoomScale)
    let origin = view.frame.origin
    let offset = CGPoint(
      x: origin.x + rect.midX * target - size.width / 2, y: origin.y + rect.midY * target - size.height / 2)
    zoomProgrammatically(
      view, to: target, offset: clampedOffset(offset, forScale: target, in: view), animated: animated)
  }

  /// A trackpad pinch or Ctrl+wheel step: zooms around the pointer within the limits; false when
  /// zooming isn't possible or the scale can't change that way.
  func zoomByMagnification(_ event: Event) -> Bool {
    guard canZoom, let view = zoomingView, event.magnification.isFinite, event.magnification > 0 else { return false }
    let target = min(max(zoomScale * event.magnification, minimumZoomScale), maximumZoomScale)
    guard target != zoomScale else { return false }
    stopDecelerating()
    stopProgrammaticScrolling()
    cancelZoomAnimation()
    let center = convert(event.locationInWindow, from: nil)
    let viewport = CGPoint(x: center.x - contentOffset.x, y: center.y - contentOffset.y)
    let anchor = zoomAnchor(for: center, in: view)
    messageDelegate?.scrollViewWillBeginZooming(self, with: view)
    showScrollIndicators()
    applyZoom(
      scale: target,
      offset: clampedOffset(anchoredOffset(anchor, at: viewport, scale: target, in: view), forScale: target, in: view))
    messageDelegate?.scrollViewDidEndZooming(self, with: view, atScale: target)
    fadeScrollIndicators()
    return true
  }

  // MARK: Geometry

  /// Sets the scale on the zooming view (transform, position, content size) and the offset, then
  /// reports `scrollViewDidZoom`.
  func applyZoom(scale: CGFloat, offset: CGPoint) {
    guard let view = zoomingView else { return }
    let origin = view.frame.origin
    let size = view.bounds.size
    interaction.zoomScale = scale
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    view.center = CGPoint(
      x: origin.x + size.width * scale * view.anchorPoint.x, y: origin.y + size.height * scale * view.anchorPoint.y)
    contentSize = CGSize(width: size.width * scale, height: size.height * scale)
    writeContentOffset(offset)
    messageDelegate?.scrollViewDidZoom(self)
  }

  private var visibleCenter: CGPoint { CGPoint(x: bounds.midX, y: bounds.midY) }

  /// The zooming view's own (unscaled) point under `point` (scroll view coordinates).
  private func zoomAnchor(for point: CGPoint, in view: View) -> CGPoint {
    let origin = view.frame.origin
    let scale = max(zoomScale, 1e-9)
    return CGPoint(x: (point.x - origin.x) / scale, y: (point.y - origin.y) / scale)
  }

  /// Where `anchor` (zooming view coordinates) is now, relative to the visible area's top-left.
  private func viewportPoint(of anchor: CGPoint, in view: View) -> CGPoint {
    let origin = view.frame.origin
    return CGPoint(
      x: origin.x + anchor.x * zoomScale - contentOffset.x, y: origin.y + anchor.y * zoomScale - contentOffset.y)
  }

  /// The offset that puts `anchor` at `viewport` (relative to the visible area) at `scale`.
  private func anchoredOffset(_ anchor: CGPoint, at viewport: CGPoint, scale: CGFloat, in view: View) -> CGPoint {
    let origin = view.frame.origin
    return CGPoint(x: origin.x + anchor.x * scale - viewport.x, y: origin.y + anchor.y * scale - viewport.y)
  }

  /// `offset` clamped to the valid range the content will have at `scale`.
  private func clampedOffset(_ offset: CGPoint, forScale scale: CGFloat, in view: View) -> CGPoint {
    let inset = adjustedContentInset
    let size = view.bounds.size
    let maxX = max(-inset.left, size.width * scale + inset.right - bounds.width)
    let maxY = max(-inset.top, size.height * scale + inset.bottom - bounds.height)
    return CGPoint(x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
  }

  /// The scale shown for a pinch's raw scale: itself within the limits; beyond them resisted in
  /// logarithmic space (up to a factor 2) with `bouncesZoom`, else clamped.
  private func resistedZoomScale(_ raw: CGFloat) -> CGFloat {
    let low = minimumZoomScale
    let high = maximumZoomScale
    guard bouncesZoom, low > 0 else { return min(max(raw, low), high) }
    let band = RubberBand(dimension: log(2))
    if raw > high { return high * exp(band.offset(forDistance: log(raw / high))) }
    if raw < low { return low * exp(band.offset(forDistance: log(raw / low))) }
    return raw
  }

  private func zoomProgrammatically(_ view: View, to scale: CGFloat, offset: CGPoint, animated: Bool) {
    cancelZoomAnimation()
    guard animated, window != nil, scale != zoomScale || offset != contentOffset else {
      if scale != zoomScale || offset != contentOffset { applyZoom(scale: scale, offset: offset) }
      return
    }
    stopDecelerating()
    stopProgrammaticScrolling()
    messageDelegate?.scrollViewWillBeginZooming(self, with: view)
    animateZoom(to: scale, offset: offset, duration: Self.zoomAnimationDuration, curve: .easeInOut) { [weak self] in
      guard let self else { return }
      self.messageDelegate?.scrollViewDidEndZooming(self, with: self.zoomingView, atScale: self.zoomScale)
    }
  }

  /// Animates scale and offset together: both move by the same fraction, which keeps one point of
  /// the content fixed on screen (the zoom's centre), as a zoom should.
  private func animateZoom(
    to scale: CGFloat, offset: CGPoint, duration: TimeInterval, curve: TimingCurve, completion: @escaping () -> Void
  ) {
    cancelZoomAnimation()
    let startScale = zoomScale
    let startOffset = contentOffset
    let animation = ValueAnimation<CGFloat>(
      from: 0, to: 1, duration: duration, curve: curve,
      setter: { [weak self] f in
        self?.applyZoom(
          scale: startScale + (scale - startScale) * f,
          offset: CGPoint(
            x: startOffset.x + (offset.x - startOffset.x) * f, y: startOffset.y + (offset.y - startOffset.y) * f))
      },
      completion: { [weak self] finished in
        guard finished, let self, self.interaction.zoomAnimation?.state == .finished else { return }
        self.interaction.zoomAnimation = nil
        completion()
      })
    interaction.zoomAnimation = animation
    Animator.shared.add(animation)
  }

  private func cancelZoomAnimation() {
    interaction.zoomAnimation?.cancel()
    interaction.zoomAnimation = nil
    interaction.isZoomBouncing = false
  }
}
