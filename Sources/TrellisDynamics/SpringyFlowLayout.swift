import Trellis

/// A flow layout whose elements hang on springs and lag behind a scroll, the farther from the touch
/// the more (the bouncy list of iOS 7's Messages), with springs only for the elements near the visible
/// rectangle, so its cost doesn't grow with the item count.
///
/// Each element the flow layout places near the visible rectangle gets a zero-length
/// `AttachmentBehavior` (`springDamping`, `springFrequency`) from its flow centre to its attributes, in
/// `dynamicAnimator`. On a scroll by Δ in the scrolling direction (`shouldInvalidateLayout(forBoundsChange:)`)
/// every sprung element moves by Δ × r, capped at Δ, where r = (|Δx| + |Δy|) / `scrollResistanceFactor`
/// is its anchor's distance from the scroll view's pan touch, so elements near the finger follow it and
/// the others catch up on their springs; a step longer than the bounds (a jump by `setContentOffset`)
/// moves none. The animator invalidates the layout while they move and
/// pauses once every element is back exactly on its flow frame.
///
/// Tiling: springs exist for the elements whose flow frames meet the tiled rectangle, the bounds grown
/// by the collection view's `overscanFraction` plus `tilingSlack` of the bounds on every side. When a
/// scroll would take the rectangle the collection view queries (the bounds grown by `overscanFraction`)
/// out of it, `shouldInvalidateLayout(forBoundsChange:)` retiles at once for the new bounds: springs
/// whose flow frames left go back to a pool, and the elements that came near take pooled springs
/// (their attribute objects made over for the new element, already shifted by the scroll step like
/// their neighbours), so once the pool is warm a scroll allocates nothing, retiles included. (While
/// the flow is stale, or the width changes, it returns true and the next `prepare()` retiles.) Springs
/// are keyed by element (category, kind, index path); an attribute object that an element leaving the
/// tiled rectangle had may later stand for another element (the collection view copies what it keeps,
/// as the layout protocol allows). A `layoutAttributesClass` other than `LayoutAttributes` gets fresh
/// objects instead, since only a new object resets a subclass's own properties. With `tilesSprings`
/// false every element gets a spring, as in the book's listings 6.18–6.19.
///
/// Updates: any invalidation that changes the flow (reloads, batch updates, new metrics, a new width)
/// hangs the springs again on the new frames at the next `prepare()`. Across a batch update
/// (`prepare(forCollectionViewUpdates:)`) every element that survives keeps its motion: its
/// displacement from its flow frame and its velocity carry over to its new index path (moved and
/// shifted elements keep bouncing about their new frames), inserted and reloaded elements start at
/// rest on their frames, and the springs of deleted ones return to the pool. `reloadData()` and other
/// flow changes put every element at rest on its new frame (a reload says nothing about which element
/// became which).
///
/// Answers come from the springs where they exist and from the flow layout elsewhere. The queries
/// report plain frames through `forEachElement(in:_:)` while no sprung element has a transform, so a
/// scrolled frame allocates nothing. Headers and footers hang on springs like cells, except those of a
/// kind that pins (`sectionHeadersPinToVisibleBounds`, `sectionFootersPinToVisibleBounds`): the flow
/// places them for the current bounds at every query, so they stay pinned, unsprung, while the cells
/// bounce (every scroll then invalidates the layout, as `FlowLayout`'s pinning does, which allocates
/// the flow's bounds-change contexts every frame).
@MainActor open class SpringyFlowLayout: FlowLayout {
  /// The animator that owns the springs, over this layout's attributes.
  public private(set) var dynamicAnimator: DynamicAnimator!
  /// The springs' damping ratio (`AttachmentBehavior.damping`); 0.8 by default.
  open var springDamping: CGFloat = 0.8 { didSet { forEachSpring { $0.damping = springDamping } } }
  /// The springs' frequency in hertz (`AttachmentBehavior.frequency`); 1 by default.
  open var springFrequency: CGFloat = 1 { didSet { forEachSpring { $0.frequency = springFrequency } } }
  /// The distance from the touch, in points, at which an element lags a whole scroll step; 1500 by
  /// default (the book's value: a smaller one makes the list springier).
  /// A value that isn't positive and finite is refused and reported (`DynamicsError.outOfRange`).
  open var scrollResistanceFactor: CGFloat = 1500 {
    didSet {
      guard !(scrollResistanceFactor > 0 && DynamicsError.isAcceptable(scrollResistanceFactor)) else { return }
      DynamicAnimator.report(
        .outOfRange(call: "SpringyFlowLayout.scrollResistanceFactor", value: scrollResistanceFactor, range: "(0, 1e7]"))
      scrollResistanceFactor = oldValue
    }
  }
  /// Whether springs exist only near the visible rectangle (true, the default) or for every element.
  open var tilesSprings = true {
    didSet {
      guard tilesSprings != oldValue else { return }
      springsAreStale = true
      motionSurvivesInvalidation = false
    }
  }
  /// How far beyond the collection view's queried rectangle springs exist, as a fraction of the bounds
  /// size on each side (0.25 by default); a larger slack retiles less often and keeps more springs.
  /// A value outside 0…100 is refused and reported (`DynamicsError.outOfRange`).
  open var tilingSlack: CGFloat = 0.25 {
    didSet {
      guard !(0...100).contains(tilingSlack) else { return }
      DynamicAnimator.report(.outOfRange(call: "SpringyFlowLayout.tilingSlack", value: tilingSlack, range: "0…100"))
      tilingSlack = oldValue
    }
  }

