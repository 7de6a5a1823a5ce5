import Foundation
import TrellisGeometry
import TrellisUI

/// A view controller whose view is a collection view and which is its data source and delegate
/// (`UICollectionViewController`). Subclasses override the data-source methods they need.
@MainActor open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
  /// The layout the controller was made with, which its collection view shows.
  let initialLayout: CollectionViewLayout
  /// Whether the selection is cleared each time the view is about to appear (true by default; ignored
  /// when `useLayoutToLayoutNavigationTransitions`).
  open var clearsSelectionOnViewWillAppear = true
  /// Whether a navigation controller pushing this controller over another collection-view controller
  /// shares that controller's collection view and animates it to this controller's layout instead of
  /// sliding in a view of its own (`useLayoutToLayoutNavigationTransitions`; false by default). Set it
  /// before the push and don't change it while pushed; see `CollectionViewController+LayoutToLayout.swift`.
  open var useLayoutToLayoutNavigationTransitions = false
  /// Whether the collection view has the standard long press that moves items interactively (true by
  /// default; `installsStandardGestureForInteractiveMovement`): see `CollectionView+InteractiveMovementGesture`.
  open var installsStandardGestureForInteractiveMovement = true {
    didSet {
      (viewIfLoaded as? CollectionView)?.setStandardMovementGestureInstalled(
        installsStandardGestureForInteractiveMovement)
    }
  }
  /// The controller whose collection view this one shares while pushed with a layout-to-layout transition.
  weak var collectionViewLender: CollectionViewController?
  /// The shared collection view's layout when this controller was pushed, which a pop returns to.
  var layoutBeforePush: CollectionViewLayout?

  /// Creates a controller with a layout (`init(collectionViewLayout:)`).
  public init(collectionViewLayout layout: CollectionViewLayout) {
    initialLayout = layout
    super.init()
  }

  /// The collection view (the controller's view).
  public var collectionView: CollectionView! { view as? CollectionView }

  /// The collection view's layout.
  public var collectionViewLayout: CollectionViewLayout { collectionView.collectionViewLayout }

  /// Creates the collection view with this controller as data source and delegate.
  open override func loadView() {
    let collectionView = CollectionView(frame: Screen.main.bounds, collectionViewLayout: initialLayout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.dataSource = self
    collectionView.delegate = self
    collectionView.setStandardMovementGestureInstalled(installsStandardGestureForInteractiveMovement)
    view = collectionView
  }

  /// Clears the selection when `clearsSelectionOnViewWillAppear`.
  open override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    if clearsSelectionOnViewWillAppear && !useLayoutToLayoutNavigationTransitions {
      collectionView.selectItem(at: nil, animated: animated, scrollPosition: .none)
    }
  }

  /// Navigation keys go to the collection view when no responder has taken the keyboard (keys reach the
  /// frontmost controller then); the rest go to `next`.
  open override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    var unhandled = presses
    // When the collection view is first responder it has seen these keys already and passed them up.
    if let collectionView = viewIfLoaded as? CollectionView, !collectionView.isFirstResponder {
      unhandled = collectionView.handleKeyPresses(presses)
    }
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// No items; override.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

  /// Must be overridden when there are items: reports the omission to the collection view's
  /// `errorHandler` (`CollectionViewError.cellProviderNotOverridden`) and returns an empty cell, dequeued
  /// under a private identifier so it is reused like any other.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    collectionView.report(.cellProviderNotOverridden(controller: "\(type(of: self))", indexPath: indexPath))
    let identifier = Self.placeholderCellIdentifier
    if collectionView.registry.cellClasses[identifier] == nil {
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: identifier)
    }
    return collectionView.dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
  }

  /// The reuse identifier of the empty cells shown when `collectionView(_:cellForItemAt:)` isn't overridden.
  static let placeholderCellIdentifier = "Trellis.CollectionViewController.placeholderCell"

  /// One section; override.
  open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

  // The delegate methods are declared here, in the class body, so subclasses `override` them as they do
  // UIKit's: a subclass method would not replace the protocol extension's default otherwise.

  /// True; override.
  open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
    true
  }
  /// Does nothing; override.
  open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
  /// Does nothing; override.
  open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
  /// True; override.
  open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
  /// True; override.
  open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
  /// Does nothing; override.
  open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
  /// Does nothing; override.
  open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
  /// Does nothing; override.
  open func collectionView(
    _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing; override.
  open func collectionView(
    _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
    forElementKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// Does nothing; override.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
  ) {}
  /// Does nothing; override.
  open func collectionView(
    _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
    forElementOfKind elementKind: String, at indexPath: IndexPath
  ) {}
  /// False: items can't move; override (asked by `beginInteractiveMovementForItem(at:)`).
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
  /// Moves nothing; override to move the item in the model. Not overridden, the collection view reports
  /// it and puts the item back (see `CollectionViewDataSource`).
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    collectionView.interactiveMovement.dataSourceSkippedMove = true
  }
  /// The older method's answer for the original index path; override.
  open func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    self.collectionView(
      collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath, toProposedIndexPath: proposedIndexPath)
  }
  /// The proposal; override.
  open func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath { proposedIndexPath }
  /// The proposal; override. Asked after a layout change (`setCollectionViewLayout`).
  open func collectionView(
    _ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint
  ) -> CGPoint { proposedContentOffset }
  /// A `TransitionLayout` from `fromLayout` to `toLayout`; override to supply a subclass.
  open func collectionView(
    _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
    newLayout toLayout: CollectionViewLayout
  ) -> TransitionLayout {
    TransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
  }
  /// False; override.
  open func collectionView(_ collectionView: CollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
    false
  }
  /// False; override.
  open func collectionView(
    _ collectionView: CollectionView, canPerformAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) -> Bool { false }
  /// Does nothing; override.
  open func collectionView(
    _ collectionView: CollectionView, performAction action: Selector, forItemAt indexPath: IndexPath,
    withSender sender: Any?
  ) {}
  /// The single-item method's answer for one item, nil otherwise; override.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
  ) -> ContextMenuConfiguration? {
    guard indexPaths.count == 1, let indexPath = indexPaths.first else { return nil }
    return self.collectionView(collectionView, contextMenuConfigurationForItemAt: indexPath, point: point)
  }
  /// Nil; override.
  open func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? { nil }
  /// Does nothing; override.
  open func collectionView(
    _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
    animator: any ContextMenuInteractionCommitAnimating
  ) {}
  /// Does nothing; override.
  open func collectionView(
    _ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Does nothing; override.
  open func collectionView(
    _ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
    animator: (any ContextMenuInteractionAnimating)?
  ) {}
  /// Reports that no supplementary view is provided; override when the layout has supplementary views.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
  }
  /// Does nothing; override.
  open func scrollViewDidScroll(_ scrollView: ScrollView) {}
  /// Does nothing; override.
  open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
  /// Does nothing; override.
  open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
  /// Leaves the target unchanged; override.
  open func scrollViewWillEndDragging(
    _ scrollView: ScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {}
  /// Does nothing; override.
  open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
  /// Does nothing; override.
  open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
  /// Does nothing; override.
  open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
  /// True; override.
  open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
  /// Does nothing; override.
  open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
  /// Nil (no zooming); override.
  open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
  /// Does nothing; override.
  open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
  /// Does nothing; override.
  open func scrollViewDidZoom(_ scrollView: ScrollView) {}
  /// Does nothing; override.
  open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
  /// Does nothing; override.
  open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
}
