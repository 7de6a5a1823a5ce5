import Trellis

/// A refused input to UIKit Dynamics, with the call and the numbers involved.
///
/// UIKit raises exceptions or misbehaves on these; Trellis keeps the previous value, never hands the
/// value to the physics engine (whose debug build aborts on NaN or zero mass), and passes the error
/// to `DynamicAnimator.errorHandler` (by default printed to standard error).
public enum DynamicsError: Error, Equatable, CustomStringConvertible {
  /// A NaN or infinite number, or one beyond ±10⁷.
  case nonFinite(call: String, value: String)
  /// A number outside the range the property admits.
  case outOfRange(call: String, value: Double, range: String)
  /// An item whose bounds have no area: it can have no mass, so 1 × 1 pt is used.
  case emptyItemBounds(call: String, size: CGSize)
  /// A behaviour already added to another animator.
  case behaviorInAnotherAnimator(behavior: String)
  /// An attachment of an item to itself (the engine can't solve it).
  case attachmentToItself
  /// More collision behaviours in one animator than the engine's collision filter can tell apart.
  case tooManyCollisionBehaviors(limit: Int)
  /// A sliding attachment's axis of translation with no finite direction (NaN, infinite or zero).
  case invalidAxis(call: String, axis: CGVector)
  /// An `attachmentRange` that doesn't contain 0 (or has a NaN end).
  case invalidRange(call: String, minimum: Double, maximum: Double)
  /// A view item that isn't in the hierarchy of the animator's reference view (UIKit raises).
  case itemOutsideReferenceView(item: String)

  /// The report's text.
  public var description: String {
    switch self {
    case .nonFinite(let call, let value):
      return "\(call): \(value) is not a finite number within ±1e7; the value was refused"
    case .outOfRange(let call, let value, let range):
      return "\(call): \(value) is outside \(range); the value was refused"
    case .emptyItemBounds(let call, let size):
      return "\(call): an item with bounds size \(size.width) × \(size.height) has no area; it weighs as 1 × 1 pt"
    case .behaviorInAnotherAnimator(let behavior):
      return "addBehavior(_:): the \(behavior) already belongs to another animator; it was not added"
    case .attachmentToItself:
      return "AttachmentBehavior(item:attachedTo:): an item can't be attached to itself; the attachment does nothing"
    case .tooManyCollisionBehaviors(let limit):
      return "addBehavior(_:): an animator holds at most \(limit) collision behaviours; this one does nothing"
    case .invalidAxis(let call, let axis):
      return
        "\(call): the axis of translation (\(axis.dx), \(axis.dy)) has no finite direction; the attachment does nothing"
    case .invalidRange(let call, let minimum, let maximum):
      return "\(call): \(minimum)…\(maximum) does not contain 0 (minimum ≤ 0 ≤ maximum); the value was refused"
    case .itemOutsideReferenceView(let item):
      return
        "addBehavior(_:): \(item) is not in the reference view's hierarchy; it moves in the reference view's coordinates"
    }
  }

  /// Whether a number is finite and within the accepted magnitude.
  static func isAcceptable(_ value: Double) -> Bool {
    value.isFinite && abs(value) <= DynamicsUnits.maximumValue
  }

  /// Whether a point's coordinates are acceptable.
  static func isAcceptable(_ point: CGPoint) -> Bool { isAcceptable(point.x) && isAcceptable(point.y) }

  /// Whether a vector's components are acceptable.
  static func isAcceptable(_ vector: CGVector) -> Bool { isAcceptable(vector.dx) && isAcceptable(vector.dy) }
}
