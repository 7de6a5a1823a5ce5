import Foundation
import TrellisGeometry
import TrellisUI

/// Computes where every element of a collection view goes (`UICollectionViewLayout`): the abstract base
/// of flow, compositional and custom layouts.
///
/// ## The protocol
///
/// A layout is asked, never told: the collection view calls it in this order.
///
/// 1. **`prepare()`** — once before the first query and once after every invalidation, before any
///    other query. Compute and cache what the queries need. Always call `super.prepare()`.
/// 2. **`collectionViewContentSize`** — the size of all content; the collection view copies it into
///    `contentSize`.
/// 3. **`layoutAttributesForElements(in:)`** — every element (cells, supplementary and decoration
///    views) whose frame intersects the rectangle, in content coordinates. The collection view asks for
///    the visible rectangle plus an overscan margin; it asks again only after an invalidation or when
///    scrolling leaves the margin, so the answer may be reused for several frames. Layouts whose
///    attributes are plain frames can answer through `forEachElement(in:_:)` instead, without objects.
/// 4. **`layoutAttributesForItem(at:)`** and the supplementary/decoration variants — one element's
///    attributes, for `scrollToItem` and the collection view's `layoutAttributesForItem(at:)` queries
///    and batch updates. Every layout must answer for every existing item.
///
/// Scrolling is a change of the collection view's bounds origin. For every bounds change the view asks
/// `shouldInvalidateLayout(forBoundsChange:)`; return true only when the layout depends on the
/// bounds beyond the size (pinned headers, stretchy or springy layouts), because true means step 1
/// again (through `invalidationContext(forBoundsChange:)` and `invalidateLayout(with:)`).
///
/// Invalidation: `invalidateLayout()` (or `invalidateLayout(with:)`) marks the layout stale; nothing
/// happens until the collection view's next layout pass, which calls `prepare()`. The context says what
/// is stale: `invalidateEverything` for `reloadData`, `invalidateDataSourceCounts` for `reloadData` and
/// batch updates. Subclasses that override `invalidateLayout(with:)` must call super.
///
/// Snapping: `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` is asked where a
/// fling should come to rest (Documentation/Behaviour.md#scroll-targets);
/// `targetContentOffset(forProposedContentOffset:)` where to rest after a batch update, a layout
/// change or a finished interactive transition. Both return the proposal by default.
///
/// Batch updates (an empty `performBatchUpdates(nil)` too): after the data changes the layout is
/// invalidated (`invalidateDataSourceCounts`) and prepared, then hears `prepare(forCollectionViewUpdates:)`
/// with the sorted `UpdateItem`s; inside the animation block it is asked
/// `finalLayoutAttributesForDisappearing…` for every element on screen before the update and
/// `initialLayoutAttributesForAppearing…` for every element on screen after it (cells, supplementary and
/// decoration views), then `finalizeCollectionViewUpdates()`. Throughout, `currentUpdate` describes the
/// update (the old→new map, what each element showed), so a layout can answer as `FlowLayout` does. A
/// size change inside an animation block goes the same way between `prepare(forAnimatedBoundsChange:)`
/// and `finalizeAnimatedBoundsChange()`. A `prepare()` that invalidates the layout again is followed by
/// another (at most four passes) before any view is placed. Nil answers mean the
/// collection view's defaults: kept elements move from where they show, elements shifted into view
/// travel from their old frames, others fade. Layout changes call `prepareForTransition(to:)` on the old
/// layout, `prepareForTransition(from:)` on the new, and `finalizeLayoutTransition()` on both. The order
/// is in Documentation/Behaviour.md#updates-layout, #updates-motion and #transitions-order; interactive
/// transitions (`TransitionLayout`) in #transitions-interactive.
///
/// ## Invariants
///
/// - Attributes are in content coordinates, with finite, non-negative sizes; the collection view
///   reports NaN, infinite or negative values as a `CollectionViewError` naming the element.
/// - Answers are consistent: an element returned by `layoutAttributesForElements(in:)` has the same
///   attributes from `layoutAttributesForItem(at:)` until the next invalidation.
/// - The collection view copies attributes it keeps, so a layout may cache and return the same objects.
/// - Queries must cost O(log n + k) for k answers: use `SpatialIndex` for arbitrary frames, or compute
///   directly for regular geometry, as `FlowLayout` does. Never scan every element per query.
///
/// ## Writing a custom layout
///
/// ```swift
/// final class CircleLayout: CollectionViewLayout {
///   private var frames: [CGRect] = []
///   private var index = SpatialIndex()
///   override func prepare() {
///     super.prepare()
///     guard let cv = collectionView else { return }
///     let n = cv.numberOfItems(inSection: 0)
///     frames = (0..<n).map { i in /* place item i */ }
///     index = SpatialIndex(frames)
///   }
///   override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }
///   override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
///     index.indices(intersecting: rect).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
///   }
///   override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
///     let attributes = layoutAttributesType.init(forCellWith: indexPath)
///     attributes.frame = frames[indexPath.item]
///     return attributes
///   }
/// }
/// ```
@MainActor open class CollectionViewLayout {
  /// The collection view using this layout (`collectionView`, get-only and overridable as in UIKit).
  open var collectionView: CollectionView? { attachedCollectionView }
  /// The collection view that installed this layout (weak back-pointer); what `collectionView` returns
  /// unless a subclass overrides it, and what invalidations and reports go to.
  package weak var attachedCollectionView: CollectionView?
  /// Whether a `layoutAttributesClass` that isn't a `LayoutAttributes` subclass has been reported.
  var didReportLayoutAttributesClass = false
  /// Whether an `invalidationContextClass` that isn't an `InvalidationContext` subclass has been reported.
  var didReportInvalidationContextClass = false
  /// Decoration view classes registered by kind.
  public private(set) var decorationViewClasses: [String: CollectionReusableView.Type] = [:]
  /// The batch update the collection view is applying, nil outside one (a Trellis extension; see
  /// `CollectionViewUpdate`): set from just before the update invalidates the layout until
  /// `finalizeCollectionViewUpdates()` returns.
  public var currentUpdate: CollectionViewUpdate? { collectionView?.currentUpdate }
  /// Whether the layout has been invalidated since its last `prepare()`.
  package var isInvalid = true
  /// Every invalidation since the last `prepare()`, merged into one context the layout owns.
  package var pendingInvalidation: InvalidationContext?
  /// The last contexts made for an interactive movement's frame and for a batch update's counts, filled
  /// again once nobody else holds them (`reusableContext(_:)`).
  var keptMovementContext: InvalidationContext?
  var keptCountsContext: InvalidationContext?

