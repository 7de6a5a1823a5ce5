import Trellis

/// Hears contacts begin and end in a collision behaviour (`UICollisionBehaviorDelegate`).
@MainActor public protocol CollisionBehaviorDelegate: AnyObject {
  /// Two items touched.
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
    at p: CGPoint)
  /// Two items stopped touching.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem)
  /// An item touched a boundary (identifier nil for the reference bounds).
  func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?,
    at p: CGPoint)
  /// An item left a boundary.
  func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?)
}

extension CollisionBehaviorDelegate {
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem,
    at p: CGPoint
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?,
    at p: CGPoint
  ) {}
  /// Does nothing by default.
  public func collisionBehavior(
    _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem,
    withBoundaryIdentifier identifier: AnyHashable?
  ) {}
}
