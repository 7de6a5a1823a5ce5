import Foundation
import TrellisGeometry
import TrellisUI

/// A scrolling view that shows items placed by a layout, reusing a handful of views for any number of
/// items (`UICollectionView`).
///
/// The data flow of a layout pass (`layoutSubviews`): re-read counts if stale, `prepare()` the layout
/// if invalid, ask it for the elements near the visible rectangle, then make visible exactly those
/// elements: reuse views already on screen, dequeue and configure views for new elements through the
/// data source, enqueue views whose elements left. The cost depends on what is visible, never on the
/// number of items.
@MainActor open class CollectionView: ScrollView {
  /// The element kind of section headers (`UICollectionView.elementKindSectionHeader`).
  nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
  /// The element kind of section footers (`UICollectionView.elementKindSectionFooter`).
  nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
  /// The kind name UIKit uses for cells in messages.
  nonisolated static let elementKindCell = "UICollectionElementKindCell"

  /// The layout; setting it replaces the layout without animation. A layout serves one collection view
  /// at a time: one that another collection view uses is refused with a report, and the current layout stays.
  open var collectionViewLayout: CollectionViewLayout {
    didSet {
      guard collectionViewLayout !== oldValue else { return }
      if let owner = collectionViewLayout.attachedCollectionView, owner !== self {
        report(.layoutInUseByAnotherCollectionView(layout: "\(type(of: collectionViewLayout))", keptCurrent: true))
        collectionViewLayout = oldValue
        return
      }
      oldValue.attachedCollectionView = nil
      installLayout()
    }
  }

  /// Set while `setCollectionViewLayout(_:animated:completion:)` swaps layouts: the visible views stay.
  var isChangingLayoutInPlace = false
  /// The interactive layout transition in progress (see `CollectionView+InteractiveTransition`).
  var interactiveTransition: InteractiveLayoutTransition?
  /// The animated `setCollectionViewLayout(_:animated:completion:)` whose ending hasn't run yet, held
  /// weakly: its animation's completion owns it (and the caller's completion, which may hold this view),
  /// so an animation dropped unfinished (`Application.reset()`) frees it instead of leaving a cycle.
  weak var runningLayoutChange: RunningLayoutChange?

  /// Supplies counts and views, held weakly; setting it reloads.
  public weak var dataSource: (any CollectionViewDataSource)? { didSet { reloadData() } }
  /// The delegate as a collection-view delegate, cast once when set: the scroll view's `delegate`, or
  /// the controller a layout-to-layout navigation forwards the messages to (`forwardedDelegate`).
  public private(set) weak var collectionDelegate: (any CollectionViewDelegate)?

