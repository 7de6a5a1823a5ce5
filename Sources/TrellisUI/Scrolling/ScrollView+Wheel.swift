import Foundation
import TrellisGeometry

/// Desktop scrolling: wheels and trackpads.
///
/// A click wheel's steps are coarse (tens of points), so each one animates over
/// `wheelAnimationDuration` with an ease-out curve, and a step that arrives mid-animation extends the
/// running target instead of starting from where the content is, so fast spinning keeps up and ends
/// exactly where the clicks add up to. Precise deltas (a trackpad, `Event.hasPreciseScrollingDeltas`)
/// come at the display's rate and apply at once. Either way the offset stays within the valid range
/// (no bounce) and nothing decelerates afterwards: the dragging and decelerating delegate calls
/// aren't made, only `scrollViewDidScroll`.
extension ScrollView {
  /// How long one click-wheel step animates, in seconds.
  public static let wheelAnimationDuration: TimeInterval = 0.12

  /// Scrolls by a wheel delta (already turned sideways for Shift); returns false, doing nothing, when
  /// the content can't move that way, so the event goes to the next responder.
  func scrollByWheel(_ delta: CGVector, precise: Bool) -> Bool {
    let running = interaction.wheelAnimation?.isActive == true
    let base = running ? interaction.wheelTarget : contentOffset
    let target = clampedContentOffset(CGPoint(x: base.x + delta.dx, y: base.y + delta.dy))
    guard target != base else { return false }
    stopDecelerating()
    interaction.scrollToTopAnimation?.cancel()
    interaction.scrollToTopAnimation = nil
    offsetAnimation?.cancel()
    offsetAnimation = nil
    // A precise step restarts a pending fade in place: trackpad deltas come every frame.
    let fadeRestarted = precise && restartScrollIndicatorFade()
    if !fadeRestarted { showScrollIndicators() }
    guard !precise, window != nil else {
      interaction.wheelAnimation?.cancel()
      interaction.wheelAnimation = nil
      writeContentOffset(target)
      if !fadeRestarted { fadeScrollIndicators() }
      return true
    }
    interaction.wheelAnimation?.cancel()
    interaction.wheelTarget = target
    let animation = ValueAnimation<CGPoint>(
      from: contentOffset, to: target, duration: Self.wheelAnimationDuration, curve: .easeOut,
      setter: { [weak self] value in self?.writeAnimatedContentOffset(value, end: target) },
      completion: { [weak self] finished in
        guard finished, let self, self.interaction.wheelAnimation?.state == .finished else { return }
        self.interaction.wheelAnimation = nil
        self.fadeScrollIndicators()
      })
    interaction.wheelAnimation = animation
    Animator.shared.add(animation)
    return true
  }
}
