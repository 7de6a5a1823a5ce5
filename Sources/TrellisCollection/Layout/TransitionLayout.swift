import Foundation
import TrellisGeometry
import TrellisUI

/// A layout between two layouts (`UICollectionViewTransitionLayout`): every element's attributes are
/// interpolated between its attributes in `currentLayout` and in `nextLayout` by `transitionProgress`
/// (0 shows the current layout, 1 the next). The collection view installs one during an interactive
/// transition (`startInteractiveTransition(to:completion:)`); use it as it is or subclass it.
///
/// What is interpolated: centre and size (so the frame), `transform3D` (decomposed), `alpha`; `zIndex`
/// is the current layout's below progress 0.5 and the next layout's from 0.5; attributes that adopt
/// `InterpolatingLayoutAttributes` interpolate their own properties too. An element only one of the two
/// layouts has fades: it keeps that layout's geometry and its alpha goes to 0 at the other end.
/// Progress outside 0…1 (a spring overshooting) extrapolates geometry; alpha stays within 0…1.
///
/// Queries stay as cheap as the two layouts' own: `layoutAttributesForElements(in:)` asks each layout
/// for the rectangle and pairs the answers by element (asking one layout for a single element only for
/// an element the other reported). The pairs are kept until the rectangle changes or a layout is
/// prepared again, so a change of progress alone re-interpolates without asking either layout; when both
/// layouts answer with plain geometry (`forEachElement(in:_:)`, as `FlowLayout` does), so does this one,
/// and a frame of an interactive transition allocates nothing.
///
/// Items in neither answer whose interpolated frames cross the rectangle show too (deep in a grid, two
/// densities show different items at one offset, and half-way the items between them pass through).
/// They are found without a walk over all items, assuming each layout places its items along its
/// scrolling axis in index-path order and the rectangle spans the content across it (grids, lists,
/// flow layouts): only items strictly between the two answers' index ranges can be before the
/// rectangle in one layout and after it in the other, and their interpolated frames keep that order,
/// so a binary search over that range and a walk along the run that overlaps find them, O(log m + k)
/// single-item lookups (`geometryForItem(at:_:)`, allocation-free for `FlowLayout`) repeated when the
/// progress changes. A layout that breaks the assumption shows fewer such items, never wrong ones;
/// headers, footers and decoration views aren't searched (Documentation/Behaviour.md#transitions-interactive).
///
/// Setting `transitionProgress` re-lays the collection view out (UIKit asks for `invalidateLayout()`
/// after it too; that call is cheap here: an invalidation that names no data change re-interpolates
/// without preparing the two layouts again). Invalidations for data changes (`reloadData`, batch
/// updates) and bounds changes the layouts ask for reach both layouts. Subclasses override the query
/// methods as in UIKit (call super, then change the attributes) and must call super in `prepare()`.
@MainActor open class TransitionLayout: CollectionViewLayout {
  /// The layout the transition starts from (progress 0).
  public let currentLayout: CollectionViewLayout
  /// The layout the transition goes to (progress 1).
  public let nextLayout: CollectionViewLayout

  /// How far the transition has gone, 0 (the current layout) to 1 (the next); setting it re-lays the
  /// collection view out and records the value with the clock's time, so finishing or cancelling
  /// continues at the speed it was changing. A non-finite value is ignored.
  open var transitionProgress: CGFloat = 0 {
    didSet {
      guard transitionProgress.isFinite else {
        transitionProgress = oldValue
        return
      }
      progressHistory.record(transitionProgress, at: Application.shared.clock.now)
      guard transitionProgress != oldValue else { return }
      // Not `invalidateLayout()`: a context object per frame, and nothing the two layouts must redo.
      isInvalid = true
      attachedCollectionView?.layoutDidInvalidate()
    }
  }

  var progressHistory = ValueHistory()
  var animatedValues: [String: ValueHistory] = [:]
  /// The paired elements of the last rectangle queried (see `TransitionLayout+Pairing`).
  var pairs: [TransitionPair] = []
  var pairIndex: [ElementKey: Int] = [:]
  var pairedRect: CGRect = .null
  /// Whether every pair is plain geometry: frames and zIndex, identity transforms, opaque, both ends present.
  var pairsArePlain = false
  /// How many of `pairs` are the two layouts' answers; the rest are items passing through the
  /// rectangle at `passingProgress` (see `TransitionLayout+PassingThrough`).
  var answeredPairCount = 0
  /// Whether the answered pairs alone are plain geometry.
  var answeredPairsArePlain = false
  /// The first and last item of each layout's answer for `pairedRect`, nil when it has none.
  var currentAnswerSpan: ItemSpan?
  var nextAnswerSpan: ItemSpan?
  /// The progress the passing items were found for; nil when they must be found again.
  var passingProgress: CGFloat?
  /// How often items were looked up one by one to find the passing ones (for tests of the cost).
  var passingProbeCount = 0
  /// How often the two layouts were asked for a rectangle (for tests of the cost).
  var pairingCount = 0

  /// Creates a transition from `currentLayout` to `newLayout` at progress 0 (`init(currentLayout:nextLayout:)`).
  public init(currentLayout: CollectionViewLayout, nextLayout newLayout: CollectionViewLayout) {
    self.currentLayout = currentLayout
    self.nextLayout = newLayout
    super.init()
  }

