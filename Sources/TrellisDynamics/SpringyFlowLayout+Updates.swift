import Trellis

extension SpringyFlowLayout {
  /// Whether an invalidation leaves the springs' motion for a batch update to carry over: it
  /// re-counts the data (`invalidateDataSourceCounts`, as a batch update's does) without
  /// invalidating everything (as `reloadData()` does).
  static func mayPrecedeBatchUpdate(_ context: InvalidationContext) -> Bool {
    context.invalidateDataSourceCounts && !context.invalidateEverything
  }

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
  /// rest on their frames.
  /// - Complexity: O(m × u) for m recorded springs and u update items.
  func carryMotions(through updateItems: [UpdateItem]) {
    guard !carriedMotions.isEmpty else { return }
    let mapper = UpdateIndexMapper(updateItems)
    for motion in carriedMotions {
      guard let key = mapper.newKey(forOld: motion.key), let spring = springs[key] else { continue }
      guard
        motion.displacement.dx != 0 || motion.displacement.dy != 0 || motion.velocity.dx != 0
          || motion.velocity.dy != 0
      else { continue }
      let anchor = spring.behavior.anchorPoint
      spring.attributes.center = CGPoint(x: anchor.x + motion.displacement.dx, y: anchor.y + motion.displacement.dy)
      dynamicAnimator.updateItem(usingCurrentState: spring.attributes)
      dynamicAnimator.setLinearVelocity(motion.velocity, of: spring.attributes)
    }
    carriedMotions.removeAll(keepingCapacity: true)
  }
}
