import Foundation
import TrellisGeometry

extension ScrollView {
  /// Moves the content offset by `delta` because the content moved under it (content inserted or
  /// removed above what the user is looking at), keeping whatever motion is under way: a drag goes on
  /// from the same finger position and a deceleration or bounce keeps its timing, both displaced by
  /// `delta`. A wheel or programmatic scroll animation stops where it is, then moves by `delta`, unless
  /// `keepingAnimations`.
  ///
  /// With `keepingAnimations` the wheel, scroll-to-top and `setContentOffset` animations go on too, their
  /// start and end displaced by `delta` (self-sizing content measured under a running scroll).
  package func shiftContent(by delta: CGPoint, keepingAnimations: Bool = false) {
    guard delta != .zero, delta.isFiniteGeometry else { return }
    let i = interaction
    if keepingAnimations {
      Self.displace(i.wheelAnimation, by: delta)
      Self.displace(i.scrollToTopAnimation, by: delta)
      Self.displace(offsetAnimation, by: delta)
    } else {
      stopProgrammaticScrolling()
    }
    if i.isDragging {
      i.dragOrigin.x += delta.x
      i.dragOrigin.y += delta.y
      i.dragStartOffset.x += delta.x
      i.dragStartOffset.y += delta.y
    }
    i.motion?.shift.x += delta.x
    i.motion?.shift.y += delta.y
    writeContentOffset(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
  }

  /// Moves an offset animation's start and end by `delta`.
  private static func displace(_ animation: ValueAnimation<CGPoint>?, by delta: CGPoint) {
    guard let animation else { return }
    animation.from = CGPoint(x: animation.from.x + delta.x, y: animation.from.y + delta.y)
    animation.to = CGPoint(x: animation.to.x + delta.x, y: animation.to.y + delta.y)
  }

  /// Makes a running animated `setContentOffset` end at `target` instead, keeping its timing; returns
  /// whether one was running.
  @discardableResult
  package func retargetScrollAnimation(to target: CGPoint) -> Bool {
    guard let animation = offsetAnimation, animation.isActive, target.isFiniteGeometry else { return false }
    animation.to = target
    return true
  }
}
