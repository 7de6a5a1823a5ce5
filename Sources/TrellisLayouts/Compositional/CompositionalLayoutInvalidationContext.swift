import Foundation
import TrellisCollection

/// What a compositional layout must recompute: a context the layout makes for a scroll that only re-pins
/// boundary items and re-runs visible-items handlers says so; every other context re-solves.
@MainActor final class CompositionalLayoutInvalidationContext: InvalidationContext, ResettableInvalidationContext {
  /// Whether the sections must be solved again (true unless the layout made the context for a scroll).
  var invalidatesSolution = true
  /// The sizes views measured, by element (see `CompositionalLayout+SelfSizing`).
  var preferredSizes: [(key: ElementKey, size: CompositionalMeasuredSize)] = []

  /// Creates a context that re-solves.
  required init() { super.init() }

  /// This class: the layout reuses its contexts (`CollectionViewLayout.reusableContext(_:)`).
  var resettableClass: ObjectIdentifier { ObjectIdentifier(CompositionalLayoutInvalidationContext.self) }

  /// Returns the context to the state `init()` gives it.
  func resetToInitialState() {
    resetForReuse()
    invalidatesSolution = true
    preferredSizes.removeAll()
  }

  /// Merges two contexts; the merge re-solves when either does (a context of another class counts as
  /// re-solving).
  override class func merging(_ first: InvalidationContext, _ second: InvalidationContext) -> InvalidationContext {
    let merged = super.merging(first, second)
    if let context = merged as? CompositionalLayoutInvalidationContext {
      context.invalidatesSolution =
        ((first as? CompositionalLayoutInvalidationContext)?.invalidatesSolution ?? true)
        || ((second as? CompositionalLayoutInvalidationContext)?.invalidatesSolution ?? true)
      context.preferredSizes =
        ((first as? CompositionalLayoutInvalidationContext)?.preferredSizes ?? [])
        + ((second as? CompositionalLayoutInvalidationContext)?.preferredSizes ?? [])
    }
    return merged
  }
}

extension CompositionalLayout {
  /// Notes what an invalidation context makes stale (see `invalidateLayout(with:)`).
  func noteInvalidation(_ context: InvalidationContext) {
    noteMeasurements(context)
    let compositional = context as? CompositionalLayoutInvalidationContext
    if compositional?.invalidatesSolution == false && !context.invalidateEverything
      && !context.invalidateDataSourceCounts
    {
      return
    }
    // Only changes of counts keep the group templates (the definitions' shapes didn't change): one other
    // invalidation before the next solve drops them.
    let keepsTemplates = context.invalidateDataSourceCounts && !context.invalidateEverything
    mayReuseTemplates = (solutionIsStale ? mayReuseTemplates : true) && keepsTemplates
    solutionIsStale = true
  }

  /// Whether a bounds change makes the layout stale (see `shouldInvalidateLayout(forBoundsChange:)`).
  func boundsChangeInvalidates(_ newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    let old = collectionView.bounds
    if old.size != newBounds.size { return true }
    guard solution.pinsSomething || solution.hasVisibleItemsHandlers else { return false }
    return old.origin != newBounds.origin
  }

  /// The context for a bounds change: it re-solves only when the size changed. Reused once the collection
  /// view let go of it, so scrolling with pinned items allocates no context once warm.
  func boundsChangeContext(_ newBounds: CGRect) -> InvalidationContext {
    let context = reusableContext(&keptBoundsChangeContext)
    if let compositional = context as? CompositionalLayoutInvalidationContext {
      compositional.invalidatesSolution = collectionView.map { $0.bounds.size != newBounds.size } ?? true
    }
    return context
  }
}
