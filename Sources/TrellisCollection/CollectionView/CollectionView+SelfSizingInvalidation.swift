import Foundation
import TrellisUI

extension CollectionView {
  /// How a self-sizing cell is resized when its content changes (`UICollectionView.SelfSizingInvalidation`).
  public enum SelfSizingInvalidation: Int, Sendable, Hashable {
    /// Nothing happens when the cell's intrinsic size is invalidated (`disabled`).
    case disabled
    /// `invalidateIntrinsicContentSize()` on a cell or its content view resizes the cell (`enabled`).
    case enabled
    /// As `enabled`, and any Auto Layout change inside the content view (a constraint activated,
    /// deactivated or edited, a subview's intrinsic size invalidated) resizes it too
    /// (`enabledIncludingConstraints`).
    case enabledIncludingConstraints
  }

  /// How self-sizing cells follow changes of their content (`selfSizingInvalidation`; `.enabled` by
  /// default, as in UIKit since iOS 16): the cell is measured again in the next layout pass and the layout
  /// takes its new size, the first visible cell keeping its place on screen.
  public var selfSizingInvalidation: SelfSizingInvalidation {
    get { selfSizing.invalidation }
    set { selfSizing.invalidation = newValue }
  }

  /// Installs the observer of Auto Layout changes that serves `selfSizingInvalidation` (once per process).
  static func observeAutoLayoutChanges() {
    guard View.autoLayoutChangeObserver == nil else { return }
    View.autoLayoutChangeObserver = { view, change in CollectionView.autoLayoutDidChange(in: view, change) }
  }

  /// An Auto Layout change in `view`: when it is a visible self-sizing cell, its content view, or (for
  /// `.enabledIncludingConstraints`) inside the content view, the cell's measurement is forgotten and its
  /// collection view laid out again.
  /// - Complexity: O(depth of `view` below its collection view).
  static func autoLayoutDidChange(in view: View, _ change: AutoLayoutChange) {
    // The nearest cell holding the view; a collection view on the way owns the change itself.
    var current: View? = view
    var inContentView = false
    while let candidate = current, !(candidate is CollectionViewCell) {
      if candidate is CollectionView { return }
      if let cell = candidate.superview as? CollectionViewCell, candidate === cell.contentView { inContentView = true }
      current = candidate.superview
    }
    guard let cell = current as? CollectionViewCell, cell.selfSizingMeasurement != nil,
      cell.appliedLayoutAttributes?.selfSizingAxes.isEmpty == false, let collectionView = cell.owningCollectionView
    else { return }
    let direct = change == .intrinsicContentSize && (view === cell || view === cell.contentView)
    switch collectionView.selfSizing.invalidation {
    case .disabled: return
    case .enabled: guard direct else { return }
    case .enabledIncludingConstraints: guard direct || inContentView else { return }
    }
    cell.selfSizingMeasurement = nil
    collectionView.setNeedsLayout()
  }
}

extension CollectionReusableView {
  /// The collection view showing this view: its superview, or its element container's.
  var owningCollectionView: CollectionView? {
    var current = superview
    while let view = current {
      if let collectionView = view as? CollectionView {
        return collectionView.isVisibleView(self) ? collectionView : nil
      }
      current = view.superview
    }
    return nil
  }
}