  /// Creates a layout.
  public init() {}

  /// Creates a layout as `init()` does (`init?(coder:)`): Trellis reads no archives, so the coder is
  /// ignored; it exists so that subclasses' `required init?(coder:)` and `super.init(coder:)` compile.
  public required init?(coder: NSCoder) {}

  /// The class of the attributes this layout makes (`layoutAttributesClass`): `LayoutAttributes` or a
  /// subclass. Typed `AnyClass` as in UIKit; see `layoutAttributesType` for the checked form.
  open class var layoutAttributesClass: AnyClass { LayoutAttributes.self }

  /// The class of the invalidation contexts this layout receives (`invalidationContextClass`):
  /// `InvalidationContext` or a subclass. Typed `AnyClass` as in UIKit; see `invalidationContextType`.
  open class var invalidationContextClass: AnyClass { InvalidationContext.self }

  /// Registers a decoration view class for a kind; nil unregisters (`register(_:forDecorationViewOfKind:)`).
  public func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind kind: String) {
    decorationViewClasses[kind] = viewClass
  }

  // MARK: Preparing and querying

  /// Computes what queries need; called before the first query and after every invalidation. Call super.
  open func prepare() {}

  /// Called by the collection view at the start of each of its layout passes, before the layout is
  /// prepared; nothing by default (a Trellis extension). A layout whose geometry reads the collection
  /// view's safe area or margins invalidates itself here when they changed (UIKit's compositional layout
  /// does this privately). Called on every pass, so it should be cheap and not allocate.
  open func collectionViewWillLayout() {}

  /// The size of all content.
  open var collectionViewContentSize: CGSize { .zero }

  /// Every element whose frame intersects `rect` (content coordinates).
  open func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? { nil }

  /// Reports the elements whose frames intersect `rect` without making attribute objects, and returns
  /// true; or returns false (the default) to make the collection view call `layoutAttributesForElements(in:)`.
  ///
  /// A Trellis extension that keeps scrolling free of heap allocations. Implement it only when the
  /// attributes carry nothing beyond frame and zIndex (no transform, alpha, hidden state or subclass
  /// properties) and `layoutAttributesForElements(in:)` would report the same elements; the collection
  /// view then fills attribute objects it recycles. `FlowLayout` implements it, except in subclasses
  /// (which may override the UIKit query to change attributes).
  /// - Complexity: the layout's query cost, O(log n + k) for k elements.
  open func forEachElement(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool { false }

  /// One item's attributes; every layout must answer for every existing item.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? { nil }

  /// Reports one item's plain geometry without making an attribute object (nothing when the layout has
  /// no such item) and returns true; or returns false (the default) to make the caller ask
  /// `layoutAttributesForItem(at:)`.
  ///
  /// A Trellis extension, the single-item companion of `forEachElement(in:_:)` with its contract:
  /// implement it only when the item's attributes carry nothing beyond frame and zIndex. A
  /// `TransitionLayout` uses it to find the items passing through the visible rectangle without
  /// allocating; `FlowLayout` implements it, except in subclasses.
  open func geometryForItem(at indexPath: IndexPath, _ body: (ElementGeometry) -> Void) -> Bool { false }

  /// One supplementary view's attributes.
  open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
    nil
  }

  /// One decoration view's attributes.
  open func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath) -> LayoutAttributes? {
    nil
  }

  // MARK: Invalidation

  /// Marks the whole layout stale; the next layout pass calls `prepare()`. Subclasses call super.
  open func invalidateLayout() { invalidateLayout(with: invalidationContextType.init()) }

  /// Marks what the context names stale; the next layout pass calls `prepare()`. Subclasses call super.
  ///
  /// Every invalidation until the next `prepare()` is merged with the pending one into a context of the
  /// layout's `invalidationContextClass` that nobody else holds (`InvalidationContext.merging(_:_:)`): no
  /// caller's context is changed, and nothing a later context names is lost.
  open func invalidateLayout(with context: InvalidationContext) {
    pendingInvalidation =
      pendingInvalidation.map {
        invalidationContextType.merging($0, context)
      } ?? context
    isInvalid = true
    attachedCollectionView?.layoutDidInvalidate()
  }

  /// Whether a bounds change (a scroll or a resize) makes the layout stale; false by default.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

  /// The context for an invalidation caused by a bounds change.
  open func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
    invalidationContextType.init()
  }

  // MARK: Self-sizing

  /// Whether a view's preferred attributes (from `preferredLayoutAttributesFitting(_:)`) make the layout
  /// stale; false by default, so a layout that doesn't self-size ignores them.
  open func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool { false }

  /// The context for an invalidation caused by a view's preferred attributes; a fresh context of
  /// `invalidationContextClass` by default. A layout records the preferred size here.
  open func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> InvalidationContext {
    invalidationContextType.init()
  }

  // MARK: Scrolling targets

  /// Where a fling should come to rest; the proposal by default.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// The offset to rest at after a layout change (`setCollectionViewLayout(_:animated:completion:)`) or a
  /// batch update; the proposal (the current offset, clamped) by default.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposedContentOffset
  }

  // MARK: Orthogonal scrolling (a Trellis extension)

  /// Calls `body` with each region that scrolls across the scroll axis on its own and whose frame meets
  /// `rect`, in content coordinates; none by default. Called on every layout pass, so it should not
  /// allocate.
  /// - Complexity: O(log n + k) for k regions in a layout that indexes them.
  open func forEachOrthogonalScrollingRegion(in rect: CGRect, _ body: (OrthogonalScrollingRegion) -> Void) {}

  /// The region of `section`, or nil when the section scrolls with the page (the default).
  open func orthogonalScrollingRegion(forSection section: Int) -> OrthogonalScrollingRegion? { nil }

  /// Where a fling of the region of `section` should come to rest, as an offset of the region's content;
  /// the proposal by default.
  open func targetOrthogonalContentOffset(
    forSection section: Int, proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }

  /// Tells the layout that the region of `section` scrolled to `contentOffset` (every change, finger or
  /// animation); nothing by default. The collection view re-queries the region's visible rectangle in
  /// the same pass without preparing the layout again.
  open func orthogonalContentOffsetDidChange(_ contentOffset: CGPoint, inSection section: Int) {}

  // MARK: Swipe actions (lists)

  /// The actions revealed by swiping the item at `indexPath` from its leading edge, or nil for none; nil
  /// by default (a list layout answers from its configuration's provider).
  open func leadingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }

  /// The actions revealed by swiping the item at `indexPath` from its trailing edge, or nil for none; nil
  /// by default.
  open func trailingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }

  // MARK: Interactive movement (Documentation/Behaviour.md#interactive-movement)

  /// The index path the interactively moving item should take for a target position (collection-view
  /// coordinates); by default the item whose frame contains the position, or `previousIndexPath` between
  /// items (`targetIndexPath(forInteractivelyMovingItem:withPosition:)`).
  /// - Complexity: the layout's query of a 1×1 rectangle.
  open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
    -> IndexPath
  {
    itemIndexPath(at: position) ?? previousIndexPath
  }

  /// The attributes of the interactively moving item at `indexPath` under the target position; by default
  /// a copy of its attributes centred at `position`, with a zIndex above every other element
  /// (`interactivelyMovingItemZIndex`).
  open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
    -> LayoutAttributes
  {
    baseInteractivelyMovingAttributes(at: indexPath, position: position)
  }

  /// The context for an invalidation while items move interactively: a context of
  /// `invalidationContextClass` that nobody else holds, with the target and previous index paths and the
  /// target position set (the previous frame's, reset, once let go of, when the class can be reset: a
  /// movement's frames allocate none).
  open func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> InvalidationContext {
    let context = reusableContext(&keptMovementContext)
    context.setInteractiveMovement(targets: targetIndexPaths, previous: previousIndexPaths, position: targetPosition)
    return context
  }

  /// The context for the invalidation that ends an interactive movement (cancelled or not): a fresh
  /// context with the final index paths (the original ones for a cancelled movement) as targets and the
  /// last target index paths as previous ones.
  open func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
  ) -> InvalidationContext {
    let context = invalidationContextType.init()
    context.targetIndexPathsForInteractivelyMovingItems = indexPaths
    context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
    return context
  }

  // MARK: Updates and transitions

  /// Receives the changes of a batch update, sorted as UIKit sorts them, after `prepare()` and before the
  /// initial/final attribute queries.
  open func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {}
  /// Called inside the update's animation block after the changes are applied.
  open func finalizeCollectionViewUpdates() {}
  /// Where an item on screen after a batch update starts its animation (asked for every such item,
  /// kept, moved, inserted or reloaded); nil for the default: a kept cell moves from where it shows, an
  /// item shifted into view travels from its old frame, others fade in at their final place.
  @discardableResult
  open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }
  /// Where a disappearing item (deleted or reloaded) ends its update animation; nil fades it out in place.
  @discardableResult
  open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? { nil }
  /// Where a supplementary view on screen after a batch update starts its animation; nil for the default.
  @discardableResult
  open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind kind: String, at elementIndexPath: IndexPath)
    -> LayoutAttributes?
  { nil }
  /// Where a supplementary view that leaves in a batch update ends its animation; nil fades it out in place.
  @discardableResult
  open func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind kind: String, at elementIndexPath: IndexPath
  )
    -> LayoutAttributes?
  { nil }
  /// Where a decoration view on screen after a batch update starts its animation; nil for the default.
  @discardableResult
  open func initialLayoutAttributesForAppearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> LayoutAttributes? { nil }
  /// Where a decoration view that leaves in a batch update ends its animation; nil fades it out in place.
  @discardableResult
  open func finalLayoutAttributesForDisappearingDecorationElement(
    ofKind elementKind: String, at decorationIndexPath: IndexPath
  ) -> LayoutAttributes? { nil }
  /// The index paths of supplementary views of `elementKind` that the current batch update removes,
  /// beyond those of deleted and reloaded sections (UIKit's `indexPathsToDeleteForSupplementaryView(ofKind:)`);
  /// asked after `prepare(forCollectionViewUpdates:)` for the kinds on screen. Empty by default.
  open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// The index paths of supplementary views of `elementKind` that the current batch update adds: each
  /// gets a new view (with `initialLayoutAttributesForAppearingSupplementaryElement`) instead of keeping
  /// one that followed its section. Empty by default.
  open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// The index paths of decoration views of `elementKind` that the current batch update removes. Empty by default.
  open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// The index paths of decoration views of `elementKind` that the current batch update adds. Empty by default.
  open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }
  /// Called when the collection view's size changes inside an animation block, with the bounds before;
  /// the layout is then prepared for the new bounds (if the change invalidated it) and asked for the
  /// appearing and disappearing attributes, as in a batch update.
  open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
  /// Called inside the animation block of an animated bounds change, after the elements' starts.
  open func finalizeAnimatedBoundsChange() {}
  /// Called on the old layout before a transition to `newLayout` (`setCollectionViewLayout`).
  open func prepareForTransition(to newLayout: CollectionViewLayout) {}
  /// Called on the new layout before a transition from `oldLayout`.
  open func prepareForTransition(from oldLayout: CollectionViewLayout) {}
  /// Called on both layouts after a transition (when its animation ends).
  open func finalizeLayoutTransition() {}
}
