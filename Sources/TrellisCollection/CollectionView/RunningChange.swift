import Foundation

/// The change a collection view runs over several frames that ends with calls of its own: none, an
/// animated layout change, or an interactive transition (tracked, finishing or cancelling). Batch
/// updates and animated bounds changes set up their animation at once (the change engine) and need no
/// state once it runs; while one is being set up, `CollectionView.currentUpdate` describes it.
@MainActor enum RunningChange {
  /// Nothing runs.
  case none
  /// An animated `setCollectionViewLayout(_:animated:completion:)` whose ending hasn't run yet.
  case layoutChange(RunningLayoutChange)
  /// An interactive layout transition.
  case interactiveTransition(InteractiveLayoutTransition)
}

extension CollectionView {
  /// The interactive layout transition in progress, nil when none is.
  var interactiveTransition: InteractiveLayoutTransition? {
    if case .interactiveTransition(let transition) = runningChange { return transition }
    return nil
  }
}
