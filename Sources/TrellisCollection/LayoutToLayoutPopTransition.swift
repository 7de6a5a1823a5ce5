import Foundation
import TrellisGeometry
import TrellisUI

/// The swipe-back of a controller pushed with `useLayoutToLayoutNavigationTransitions`.
///
/// INTERACTIVE LAYOUT TRANSITION SEAM: this is where the swipe-back will drive an interactive layout
/// transition once `CollectionView.startInteractiveTransition(to:completion:)` exists — `update(progress:)`
/// setting the transition layout's `transitionProgress`, `finish`/`cancel` calling
/// `finishInteractiveTransition()`/`cancelInteractiveTransition()` with the finger's velocity. Until then
/// the layout doesn't follow the finger: a finished swipe runs the animated pop back to the previous
/// layout (`setCollectionViewLayout(_:animated:completion:)`), a cancelled one leaves everything as it was.
@MainActor final class LayoutToLayoutPopTransition: InteractivePopTransition {
  private weak var controller: CollectionViewController?

  /// A swipe-back popping `controller`.
  init(controller: CollectionViewController) { self.controller = controller }

  /// Nothing yet (see the seam above).
  func update(progress: CGFloat) {}

  /// The animated change back to the layout before the push.
  func finish(velocity: CGFloat, completion: @escaping @MainActor () -> Void) {
    guard let controller else {
      completion()
      return
    }
    controller.transitionSharedView(forward: false, animated: true) { _ in completion() }
  }

  /// Nothing moved, so nothing to undo.
  func cancel(velocity: CGFloat, completion: @escaping @MainActor () -> Void) { completion() }
}
