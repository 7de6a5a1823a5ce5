import Trellis

/// An object a dynamic animator can move: its centre, bounds and transform (`UIDynamicItem`).
///
/// The animator reads the three at the start and after `updateItem(usingCurrentState:)`, and writes
/// `center` and `transform` (a rotation) as it steps; `bounds` gives the size for mass and collisions.
@MainActor public protocol DynamicItem: AnyObject {
  /// The item's centre, in the animator's reference coordinates.
  var center: CGPoint { get set }
  /// The item's bounds; only the size is used.
  var bounds: CGRect { get }
  /// The item's transform; the animator writes a rotation about the centre.
  var transform: CGAffineTransform { get set }
}

extension View: DynamicItem {}
