import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisUI

/// Lays items out in lines that wrap, with optional section headers and footers
/// (`UICollectionViewFlowLayout`).
///
/// Vertical scrolling fills rows left to right and stacks them downwards; horizontal scrolling fills
/// columns top to bottom and stacks them rightwards. The algorithm is UIKit's (Documentation/Behaviour.md#flow):
///
/// - Lines are `D` long, the collection view's bounds less its adjusted content insets; items use
///   `A = D − sectionInset` along the line. Lines are filled greedily with the minimum inter-item spacing.
/// - Every line but the last is complete and justified: first item at the leading inset, last flush with
///   the trailing inset. A complete line holding one item centres it in `D`. The last line is incomplete:
///   left-aligned with the minimum spacing for variable sizes, on the full lines' grid for uniform sizes;
///   only when every line of a section holds one item is the last one complete (centred) too.
/// - Items are centred across their line, whose length is the longest item's; lines are `minimumLineSpacing`
///   apart. Headers and footers span `D`, outside the section insets, with no line spacing around them.
/// - Item, header and footer origins are rounded to the nearest pixel of `Screen.main.scale`; sizes are
///   kept. An item longer than `A` is laid out alone on its line, and UIKit's warning is sent to
///   `diagnosticHandler` once per `prepare()`.
///
/// Cost is independent of the item count wherever the sizes allow: a section whose items all have the same size
/// (no `sizeForItemAt`, or one answering the same size for every item) is an O(1) model with no per-item
/// storage; other sections keep 16 bytes per item (see `FlowGeometry`) and ask the delegate once per item only
/// when its metrics are invalidated, as UIKit does, breaking lines as the answers come (one pass over the
/// items); a batch update invalidates the data-source counts, which re-reads them, so it costs one prepare
/// (O(sections) when every section is uniform) and `prepare(forCollectionViewUpdates:)` has nothing left to do.
/// Queries cost O(log n + k) and create `LayoutAttributes` only for the elements they return; the rectangle
/// query reuses the objects and the array of its last answer that nobody else holds any more
/// (Documentation/Behaviour.md#flow-answers), so a caller never sees an object it keeps change.
///
/// Metrics it can't use never crash it: the first of each metrics read is reported as a `FlowLayoutError`
/// through the collection view's `errorHandler` (`CollectionViewError.layout(_:)`), negative or zero item
/// sizes in UIKit's wording, NaN or infinite sizes, insets and spacings in their own, naming the member,
/// the item or section and the value. Each such length counts as 0: the item is laid out with that length
/// 0 (a negative or zero one too), an inset or spacing is 0, a header or footer is absent.
///
/// Self-sizing: a non-zero `estimatedItemSize` (or `automaticSize`) lays items without a delegate size out
/// at the estimate and marks them `selfSizingAxes = .both`; the collection view measures the visible ones
/// and the sizes they prefer are kept (`FlowMeasuredSizes`, memory proportional to the items measured, none
/// per unmeasured item), the lines re-broken around them (`FlowGeometry+Estimated`, O(measured) per prepare).
/// Headers and footers keep their reference sizes (Documentation/Behaviour.md#self-sizing).
@MainActor open class FlowLayout: CollectionViewLayout {
  /// Which of `sectionInset`'s references to measure from (`UICollectionViewFlowLayout.SectionInsetReference`).
  public enum SectionInsetReference: Int, Sendable, Hashable {
    /// From the edges inset by the adjusted content insets.
    case fromContentInset
    /// From the safe area; Trellis has no safe areas yet, so it behaves like `fromContentInset`.
    case fromSafeArea
    /// From the layout margins; Trellis has no layout margins yet, so it behaves like `fromContentInset`.
    case fromLayoutMargins
  }

  /// A placeholder estimate meaning "estimate for me" (`UICollectionViewFlowLayout.automaticSize`); as
  /// `estimatedItemSize` it turns self-sizing on with `itemSize` as the estimate. The value is [?].
  public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
  /// The zIndex of headers and footers whose kind pins to the visible bounds, above cells (zIndex 0) [?].
  public static let pinnedZIndex = 1024
  /// The default `itemSize`.
  static let defaultItemSize = CGSize(width: 50, height: 50)

