import Foundation
import TrellisGeometry

/// The layout's lifecycle in one place: attachment to a collection view, invalidation state, and
/// preparation when invalid. The collection view and `TransitionLayout` (for its two layouts) use these
/// and nothing else.
extension CollectionViewLayout {
  /// How many times one call of `prepareIfInvalid()` runs `prepare()` when the layout invalidates
  /// itself during its own `prepare()` (a flow subclass setting `sectionInset` after `super.prepare()`).
  nonisolated package static let maximumPreparePasses = 4

  /// Prepares the layout if it is invalid, and again, up to `maximumPreparePasses` times in all, while
  /// its own `prepare()` invalidated it, so the answers that follow use its final metrics. Returns the
  /// content size and offset adjustments of the invalidations taken (merged: zero when none was
  /// recorded), and the number of `prepare()` calls; nil when the layout was valid. The merged context
  /// is let go of before this returns, so the next merge reuses it (`InvalidationContext.letGo(of:)`).
  /// A layout still invalid after the last pass is reported once through the collection view and
  /// treated as valid until it is invalidated again.
  /// - Complexity: the layout's `prepare()`, at most `maximumPreparePasses` times.
  package func prepareIfInvalid() -> (adjustments: (offset: CGPoint, size: CGSize), passes: Int)? {
    guard isInvalid else { return nil }
    var taken: InvalidationContext?
    var passes = 0
    while isInvalid, passes < Self.maximumPreparePasses {
      if let pending = pendingInvalidation {
        taken = taken.map { invalidationContextType.merging($0, pending) } ?? pending
      }
      pendingInvalidation = nil
      isInvalid = false
      prepare()
      passes += 1
    }
    if isInvalid {
      pendingInvalidation = nil
      isInvalid = false
      attachedCollectionView?.reportLayoutError(
        LayoutError(
          layout: "\(type(of: self))",
          message:
            "the layout invalidated itself in each of \(passes) prepare() passes of one layout pass; "
            + "its answers may use stale metrics"))
    }
    let adjustments = (offset: taken?.contentOffsetAdjustment ?? .zero, size: taken?.contentSizeAdjustment ?? .zero)
    InvalidationContext.letGo(of: &taken)
    return (adjustments, passes)
  }

  /// Makes `collectionView` the collection view this layout answers for (nil: none).
  package func attach(to collectionView: CollectionView?) {
    if attachedCollectionView !== collectionView { attachedCollectionView = collectionView }
  }

  /// Runs `body` with the layout attached to `collectionView` if it is attached to none (a layout that
  /// is being replaced still answers for the elements of a change), and detaches it afterwards unless
  /// `body` installed it.
  package func answering<Result>(for collectionView: CollectionView, _ body: () -> Result) -> Result {
    guard attachedCollectionView == nil else { return body() }
    attachedCollectionView = collectionView
    defer {
      if attachedCollectionView === collectionView, collectionView.collectionViewLayout !== self {
        attachedCollectionView = nil
      }
    }
    return body()
  }
}
