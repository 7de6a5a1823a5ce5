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

  /// Creates a context that invalidates everything the flow layout computed.
  public required init() { super.init() }
}
