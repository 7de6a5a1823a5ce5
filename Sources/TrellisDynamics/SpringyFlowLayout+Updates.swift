import Trellis

extension SpringyFlowLayout {
  /// Notes every sprung element's key, displacement from its flow centre and velocity, before the
  /// springs are hung again on the new flow.
  /// - Complexity: O(springs).
  func recordMotions() {
    for spring in springList {
      let attributes = spring.attributes
      carriedMotions.append(
        SpringMotion(
          key: attributes.elementKey, displacement: spring.displacement,
          velocity: dynamicAnimator.linearVelocity(of: attributes)))
    }
  }

  /// Gives every element that survives the update the displacement from its (new) flow centre and
  /// the velocity it had before it, when it has a spring now; inserted and reloaded elements stay at
  /// rest on their frames. The old→new map is the update's own (`currentUpdate`).
  /// - Complexity: O(m log u) for m recorded springs and u changes.
  func carryMotions(through update: CollectionViewUpdate?) {
    guard !carriedMotions.isEmpty else { return }
    defer { carriedMotions.removeAll(keepingCapacity: true) }
    guard let update else { return }
    for motion in carriedMotions {
      guard let key = update.newElementKey(forOld: motion.key), let spring = springs[key] else { continue }
      guard
        motion.displacement.dx != 0 || motion.displacement.dy != 0 || motion.velocity.dx != 0
          || motion.velocity.dy != 0
      else { continue }
      let anchor = spring.behavior.anchorPoint
      spring.attributes.center = CGPoint(x: anchor.x + motion.displacement.dx, y: anchor.y + motion.displacement.dy)
      dynamicAnimator.updateItem(usingCurrentState: spring.attributes)
      dynamicAnimator.setLinearVelocity(motion.velocity, of: spring.attributes)
    }
  }
}
