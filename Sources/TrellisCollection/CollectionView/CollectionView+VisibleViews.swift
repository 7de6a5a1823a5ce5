import Foundation
import TrellisGeometry
import TrellisUI

/// The visible set's bookkeeping: views leave it for their reuse queues, are re-keyed when index paths
/// change, or are held out of both while they animate away (the seam batch updates and layout
/// transitions build on).
extension CollectionView {
  /// Removes one visible view: `didEndDisplaying`, then into its reuse queue.
  func removeVisibleView(for key: ElementKey) { removeVisibleView(for: key, from: visibleSet) }

  /// Removes one view of a visible set (the root's or an element container's): `didEndDisplaying`,
  /// then into its reuse queue.
  func removeVisibleView(for key: ElementKey, from set: VisibleElements) {
    guard let view = set.views.removeValue(forKey: key) else { return }
    endDisplaying(view, as: key)
    enqueue(view)
  }

  /// Tells the delegate a view stopped showing an element (`didEndDisplaying…`).
  func endDisplaying(_ view: CollectionReusableView, as key: ElementKey) {
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
    visibleSet.staleKeysScratch.removeAll(keepingCapacity: true)
    visibleSet.staleKeysScratch.append(contentsOf: visibleSet.views.keys)
    for key in visibleSet.staleKeysScratch {
      if let view = visibleSet.views[key] {
        Animator.shared.removeAnimations(for: view)
        view.stopAttributesMotion(finished: false)
      }
      removeVisibleView(for: key)
    }
    if !visibleSet.held.isEmpty {
      for view in Array(visibleSet.held.values) {
        Animator.shared.removeAnimations(for: view)
        view.stopAttributesMotion(finished: false)
        releaseHeldView(view)
      }
    }
    discardElementContainers()
    discardPreparedCells()
    // The prefetch query isn't asked again on every invalidation (layouts that invalidate each frame
    // would pay a query a frame); a reload or a new layout refreshes it.
    prefetching.queriedRect = .null
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
    let leaving = visibleSet.rekey(newKey)
    setNeedsLayout()
    return leaving
  }

  /// Takes a visible view out of the visible set without putting it in a reuse queue: it stays a
  /// subview showing its element (for example while it animates away) until `releaseHeldView(_:)`.
  /// The next layout pass gives the element, if still visible, a new view.
  package func holdOut(_ view: CollectionReusableView) {
    if visibleSet.holdOut(view) { setNeedsLayout() }
  }

  /// Ends holding a view (the root's, or one an element container holds while it leaves its row):
  /// `didEndDisplaying` with the element it last showed, then into its reuse queue.
  package func releaseHeldView(_ view: CollectionReusableView) {
    guard visibleSet.release(view) else {
      _ = releaseHeldRowView(view)
      return
    }
    if let key = view.elementKey { endDisplaying(view, as: key) }
    enqueue(view)
  }

  /// The views held out of the visible set and the reuse queues.
  package var heldOutViews: [CollectionReusableView] { Array(visibleSet.held.values) }

  /// Runs a change of the visible views (a batch update, a layout change) animated — over `duration`
  /// with ease-in-out, or with the enclosing animation block's duration, delay and curve (a spring
  /// included) — or at once when `animated` is false, the collection view isn't in a window (nothing
  /// animates there, as in Core Animation) or animations are disabled. `completion` runs once: from a later frame when animated, before this
  /// returns when not.
  func performVisibleChange(
    animated: Bool, duration: TimeInterval, _ changes: () -> Void, completion: @escaping (Bool) -> Void
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
