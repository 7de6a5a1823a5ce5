import Foundation

/// What an animated change does when its animation ends: the views it held out of the reuse queues go
/// to them, then the caller's completion runs. One object per running change, handed to the animation
/// as the only thing its completion captures; once it has run, it goes back to its collection view's
/// spares (`ChangeState.keepEnding`) for a later change, holding nothing: a change allocates nothing for
/// its ending. An ending whose animation is dropped unfinished (an application reset) is simply freed
/// with it: the spares never hold a running ending, so nothing it holds can keep its collection view alive.
@MainActor final class ChangeEnding {
  /// The collection view whose held views are released (held while the change runs).
  private var collectionView: CollectionView?
  /// Views the change removed (held out of the reuse queues).
  private var removed: [CollectionReusableView] = []
  /// Views whose elements left the visible rectangle during the change (held too).
  var departing: [CollectionReusableView] = []
  /// The caller's completion.
  private var completion: ((Bool) -> Void)?

  /// Prepares the ending of a change of `collectionView` that removed `removed`, whose caller's
  /// completion is `completion`.
  func start(
    in collectionView: CollectionView, removed: [CollectionReusableView], completion: @escaping (Bool) -> Void
  ) {
    self.collectionView = collectionView
    self.removed = removed
    departing = []
    self.completion = completion
  }

  /// Releases the held views, goes back to the collection view's spares, and calls the caller's
  /// completion once.
  /// - Complexity: O(held views).
  func run(finished: Bool) {
    guard let collectionView else { return }
    self.collectionView = nil
    for view in removed { collectionView.releaseHeldView(view) }
    for view in departing { collectionView.releaseHeldView(view) }
    // Emptied without keeping storage: a later change's arrays are its own.
    removed = []
    departing = []
    let completion = self.completion
    self.completion = nil
    collectionView.changes.keepEnding(self)
    completion?(finished)
  }
}
