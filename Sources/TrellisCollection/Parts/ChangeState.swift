import Foundation

/// The state of the change engine: the change that runs over several frames, the batch update being
/// set up (what the layout reads as `currentUpdate`), and, while a change lays its views out, the views
/// whose `apply(_:)` waits for the animation block; and what updates reuse from one to the next: the
/// planner with its buffers and the attribute objects handed out.
@MainActor final class ChangeState {
  /// The change that runs over several frames and ends with calls of its own, if any.
  var running = RunningChange.none
  /// The batch update being applied; nil outside one.
  var update: CollectionViewUpdate?
  /// The last batch update's object and change, which the next reuses once nothing else holds them.
  var spareUpdate: CollectionViewUpdate?
  var spareBatchChange: BatchVisibleChange?
  /// Endings of animated changes whose completion ran, for later changes (at most `maximumSpareEndings`;
  /// a running change's ending is held by its animation alone).
  private var spareEndings: [ChangeEnding] = []
  /// How many endings are kept: changes whose animations overlap (an interactive movement's target
  /// changes every few frames, each change animating for 0.3 s) each hold one.
  static let maximumSpareEndings = 8
  /// The planner of batch updates, whose buffers and recycled plan the next batch plans in.
  var planner = BatchUpdatePlanner()
  /// The storage of the last batch update's nearby elements (`elementsNearVisibleRect()`), for the next.
  var spareNearby: [QueriedElement] = []
  /// The storage a batch update puts the keys on screen before it in element order with, for the next
  /// (the sorted keys once the update's closures let go of them; the others empty).
  var spareKeys: (onScreen: [ElementKey], sorted: [ElementKey], order: [ElementKey.ElementOrder]) = ([], [], [])
  /// The last batch update's update items, which the next reuses once nothing else holds them.
  var spareUpdateItems: [UpdateItem] = []
  /// The operations of an interactive movement's target change, kept from change to change.
  var movementOperations = BatchUpdateOperations()
  /// The plain attributes batch updates hand the layout, kept from update to update.
  let attributeSpares = LayoutAttributesSpares()
  /// The plain attributes a view gets in a deferred apply (its previous ones stay the change's start),
  /// kept from change to change.
  let deferredAttributeSpares = LayoutAttributesSpares(capacity: 4)
  /// While an animated change lays out its views without animation: the views kept through it whose
  /// `apply(_:)` waits for the animation block, with the attributes they showed before (nil otherwise).
  var deferredApplies: [(view: CollectionReusableView, previous: LayoutAttributes?)]?
  /// The storage of `deferredApplies` and of the table the change engine makes of it, kept empty
  /// from change to change.
  var spareDeferredList: [(view: CollectionReusableView, previous: LayoutAttributes?)] = []
  var spareDeferredApplies: [ObjectIdentifier: LayoutAttributes?] = [:]

  /// An ending for a change: a kept one (whose change ended), else a new one.
  /// - Complexity: O(1).
  func takeEnding() -> ChangeEnding { spareEndings.popLast() ?? ChangeEnding() }

  /// Keeps an ending that has run (it holds nothing) for a later change, while there is room.
  func keepEnding(_ ending: ChangeEnding) {
    guard spareEndings.count < Self.maximumSpareEndings else { return }
    if spareEndings.isEmpty { spareEndings.reserveCapacity(Self.maximumSpareEndings) }
    spareEndings.append(ending)
  }
}
