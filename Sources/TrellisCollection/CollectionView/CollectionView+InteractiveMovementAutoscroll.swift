import Foundation
import TrellisGeometry
import TrellisUI

/// Edge autoscroll during an interactive movement (Documentation/Behaviour.md#interactive-movement): while
/// the target position is within `InteractiveMovementAutoscroll.edgeBand` (64 pt) of an edge of the
/// visible bounds, the content scrolls towards that edge every frame at
/// `maximumSpeed × (depth / edgeBand)²` points per second (1500 pt/s at the edge), stopping at the
/// content's edges; the finger stays where it is on screen, so the target position moves with the
/// content and the target index path keeps updating.
extension CollectionView {
  /// Joins the autoscroll driver for the running movement.
  func joinAutoscroll() {
    let driver = interactiveMovement.autoscroll
    driver.collectionView = self
    driver.lastTick = nil
    guard !driver.isJoined else { return }
    driver.isJoined = true
    Application.shared.addFrameDriver(driver)
  }

  /// Leaves the autoscroll driver.
  func leaveAutoscroll() {
    let driver = interactiveMovement.autoscroll
    driver.lastTick = nil
    guard driver.isJoined else { return }
    driver.isJoined = false
    Application.shared.removeFrameDriver(driver)
  }

  /// The autoscroll velocity for the running movement's position, in points per second; zero outside
  /// the bands, without a movement, for keyboard movements, or against a content edge.
  var interactiveMovementAutoscrollVelocity: CGPoint {
    guard let movement = interactiveMovement.movement, !movement.byKeyboard else { return .zero }
    let size = bounds.size
    let p = movement.positionInBounds
    let offset = contentOffset
    let inset = adjustedContentInset
    let range = (
      minX: -inset.left, maxX: max(-inset.left, contentSize.width + inset.right - size.width),
      minY: -inset.top, maxY: max(-inset.top, contentSize.height + inset.bottom - size.height)
    )
    func speed(_ position: CGFloat, _ length: CGFloat, low: Bool, high: Bool) -> CGFloat {
      let band = InteractiveMovementAutoscroll.edgeBand
      guard length > 2 * band else { return 0 }
      if position < band, low {
        let depth = min(band, band - position) / band
        return -InteractiveMovementAutoscroll.maximumSpeed * depth * depth
      }
      if position > length - band, high {
        let depth = min(band, position - (length - band)) / band
        return InteractiveMovementAutoscroll.maximumSpeed * depth * depth
      }
      return 0
    }
    return CGPoint(
      x: speed(p.x, size.width, low: offset.x > range.minX, high: offset.x < range.maxX),
      y: speed(p.y, size.height, low: offset.y > range.minY, high: offset.y < range.maxY))
  }

  /// One autoscroll step over `seconds`: the offset moves by the velocity (clamped to the content), the
  /// target position follows the content, and the target index path is updated.
  func autoscrollInteractiveMovement(by seconds: CGFloat) {
    guard let movement = interactiveMovement.movement else { return }
    let velocity = interactiveMovementAutoscrollVelocity
    guard velocity != .zero else { return }
    let offset = contentOffset
    let size = bounds.size
    let inset = adjustedContentInset
    let maxX = max(-inset.left, contentSize.width + inset.right - size.width)
    let maxY = max(-inset.top, contentSize.height + inset.bottom - size.height)
    let target = CGPoint(
      x: min(max(offset.x + velocity.x * seconds, -inset.left), maxX),
      y: min(max(offset.y + velocity.y * seconds, -inset.top), maxY))
    guard target != offset else { return }
    contentOffset = target
    let p = movement.positionInBounds
    moveInteractiveTarget(to: CGPoint(x: target.x + p.x, y: target.y + p.y))
  }
}