  /// The direction of scrolling; `.vertical` by default.
  open var scrollDirection: CollectionView.ScrollDirection = .vertical {
    didSet { if scrollDirection != oldValue { invalidateLayout() } }
  }
  /// The size of every item when the delegate has no `sizeForItemAt`; 50×50 by default.
  open var itemSize = FlowLayout.defaultItemSize { didSet { if itemSize != oldValue { invalidateLayout() } } }
  /// A non-zero estimate turns self-sizing on; `.zero` by default: items without a delegate size are laid
  /// out at the estimate until their cells are measured (`preferredLayoutAttributesFitting(_:)`).
  open var estimatedItemSize = CGSize.zero {
    didSet { if estimatedItemSize != oldValue { invalidateLayout() } }
  }
  /// The spacing between lines (rows when scrolling vertically); 10 by default.
  open var minimumLineSpacing: CGFloat = 10 {
    didSet { if minimumLineSpacing != oldValue { invalidateLayout() } }
  }
  /// The least spacing between items of a line, used to decide what fits; complete lines spread wider.
  /// 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10 {
    didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } }
  }
  /// The margins around each section's items (not its header and footer); zero by default.
  open var sectionInset = EdgeInsets.zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
  /// What `sectionInset` is measured from; all references behave like `fromContentInset` for now.
  open var sectionInsetReference = SectionInsetReference.fromContentInset {
    didSet { if sectionInsetReference != oldValue { invalidateLayout() } }
  }
  /// Each header's size; only the scrolling dimension counts, and 0 there means no header. Zero by default.
  open var headerReferenceSize = CGSize.zero {
    didSet { if headerReferenceSize != oldValue { invalidateLayout() } }
  }
  /// Each footer's size; only the scrolling dimension counts, and 0 there means no footer. Zero by default.
  open var footerReferenceSize = CGSize.zero {
    didSet { if footerReferenceSize != oldValue { invalidateLayout() } }
  }
  /// Whether headers stick to the top (leading) edge of the visible area while their section shows.
  open var sectionHeadersPinToVisibleBounds = false {
    didSet { if sectionHeadersPinToVisibleBounds != oldValue { invalidateLayout() } }
  }
  /// Whether footers stick to the bottom (trailing) edge of the visible area while their section shows.
  open var sectionFootersPinToVisibleBounds = false {
    didSet { if sectionFootersPinToVisibleBounds != oldValue { invalidateLayout() } }
  }

  /// Receives the layout's warnings, such as UIKit's "behavior … is not defined" text for an item longer
  /// than a line; by default prints them to standard error.
  public var diagnosticHandler: @MainActor (String) -> Void = FlowLayout.printDiagnostic
  /// The delegate members found at the last metrics read (see `CollectionViewDelegateFlowLayout`).
  public internal(set) var implementedDelegateMembers: DelegateMembers = []

  /// The geometry of the last `prepare()`.
  var geometry = FlowGeometry()
  /// Whether the delegate's metrics (and which members it has) must be read again.
  var metricsAreStale = true
  /// Whether lines and positions must be computed again from the metrics.
  var linesAreStale = true
  /// The defaults of `CollectionViewDelegateFlowLayout` that ran since the last probe.
  var defaultMembersCalled: DelegateMembers = []
  /// The last bounds-change context this layout made, filled again when nobody else holds it.
  var keptBoundsChangeContext: InvalidationContext?
  /// The lifted item's last attributes (plain ones only), which the next item query reuses once nobody
  /// else holds them: a movement frame asks for them anew, so dragging allocates nothing once warm.
  var spareItemAttributes: LayoutAttributes?

  /// The last `layoutAttributesForElements(in:)` answer, for the next to reuse what nobody else holds.
  var answerPool = FlowAnswerPool()
  /// The sizes measured by self-sizing cells, kept across invalidations.
  var measuredSizes = FlowMeasuredSizes()
  /// The generation of the batch update whose moves `measuredSizes` already followed (a collection view
  /// reuses a finished update's object, so its identity doesn't tell updates apart).
  var remappedUpdateGeneration: UInt64?

  /// Creates a flow layout with UIKit's defaults.
  public override init() { super.init() }

  /// Creates a flow layout with UIKit's defaults, as `init()` does (`init?(coder:)`; Trellis reads no archives).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// The class of this layout's invalidation contexts: `FlowLayoutInvalidationContext`.
  open override class var invalidationContextClass: AnyClass { FlowLayoutInvalidationContext.self }

  /// The bytes of geometry the layout keeps (per-section records, per-item arrays, self-sizing lines and
  /// measured sizes, by capacity).
  public var storageByteCount: Int { geometry.byteCount + measuredSizes.byteCount }
  /// The number of items whose measured size the layout keeps (self-sizing).
  public var measuredItemCount: Int { measuredSizes.count }

  /// Reads what is stale and lays out: delegate metrics when they were invalidated, lines when the
  /// metrics or the content length along lines changed, nothing for a scroll that only moves pinned
  /// headers and footers (their frames are computed by the queries).
  /// - Complexity: O(sections) for uniform sections; O(items) of variable sections when lines are stale,
  ///   plus one delegate call per item when their metrics are; O(1) after a scroll.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      geometry = FlowGeometry()
      return
    }
    let axes = FlowAxes(isVertical: scrollDirection == .vertical)
    let insets = axes.insets(collectionView.adjustedContentInset)
    let boundsLength = axes.cross(collectionView.bounds.size)
    let crossExtent = max(0, boundsLength - insets.crossLeading - insets.crossTrailing)
    let screenScale = Screen.main.scale
    let scale = screenScale.isFinite && screenScale > 0 ? screenScale : 1
    var tooLong = false
    syncMeasuredSizes(crossExtent: crossExtent)
    if metricsAreStale || axes != geometry.axes {
      // Reading the metrics lays the sections out too.
      tooLong = readMetrics(from: collectionView, axes: axes, crossExtent: crossExtent, scale: scale)
      metricsAreStale = false
      linesAreStale = false
    } else if linesAreStale || crossExtent != geometry.crossExtent || scale != geometry.scale {
      tooLong = geometry.layOut(crossExtent: crossExtent, scale: scale)
      linesAreStale = false
    }
    // A collection view not sized yet (zero length along lines) is not warned about.
    if tooLong && boundsLength > 0 { diagnosticHandler(Self.tooLongItemMessage(axes)) }
    #if DEBUG
      geometry.checkInvariants()
    #endif
  }

  /// The size of all content: `D` along lines, the stacked sections in the scrolling direction.
  open override var collectionViewContentSize: CGSize { geometry.contentSize }

  // MARK: Self-sizing

  /// Whether a cell's preferred attributes change the layout: true for an item of a self-sizing section
  /// whose preferred size differs from its size (Documentation/Behaviour.md#self-sizing).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool {
    preferredSizeChanges(preferredAttributes, from: originalAttributes)
  }

  /// Records the preferred size of the item and returns a `FlowLayoutInvalidationContext` naming it, which
  /// re-breaks the lines from the sizes kept without asking the delegate again.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> InvalidationContext {
    let context = super.invalidationContext(
      forPreferredLayoutAttributes: preferredAttributes, withOriginalAttributes: originalAttributes)
    recordPreferredSize(of: preferredAttributes, in: context)
    return context
  }

  // MARK: Queries

  /// Attributes for every cell, header and footer whose frame overlaps `rect`: per section the header,
  /// the items in order, then the footer.
  ///
  /// The answer reuses what the last answer handed out and nobody holds any more: a plain
  /// `LayoutAttributes` object to which no other strong reference remains is reset (index path, frame,
  /// zIndex, alpha 1, identity transform, not hidden) and returned again, and the array's buffer is
  /// reused once every holder released the last array. An array or object a caller still holds is never
  /// written, so reuse can't be observed through them (only through a `weak` or `unowned` reference,
  /// which doesn't keep an object); objects of a subclass's `layoutAttributesClass` are new every time.
  /// The layout keeps its last answer, so a caller that mutates the array it received copies it first.
  /// See Documentation/Behaviour.md#flow-answers.
  /// - Complexity: O(log s + log n + k) for s sections, n items in a section and k answers, plus the items
  ///   of the lines at the rectangle's edges.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    attributesForElements(in: rect)
  }

  /// The same elements as plain geometry, without attribute objects, when this is exactly a `FlowLayout`.
  /// - Complexity: O(log s + log n + k), like `layoutAttributesForElements(in:)`, with no allocation.
  open override func forEachElement(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool {
    geometryForElements(in: rect, body)
  }

  /// An item's attributes, or nil for an index path the last `prepare()` didn't lay out.
  /// - Complexity: O(1) in a uniform section; O(log n + m) in a variable one, for m items on the item's line.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    attributesForItem(at: indexPath)
  }

  /// The item's plain geometry, without an attribute object, when this is exactly a `FlowLayout`.
  /// - Complexity: as `layoutAttributesForItem(at:)`, with no allocation.
  open override func geometryForItem(at indexPath: IndexPath, _ body: (ElementGeometry) -> Void) -> Bool {
    geometryOfItem(at: indexPath, body)
  }

  /// A header's or footer's attributes (kinds `CollectionView.elementKindSectionHeader` and
  /// `…Footer`), pinned as the current bounds require; nil when the section has none.
  open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    attributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  // MARK: Updates

  /// During an animated batch update, UIKit's flow-layout answer: what the item showed before the
  /// update (kept on screen or shifted in from near it), or its final attributes made transparent when
  /// it is inserted or reloaded; nil when the item was far from the visible rect or no update runs. A
  /// subclass calling `super` adjusts these (a scale for inserted items, say). Built on the public
  /// `currentUpdate` alone (see `FlowLayout+UpdateAnswers`).
  @discardableResult
  open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    startOfAppearingElement(.cell(itemIndexPath))
  }

  /// During an animated batch update, UIKit's flow-layout answer for an item the update removes
  /// (deleted, reloaded, or of a deleted section; the index path before the update): what it shows,
  /// made transparent; nil for the others (they travel to their new attributes).
  @discardableResult
  open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    endOfDisappearingElement(.cell(itemIndexPath))
  }

  /// As `initialLayoutAttributesForAppearingItem(at:)`, for headers and footers.
  @discardableResult
  open override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    startOfAppearingElement(ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath))
  }

  /// As `finalLayoutAttributesForDisappearingItem(at:)`, for headers and footers.
  @discardableResult
  open override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    endOfDisappearingElement(ElementKey(category: .supplementaryView, kind: elementKind, indexPath: elementIndexPath))
  }

  // MARK: Interactive movement

  /// The base answer (the item's attributes centred at `position`, above everything); its object is kept
  /// for the next item query to reuse once the collection view has let go of it.
  open override func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  ) -> LayoutAttributes {
    let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
    if ObjectIdentifier(type(of: attributes)) == ObjectIdentifier(LayoutAttributes.self) {
      spareItemAttributes = attributes
    }
    return attributes
  }

  /// The base context with the delegate's metrics and the lines kept: a new target position alone moves
  /// only the lifted item, whose attributes the collection view asks for anew, so nothing is re-measured;
  /// a new target index path comes with a batch that invalidates the counts, and so everything.
  open override func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> InvalidationContext {
    let context = super.invalidationContext(
      forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
      previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
    keepMetricsAndLines(of: context)
    return context
  }

  /// The base context with the delegate's metrics and the lines kept: the batch that ends the movement
  /// invalidates the counts, and so everything.
  open override func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
  ) -> InvalidationContext {
    let context = super.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
    keepMetricsAndLines(of: context)
    return context
  }

  private func keepMetricsAndLines(of context: InvalidationContext) {
    guard let flow = context as? FlowLayoutInvalidationContext else { return }
    flow.invalidateFlowLayoutDelegateMetrics = false
    flow.invalidateFlowLayoutAttributes = false
  }

  // MARK: Invalidation

  /// Marks what the context names stale, then calls super.
  ///
  /// `invalidateEverything`, `invalidateDataSourceCounts`, invalidated items and
  /// `invalidateFlowLayoutDelegateMetrics` re-read the delegate's metrics; `invalidateFlowLayoutAttributes`
  /// recomputes the lines. A context that isn't a `FlowLayoutInvalidationContext` invalidates everything
  /// (UIKit raises an exception for it instead).
  open override func invalidateLayout(with context: InvalidationContext) {
    noteInvalidation(context)
    super.invalidateLayout(with: context)
  }

  /// Whether a bounds change makes the layout stale: true when the length across the scrolling direction
  /// changes (the width, for vertical scrolling), and, when headers or footers pin, for every scroll and
  /// every change of the visible length (Documentation/Behaviour.md#flow-invalidation).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsChangeInvalidates(newBounds)
  }

  /// A context that never re-reads delegate metrics and recomputes lines only when the length across the
  /// scrolling direction changed; a scroll with pinned headers leaves both flags false, so `prepare()`
  /// does nothing and the queries place the pinned elements for the new bounds.
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
    boundsChangeContext(newBounds)
  }
}
