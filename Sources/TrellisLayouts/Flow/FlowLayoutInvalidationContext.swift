import Foundation
import TrellisCollection

/// What a flow layout must recompute (`UICollectionViewFlowLayoutInvalidationContext`).
///
/// Both flags are true by default, which recomputes everything. `FlowLayout` builds contexts with both
/// false for bounds changes, setting `invalidateFlowLayoutAttributes` only when the size across the
/// scrolling direction changed, and leaving both false for a scroll that only moves pinned headers and
/// footers.
@MainActor open class FlowLayoutInvalidationContext: InvalidationContext {
  /// Whether the delegate's metrics (sizes, insets, spacings) must be asked again; also re-checks which
  /// delegate members exist. Invalidating everything or the data-source counts implies it.
  public var invalidateFlowLayoutDelegateMetrics = true
  /// Whether lines and positions must be recomputed from the metrics the layout already has.
  public var invalidateFlowLayoutAttributes = true

  /// Whether the context only carries preferred sizes of self-sizing items (the layout recorded them), so
  /// the items it names need no delegate metrics.
  package var carriesOnlyPreferredSizes = false

  /// Creates a context that invalidates everything the flow layout computed.
  public required init() { super.init() }

  /// Merges two contexts; each flow flag is set when either context sets it (a context that isn't a
  /// flow context counts as setting both, as `FlowLayout` treats it).
  open override class func merging(_ first: InvalidationContext, _ second: InvalidationContext)
    -> InvalidationContext
  {
    let merged = super.merging(first, second)
    guard let flow = merged as? FlowLayoutInvalidationContext else { return merged }
    let a = first as? FlowLayoutInvalidationContext
    let b = second as? FlowLayoutInvalidationContext
    flow.invalidateFlowLayoutDelegateMetrics =
      (a?.invalidateFlowLayoutDelegateMetrics ?? true) || (b?.invalidateFlowLayoutDelegateMetrics ?? true)
    flow.invalidateFlowLayoutAttributes =
      (a?.invalidateFlowLayoutAttributes ?? true) || (b?.invalidateFlowLayoutAttributes ?? true)
    flow.carriesOnlyPreferredSizes =
      (a?.carriesOnlyPreferredSizes ?? false) && (b?.carriesOnlyPreferredSizes ?? false)
    return merged
  }
}

extension FlowLayoutInvalidationContext: ResettableInvalidationContext {
  /// This class (a subclass's own state its reset can't know, so only this exact class is reused).
  package var resettableClass: ObjectIdentifier { ObjectIdentifier(FlowLayoutInvalidationContext.self) }

  /// Returns the context to the state `init()` gives it, the flow flags included.
  package func resetToInitialState() {
    resetForReuse()
    invalidateFlowLayoutDelegateMetrics = true
    invalidateFlowLayoutAttributes = true
    carriesOnlyPreferredSizes = false
  }
}
