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
    get { installedLayout }
    set { replaceLayout(with: newValue, keepingViews: false) }
  }
  /// The layout installed (see `replaceLayout(with:keepingViews:)`).
  private(set) var installedLayout: CollectionViewLayout

  /// The batch update being applied, for the layout to read (see `CollectionViewUpdate`); nil outside one.
  public var currentUpdate: CollectionViewUpdate? { changes.update }

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
  /// Whether the collection view is editing: list cells show their editing accessories (`isEditing`).
  open var isEditing = false { didSet { if isEditing != oldValue { editingDidChange() } } }

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

  // The parts, each with its own state (see Documentation/Architecture.md#the-collection-view-s-parts).
  /// Registered classes, reuse queues and what a dequeue serves.
  let registry = ReuseRegistry()
  /// The visible and held views and the query buffer.
  let visibleSet = VisibleElements()
  /// The element containers of orthogonal scrolling regions, and the regions' offsets.
  let containers = ElementContainers()
  /// What the prefetch data source was told, and the direction of scrolling.
  let prefetching = PrefetchState()
  /// The selection and the tracked touch.
  var selection = SelectionState()
  /// The batch being recorded.
  var batch = BatchRecorder()
  /// The item counts as last read.
  var counts = SectionCounts()
  /// The change engine's state: the running change, the update being set up, deferred applies.
  let changes = ChangeState()

  // Menus (see `CollectionView+Menus`).
  let menuSupport = CollectionViewMenuSupport()
  /// The swiped row: its actions, offset and the gesture or key focus on them.
  var swipeState = SwipeState()
  /// Drag and drop: delegates, the lift gesture, the running drag and drop (`CollectionView+Drag`, `+Drop`).
  let dragDrop = DragDropState()
  /// How self-sizing cells follow changes of their content (`CollectionView+SelfSizingInvalidation`).
  var selfSizing = SelfSizingState()
  /// The interactive movement under way, its standard gesture and its autoscroll.
  let interactiveMovement = InteractiveMovementState()
  /// Whether the background colour is still a default (a Trellis extension): the system background, or a
  /// layout's from `showDefaultBackgroundColor(_:)`, until the app sets one.
  public private(set) var hasDefaultBackgroundColor = true

  /// Statistics for tests and benchmarks: how often the layout was prepared and queried, how many views made.
  public private(set) var statistics = CollectionViewStatistics()

  /// Creates a collection view with a layout (`init(frame:collectionViewLayout:)`).
  ///
  /// A layout that another collection view uses is reported, and this one starts with an empty
  /// `CollectionViewLayout` instead (the other keeps its layout).
  public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
    let inUse = layout.attachedCollectionView != nil
    installedLayout = inUse ? CollectionViewLayout() : layout
    super.init(frame: frame)
    if inUse { report(.layoutInUseByAnotherCollectionView(layout: "\(type(of: layout))", keptCurrent: false)) }
    finishInitCollectionView()
  }

  /// Creates a collection view with a zero frame and an empty `CollectionViewLayout` (`init?(coder:)`):
  /// Trellis reads no archives, so set `collectionViewLayout` before use.
  public required init?(coder: NSCoder) {
    installedLayout = CollectionViewLayout()
    super.init(coder: coder)
    finishInitCollectionView()
  }

  /// The setup both initialisers share.
  private func finishInitCollectionView() {
    backgroundColor = .systemBackground
    hasDefaultBackgroundColor = true
    // The scroll view's pan, once it begins, cancels the cell's touch: a drag unhighlights, never selects.
    _ = panGestureRecognizer
    installMenuGesture()
    installDragGesture()
    Self.observeAutoLayoutChanges()
    installSwipeGesture()
    installLayout(keepingViews: false)
  }

  /// The bounds; before every change the layout is asked `shouldInvalidateLayout(forBoundsChange:)`
  /// (scrolling is a bounds change), while `bounds` still holds the old value.
  open override var bounds: CGRect {
    get { super.bounds }
    set {
      let layout = collectionViewLayout
      let old = super.bounds
      // Non-finite bounds are refused (and reported) by the scroll view: the layout is not asked about them.
      // During `init` the layout isn't attached yet (its `collectionView` is nil): it isn't asked.
      let attached = newValue.isFinite && layout.attachedCollectionView === self
      if attached, newValue != old, layout.shouldInvalidateLayout(forBoundsChange: newValue) {
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
      }
      super.bounds = newValue
      // A new size inside an animation block: the views move to the new layout with the block's timing.
      if attached, newValue.size != old.size, window != nil, Animator.shared.isInsideAnimatingBlock,
        !visibleSet.views.isEmpty
      {
        animateBoundsChange(from: old)
      }
    }
  }

  /// Highlights the touched cell (see `CollectionView+Selection`).
  /// The background colour (`backgroundColor`); the system background by default, or a list layout's
  /// list background until the app sets one.
  open override var backgroundColor: Color? {
    didSet { hasDefaultBackgroundColor = false }
  }

  /// Shows a layout's default background (a list's) while the app hasn't set a colour of its own (a
  /// Trellis extension: UIKit's list layout does this privately).
  public func showDefaultBackgroundColor(_ color: Color) {
    guard hasDefaultBackgroundColor, backgroundColor != color else { return }
    backgroundColor = color
    hasDefaultBackgroundColor = true
  }

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

  /// Lets a horizontal drag on a row with swipe actions swipe it rather than scroll (see
  /// `CollectionView+SwipeActions`); call super.
  open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard swipeArbitration(gestureRecognizer), super.gestureRecognizerShouldBegin(gestureRecognizer) else {
      return false
    }
    if gestureRecognizer === panGestureRecognizer { closeSwipedRow(animated: true) }
    return true
  }

  /// Horizontal trackpad deltas over a row with swipe actions swipe it (see `CollectionView+SwipeActions`);
  /// other deltas scroll.
  open override func scrollWheel(with event: Event) {
    if !swipeScrollWheel(event) { super.scrollWheel(with: event) }
  }

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

  /// Installs `layout` in place of the current one: the old layout is detached, the new one attached and
  /// invalidated. `keepingViews` (a layout change or an interactive transition): the visible views stay
  /// for the change to move; otherwise an animated layout change under way ends first, interrupted,
  /// and the visible views are discarded. A layout another collection view uses is refused with a report.
  func replaceLayout(with layout: CollectionViewLayout, keepingViews: Bool) {
    guard layout !== installedLayout else { return }
    if let owner = layout.attachedCollectionView, owner !== self {
      report(.layoutInUseByAnotherCollectionView(layout: "\(type(of: layout))", keptCurrent: true))
      return
    }
    // The movement's arrangement belongs to the old layout's answers: it goes back first.
    cancelInteractiveMovement(before: "a new collectionViewLayout", animated: false)
    let old = installedLayout
    installedLayout = layout
    old.attach(to: nil)
    installLayout(keepingViews: keepingViews)
  }

  private func installLayout(keepingViews: Bool) {
    installedLayout.attach(to: self)
    installedLayout.invalidateLayout()
    if keepingViews {
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
  /// Calls of views' `preferredLayoutAttributesFitting(_:)` (self-sizing measurements).
  public var selfSizingMeasurements = 0

  /// Creates zeroed statistics.
  public init() {}
}
