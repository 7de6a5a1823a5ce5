import Foundation
import TrellisGeometry
import TrellisUI

/// Layout-to-layout navigation (`useLayoutToLayoutNavigationTransitions`): a controller pushed with it
/// over another collection-view controller takes over that controller's collection view — the same
/// instance, with the same data source and the same `delegate` property — and the delegate's messages
/// (collection-view and scroll-view ones) go to the pushed controller while it is on top. The push
/// animates the collection view to the pushed controller's layout with
/// `setCollectionViewLayout(_:animated:completion:)`; the pop animates it back to the layout it had
/// before the push and the messages return to the controller below.
///
/// A pushed controller that never loaded a view doesn't make one: it gets `viewDidLoad()` with the shared
/// collection view as its `collectionView`. (One that did load its own keeps it aside; its layout is then
/// in use by its own collection view, and the push is reported and shows no change of layout.)
extension CollectionViewController: SharedViewTransitioning {
  /// Whether this controller, pushed over `previous`, shares previous's collection view.
  package func sharesView(whenPushedOver previous: ViewController) -> Bool {
    useLayoutToLayoutNavigationTransitions && (previous as? CollectionViewController)?.collectionView != nil
  }

  /// Takes previous's collection view over and receives its delegate messages.
  package func beginSharingView(of previous: ViewController) {
    guard let lender = previous as? CollectionViewController, let shared = lender.collectionView else { return }
    collectionViewLender = lender
    layoutBeforePush = shared.collectionViewLayout
    shared.forwardedDelegate = self
    beginSharing(shared)
  }

  /// Animates the shared collection view to this controller's layout (push) or back (pop; the delegate
  /// messages go back to the controller below first).
  package func transitionSharedView(
    forward: Bool, animated: Bool, completion: @escaping @MainActor (Bool) -> Void
  ) {
    guard isSharingView, let shared = collectionView else {
      completion(false)
      return
    }
    if forward {
      shared.setCollectionViewLayout(initialLayout, animated: animated, completion: completion)
      return
    }
    returnDelegateMessages(of: shared)
    guard let layout = layoutBeforePush else {
      completion(true)
      return
    }
    shared.setCollectionViewLayout(layout, animated: animated, completion: completion)
  }

  /// Gives the shared collection view back.
  package func endSharingView() {
    if let shared = collectionView, shared.forwardedDelegate === self { returnDelegateMessages(of: shared) }
    collectionViewLender = nil
    layoutBeforePush = nil
    endSharing()
  }

  /// Returns past `lower` when this controller shares `lower`'s collection view: the pop then animates
  /// back to the layout `lower` was pushed over and the messages go to `lower`'s lender.
  package func takeOverReturn(of lower: any SharedViewTransitioning) -> Bool {
    guard isSharingView, let lower = lower as? CollectionViewController, collectionViewLender === lower,
      lower.isSharingView
    else { return false }
    collectionViewLender = lower.collectionViewLender
    layoutBeforePush = lower.layoutBeforePush
    return true
  }

  /// The swipe-back for this controller: an interactive layout transition (`LayoutToLayoutPopTransition`).
  package func interactivePopTransition() -> any InteractivePopTransition {
    LayoutToLayoutPopTransition(controller: self)
  }

  /// The controller below receives the messages again (itself a sharer when pushes were chained).
  func returnDelegateMessages(of shared: CollectionView) {
    if let lender = collectionViewLender, lender.isSharingView {
      shared.forwardedDelegate = lender
    } else {
      shared.forwardedDelegate = nil
    }
  }
}
