import Foundation

/// How the collection view's self-sizing cells follow changes of their content: the self-sizing part.
struct SelfSizingState {
  /// The mode set by `selfSizingInvalidation`.
  var invalidation: CollectionView.SelfSizingInvalidation = .enabled
}
