import Foundation
import TrellisGeometry

/// Deceleration: after a release the content moves on by itself, on the frame clock, along a motion
/// planned once (`ScrollAxisMotion`): an exponential deceleration onto the target, a critically damped
/// spring back from past an edge, or a deceleration that runs into an edge and bounces. Paging moves to
/// a page boundary the same way, at least as briskly as the `.fast` rate.
extension ScrollView {
  /// Whether the content is moving on after a drag (decelerating, bouncing back or snapping to a page).
  public var isDecelerating: Bool { interaction.isDecelerating }

  /// Stops a deceleration where it is, as a touch-down does: `isDecelerating` becomes false and the
  /// delegate hears `scrollViewDidEndDecelerating`, so every `scrollViewWillBeginDecelerating` has its
  /// end. Does nothing when not decelerating. (`setContentOffset` stops one without telling the delegate.)
  public func stopDecelerating() { stopMotion(notify: true) }

  /// The distance that counts as at rest: half a pixel of the main screen.
  var restThreshold: CGFloat { DecelerationModel.restThreshold(scale: Screen.main.scale) }

  /// The rate a paging release decelerates at: `.fast`, or the view's rate when that is faster.
  var pagingDecelerationRate: DecelerationRate {
    decelerationRate.decayConstant > DecelerationRate.fast.decayConstant ? decelerationRate : .fast
  }

  /// Where a release at `offset` with `velocity` (points per second) would come to rest before any
  /// adjustment: the projection, or the page, clamped to the valid range.
  func proposedRestingOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
    let xRange = horizontalOffsetRange
    let yRange = verticalOffsetRange
    if isPagingEnabled {
      return CGPoint(
        x: canScrollHorizontally
          ? PagingTarget.offset(
            from: offset.x, velocity: velocity.x, pageSize: bounds.width, startPage: interaction.dragStartPageX,
            range: xRange) : offset.x,
        y: canScrollVertically
          ? PagingTarget.offset(
            from: offset.y, velocity: velocity.y, pageSize: bounds.height, startPage: interaction.dragStartPageY,
            range: yRange) : offset.y)
    }
    let rate = decelerationRate
    let x = offset.x + DecelerationModel.projectedDistance(velocity: velocity.x, rate: rate)
    let y = offset.y + DecelerationModel.projectedDistance(velocity: velocity.y, rate: rate)
    return CGPoint(
      x: canScrollHorizontally ? min(max(x, xRange.lowerBound), xRange.upperBound) : offset.x,
      y: canScrollVertically ? min(max(y, yRange.lowerBound), yRange.upperBound) : offset.y)
  }

  /// The motion on each axis from `offset` with `velocity` (points per second) to `target`.
  func planMotion(from offset: CGPoint, velocity: CGPoint, target: CGPoint) -> (
    x: ScrollAxisMotion, y: ScrollAxisMotion
  ) {
    let rate = isPagingEnabled ? pagingDecelerationRate : decelerationRate
    let threshold = restThreshold
    func axis(_ position: CGFloat, _ speed: CGFloat, _ goal: CGFloat, _ range: ClosedRange<CGFloat>) -> ScrollAxisMotion
    {
      guard position.isFinite, goal.isFinite else { return .rest(at: position) }
      return ScrollAxisMotion.plan(
        position: position, velocity: speed, target: goal, range: range, rate: rate, bounces: bounces,
        threshold: threshold)
    }
    return (
      axis(offset.x, velocity.x, target.x, horizontalOffsetRange),
      axis(offset.y, velocity.y, target.y, verticalOffsetRange)
    )
  }

  /// Reports `scrollViewWillBeginDecelerating` and runs the motion on the animator.
  func startDeceleration(x: ScrollAxisMotion, y: ScrollAxisMotion) {
    interaction.isDecelerating = true
    messageDelegate?.scrollViewWillBeginDecelerating(self)
    guard interaction.isDecelerating else { return }  // the delegate stopped it
    showScrollIndicators()
    let motion = ScrollMotionAnimation(scrollView: self, x: x, y: y) { [weak self] finished in
      guard finished else { return }
      self?.decelerationDidFinish()
    }
    interaction.motion = motion
    Animator.shared.add(motion)
  }

  /// Moves content left past an edge or between pages back, as a release without velocity would.
  func settle() {
    guard !interaction.isDecelerating else { return }
    let offset = contentOffset
    let target = proposedRestingOffset(from: offset, velocity: .zero)
    let plan = planMotion(from: offset, velocity: .zero, target: target)
    if plan.x.isMoving || plan.y.isMoving {
      startDeceleration(x: plan.x, y: plan.y)
    } else {
      let rest = CGPoint(x: plan.x.finalPosition, y: plan.y.finalPosition)
      if rest != offset { writeContentOffset(rest) }
      fadeScrollIndicators()
    }
  }

  private func decelerationDidFinish() {
    guard let motion = interaction.motion, motion.state == .finished else { return }
    interaction.motion = nil
    interaction.isDecelerating = false
    messageDelegate?.scrollViewDidEndDecelerating(self)
    if !interaction.isDecelerating && !interaction.isDragging { fadeScrollIndicators() }
  }

  /// Stops the deceleration; with `notify` the delegate hears `scrollViewDidEndDecelerating`.
  func stopMotion(notify: Bool) {
    let motion = interaction.motion
    interaction.motion = nil
    motion?.cancel()
    guard interaction.isDecelerating else { return }
    interaction.isDecelerating = false
    if notify { messageDelegate?.scrollViewDidEndDecelerating(self) }
  }

  /// Stops the wheel's, scroll-to-top's and `setContentOffset`'s animations where they are.
  func stopProgrammaticScrolling() {
    interaction.wheelAnimation?.cancel()
    interaction.wheelAnimation = nil
    interaction.scrollToTopAnimation?.cancel()
    interaction.scrollToTopAnimation = nil
    offsetAnimation?.cancel()
    offsetAnimation = nil
  }

  /// Stops every motion the scroll view runs itself (called by `setContentOffset`): deceleration
  /// without telling the delegate, as UIKit, and the wheel's and scroll-to-top's animations.
  func stopScrollMotion() {
    stopMotion(notify: false)
    interaction.wheelAnimation?.cancel()
    interaction.wheelAnimation = nil
    interaction.scrollToTopAnimation?.cancel()
    interaction.scrollToTopAnimation = nil
  }
}