  /// A view behind all content that doesn't scroll, sized to the bounds.
  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView {
        backgroundView.zPosition = -.greatestFiniteMagnitude
        insertSubview(backgroundView, at: 0)
      }
      setNeedsLayout()
    }
  }

  /// Whether the user can select items (true by default).
  open var allowsSelection = true
  /// Whether the user can select several items (false by default).
  open var allowsMultipleSelection = false {
    didSet { if !allowsMultipleSelection && oldValue { keepOnlyFirstSelection() } }
  }

  /// Receives misuse reports; by default prints them to standard error. See `CollectionViewError`.
  public var errorHandler: @MainActor (CollectionViewError) -> Void = CollectionView.printError
  /// The most recent error reported, for inspection.
  public internal(set) var lastError: CollectionViewError?

  /// How far beyond the visible rectangle, as a fraction of the bounds size, elements are queried and
  /// kept ready; larger values query less often.
  public var overscanFraction: CGFloat = 0.5

  /// Whether batch updates keep the first visible item where it is on screen when items are inserted
  /// or deleted before it, moving the content offset by the change (false by default, as UIKit, which
  /// has no such option: a Trellis extension for chat and feed screens). A drag or deceleration under
  /// way goes on, displaced with the content.
  public var maintainsVisibleContentPosition = false

  // Registration and reuse.
  var cellClasses: [String: CollectionViewCell.Type] = [:]
  var supplementaryClasses: [SupplementaryRegistrationKey: CollectionReusableView.Type] = [:]
  var reusePools: [ReusePoolKey: ReuseQueue] = [:]
  var currentDequeue: DequeueRequest?

  // Data.
  var sectionItemCounts: [Int] = []
  var countsAreStale = true

  // Visible elements.
  var visibleViews: [ElementKey: CollectionReusableView] = [:]
  /// Views out of the visible set and out of the reuse queues while they animate away.
  var heldViews: [ObjectIdentifier: CollectionReusableView] = [:]
  var queriedRect: CGRect = .null
  /// The query buffer: the valid elements the layout reported for `queriedRect`.
  var queriedElements: [QueriedElement] = []
  var layoutPassCount = 0
  /// Elements of the last pass that should be visible but got no view (the data source misbehaved).
  var unshownElementCount = 0
  var staleKeysScratch: [ElementKey] = []
  var missingElementsScratch: [Int] = []
  /// While an animated change lays out its views without animation: the views kept through it whose
  /// `apply(_:)` waits for the animation block, with the attributes they showed before (nil otherwise).
  var deferredApplies: [(view: CollectionReusableView, previous: LayoutAttributes?)]?
  /// While an animated batch update asks the layout for appearing and disappearing attributes: where
  /// an element starts (by its new key) or, for a removed one (`true`), what it shows (by its old key).
  var updateStartLookup: ((ElementKey, Bool) -> UpdateStart)?
  /// The start `updateStartLookup` last handed to the layout, with what it held (its standard
  /// properties; a pristine copy when it is a subclass): a layout that returns it unchanged means
  /// "from where it is". The collection view checks each answer right after asking.
  var lastProvidedUpdateStart: (key: ElementKey, start: ProvidedUpdateStart)?

  // Batch updates.
  var batchDepth = 0
  var recordedOperations = BatchUpdateOperations()
  var batchCompletions: [(Bool) -> Void] = []
  /// The cell `dequeueReusableCell` returns while `reconfigureItems(at:)` asks the data source again.
  var reconfiguringCell: CollectionViewCell?

  // Selection.
  var selectedIndexPathsStorage: [IndexPath] = []
  var selectedSet: Set<IndexPath> = []
  var touchTracking: TouchTracking?

  // Menus (see `CollectionView+Menus`).
  let menuSupport = CollectionViewMenuSupport()

  /// Statistics for tests and benchmarks: how often the layout was prepared and queried, how many views made.
  public private(set) var statistics = CollectionViewStatistics()

  /// Creates a collection view with a layout (`init(frame:collectionViewLayout:)`).
  ///
  /// A layout that another collection view uses is reported, and this one starts with an empty
  /// `CollectionViewLayout` instead (the other keeps its layout).
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    let inUse = layout.attachedCollectionView != nil
    collectionViewLayout = inUse ? CollectionViewLayout() : layout
    super.init(frame: frame)
    if inUse { report(.layoutInUseByAnotherCollectionView(layout: "\(type(of: layout))", keptCurrent: false)) }
    finishInitCollectionView()
  }

  /// Creates a collection view with a zero frame and an empty `CollectionViewLayout` (`init?(coder:)`):
  /// Trellis reads no archives, so set `collectionViewLayout` before use.
  public required init?(coder: NSCoder) {
    collectionViewLayout = CollectionViewLayout()
    super.init(coder: coder)
    finishInitCollectionView()
  }

  /// The setup both initialisers share.
  private func finishInitCollectionView() {
    backgroundColor = .systemBackground
    // The scroll view's pan, once it begins, cancels the cell's touch: a drag unhighlights, never selects.
    _ = panGestureRecognizer
    installMenuGesture()
    installLayout()
  }

  var isSettingBoundsInternally = false

  /// The bounds; before every change the layout is asked `shouldInvalidateLayout(forBoundsChange:)`
  /// (scrolling is a bounds change), while `bounds` still holds the old value.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let layout = collectionViewLayout
      // Non-finite bounds are refused (and reported) by the scroll view: the layout is not asked about them.
      // During `init` the layout isn't attached yet (its `collectionView` is nil): it isn't asked.
      if !isSettingBoundsInternally, newValue.isFinite, newValue != super.bounds,
        layout.attachedCollectionView === self, layout.shouldInvalidateLayout(forBoundsChange: newValue)
      {
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
      }
      super.bounds = newValue
    }
  }

  func setBoundsWithoutLayoutCheck(_ newBounds: CGRect) {
    isSettingBoundsInternally = true
    bounds = newBounds
    isSettingBoundsInternally = false
  }

  /// Highlights the touched cell (see `CollectionView+Selection`).
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    if let touch = touches.first { selectionTouchBegan(touch) }
  }

  /// Tracks the touch on and off the highlighted cell.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    if let touch = touches.first { selectionTouchMoved(touch) }
  }

  /// Selects the touched cell.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    if let touch = touches.first { selectionTouchEnded(touch) }
  }

  /// Unhighlights without selecting.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { selectionTouchCancelled() }

  /// Opens the context menu (or the edit menu) of the clicked item (see `CollectionView+Menus`).
  open override func rightMouseDown(with event: Event) {
    if !openMenuForSecondaryClick(event) { super.rightMouseDown(with: event) }
  }

  /// While the edit menu is shown for an item, the delegate's answer for that item (see `CollectionView+Menus`).
  open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
    menuItemCanPerform(action, withSender: sender) ?? super.canPerformAction(action, withSender: sender)
  }

  /// While the edit menu is shown for an item, hands the chosen action to the delegate for that item.
  open override func perform(_ action: Selector, with sender: Any?) {
    if !performMenuItemAction(action, with: sender) { super.perform(action, with: sender) }
  }

  /// Collection views take the keyboard (see `CollectionView+Keyboard`).
  open override var canBecomeFirstResponder: Bool { true }

  /// Moves the selection with navigation keys (see `handleKeyPresses(_:)`); other keys go to `next`.
  open override func pressesBegan(_ presses: Set<Press>, with event: Event?) {
    let unhandled = handleKeyPresses(presses)
    if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
  }

  /// Runs the layout pass: counts, layout preparation, visible views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    performLayoutPass()
  }

  private func installLayout() {
    collectionViewLayout.attachedCollectionView = self
    collectionViewLayout.invalidateLayout()
    if isChangingLayoutInPlace {
      emptyQueryBuffer()
    } else {
      endRunningLayoutChange()  // an animated change under way ends first, interrupted
      discardVisibleViews()
    }
    setNeedsLayout()
  }

  /// Invalidates the layout: layouts such as `FlowLayout` measure the content area inside the insets.
  open override func adjustedContentInsetDidChange() {
    super.adjustedContentInsetDidChange()
    collectionViewLayout.invalidateLayout()
  }

  /// Asks the layout where a fling should rest
  /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), with the velocity in points per
  /// millisecond as the scroll view measures it.
  open override func decelerationTarget(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    collectionViewLayout.targetContentOffset(
      forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
  }

  /// Caches the delegate as a `CollectionViewDelegate`.
  open override func delegateDidChange() {
    collectionDelegate = messageDelegate as? any CollectionViewDelegate
    collectionViewLayout.invalidateLayout()
  }

  /// Prints a misuse report to standard error.
  public static func printError(_ error: CollectionViewError) {
    FileHandle.standardError.write(Data("[CollectionView] \(error)\n".utf8))
  }

  func report(_ error: CollectionViewError) {
    lastError = error
    errorHandler(error)
  }

  func countStatistic(_ update: (inout CollectionViewStatistics) -> Void) { update(&statistics) }

  /// Hands refused scroll-view geometry to `errorHandler` as `CollectionViewError.scrollViewGeometry`.
  open override func reportGeometryError(_ error: ScrollViewError) { report(.scrollViewGeometry(error)) }
}

/// Counters a collection view keeps about its own work, for tests and benchmarks.
public struct CollectionViewStatistics: Sendable, Equatable {
  /// Calls of the layout's `prepare()`.
  public var prepareCount = 0
  /// Calls of `layoutAttributesForElements(in:)`.
  public var elementQueryCount = 0
  /// Cells created with `init(frame:)` (not reused).
  public var cellsCreated = 0
  /// Supplementary and decoration views created.
  public var supplementaryViewsCreated = 0
  /// Views taken from a reuse queue.
  public var viewsReused = 0
  /// Layout passes (`layoutSubviews` runs).
  public var layoutPasses = 0

  /// Creates zeroed statistics.
  public init() {}
}
