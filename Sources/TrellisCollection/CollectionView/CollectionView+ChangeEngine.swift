import Foundation
import TrellisGeometry
import TrellisUI

/// The change engine: the one path by which what the collection view shows changes with animation.
/// Batch updates (with changes or without), layout changes, the settling of an interactive transition
/// that another interrupts, and animated bounds changes each describe themselves as a `VisibleChange`
/// and run through the same named steps:
///
/// 1. `capturePoses` — what every visible view shows, before the model changes (the caller's step);
/// 2. the model change — re-keying, a new layout installed, a new offset (the caller's step);
/// 3. inside the animation block: the target offset; `holdOutDepartingViews` — views whose elements
///    left the visible rectangle are held out of the reuse queues and travel to their new attributes
///    (or fade); the layout pass without animation, with every kept view's `apply(_:)` deferred;
/// 4. removed views go to the change's ends; every visible view starts from the change's start
///    (`begin`), its deferred `apply(_:)` inside the block;
/// 5. when the animation ends, the held views go to their reuse queues.
extension CollectionView {
  /// What every visible view shows now (its presentation), by identity, moved by `shift`.
  /// - Complexity: O(visible views).
  func capturePoses(shiftedBy shift: CGPoint = .zero) -> [ObjectIdentifier: ElementPose] {
    var poses: [ObjectIdentifier: ElementPose] = [:]
    poses.reserveCapacity(visibleSet.views.count)
    for view in visibleSet.views.values {
      poses[ObjectIdentifier(view)] = ElementPose(view.presentation).shifted(by: shift)
    }
    return poses
  }

  /// Runs `change` animated — over `duration` with ease-in-out, or with the enclosing animation
  /// block's timing — or at once when `animated` is false, outside a window or with animations
  /// disabled; `completion(finished)` runs once, after the held views are released. Allocates nothing
  /// of its own once warm (the ending is a kept `ChangeEnding`, the steps run in a non-escaping block).
  /// - Complexity: O(visible elements before and after), plus the layout's query.
  func runVisibleChange<Change: VisibleChange>(
    _ change: Change, animated: Bool, duration: TimeInterval, completion: @escaping (Bool) -> Void
  ) {
    let ending = changes.takeEnding()
    ending.start(in: self, removed: change.removed, completion: completion)
    performVisibleChange(animated: animated, duration: duration) {
      if let target = change.targetOffset, target != self.contentOffset { self.contentOffset = target }
      var deferred = DeferredApplies()
      if change.laysOut {
        ending.departing = self.holdOutDepartingViews()
        deferred = self.updateVisibleViewsDeferringApplies()
      }
      change.willMove()
      for view in change.removed {
        if view.superview is ElementContainerView {
          self.moveHeldRowView(view, to: change.end(of: view))
        } else {
          self.move(view, to: change.end(of: view))
        }
      }
      for (key, view) in self.visibleSet.views {
        self.begin(view, from: change.start(of: key, shownBy: view), deferred: &deferred)
      }
      self.applyRemaining(deferred)
      deferred.removeAll(keepingCapacity: true)
      self.changes.spareDeferredApplies = deferred
      self.beginElementContainerMotion { change.rowStart(of: $0) }
      change.didMove()
    } completion: { [ending] finished in
      // The one captured object is the closure's context: nothing is allocated for it.
      ending.run(finished: finished)
    }
  }

  /// Holds out the visible views whose elements are not in the visible rectangle any more (as the
  /// current layout answers for it) and moves each to its attributes there, or fades it out where it
  /// is without them; returns them. A view whose element now belongs to an orthogonal row goes to its
  /// reuse queue at once instead (the row's own view starts from where it showed). Leaves the query
  /// buffer filled for the layout pass that follows.
  /// - Complexity: the layout's query of the overscan rectangle, plus one attribute query per departing view.
  private func holdOutDepartingViews() -> [CollectionReusableView] {
    queryLayout(in: overscanRect)
    let visible = bounds
    // The views of elements still in the visible rectangle get this pass's stamp (no set to build).
    visibleSet.passCount &+= 1
    let stamp = visibleSet.passCount
    for element in visibleSet.queried where element.frame.overlaps(visible) {
      visibleSet.views[element.key]?.lastSeenPass = stamp
    }
    var departing: [(CollectionReusableView, ElementKey)] = []
    for (key, view) in visibleSet.views where view.lastSeenPass != stamp { departing.append((view, key)) }
    var held: [CollectionReusableView] = []
    for (view, key) in departing {
      // An element whose section now scrolls on its own: its row shows it (from where this view was).
      if scrollsInOrthogonalRegion(key) {
        removeVisibleView(for: key)
        continue
      }
      holdOut(view)
      move(view, to: attributes(in: collectionViewLayout, for: key))
      held.append(view)
    }
    return held
  }

  /// Starts one visible view's motion from `start`, inside the animation block, completing its
  /// deferred `apply(_:)`.
  private func begin(_ view: CollectionReusableView, from start: ChangeStart, deferred: inout DeferredApplies) {
    switch start {
    case .shown(let pose):
      view.animate(from: pose)
      animateAppliedAttributes(of: view, from: nil, startIsShown: true, deferred: &deferred)
    case .from(let pose, let attributes):
      view.animate(from: pose)
      animateAppliedAttributes(of: view, from: attributes, startIsShown: false, deferred: &deferred)
    case .faded:
      view.animate(from: view.pose.faded)
      animateAppliedAttributes(of: view, from: nil, startIsShown: false, deferred: &deferred)
    case .none:
      break
    }
  }

  /// Where to rest after a change in `layout`: its `targetContentOffset(forProposedContentOffset:)`,
  /// then the delegate's `collectionView(_:targetContentOffsetForProposedContentOffset:)`, clamped to
  /// `layout`'s content; the proposal (clamped) when either answers a non-finite offset.
  func targetContentOffset(proposing proposed: CGPoint, in layout: CollectionViewLayout) -> CGPoint {
    var target = layout.targetContentOffset(forProposedContentOffset: proposed)
    target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: target) ?? target
    if !(target.x.isFinite && target.y.isFinite) { target = proposed }
    return clamped(target, toContentOf: layout)
  }

  /// `offset` clamped to the scrollable range `layout`'s content size gives.
  func clamped(_ offset: CGPoint, toContentOf layout: CollectionViewLayout) -> CGPoint {
    let size = layout.collectionViewContentSize
    let inset = adjustedContentInset
    let visible = bounds.size
    let low = CGPoint(x: -inset.left, y: -inset.top)
    let high = CGPoint(
      x: max(low.x, size.width + inset.right - visible.width),
      y: max(low.y, size.height + inset.bottom - visible.height))
    return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
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
