import Foundation
import TrellisGeometry
import TrellisUI

/// The visible set's bookkeeping: views leave it for their reuse queues, are re-keyed when index paths
/// change, or are held out of both while they animate away (the seam batch updates and layout
/// transitions build on).
extension CollectionView {
  /// Removes one visible view: `didEndDisplaying`, then into its reuse queue.
  func removeVisibleView(for key: ElementKey) {
    guard let view = visibleViews.removeValue(forKey: key) else { return }
    endDisplaying(view, as: key)
    enqueue(view)
  }

  /// Tells the delegate a view stopped showing an element (`didEndDisplaying…`).
  private func endDisplaying(_ view: CollectionReusableView, as key: ElementKey) {
    switch key.category {
    case .cell:
      if let cell = view as? CollectionViewCell {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
      }
    case .supplementaryView:
      collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
    case .decorationView: break
    }
  }

  /// Removes every visible and held view (reload, layout change) and empties the query buffer. The
  /// views' animations are cut short: the completions of the updates they belonged to report false.
  /// - Complexity: O(visible + held views).
  func discardVisibleViews() {
    staleKeysScratch.removeAll(keepingCapacity: true)
    staleKeysScratch.append(contentsOf: visibleViews.keys)
    for key in staleKeysScratch {
      if let view = visibleViews[key] {
        Animator.shared.removeAnimations(for: view)
        view.stopAttributesMotion(finished: false)
      }
      removeVisibleView(for: key)
    }
    if !heldViews.isEmpty {
      for view in Array(heldViews.values) {
        Animator.shared.removeAnimations(for: view)
        view.stopAttributesMotion(finished: false)
        releaseHeldView(view)
      }
    }
    emptyQueryBuffer()
  }

  /// Gives every visible view the key `newKey` returns for its current one (an update's old→new index
  /// map); views whose key maps to nil, or to a key another view already took, are held out (see
  /// `holdOut(_:)`) and returned. The query buffer is emptied and a layout pass scheduled, which queries
  /// the layout again and applies the attributes of every view whose key changed (a view that kept its
  /// key gets them only if they differ). Views keep their identity: nothing is dequeued, enqueued or
  /// told `didEndDisplaying`.
  /// - Complexity: O(visible views).
  @discardableResult
  package func rekeyVisibleViews(_ newKey: (ElementKey) -> ElementKey?) -> [CollectionReusableView] {
    var rekeyed: [ElementKey: CollectionReusableView] = [:]
    rekeyed.reserveCapacity(visibleViews.count)
    var leaving: [CollectionReusableView] = []
    for (key, view) in visibleViews {
      if let target = newKey(key), rekeyed[target] == nil {
        rekeyed[target] = view
        view.elementKey = target
        if target != key { view.appliedAttributesAreStale = true }
      } else {
        leaving.append(view)
      }
    }
    visibleViews = rekeyed
    for view in leaving { heldViews[ObjectIdentifier(view)] = view }
    emptyQueryBuffer()
    setNeedsLayout()
    return leaving
  }

  /// Takes a visible view out of the visible set without putting it in a reuse queue: it stays a
  /// subview showing its element (for example while it animates away) until `releaseHeldView(_:)`.
  /// The next layout pass gives the element, if still visible, a new view.
  package func holdOut(_ view: CollectionReusableView) {
    guard let key = view.elementKey, visibleViews[key] === view else { return }
    visibleViews.removeValue(forKey: key)
    heldViews[ObjectIdentifier(view)] = view
    setNeedsLayout()
  }

  /// Ends holding a view: `didEndDisplaying` with the element it last showed, then into its reuse queue.
  package func releaseHeldView(_ view: CollectionReusableView) {
    guard heldViews.removeValue(forKey: ObjectIdentifier(view)) != nil else { return }
    if let key = view.elementKey { endDisplaying(view, as: key) }
    enqueue(view)
  }

  /// The views held out of the visible set and the reuse queues.
  package var heldOutViews: [CollectionReusableView] { Array(heldViews.values) }

  /// Runs a change of the visible views (a batch update, a layout change) animated — over `duration`
  /// with ease-in-out, or with the enclosing animation block's duration, delay and curve (a spring
  /// included) — or at once when `animated` is false, the collection view isn't in a window (nothing
  /// animates there, as in Core Animation) or animations are disabled. `completion` runs once: from a later frame when animated, before this
  /// returns when not.
  func performVisibleChange(
    animated: Bool, duration: TimeInterval, _ changes: @escaping () -> Void,
    completion: @escaping (Bool) -> Void
  ) {
    guard animated, window != nil, Animator.shared.areAnimationsEnabled else {
      View.performWithoutAnimation(changes)
      completion(true)
      return
    }
    View.animateWithEnclosingTiming(
      orDuration: duration, options: .curveEaseInOut, animations: changes, completion: completion)
  }
}
