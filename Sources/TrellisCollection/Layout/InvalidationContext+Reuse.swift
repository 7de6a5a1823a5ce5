import Foundation

/// A context class whose objects a layout may put back in the state its `init()` gives them and fill
/// again, instead of allocating one per invalidation (a scroll with pinned headers, an interactive
/// movement's frames and its make-room batches invalidate every few frames). Only the class that declares
/// the conformance is reset (`resettableClass`): a subclass, whose own state its reset doesn't know, is
/// always made afresh.
package protocol ResettableInvalidationContext: InvalidationContext {
  /// The class whose `init()` state `resetToInitialState()` restores.
  var resettableClass: ObjectIdentifier { get }
  /// Puts the context back in the state `init()` gives it: the base properties (`resetForReuse()`) and
  /// the class's own.
  func resetToInitialState()
}

extension InvalidationContext {
  /// Whether the context's exact class can be reset to its `init()` state: `InvalidationContext` itself,
  /// or the class declaring `ResettableInvalidationContext`.
  package var isExactlyResettable: Bool {
    let exact = ObjectIdentifier(type(of: self))
    if exact == ObjectIdentifier(InvalidationContext.self) { return true }
    guard let resettable = self as? any ResettableInvalidationContext else { return false }
    return resettable.resettableClass == exact
  }

  /// Puts the context back in the state `init()` gives it; only for one that `isExactlyResettable`.
  package func resetToInitialStateOfExactClass() {
    if let resettable = self as? any ResettableInvalidationContext {
      resettable.resetToInitialState()
    } else {
      resetForReuse()
    }
  }

  /// A context of `type` in the state `init()` gives it, without allocating once warm: the one `kept`
  /// holds from the previous time, reset, once nothing else holds it, else a new one kept there for next
  /// time. A context someone still holds is never reused, so nobody sees one change; a class that can't be
  /// reset (`ResettableInvalidationContext`) is always new.
  /// - Complexity: O(1).
  static func reusable(_ type: InvalidationContext.Type, kept: inout InvalidationContext?) -> InvalidationContext {
    if isKnownUniquelyReferenced(&kept), let context = kept,
      ObjectIdentifier(Swift.type(of: context)) == ObjectIdentifier(type)
    {
      context.resetToInitialStateOfExactClass()
      return context
    }
    let fresh = type.init()
    kept = fresh.isExactlyResettable ? fresh : nil
    return fresh
  }

  /// The contexts `merging(_:_:)` made last, by exact class, reused once nothing else holds them.
  private static var spareMergeResults: [ObjectIdentifier: InvalidationContext] = [:]

  /// An empty context of this class for a merge: the one the last merge of this class made (see
  /// `reusable(_:kept:)`; a layout's pending invalidation is let go of when it prepares).
  /// - Complexity: O(1) amortized.
  static func emptyMergeResult() -> InvalidationContext {
    reusable(self, kept: &spareMergeResults[ObjectIdentifier(self)])
  }
}

extension InvalidationContext {
  /// Lets go of `context` (set to nil); when it is the last merge result of its class and nothing else
  /// holds it, it is reset at once, so what it named (index path arrays an interactive movement fills
  /// again every frame) isn't kept alive until the next merge.
  /// - Complexity: O(1).
  static func letGo(of context: inout InvalidationContext?) {
    guard let (identity, exact) = identities(taking: &context),
      let index = spareMergeResults.index(forKey: exact),
      ObjectIdentifier(spareMergeResults.values[index]) == identity,
      isKnownUniquelyReferenced(&spareMergeResults.values[index])
    else { return }
    spareMergeResults.values[index].resetToInitialStateOfExactClass()
  }

  /// The identity and exact class of `context`, which is set to nil (no reference outlives the call).
  private static func identities(
    taking context: inout InvalidationContext?
  ) -> (identity: ObjectIdentifier, exact: ObjectIdentifier)? {
    defer { context = nil }
    guard let context else { return nil }
    return (ObjectIdentifier(context), ObjectIdentifier(type(of: context)))
  }
}

extension CollectionViewLayout {
  /// A context of the layout's `invalidationContextType` in the state `init()` gives it, reused from
  /// `kept` once nothing else holds it (the collection view lets go after its layout pass; see
  /// `InvalidationContext.reusable(_:kept:)`).
  /// - Complexity: O(1).
  package func reusableContext(_ kept: inout InvalidationContext?) -> InvalidationContext {
    InvalidationContext.reusable(invalidationContextType, kept: &kept)
  }

  /// The context a batch update invalidates the layout with: `invalidateDataSourceCounts` set, the
  /// previous batch's once nothing else holds it.
  func dataSourceCountsContext() -> InvalidationContext {
    let context = reusableContext(&keptCountsContext)
    context.invalidateDataSourceCounts = true
    return context
  }
}
