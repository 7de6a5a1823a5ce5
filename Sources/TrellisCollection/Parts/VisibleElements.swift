import Foundation
import TrellisGeometry
import TrellisUI

/// The views on screen keyed by the element they show, the views held out of both the visible set and
/// the reuse queues while they animate away, and the query buffer (the layout's last answer): the
/// visible-set part of a collection view.
@MainActor final class VisibleElements {
  /// The visible views, by the element they show.
  var views: [ElementKey: CollectionReusableView] = [:]
  /// Views out of the visible set and out of the reuse queues while they animate away.
  private(set) var held: [ObjectIdentifier: CollectionReusableView] = [:]
  /// The rectangle the query buffer answers for (null: ask the layout again).
  var queriedRect: CGRect = .null
  /// The query buffer: the valid elements the layout reported for `queriedRect`.
  var queried: [QueriedElement] = []
  /// Counts layout passes (and other stamps) so views can be marked as seen by one.
  var passCount = 0
  /// Elements of the last pass that should be visible but got no view (the data source misbehaved).
  var unshownCount = 0
  /// Scratch storage of the layout pass, kept to allocate nothing once warm.
  var staleKeysScratch: [ElementKey] = []
  var missingElementsScratch: [Int] = []
  /// The storage of the table `rekey(_:)` replaced last, kept empty for the next.
  private var spareViews: [ElementKey: CollectionReusableView] = [:]

  /// Forgets the query, so the next layout pass asks the layout again.
  func emptyQueryBuffer() {
    queriedRect = .null
    queried.removeAll(keepingCapacity: true)
  }

  /// Gives every visible view the key `newKey` returns for its current one; views whose key maps to
  /// nil, or to a key another view already took, are held out and returned. A re-keyed view's applied
  /// attributes are marked stale. The query buffer is emptied.
  /// - Complexity: O(visible views).
  func rekey(_ newKey: (ElementKey) -> ElementKey?) -> [CollectionReusableView] {
    var rekeyed = spareViews
    spareViews = [:]
    rekeyed.reserveCapacity(views.count)
    var leaving: [CollectionReusableView] = []
    for (key, view) in views {
      if let target = newKey(key), rekeyed[target] == nil {
        rekeyed[target] = view
        view.elementKey = target
        if target != key { view.appliedAttributesAreStale = true }
      } else {
        leaving.append(view)
      }
    }
    var replaced = views
    views = rekeyed
    replaced.removeAll(keepingCapacity: true)
    spareViews = replaced
    for view in leaving { held[ObjectIdentifier(view)] = view }
    emptyQueryBuffer()
    return leaving
  }

  /// Moves a visible view to the held set; returns whether it was visible.
  func holdOut(_ view: CollectionReusableView) -> Bool {
    guard let key = view.elementKey, views[key] === view else { return false }
    views.removeValue(forKey: key)
    held[ObjectIdentifier(view)] = view
    return true
  }

  /// Takes a view out of the held set; returns whether it was held.
  func release(_ view: CollectionReusableView) -> Bool {
    held.removeValue(forKey: ObjectIdentifier(view)) != nil
  }

  /// Where a view is, by identity, named for reports ("visible", "held out"); nil when neither.
  /// - Complexity: O(visible views) to make the answer, then O(1) per view asked.
  func placeFinder() -> (ObjectIdentifier) -> String? {
    let visibleIDs = Set(views.values.map(ObjectIdentifier.init))
    let held = held
    return { id in visibleIDs.contains(id) ? "visible" : held[id] != nil ? "held out" : nil }
  }

  /// What is broken between the visible and held views: a view keyed by another element, not a subview
  /// of `container`, both visible and held, or visible under two keys.
  /// - Complexity: O(visible + held views).
  func problems(in container: View) -> [String] {
    var problems: [String] = []
    var ids = Set<ObjectIdentifier>()
    for (key, view) in views {
      ids.insert(ObjectIdentifier(view))
      if view.elementKey != key {
        problems.append("visible view for \(key) is keyed \(view.elementKey?.description ?? "nil")")
      }
      if view.superview !== container { problems.append("visible view for \(key) is not a subview") }
      if held[ObjectIdentifier(view)] != nil { problems.append("visible view for \(key) is also held out") }
    }
    if ids.count != views.count { problems.append("one view is visible under two keys") }
    for view in held.values where view.superview !== container {
      problems.append("held view for \(view.elementKey?.description ?? "nil") is not a subview")
    }
    return problems
  }
}
