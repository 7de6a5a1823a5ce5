import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// The duration of an animated layout change outside an animation block, in seconds (a Trellis
  /// choice: UIKit doesn't document its figure).
  nonisolated public static let layoutTransitionDuration: TimeInterval = 0.3

  /// Changes the layout, animated or not, keeping every view that shows an element in both layouts
  /// (`setCollectionViewLayout(_:animated:completion:)`).
  ///
  /// The order, as UIKit's: the old layout's `prepareForTransition(to:)`, the new one's
  /// `prepareForTransition(from:)`, every visible view's `willTransition(from:to:)`; the new layout is
  /// prepared and the content offset becomes the new layout's
  /// `targetContentOffset(forProposedContentOffset:)`, then the delegate's
  /// `collectionView(_:targetContentOffsetForProposedContentOffset:)` (clamped), so the item in view
  /// stays in view. Views move to their new attributes (animated: over
  /// `layoutTransitionDuration`, ease-in-out, or the enclosing animation block's timing); elements
  /// that appear start from the old layout's attributes (or fade in), views whose elements leave the
  /// visible area move to the new layout's attributes (or fade out where the new layout has none) and
  /// go to their reuse queues only when that ends. Then both layouts' `finalizeLayoutTransition()`,
  /// every view's `didTransition(from:to:)` and `completion(finished)`: true unless the animation was
  /// interrupted (another layout change, `reloadData`).
  ///
  /// Without animation, or outside a window, the change applies at once and `completion(true)` runs
  /// before this returns. A layout another collection view uses is refused with a report and
  /// `completion(false)`.
  /// - Complexity: O(visible elements before and after), plus the layouts' preparation and queries.
  public func setCollectionViewLayout(
    _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
  ) {
    let old = collectionViewLayout
    guard layout !== old else {
      completion?(true)
      return
    }
    if let owner = layout.attachedCollectionView, owner !== self {
      report(.layoutInUseByAnotherCollectionView(layout: "\(type(of: layout))", keptCurrent: true))
      completion?(false)
      return
    }
    layoutIfNeeded()
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    for view in visibleViews.values { view.willTransition(from: old, to: layout) }
    let before = visibleViews

    isChangingLayoutInPlace = true
    collectionViewLayout = layout
    isChangingLayoutInPlace = false
    old.attachedCollectionView = self  // the old layout answers for appearing elements until the change is set up
    prepareLayoutIfNeeded()
    let proposed = contentOffset
    var target = layout.targetContentOffset(forProposedContentOffset: proposed)
    target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: target) ?? target
    target = clampedContentOffset(target.x.isFinite && target.y.isFinite ? target : proposed)

    var leaving: [CollectionReusableView] = []
    let changes = {
      if target != self.contentOffset { self.contentOffset = target }
      leaving = self.moveViewsToNewLayout(from: old, keeping: before)
    }
    performVisibleChange(animated: animated, duration: Self.layoutTransitionDuration, changes) { finished in
      for view in leaving { self.releaseHeldView(view) }
      old.finalizeLayoutTransition()
      layout.finalizeLayoutTransition()
      for view in self.visibleViews.values { view.didTransition(from: old, to: layout) }
      completion?(finished)
    }
    if old.attachedCollectionView === self { old.attachedCollectionView = nil }
  }

  /// Inside the change's animation block: lays the visible views out for the new layout; views that
  /// were visible and aren't now are held out and moved to the new layout's attributes (or faded);
  /// views that are new start from the old layout's attributes (or from transparent). Returns the held views.
  private func moveViewsToNewLayout(
    from old: CollectionViewLayout, keeping before: [ElementKey: CollectionReusableView]
  ) -> [CollectionReusableView] {
    // Elements that stay visible keep their views: the pass below re-applies their new attributes.
    queryLayout(in: overscanRect)
    let visible = bounds
    var stillVisible = Set<ElementKey>()
    for element in queriedElements where element.frame.overlaps(visible) { stillVisible.insert(element.key) }
    var leaving: [CollectionReusableView] = []
    for (key, view) in before where !stillVisible.contains(key) && visibleViews[key] === view {
      holdOut(view)
      leaving.append(view)
      move(view, to: attributesInCurrentLayout(for: key))
    }
    var shown: [ObjectIdentifier: ElementMotionState] = [:]
    for view in visibleViews.values { shown[ObjectIdentifier(view)] = ElementMotionState(view.presentation) }
    var deferred = updateVisibleViewsDeferringApplies()
    for (key, view) in visibleViews {
      if before[key] === view, let was = shown[ObjectIdentifier(view)] {
        // Re-applied without animation by the pass above: animate from where the view was instead.
        view.animate(from: was)
        animateAppliedAttributes(of: view, from: nil, startIsShown: true, deferred: &deferred)
      } else if before[key] == nil {
        let start = attributes(in: old, for: key)
        view.animate(from: start.map(ElementMotionState.init) ?? view.motionState.faded)
        animateAppliedAttributes(of: view, from: start, startIsShown: false, deferred: &deferred)
      }
    }
    applyRemaining(deferred)
    return leaving
  }

  /// An element's attributes in the collection view's current layout, nil when it has none.
  private func attributesInCurrentLayout(for key: ElementKey) -> LayoutAttributes? {
    attributes(in: collectionViewLayout, for: key)
  }

  /// An element's attributes in `layout`, nil when it has none or they aren't finite.
  func attributes(in layout: CollectionViewLayout, for key: ElementKey) -> LayoutAttributes? {
    let attributes: LayoutAttributes?
    switch key.category {
    case .cell: attributes = layout.layoutAttributesForItem(at: key.indexPath)
    case .supplementaryView:
      attributes = layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
    case .decorationView:
      attributes = layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
    }
    guard let attributes, attributes.frame.isFinite else { return nil }
    return attributes
  }
}
