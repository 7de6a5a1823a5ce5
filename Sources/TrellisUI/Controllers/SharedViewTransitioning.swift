import Foundation
import TrellisGeometry

/// A controller that, pushed onto a navigation controller, takes over the view of the controller below
/// it instead of sliding in a view of its own, and animates that view to its own state (and back on pop).
///
/// The hook through which modules above TrellisUI replace the slide: TrellisCollection's
/// `CollectionViewController` conforms to it for `useLayoutToLayoutNavigationTransitions` (the shared
/// collection view animates between the two controllers' layouts). The navigation controller keeps the
/// stack, the child relationships, the appearance calls and the bar; the conformer only moves the view.
@MainActor package protocol SharedViewTransitioning: ViewController {
  /// Whether pushing this controller over `previous` shares previous's view.
  func sharesView(whenPushedOver previous: ViewController) -> Bool
  /// Takes over previous's view (called on push, before the appearance calls).
  func beginSharingView(of previous: ViewController)
  /// Animates the shared view to this controller's state (`forward`, a push) or back to the state it
  /// had before the push (a pop), then calls `completion` (whether the animation finished).
  func transitionSharedView(forward: Bool, animated: Bool, completion: @escaping @MainActor (Bool) -> Void)
  /// Gives the shared view back (called after a pop has ended).
  func endSharingView()
  /// When `lower` is the controller this one shares the view of and both leave the stack in one pop
  /// (`popToViewController(_:animated:)`, `popToRootViewController(animated:)`): takes over where
  /// `lower`'s pop would return, so this controller's pop goes back past it; returns whether it did
  /// (false when this controller doesn't share `lower`'s view).
  func takeOverReturn(of lower: any SharedViewTransitioning) -> Bool
  /// The visual part of an interactive pop back to the controller below (the swipe-back).
  func interactivePopTransition() -> any InteractivePopTransition
}

/// The visual part of an interactive pop, which a navigation controller's swipe-back drives by progress:
/// 0 shows the top controller as before the gesture, 1 the controller below as after the pop.
///
/// The navigation controller calls `update(progress:)` while the finger moves, then exactly one of
/// `finish` or `cancel`, each of which calls its completion once when its animation ends.
@MainActor package protocol InteractivePopTransition: AnyObject {
  /// Shows the pop at `progress` (0…1).
  func update(progress: CGFloat)
  /// Animates the rest of the pop from the current progress; `velocity` is the finger's, in progress
  /// per second.
  func finish(velocity: CGFloat, completion: @escaping @MainActor () -> Void)
  /// Animates back to progress 0.
  func cancel(velocity: CGFloat, completion: @escaping @MainActor () -> Void)
}
