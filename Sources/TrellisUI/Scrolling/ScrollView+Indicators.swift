import Foundation
import TrellisGeometry

/// Scroll indicators: thin rounded bars along the right and bottom edges, above the content, that
/// appear while the user scrolls (drag, deceleration, wheel, zoom) and fade out shortly after. An
/// indicator shows only for an axis whose content is larger than the view and whose
/// `showsVertical/HorizontalScrollIndicator` is true. Programmatic `setContentOffset` doesn't show them;
/// `flashScrollIndicators()` does.
extension ScrollView {
  /// How long indicators stay after scrolling stops before they fade, in seconds.
  public static let scrollIndicatorFadeDelay: TimeInterval = 0.5
  /// How long indicators take to fade out, in seconds.
  public static let scrollIndicatorFadeDuration: TimeInterval = 0.25

  /// Shows the indicators briefly, then fades them (`flashScrollIndicators()`).
  public func flashScrollIndicators() {
    guard !restartScrollIndicatorFade() else { return }
    showScrollIndicators()
    fadeScrollIndicators()
  }

  /// The vertical indicator bar, once it has been shown.
  var verticalScrollIndicator: View? { interaction.verticalIndicator }
  /// The horizontal indicator bar, once it has been shown.
  var horizontalScrollIndicator: View? { interaction.horizontalIndicator }

  /// Shows the indicators at full opacity and cancels a pending fade.
  func showScrollIndicators() {
    interaction.indicatorFade?.cancel()
    interaction.indicatorFade = nil
    revealScrollIndicators()
  }

  /// Shows the indicators at full opacity and starts their pending fade over, as `showScrollIndicators()`
  /// then `fadeScrollIndicators()` would, but keeping the fade animation, so a stream of wheel events
  /// allocates nothing once warm. Returns false, doing nothing, when no fade is pending or it couldn't
  /// start now (no window, or the user is dragging, decelerating or zooming).
  func restartScrollIndicatorFade() -> Bool {
    let i = interaction
    guard let fade = i.indicatorFade, window != nil, !i.isDragging, !i.isDecelerating, !i.isZooming,
      Animator.shared.restart(fade)
    else { return false }
    revealScrollIndicators()
    setScrollIndicatorOpacity(1)
    return true
  }

  private func revealScrollIndicators() {
    let i = interaction
    i.indicatorsShown = true
    if showsVerticalScrollIndicator && i.verticalIndicator == nil { i.verticalIndicator = makeIndicator() }
    if showsHorizontalScrollIndicator && i.horizontalIndicator == nil { i.horizontalIndicator = makeIndicator() }
    layoutScrollIndicators()
  }

  /// Fades the indicators out after `scrollIndicatorFadeDelay`, unless the user is still scrolling.
  func fadeScrollIndicators() {
    let i = interaction
    guard i.indicatorsShown, !i.isDragging, !i.isDecelerating, !i.isZooming else { return }
    i.indicatorFade?.cancel()
    guard window != nil else {
      hideScrollIndicators()
      return
    }
    let fade = ValueAnimation<CGFloat>(
      from: 1, to: 0, duration: Self.scrollIndicatorFadeDuration, delay: Self.scrollIndicatorFadeDelay,
      curve: .easeIn,
      setter: { [weak self] value in self?.setScrollIndicatorOpacity(value) },
      completion: { [weak self] finished in
        guard finished, let self, self.interaction.indicatorFade?.state == .finished else { return }
        self.hideScrollIndicators()
      })
    i.indicatorFade = fade
    Animator.shared.add(fade)
  }

  /// Places the bars for the current offset, size and insets; called on every scroll while shown.
  func layoutScrollIndicators() {
    let i = interaction
    let b = bounds
    let inset = adjustedContentInset
    let thickness = ScrollIndicatorView.thickness
    let margin = ScrollIndicatorView.margin
    let showsVertical = showsVerticalScrollIndicator && contentSize.height + inset.top + inset.bottom > b.height
    let showsHorizontal = showsHorizontalScrollIndicator && contentSize.width + inset.left + inset.right > b.width
    let corner = thickness + margin
    if let bar = i.verticalIndicator {
      let top = b.minY + inset.top + margin
      let bottom = max(top, b.maxY - inset.bottom - margin - (showsHorizontal ? corner : 0))
      let track = top...bottom
      let (start, length) = ScrollIndicatorView.bar(
        track: track, visibleLength: b.height, contentLength: contentSize.height + inset.top + inset.bottom,
        offset: b.minY, range: verticalOffsetRange)
      bar.frame = CGRect(x: b.maxX - margin - thickness, y: start, width: thickness, height: length)
      bar.isHidden = !showsVertical
    }
    if let bar = i.horizontalIndicator {
      let left = b.minX + inset.left + margin
      let right = max(left, b.maxX - inset.right - margin - (showsVertical ? corner : 0))
      let track = left...right
      let (start, length) = ScrollIndicatorView.bar(
        track: track, visibleLength: b.width, contentLength: contentSize.width + inset.left + inset.right,
        offset: b.minX, range: horizontalOffsetRange)
      bar.frame = CGRect(x: start, y: b.maxY - margin - thickness, width: length, height: thickness)
      bar.isHidden = !showsHorizontal
    }
    if i.indicatorFade == nil { setScrollIndicatorOpacity(1) }
  }

  /// Hides or removes bars after `showsVertical/HorizontalScrollIndicator` changed.
  func scrollIndicatorSettingsDidChange() {
    let i = interaction
    if !showsVerticalScrollIndicator, let bar = i.verticalIndicator {
      bar.removeFromSuperview()
      i.verticalIndicator = nil
    }
    if !showsHorizontalScrollIndicator, let bar = i.horizontalIndicator {
      bar.removeFromSuperview()
      i.horizontalIndicator = nil
    }
  }

  private func makeIndicator() -> ScrollIndicatorView {
    let bar = ScrollIndicatorView(frame: .zero)
    addSubview(bar)
    return bar
  }

  private func setScrollIndicatorOpacity(_ value: CGFloat) {
    interaction.verticalIndicator?.alpha = value
    interaction.horizontalIndicator?.alpha = value
  }

  private func hideScrollIndicators() {
    interaction.indicatorFade = nil
    interaction.indicatorsShown = false
    setScrollIndicatorOpacity(0)
  }
}
