import Foundation
import TrellisGeometry

/// Scrolling to the top (`scrollsToTop`; UIKit does it when the status bar is tapped).
extension ScrollView {
  /// How long the animated scroll to the top takes, in seconds.
  public static let scrollToTopDuration: TimeInterval = 0.3

  /// Scrolls to the top of the content, animated, then tells the delegate `scrollViewDidScrollToTop`.
  ///
  /// Does nothing and returns false when `scrollsToTop` is false, the delegate's
  /// `scrollViewShouldScrollToTop` says no, or the content is already at the top. Stops a deceleration.
  @discardableResult public func scrollToTop() -> Bool {
    guard scrollsToTop, messageDelegate?.scrollViewShouldScrollToTop(self) ?? true else { return false }
    let top = CGPoint(x: contentOffset.x, y: minimumContentOffset.y)
    guard top != contentOffset else { return false }
    stopDecelerating()
    stopProgrammaticScrolling()
    guard window != nil else {
      writeContentOffset(top)
      messageDelegate?.scrollViewDidScrollToTop(self)
      return true
    }
    let animation = ValueAnimation<CGPoint>(
      from: contentOffset, to: top, duration: Self.scrollToTopDuration, curve: .easeOut,
      setter: { [weak self] value in self?.writeAnimatedContentOffset(value, end: top) },
      completion: { [weak self] finished in
        guard finished, let self, self.interaction.scrollToTopAnimation?.state == .finished else { return }
        self.interaction.scrollToTopAnimation = nil
        self.messageDelegate?.scrollViewDidScrollToTop(self)
      })
    interaction.scrollToTopAnimation = animation
    Animator.shared.add(animation)
    return true
  }
}
