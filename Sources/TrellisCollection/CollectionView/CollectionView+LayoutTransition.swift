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
  /// interrupted (another layout change, an interactive start, `reloadData`).
  ///
  /// Called while an animated change runs, it retargets: that change ends first (its layouts'
  /// `finalizeLayoutTransition()`, its views' `didTransition(from:to:)`, its `completion(false)`), then
  /// this one starts from where the views are on screen; views the first one was moving out of sight
  /// finish that motion before going to their reuse queues.
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
    endRunningLayoutChange()
    layoutIfNeeded()
    old.prepareForTransition(to: layout)
    layout.prepareForTransition(from: old)
    for view in visibleSet.views.values { view.willTransition(from: old, to: layout) }
    let before = visibleSet.views
    let shown = capturePoses()
    captureElementContainerPoses()

    replaceLayout(with: layout, keepingViews: true)
    // The old layout answers for the elements that appear until the change is set up.
    old.answering(for: self) {
      prepareLayoutIfNeeded()
      let change = RunningLayoutChange { [weak self] finished in
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        if let self { for view in self.visibleSet.views.values { view.didTransition(from: old, to: layout) } }
        completion?(finished)
      }
      changes.running = .layoutChange(WeakLayoutChange(change: change))
      let visibleChange = ComposedVisibleChange(
        shownBefore: shown,
        targetOffset: targetContentOffset(proposing: contentOffset, in: layout),
        start: { [unowned self] key, _, was in self.start(of: key, from: old, before: before, shown: was) })
      runVisibleChange(visibleChange, animated: animated, duration: Self.layoutTransitionDuration) { finished in
        if case .layoutChange(let running) = self.changes.running, running.change === change {
          self.changes.running = .none
        }
        change.end(finished: finished)
      }
    }
  }

  /// Ends the animated layout change that is running, if any, at once: its layouts' and views' ending
  /// calls and `completion(false)` run now; its views go on from where they are (the caller retargets
  /// them) and views that were leaving finish their motion before going to their queues.
  func endRunningLayoutChange() {
    guard case .layoutChange(let running) = changes.running, let change = running.change else { return }
    changes.running = .none
    change.end(finished: false)
  }

  /// Where a view on screen in a new layout starts: a view kept through the change from where it
  /// showed; a view new on screen from where a row showed its element (its section stopped scrolling on
  /// its own), else from the old layout's attributes for its element, or transparent where the old
  /// layout has none.
  func start(
    of key: ElementKey, from old: CollectionViewLayout, before: [ElementKey: CollectionReusableView],
    shown: ElementPose?
  ) -> ChangeStart {
    if let shown { return .shown(shown) }
    guard before[key] == nil else { return .none }
    // An element a row showed whose section now scrolls with the page: from where the row showed it.
    if let pose = containers.pagePosesBefore[key] { return .from(pose, nil) }
    guard let attributes = attributes(in: old, for: key) else { return .faded }
    return .from(ElementPose(attributes), attributes)
  }
}
