import Foundation

/// The self-sizing part: how self-sizing cells follow changes of their content, and the animated scroll
/// re-aimed as the items it passes are measured.
struct SelfSizingState {
  /// The mode set by `selfSizingInvalidation`.
  var invalidation: CollectionView.SelfSizingInvalidation = .enabled
  /// The item and position of a running animated `scrollToItem(at:at:animated:)`, re-aimed at the item's
  /// measured frame while self-sizing views are measured on the way.
  var scrollTarget: (indexPath: IndexPath, position: CollectionView.ScrollPosition)?
}