  /// Returns nil: a transition layout needs its two layouts, and Trellis reads no archives (`init?(coder:)`).
  public required init?(coder: NSCoder) { return nil }

  /// Stores a value for a key you define, with the clock's time (`updateValue(_:forAnimatedKey:)`);
  /// the recorded history gives the key's recent rate of change.
  open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
    animatedValues[key, default: ValueHistory()].record(value, at: Application.shared.clock.now)
  }

  /// The last value stored for `key`, 0 if none (`value(forAnimatedKey:)`).
  open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key]?.lastValue ?? 0 }

  /// How fast `transitionProgress` has been changing, per second, measured over the last 0.1 s of
  /// clock time; 0 when it hasn't changed for longer (a Trellis extension: what finishing and
  /// cancelling start their spring with).
  public var progressVelocity: CGFloat { progressHistory.rate(at: Application.shared.clock.now) }

  /// How fast the value of `key` has been changing, per second, measured as `progressVelocity` is
  /// (a Trellis extension).
  public func velocity(forAnimatedKey key: String) -> CGFloat {
    animatedValues[key]?.rate(at: Application.shared.clock.now) ?? 0
  }

  // MARK: The layout protocol

  /// Whether a layout pass must prepare this layout: it, or either of its layouts, was invalidated.
  override package var isInvalid: Bool {
    get { super.isInvalid || currentLayout.isInvalid || nextLayout.isInvalid }
    set { super.isInvalid = newValue }
  }

  /// The two layouts answer for the collection view this one is installed in, for as long as it is.
  override package weak var attachedCollectionView: CollectionView? {
    didSet {
      guard attachedCollectionView !== oldValue else { return }
      sublayoutsFollow(attachedCollectionView, from: oldValue)
    }
  }

  /// Prepares whichever of the two layouts was invalidated, and forgets the paired elements if one was.
  /// Subclasses call super.
  open override func prepare() {
    super.prepare()
    prepareSublayoutsIfNeeded()
  }

  /// The content size interpolated between the two layouts' (never negative).
  open override var collectionViewContentSize: CGSize {
    let p = transitionProgress
    let size = currentLayout.collectionViewContentSize.interpolated(
      to: nextLayout.collectionViewContentSize, fraction: p)
    return CGSize(width: max(size.width, 0), height: max(size.height, 0))
  }

  /// Every element either layout reports for `rect`, with interpolated attributes.
  /// - Complexity: the two layouts' queries when `rect` changed, else O(k) for k elements.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    pair(in: rect)
    let p = transitionProgress
    var result: [LayoutAttributes] = []
    result.reserveCapacity(pairs.count)
    for index in pairs.indices { result.append(interpolatedAttributes(of: pairs[index], at: p)) }
    return result
  }

  /// The plain geometry of every paired element, when both layouts answer with plain geometry and
  /// this is not a subclass (which may change attributes); false otherwise.
  /// - Complexity: the two layouts' queries when `rect` changed, else O(k) for k elements.
  open override func forEachElement(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool {
    guard type(of: self) == TransitionLayout.self else { return false }
    pair(in: rect)
    guard pairsArePlain else { return false }
    let p = transitionProgress
    // Through a pointer: reading fields in place, no copy of each (large) pair per element.
    pairs.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for index in 0..<buffer.count { body(Self.interpolatedGeometry(of: base + index, at: p)) }
    }
    return true
  }

  /// The item's attributes interpolated between the two layouts'.
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    interpolatedAttributes(for: .cell(indexPath))
  }

  /// The supplementary view's attributes interpolated between the two layouts'.
  open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    interpolatedAttributes(for: ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath))
  }

  /// The decoration view's attributes interpolated between the two layouts'.
  open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    interpolatedAttributes(for: ElementKey(category: .decorationView, kind: kind, indexPath: indexPath))
  }

  /// Passes data-change invalidations (`invalidateEverything`, `invalidateDataSourceCounts`) on to both
  /// layouts, then invalidates this one. Subclasses call super.
  open override func invalidateLayout(with context: InvalidationContext) {
    if context.invalidateEverything || context.invalidateDataSourceCounts {
      for layout in [currentLayout, nextLayout] {
        let forwarded = layout.invalidationContextType.init()
        forwarded.invalidateEverything = context.invalidateEverything
        forwarded.invalidateDataSourceCounts = context.invalidateDataSourceCounts
        layout.invalidateLayout(with: forwarded)
      }
      forgetPairs()
    }
    super.invalidateLayout(with: context)
  }

  /// Asks both layouts; one that wants to be invalidated is, with its own context.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    // Two calls, not a loop over an array literal: this runs for every scrolled frame.
    let current = invalidateIfAsked(currentLayout, forBoundsChange: newBounds)
    let next = invalidateIfAsked(nextLayout, forBoundsChange: newBounds)
    return current || next
  }

  /// Passes the batch update's changes to both layouts.
  open override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    currentLayout.prepare(forCollectionViewUpdates: updateItems)
    nextLayout.prepare(forCollectionViewUpdates: updateItems)
  }

  /// Tells both layouts the batch update's animation is set up.
  open override func finalizeCollectionViewUpdates() {
    currentLayout.finalizeCollectionViewUpdates()
    nextLayout.finalizeCollectionViewUpdates()
  }
}
