import Foundation
import TrellisGeometry

/// The motion after a release (deceleration, bounce, page snap) as an animation the `Animator` ticks
/// every frame: two planned `ScrollAxisMotion`s evaluated at the elapsed time and written as the
/// scroll view's content offset. Nothing is allocated per frame.
@MainActor final class ScrollMotionAnimation: PropertyAnimation {
  private weak var scrollView: ScrollView?
  /// The horizontal motion.
  let x: ScrollAxisMotion
  /// The vertical motion.
  let y: ScrollAxisMotion
  /// Added to every offset the motion writes: the content moved under it (`ScrollView.shiftContent(by:)`).
  var shift: CGPoint = .zero

  /// A motion of `scrollView`; `completion` runs after the final offset is written (true) or after a
  /// cancel (false), from the animator's tick.
  init(scrollView: ScrollView, x: ScrollAxisMotion, y: ScrollAxisMotion, completion: @escaping (Bool) -> Void) {
    self.scrollView = scrollView
    self.x = x
    self.y = y
    super.init(
      duration: max(x.duration, y.duration, 1e-6), delay: 0, curve: .linear, repeatCount: 1, autoreverses: false)
    let transaction = AnimationTransaction(completion: completion, isOpen: false)
    transaction.pendingCount = 1
    self.transaction = transaction
  }

  /// The offset at `elapsed` seconds after the release.
  func offset(at elapsed: TimeInterval) -> CGPoint {
    CGPoint(x: x.position(at: elapsed) + shift.x, y: y.position(at: elapsed) + shift.y)
  }

  /// Where the motion ends.
  var finalOffset: CGPoint { CGPoint(x: x.finalPosition + shift.x, y: y.finalPosition + shift.y) }

  override func render(progress: CGFloat, elapsed: TimeInterval) {
    scrollView?.writeAnimatedContentOffset(offset(at: elapsed))
  }

  override func renderFinal() {
    scrollView?.writeContentOffset(finalOffset)
  }

  override var isTargetAlive: Bool { scrollView != nil }
}
