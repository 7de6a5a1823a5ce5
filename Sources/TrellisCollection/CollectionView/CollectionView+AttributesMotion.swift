import Foundation
import TrellisGeometry
import TrellisUI

/// The attributes views read in `apply(_:)` during an animated change (a batch update, a layout
/// change): applied inside the change's animation block, as UIKit applies them, so they animate.
extension CollectionView {
  /// Views whose `apply(_:)` an animated change's layout pass deferred, by identity, with the
  /// attributes they showed before (nil for plain geometry).
  typealias DeferredApplies = [ObjectIdentifier: LayoutAttributes?]

  /// Lays the visible views out without animation, measuring self-sizing ones, but leaves the `apply(_:)`
  /// of views kept through the change to the animation block: returns them with the attributes they
  /// showed before.
  /// - Complexity: the layout pass's.
  func updateVisibleViewsDeferringApplies() -> DeferredApplies {
    changes.deferredApplies = changes.spareDeferredList
    changes.spareDeferredList = []
    View.performWithoutAnimation {
      updateVisibleViews()
      // Self-sizing views are measured now, so their measured sizes are the ends the change animates to;
      // the change sets its own offset, so no view is anchored (no pass stamp is that old).
      measureSelfSizingViews(shownBefore: Int.min)
    }
    var deferred = changes.spareDeferredApplies
    changes.spareDeferredApplies = [:]
    var list = changes.deferredApplies ?? []
    changes.deferredApplies = nil
    // A view applied again after measuring starts from what it showed before the change: its first entry.
    for (view, previous) in list where deferred.index(forKey: ObjectIdentifier(view)) == nil {
      deferred[ObjectIdentifier(view)] = previous
    }
    list.removeAll(keepingCapacity: true)
    changes.spareDeferredList = list
    return deferred
  }

  /// Inside the animation block: takes what `apply(_:)` shows in `view` from `start` (or, for a view
  /// kept through the change, what it showed) to the attributes now applied to it
  /// (`CollectionReusableView.animateAppliedAttributes`), completing its deferred `apply(_:)`.
  func animateAppliedAttributes(
    of view: CollectionReusableView, from start: LayoutAttributes?, startIsShown: Bool,
    deferred: inout DeferredApplies
  ) {
    guard let end = view.appliedLayoutAttributes else { return }
    if let previous = deferred.removeValue(forKey: ObjectIdentifier(view)) {
      view.animateAppliedAttributes(from: start ?? previous, to: end, startIsShown: start == nil || startIsShown)
    } else if let start, !startIsShown, !start.differsOnlyInStandardProperties(from: end) {
      view.animateAppliedAttributes(from: start, to: end, startIsShown: false)
    }
  }

  /// Inside the animation block: moves a view that leaves (held out of the visible set) to `target`,
  /// its standard properties and what its `apply(_:)` shows, or fades it out where it is without one.
  /// The target's zIndex orders the view at once (z-order doesn't animate), so a layout can send leaving
  /// views beneath the others.
  func move(_ view: CollectionReusableView, to target: LayoutAttributes?) {
    guard let target, let pose = ElementPose(finite: target) else {
      view.show(view.pose.faded)
      return
    }
    if view.zPosition != CGFloat(target.zIndex) { view.zPosition = CGFloat(target.zIndex) }
    view.show(pose)
    view.animateAppliedAttributes(from: view.appliedLayoutAttributes, to: target, startIsShown: true)
  }

  /// Calls `apply(_:)` of the deferred views nothing else animated (none in the collection view's own
  /// changes; a safety net so no view misses its attributes).
  func applyRemaining(_ deferred: DeferredApplies) {
    guard !deferred.isEmpty else { return }
    for view in visibleSet.views.values where deferred[ObjectIdentifier(view)] != nil {
      if let end = view.appliedLayoutAttributes { view.apply(end) }
    }
  }
}
