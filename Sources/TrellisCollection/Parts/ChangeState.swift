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
  /// While an animated change lays out its views without animation: the views kept through it whose
  /// `apply(_:)` waits for the animation block, with the attributes they showed before (nil otherwise).
  var deferredApplies: [(view: CollectionReusableView, previous: LayoutAttributes?)]?
  /// The storage of `deferredApplies` and of the table the change engine makes of it, kept empty
  /// from change to change.
  var spareDeferredList: [(view: CollectionReusableView, previous: LayoutAttributes?)] = []
  var spareDeferredApplies: [ObjectIdentifier: LayoutAttributes?] = [:]
}
