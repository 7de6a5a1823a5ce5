import Foundation
import TrellisGeometry

/// A batch update's animated change as the change engine runs it (`CollectionView.applyAnimated`): where
/// its views start and end, the layout's disappearing answers asked before any view moves, and the
/// layout's `finalizeCollectionViewUpdates()` last.
///
/// The object lives as long as its collection view, which reuses it for its next batch once nothing else
/// holds it (a batch applied from inside another's layout hooks gets one of its own): an interactive
/// movement's target changes every few frames, and none of them allocates for its change.
@MainActor final class BatchVisibleChange: VisibleChange {
  /// The collection view the update runs in.
  private unowned let collectionView: CollectionView
  /// The update, its layout, and the update running when it began (restored at its end); nil between
  /// updates.
  private var update: CollectionViewUpdate?
  private var layout: CollectionViewLayout?
  private var outer: CollectionViewUpdate?
  /// Every element on screen before the update, in element order (old keys).
  private var keysBefore: [ElementKey] = []
  /// Where the removed views end: the layout's final attributes, by view identity.
  private var ends: [ObjectIdentifier: LayoutAttributes] = [:]
  /// The items whose cells are configured again (`reconfigureItems(at:)`), by new index path.
  private var reconfigured: [IndexPath] = []
  var removed: [CollectionReusableView] = []
  var laysOut = true
  var targetOffset: CGPoint? { nil }

  /// Creates the change for `collectionView`'s batch updates.
  init(collectionView: CollectionView) { self.collectionView = collectionView }

  /// Prepares the change of `update` in `layout` (`outer` being the update that was running), with the
  /// keys on screen before it in element order and the views it removed.
  func start(
    _ update: CollectionViewUpdate, in layout: CollectionViewLayout, outer: CollectionViewUpdate?,
    keysBefore: [ElementKey], removed: [CollectionReusableView], laysOut: Bool
  ) {
    self.update = update
    self.layout = layout
    self.outer = outer
    self.keysBefore = keysBefore
    self.removed = removed
    self.laysOut = laysOut
    ends.removeAll(keepingCapacity: true)
    reconfigured.removeAll(keepingCapacity: true)
    for item in update.plan.reconfiguredItems { reconfigured.append(item.indexPath) }
    if !removed.isEmpty { ends.reserveCapacity(removed.count) }
  }

  /// Lets go of the update, its layout and views, keeping the tables' storage; returns the storage of
  /// the keys before it for the next update.
  /// - Complexity: O(entries).
  func finish() -> [ElementKey] {
    update = nil
    layout = nil
    outer = nil
    removed = []
    ends.removeAll(keepingCapacity: true)
    let keys = keysBefore
    keysBefore = []
    return keys
  }

  func start(of key: ElementKey, shownBy view: CollectionReusableView) -> ChangeStart {
    guard let update, let layout else { return .none }
    return collectionView.start(of: key, shownBy: view, in: update, layout: layout)
  }

  func rowStart(of key: ElementKey) -> LayoutAttributes? {
    guard let layout else { return nil }
    return collectionView.initialAttributesForAppearing(key, in: layout)
  }

  func end(of view: CollectionReusableView) -> LayoutAttributes? { ends[ObjectIdentifier(view)] }

  /// Configures the reconfigured items' cells again, then asks the layout, as UIKit does, for the final
  /// attributes of every element on screen before the update, by its old key: only the answers for
  /// removed elements are used; the others travel to their new attributes.
  func willMove() {
    guard let update, let layout else { return }
    if !reconfigured.isEmpty { collectionView.reconfigure(reconfigured) }
    for key in keysBefore {
      let final = collectionView.finalAttributesForDisappearing(key, in: layout)
      if let final, let view = update.removedViews[key] { ends[ObjectIdentifier(view)] = final }
    }
  }

  /// The layout's `finalizeCollectionViewUpdates()`; the update ends (`currentUpdate` is the outer one again).
  func didMove() {
    layout?.finalizeCollectionViewUpdates()
    collectionView.changes.update = outer
  }
}
