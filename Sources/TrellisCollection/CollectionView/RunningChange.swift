import Foundation

/// The change a collection view runs over several frames that ends with calls of its own: none, an
/// animated layout change, or an interactive transition (tracked, finishing or cancelling). Batch
/// updates and animated bounds changes set up their animation at once (the change engine) and need no
/// state once it runs; while one is being set up, `CollectionView.currentUpdate` describes it.
@MainActor enum RunningChange {
  /// Nothing runs.
  case none
  /// An animated `setCollectionViewLayout(_:animated:completion:)` whose ending hasn't run yet, held
  /// weakly: its animation's completion owns it. Its ending holds the caller's completion, which often
  /// holds the controllers that own this collection view; held strongly here, a change whose animation
  /// is dropped without completing (an application reset) would keep them all alive.
  case layoutChange(WeakLayoutChange)
  /// An interactive layout transition.
  case interactiveTransition(InteractiveLayoutTransition)
}

/// A weak reference to a running layout change.
@MainActor struct WeakLayoutChange {
  /// The change, nil once its animation (its only owner) is gone.
  weak var change: RunningLayoutChange?
}

extension CollectionView {
  /// The interactive layout transition in progress, nil when none is.
  var interactiveTransition: InteractiveLayoutTransition? {
    if case .interactiveTransition(let transition) = changes.running { return transition }
    return nil
  }
}
