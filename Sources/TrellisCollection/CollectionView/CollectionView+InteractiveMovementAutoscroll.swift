import Foundation
import TrellisGeometry
import TrellisUI

/// Edge autoscroll during an interactive movement or while a drop session is over the collection view
/// (Documentation/Behaviour.md#interactive-movement, #drag-and-drop): while the target position (the
/// drop's pointer) is within `InteractiveMovementAutoscroll.edgeBand` (64 pt) of an edge of the visible
/// bounds, the content scrolls towards that edge every frame at `maximumSpeed × (depth / edgeBand)²`
/// points per second (1500 pt/s at the edge), stopping at the content's edges; the finger stays where it
/// is on screen, so the target position moves with the content and the target index path (the drop's
/// destination and gap) keeps updating. One driver and one velocity serve both.
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

  /// Joins the driver while a drop session is over the collection view or a movement (not by keyboard)
  /// runs, else leaves it.
  func updateAutoscrollMembership() {
    let movementScrolls = interactiveMovement.movement.map { !$0.isDropGap && !$0.byKeyboard } ?? false
    if dragDrop.dropSession != nil || movementScrolls {
      if !interactiveMovement.autoscroll.isJoined { joinAutoscroll() }
    } else {
      leaveAutoscroll()
    }
  }

  /// The point the autoscroll follows, relative to the visible bounds' origin: a movement's target position
  /// (not a keyboard movement's, not a drop gap's), else the pointer of a drop session over the view.
  private var autoscrollPointInBounds: CGPoint? {
    if let movement = interactiveMovement.movement, !movement.isDropGap {
      return movement.byKeyboard ? nil : movement.positionInBounds
    }
    return dragDrop.dropSession != nil ? dragDrop.dropPointInBounds : nil
  }

  /// The autoscroll velocity for the running movement's position or the drop's pointer, in points per
  /// second; zero outside the bands, without either, for keyboard movements, or against a content edge.
  var interactiveMovementAutoscrollVelocity: CGPoint {
    guard let p = autoscrollPointInBounds else { return .zero }
    let size = bounds.size
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
  /// target position follows the content, and the target index path is updated (for a drop: the drop's
  /// update runs again at the pointer, now over other content).
  func autoscrollInteractiveMovement(by seconds: CGFloat) {
    guard let p = autoscrollPointInBounds else { return }
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
    if let movement = interactiveMovement.movement, !movement.isDropGap {
      moveInteractiveTarget(to: CGPoint(x: target.x + p.x, y: target.y + p.y))
    } else if let session = dragDrop.dropSession {
      _ = dropTargetDidUpdate(session)
    }
  }
}
