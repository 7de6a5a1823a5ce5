import Foundation
import TrellisGeometry
import TrellisUI

/// The swipe-back of a controller pushed with `useLayoutToLayoutNavigationTransitions`: an interactive
/// layout transition of the shared collection view back to the layout before the push.
///
/// The first movement starts `startInteractiveTransition(to:completion:)`; the finger's progress is the
/// transition layout's `transitionProgress`; a release that pops calls `finishInteractiveTransition()`
/// (the delegate messages go back to the controller below first), one that doesn't calls
/// `cancelInteractiveTransition()`. The ending spring takes its speed from the recorded progress, so a
/// flick keeps its pace. The navigation controller completes the pop or the cancel when the transition
/// ends. If the transition can't start (the layout is in use elsewhere, which is reported), a finished
/// swipe falls back to the animated pop.
@MainActor final class LayoutToLayoutPopTransition: InteractivePopTransition {
  private weak var controller: CollectionViewController?
  private var transition: TransitionLayout?
  private var refused = false
  private var ending: (@MainActor () -> Void)?

  /// A swipe-back popping `controller`.
  init(controller: CollectionViewController) { self.controller = controller }

  /// Starts the transition on the first call, then sets its progress.
  func update(progress: CGFloat) {
    guard let layout = startIfNeeded() else { return }
    layout.transitionProgress = min(max(progress, 0), 1)
  }

  /// Finishes the transition to the layout before the push; `completion` runs when it has settled.
  func finish(velocity: CGFloat, completion: @escaping @MainActor () -> Void) {
    guard let controller, let shared = controller.collectionView else {
      completion()
      return
    }
    guard startIfNeeded() != nil else {
      controller.transitionSharedView(forward: false, animated: true) { _ in completion() }
      return
    }
    ending = completion
    controller.returnDelegateMessages(of: shared)
    shared.finishInteractiveTransition()
  }

  /// Cancels the transition back to the pushed controller's layout; `completion` runs when it has settled.
  func cancel(velocity: CGFloat, completion: @escaping @MainActor () -> Void) {
    guard transition != nil, let shared = controller?.collectionView else {
      completion()
      return
    }
    ending = completion
    shared.cancelInteractiveTransition()
  }

  /// The running transition layout, started on first use; nil when it was refused.
  private func startIfNeeded() -> TransitionLayout? {
    if let transition { return transition }
    guard !refused, let controller, let shared = controller.collectionView, let back = controller.layoutBeforePush
    else { return nil }
    var started = true
    let layout = shared.startInteractiveTransition(to: back) { [weak self] _, _ in
      started = false
      guard let self, let ending = self.ending else { return }
      self.ending = nil
      ending()
    }
    guard started, shared.collectionViewLayout === layout else {
      refused = true
      return nil
    }
    transition = layout
    return layout
  }
}
