import Foundation
import TrellisGeometry
import TrellisUI

/// Which parts of a layout are stale (`UICollectionViewLayoutInvalidationContext`).
///
/// `invalidateLayout()` sends an empty context of the layout's `invalidationContextClass`; the
/// collection view's `reloadData` sends one with `invalidateEverything` and `invalidateDataSourceCounts`
/// set, and a batch update one with `invalidateDataSourceCounts` alone. A layout subclass overrides
/// `invalidateLayout(with:)`, reads what it needs, and calls super.
@MainActor open class InvalidationContext {
  /// Whether everything is stale (set for `reloadData`).
  public internal(set) var invalidateEverything = false
  /// Whether section and item counts must be re-read (set for `reloadData` and for batch updates).
  public internal(set) var invalidateDataSourceCounts = false
  /// Items whose attributes are stale.
  public private(set) var invalidatedItemIndexPaths: [IndexPath]?
  /// Supplementary elements whose attributes are stale, by kind.
  public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
  /// Decoration elements whose attributes are stale, by kind.
  public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?
  /// A delta the collection view adds to its content offset after the invalidation.
  public var contentOffsetAdjustment: CGPoint = .zero
  /// A delta the collection view adds to the layout's content size after the invalidation's `prepare()`
  /// (`contentSizeAdjustment`).
  public var contentSizeAdjustment: CGSize = .zero
  /// Where the interactively moving items were before this invalidation; nil outside an interactive
  /// movement (`previousIndexPathsForInteractivelyMovingItems`).
  public internal(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// Where the interactively moving items are now (their final index paths when the movement ends); nil
  /// outside an interactive movement (`targetIndexPathsForInteractivelyMovingItems`).
  public internal(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
  /// The target position of an interactive movement, in collection-view coordinates
  /// (`interactiveMovementTarget`); zero outside one.
  public internal(set) var interactiveMovementTarget: CGPoint = .zero

  /// Creates an empty context.
  public required init() {}

  /// Marks items stale (`invalidateItems(at:)`).
  public func invalidateItems(at indexPaths: [IndexPath]) {
    invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
  }

  /// Marks supplementary elements stale.
  public func invalidateSupplementaryElements(ofKind kind: String, at indexPaths: [IndexPath]) {
    invalidatedSupplementaryIndexPaths = invalidatedSupplementaryIndexPaths ?? [:]
    invalidatedSupplementaryIndexPaths![kind, default: []] += indexPaths
  }

  /// Marks decoration elements stale.
  public func invalidateDecorationElements(ofKind kind: String, at indexPaths: [IndexPath]) {
    invalidatedDecorationIndexPaths = invalidatedDecorationIndexPaths ?? [:]
    invalidatedDecorationIndexPaths![kind, default: []] += indexPaths
  }

  /// A context of this class that nobody else holds and that invalidates what both contexts invalidate:
  /// flags or-ed, adjustments added, invalidated index paths appended (a Trellis hook; UIKit merges
  /// pending contexts privately). A layout merges every invalidation since its last `prepare()` this way,
  /// so neither context is changed and nothing either names is lost. The object is new, or, for a class
  /// that can be reset (`InvalidationContext` itself, `FlowLayoutInvalidationContext`), the one the last
  /// merge returned once nothing holds it any more. A subclass with its own properties overrides
  /// it: call super, then set its properties on the result from both contexts.
  /// - Complexity: O(index paths in both contexts).
  open class func merging(_ first: InvalidationContext, _ second: InvalidationContext) -> InvalidationContext {
    // The last merge's result of this class once nothing holds it (a layout lets go of its pending
    // invalidation when it prepares): merging every few frames allocates nothing.
    let merged = emptyMergeResult()
    merged.add(first)
    merged.add(second)
    return merged
  }

  private func add(_ other: InvalidationContext) {
    invalidateEverything = invalidateEverything || other.invalidateEverything
    invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
    contentOffsetAdjustment.x += other.contentOffsetAdjustment.x
    contentOffsetAdjustment.y += other.contentOffsetAdjustment.y
    contentSizeAdjustment.width += other.contentSizeAdjustment.width
    contentSizeAdjustment.height += other.contentSizeAdjustment.height
    if let items = other.invalidatedItemIndexPaths { invalidateItems(at: items) }
    // An interactive movement's later invalidation describes where the items are now; the earliest
    // previous index paths are where they were before all of them.
    if let targets = other.targetIndexPathsForInteractivelyMovingItems {
      targetIndexPathsForInteractivelyMovingItems = targets
      interactiveMovementTarget = other.interactiveMovementTarget
      if previousIndexPathsForInteractivelyMovingItems == nil {
        previousIndexPathsForInteractivelyMovingItems = other.previousIndexPathsForInteractivelyMovingItems
      }
    }
    for (kind, indexPaths) in other.invalidatedSupplementaryIndexPaths ?? [:] {
      invalidateSupplementaryElements(ofKind: kind, at: indexPaths)
    }
    for (kind, indexPaths) in other.invalidatedDecorationIndexPaths ?? [:] {
      invalidateDecorationElements(ofKind: kind, at: indexPaths)
    }
  }
}

extension InvalidationContext {
  /// Sets what `invalidationContext(forInteractivelyMovingItems:withTargetPosition:previousIndexPaths:previousPosition:)`
  /// sets: the target and previous index paths and the target position.
  package func setInteractiveMovement(targets: [IndexPath], previous: [IndexPath], position: CGPoint) {
    targetIndexPathsForInteractivelyMovingItems = targets
    previousIndexPathsForInteractivelyMovingItems = previous
    interactiveMovementTarget = position
  }

  /// Returns the context to the state `init()` gives it, so that a layout can fill it again for the next
  /// invalidation instead of allocating one (only for a context nobody else holds, and of a class whose own
  /// state is reset too: `FlowLayoutInvalidationContext.resetFlowContextForReuse()`).
  package func resetForReuse() {
    invalidateEverything = false
    invalidateDataSourceCounts = false
    invalidatedItemIndexPaths = nil
    invalidatedSupplementaryIndexPaths = nil
    invalidatedDecorationIndexPaths = nil
    contentOffsetAdjustment = .zero
    contentSizeAdjustment = .zero
    previousIndexPathsForInteractivelyMovingItems = nil
    targetIndexPathsForInteractivelyMovingItems = nil
    interactiveMovementTarget = .zero
  }
}

/// One change of a batch update as a layout sees it (`UICollectionViewUpdateItem`), passed to
/// `prepare(forCollectionViewUpdates:)`.
@MainActor public final class UpdateItem: @MainActor CustomStringConvertible {
  /// The kind of change (`UICollectionViewUpdateItem.Action`).
  public enum Action: Int, Sendable {
    /// Inserted.
    case insert
    /// Deleted.
    case delete
    /// Reloaded.
    case reload
    /// Moved.
    case move
    /// No change.
    case none
  }

  /// The index path before the update; nil for inserts. A section-level change has item `NSNotFound`.
  public private(set) var indexPathBeforeUpdate: IndexPath?
  /// The index path after the update; nil for deletes.
  public private(set) var indexPathAfterUpdate: IndexPath?
  /// The change.
  public private(set) var updateAction: Action

  /// Creates an update item.
  public init(action: Action, before: IndexPath?, after: IndexPath?) {
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
  }

  /// Makes this item describe another change: only for an item nothing outside the collection view holds
  /// any more (a later update reuses it).
  func reset(action: Action, before: IndexPath?, after: IndexPath?) {
    updateAction = action
    indexPathBeforeUpdate = before
    indexPathAfterUpdate = after
  }

  /// A description such as `insert → [0, 3]`.
  public var description: String {
    "\(updateAction) \(indexPathBeforeUpdate?.shortDescription ?? "–") → \(indexPathAfterUpdate?.shortDescription ?? "–")"
  }
}
