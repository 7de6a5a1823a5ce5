import Foundation
import TrellisGeometry
import TrellisUI

/// Hears a collection view's selection, highlight and display events (`UICollectionViewDelegate`); all optional.
@MainActor public protocol CollectionViewDelegate: ScrollViewDelegate {
  /// Whether a touched item highlights (true by default); false skips selection entirely.
  func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
  /// An item highlighted.
  func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
  /// An item unhighlighted.
  func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
  /// Whether a tapped item selects (true by default).
  func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
  /// Whether a tapped selected item deselects in multiple selection (true by default).
  func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
  /// An item was selected by the user.
  func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
  /// An item was deselected by the user.
  func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
  /// A cell is about to appear.
  func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
  /// A supplementary view is about to appear.
  func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath)
  /// A cell left the screen (or was removed).
  func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
  /// A supplementary view left the screen (or was removed).
  func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath)
  /// The offset to use after a layout change (`setCollectionViewLayout`); the default returns the layout's
  /// proposal. Asked after layout changes and batch updates.
  func collectionView(
    _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  )
    -> CGPoint
  /// The transition layout for an interactive transition (`startInteractiveTransition(to:completion:)`);
  /// the default makes a `TransitionLayout`. Return a subclass for custom interpolation; it must be made
  /// with `fromLayout` as its current layout and `toLayout` as its next.
  func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> TransitionLayout

  // Interactive movement (see `CollectionView+InteractiveMovement`).

  /// Where the moving item should go instead of the layout's proposal (iOS 15); asked when the layout
  /// proposes an index path other than the current one. The default asks the older method with the
  /// original index path.
  func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath
  /// Where the moving item should go instead of the layout's proposal (iOS 9; deprecated in iOS 15):
  /// `currentIndexPath` is the item's original index path. The proposal by default.
  func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath

  // Menus (see `CollectionView+Menus`).

  /// Whether a long-pressed item shows the edit menu (false by default); asked first of the legacy menu's
  /// three methods, which work together.
  func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool
  /// Whether the edit menu offers an action for an item, asked for each standard edit action in turn and
  /// again before the chosen one is performed, and by Ctrl+C/X/V and Delete for selected items (false by default).
  func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool
  /// Performs an action the user chose from the edit menu, or typed, for an item.
  func collectionView(
    _ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  )
  /// The context menu for items (iOS 16): one item when pressed or clicked on an item, none between items;
  /// nil shows no context menu. The default asks `contextMenuConfigurationForItemAt:point:` for one item.
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> ContextMenuConfiguration?
  /// The context menu for one item (iOS 13); nil by default. Not asked when the iOS 16 method is implemented.
  func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration?
  /// The user tapped the preview of an open context menu; the menu closes next.
  func collectionView(
    _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating)
  /// A context menu is about to appear.
  func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
  /// A context menu is closing (an action was chosen, the preview tapped, or the menu dismissed).
  func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?)
}

extension CollectionViewDelegate {
  /// True.
  public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// True.
  public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// True.
  public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// The proposal.
  public func collectionView(
    _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { proposedContentOffset }
  /// A `TransitionLayout` from `fromLayout` to `toLayout`.
  public func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> TransitionLayout {
    TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  /// The older method's answer for the original index path.
  public func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
  }
  /// The proposal.
  public func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// False.
  public func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
    false
  }
  /// False.
  public func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  /// The single-item method's answer for one item; nil for none or several.
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> ContextMenuConfiguration? {
    guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
    return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
  }
  /// Nil.
  public func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing.
  public func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
}