  /// The springs by element.
  var springs: [ElementKey: Spring] = [:]
  /// The springs in the order they were hung (the order answers are given in).
  var springList: [Spring] = []
  /// The rectangle the current springs were hung for (null when none were).
  public internal(set) var tiledRect = CGRect.null
  /// Whether every spring must go at the next `prepare()` (the flow changed).
  var springsAreStale = true
  /// Whether the stale springs' motion is to be noted for a batch update (only the invalidations of
  /// batch updates, `currentUpdate`, have happened since they went stale).
  var motionSurvivesInvalidation = false
  /// The springs' motion noted at the last `prepare()` that hung them again, for
  /// `prepare(forCollectionViewUpdates:)`.
  var carriedMotions: [SpringMotion] = []
  /// Springs of cells that left the tiled rectangle, ready for the next cells that come near.
  var spareCellSprings: [Spring] = []
  /// Springs of headers and footers that left the tiled rectangle.
  var spareSupplementarySprings: [Spring] = []
  /// The last scroll step in the scrolling direction, applied to springs hung while it is in effect.
  var latestDelta: CGFloat = 0
  /// Where the pan touch was at the last scroll step, in content coordinates.
  var latestTouch = CGPoint.zero

  /// Creates a springy flow layout with `FlowLayout`'s defaults.
  public override init() {
    super.init()
    dynamicAnimator = DynamicAnimator(collectionViewLayout: self)
    reserveStorage()
  }

  /// Creates a springy flow layout as `init()` does (`init?(coder:)`; Trellis reads no archives).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    dynamicAnimator = DynamicAnimator(collectionViewLayout: self)
    reserveStorage()
  }

  /// Room for the springs of a tiled rectangle of a phone-sized screen, so early frames grow nothing.
  private func reserveStorage() {
    springs.reserveCapacity(256)
    springList.reserveCapacity(256)
    spareCellSprings.reserveCapacity(64)
    carriedMotions.reserveCapacity(256)
  }

  /// The springs, in the order they were hung.
  public var springBehaviors: [AttachmentBehavior] { springList.map(\.behavior) }

  /// The spring of an element, nil when it has none (it is far from the visible rectangle).
  public func spring(for key: ElementKey) -> AttachmentBehavior? { springs[key]?.behavior }

  /// Lays the flow out, then hangs and removes springs as the tiled rectangle requires.
  /// - Complexity: O(1) + the flow layout's `prepare()` while the queried rectangle stays inside the
  ///   tiled one; O(k + s) for k elements in the new tiled rectangle and s springs when it moves;
  ///   O(elements) with `tilesSprings` false after the flow changes.
  open override func prepare() {
    super.prepare()
    updateSprings()
  }

  /// Notes invalidations that change the flow (everything but the animator's own and scrolls), then
  /// calls super.
  open override func invalidateLayout(with context: InvalidationContext) {
    if Self.changesFlow(context) {
      motionSurvivesInvalidation =
        (springsAreStale ? motionSurvivesInvalidation : true) && currentUpdate != nil && !context.invalidateEverything
      springsAreStale = true
    }
    super.invalidateLayout(with: context)
  }

  /// Carries the motion of every element that survives a batch update over to its new place: its
  /// displacement from its flow frame and its velocity are the same relative to the new flow frame
  /// (moved and shifted elements keep bouncing); inserted and reloaded elements start at rest on their
  /// frames, and the springs of deleted ones go back to the pool. Then calls super.
  /// - Complexity: O(s log u) for s springs and u changes.
  open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    carryMotions(through: currentUpdate)
    super.prepare(forCollectionViewUpdates: updateItems)
  }

  /// Shifts every sprung element by the scroll step times its resistance and wakes the animator; when
  /// the queried rectangle leaves the tiled one, retiles at once for the new bounds if the flow is
  /// current. Returns true when the flow needs it (a new width), or when the queried rectangle leaves the
  /// tiled one while the flow is stale (the next `prepare()` retiles).
  /// - Complexity: O(springs), plus O(k) for k elements that come near when it retiles.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    let flowInvalidates = super.shouldInvalidateLayout(forBoundsChange: newBounds)
    guard let collectionView else { return flowInvalidates }
    shiftSprings(from: collectionView.bounds, to: newBounds, touch: touchLocation(in: collectionView))
    return retileIfNeeded(for: newBounds, in: collectionView, flowInvalidates: flowInvalidates)
  }

  /// Every element whose current (sprung) frame meets `rect`: the sprung ones in the order they were
  /// hung, then the flow's elements without springs (where `rect` leaves the tiled rectangle, and
  /// pinned headers and footers).
  /// - Complexity: O(springs), plus the flow layout's query when `rect` leaves the tiled rectangle.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    var answer: [LayoutAttributes] = []
    for spring in springList where spring.attributes.frame.overlaps(rect) { answer.append(spring.attributes) }
    if !springsCover(rect) {
      for attributes in super.layoutAttributesForElements(in: rect) ?? [] where springs[attributes.elementKey] == nil {
        answer.append(attributes)
      }
    } else if pinsHeadersOrFooters {
      for attributes in super.layoutAttributesForElements(in: rect) ?? []
      where pinsToVisibleBounds(Self.geometry(of: attributes, frame: attributes.frame)) {
        answer.append(attributes)
      }
    }
    return answer
  }

  /// The same elements as plain frames, without attribute objects, while no sprung element has a
  /// transform; false (ask `layoutAttributesForElements(in:)`) otherwise.
  /// - Complexity: O(springs), plus the flow layout's query when `rect` leaves the tiled rectangle.
  open override func forEachElement(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool {
    reportGeometry(in: rect, body)
  }

  /// An item's attributes: its spring's, or the flow layout's when it has none.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    dynamicAnimator.layoutAttributesForCell(at: indexPath) ?? super.layoutAttributesForItem(at: indexPath)
  }

  /// A header's or footer's attributes: its spring's, or the flow layout's when it has none.
  open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    dynamicAnimator.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
      ?? super.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }
}
