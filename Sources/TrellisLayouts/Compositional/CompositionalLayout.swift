import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisUI

/// Gives the section definition for a section index in an environment whose container is the
/// collection view's size (`UICollectionViewCompositionalLayoutSectionProvider`).
public typealias CompositionalLayoutSectionProvider =
  @MainActor (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

/// A layout built from items, groups and sections (`UICollectionViewCompositionalLayout`).
///
/// Each section repeats its group for its items; the group is solved once into slots, so item i of a
/// section is at the origin of repetition `i / slots` plus slot `i % slots`: `prepare()` costs
/// O(sections × slots of a group) and a query O(log sections + k). Group templates are kept by section
/// definition (the same object) and collection-view size, so a batch update re-solves no group whose
/// definition the provider gives again; every other section moves by arithmetic. Rules, with their
/// sources, are in Documentation/Behaviour.md#compositional-layout.
@MainActor open class CompositionalLayout: CollectionViewLayout {
  /// What the layout asks for each section's definition.
  let sectionProvider: CompositionalLayoutSectionProvider
  /// The layout's copy of its configuration.
  var storedConfiguration: CompositionalLayoutConfiguration
  /// The last solution.
  var solution = CompositionalSolution()
  /// Whether the next `prepare()` must solve again (a bounds-only invalidation leaves it false).
  var solutionIsStale = true
  /// The collection-view size of the last solution.
  var solvedViewSize: CGSize?
  /// Group templates of the last solution by section definition (kept alive, so identities stay unique).
  var templateCache: [ObjectIdentifier: (CollectionLayoutSection, CompositionalGroupTemplate?)] = [:]
  /// Whether the next solve may reuse `templateCache` (only after a batch update's count change).
  var mayReuseTemplates = false
  /// The section definitions of the last solution.
  var sectionDefinitions: [CollectionLayoutSection?] = []
  /// How many of them are list sections (`CollectionLayoutSection.list(using:layoutEnvironment:)`).
  var listSectionCount = 0
  /// Each orthogonal section's own offset, as last reported.
  var orthogonalOffsets: [Int: CGPoint] = [:]
  /// The visible items handed to handlers since the last solve, with their changes.
  var visibleItemChanges: [ElementKey: CompositionalVisibleItem] = [:]
  /// The last bounds-change context this layout made, filled again when nobody else holds it.
  var keptBoundsChangeContext: InvalidationContext?
  /// The collection view's insets per reference at the last solve.
  var solvedReferences = CompositionalReferenceInsets()
  /// Whether the last solve measured some insets from the layout margins or the readable content guide.
  var solutionReadsMargins = false
  /// The sizes views measured for estimated elements, kept across solves.
  var measurements = CompositionalMeasurements()
  /// The elements measured since the last solve, whose groups the next `prepare()` lays out again.
  var pendingMeasurements: [ElementKey] = []
  /// The section solver of the last solve, to lay out a measured section again alone.
  var keptSectionSolver: CompositionalSectionSolver?
  /// The pixel grid of the last solve.
  var solvedPixels: CompositionalPixelGrid { keptSectionSolver?.pixels ?? CompositionalPixelGrid(scale: 1) }

  /// A layout of one section definition for every section (`init(section:)`).
  public convenience init(section: CollectionLayoutSection) {
    self.init(sectionProvider: { _, _ in section }, configuration: CompositionalLayoutConfiguration())
  }

  /// A layout of one section definition with a configuration (`init(section:configuration:)`).
  public convenience init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration) {
    self.init(sectionProvider: { _, _ in section }, configuration: configuration)
  }

  /// A layout asking `sectionProvider` for each section (`init(sectionProvider:)`).
  public convenience init(sectionProvider: @escaping CompositionalLayoutSectionProvider) {
    self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
  }

  /// A layout asking `sectionProvider` for each section, with a configuration
  /// (`init(sectionProvider:configuration:)`).
  public init(
    sectionProvider: @escaping CompositionalLayoutSectionProvider, configuration: CompositionalLayoutConfiguration
  ) {
    self.sectionProvider = sectionProvider
    self.storedConfiguration = configuration.copy()
    super.init()
  }

  /// Not available: Trellis reads no archives and a compositional layout needs a section (UIKit makes
  /// `init(coder:)` give nil without one); returns nil.
  public required init?(coder: NSCoder) { return nil }

  /// The configuration: a copy on reading and on assignment, which invalidates the layout; changing the
  /// object afterwards has no effect until it is assigned again.
  public var configuration: CompositionalLayoutConfiguration {
    get { storedConfiguration.copy() }
    set {
      storedConfiguration = newValue.copy()
      invalidateLayout()
    }
  }

  /// Invalidates the layout when the safe area, or the margins a section measures from, moved since the
  /// last solve.
  /// - Complexity: O(depth of the collection view in its tree); no allocation.
  open override func collectionViewWillLayout() {
    invalidateIfReferenceInsetsChanged()
  }

  /// The class of this layout's invalidation contexts.
  open override class var invalidationContextClass: AnyClass { CompositionalLayoutInvalidationContext.self }

  /// Solves the sections when something other than the bounds' origin changed, then runs the visible
  /// sections' `visibleItemsInvalidationHandler`s.
  /// - Complexity: O(sections × slots of a group) when solving; O(visible sections' elements) otherwise.
  open override func prepare() {
    super.prepare()
    guard let collectionView else {
      solution = CompositionalSolution()
      return
    }
    if solvedViewSize != collectionView.bounds.size { solutionIsStale = true }
    if solutionIsStale {
      solve(collectionView)
      solutionIsStale = false
    } else if !pendingMeasurements.isEmpty {
      applyPendingMeasurements(collectionView)
      if solutionIsStale {
        solve(collectionView)
        solutionIsStale = false
      }
    }
    runVisibleItemsHandlers()
  }

  /// The size of all content: the stacked sections along the scroll axis; across it the collection
  /// view's length, or the widest group's if wider.
  open override var collectionViewContentSize: CGSize { solution.contentSize }

  // MARK: Queries

  /// Attributes for every element overlapping `rect`, with the changes visible-items handlers made.
  /// - Complexity: O(log sections + k) for k answers.
  open override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    var result: [LayoutAttributes] = []
    solution.forEachElement(in: rect, pinning: currentPinning) { result.append(attributes(for: $0)) }
    return result
  }

  /// The same elements as plain geometry when this is exactly a `CompositionalLayout` and no section has
  /// a visible-items handler (whose changes need attribute objects).
  /// - Complexity: O(log sections + k), with no allocation.
  open override func forEachElement(in rect: CGRect, _ body: (ElementGeometry) -> Void) -> Bool {
    guard answersWithGeometry else { return false }
    solution.forEachElement(in: rect, pinning: currentPinning, body)
    return true
  }

  /// An item's attributes, or nil for an index path the last `prepare()` didn't lay out.
  /// - Complexity: O(1).
  open override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    solution.item(at: indexPath).map(attributes(for:))
  }

  /// An item's plain geometry, under the conditions of `forEachElement(in:_:)`.
  open override func geometryForItem(at indexPath: IndexPath, _ body: (ElementGeometry) -> Void) -> Bool {
    guard answersWithGeometry else { return false }
    if let geometry = solution.item(at: indexPath) { body(geometry) }
    return true
  }

  /// A boundary item's (item 0 of its section; the layout's: item 0 of section 0), or an item's or
  /// group's supplementary (its item's index path) attributes.
  /// - Complexity: O(boundary items + supplementaries of a group).
  open override func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    solution.supplementary(ofKind: kind, at: indexPath, pinning: currentPinning).map(attributes(for:))
  }

  /// A decoration's attributes (item 0 of its section).
  /// - Complexity: O(decorations of the section).
  open override func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
    -> LayoutAttributes?
  {
    solution.decoration(ofKind: kind, at: indexPath).map(attributes(for:))
  }

  // MARK: Invalidation

  /// Notes what the context makes stale, then calls super: a bounds change that kept the size only
  /// re-pins and re-runs handlers; a batch update's count change re-solves keeping group templates;
  /// anything else re-solves everything.
  open override func invalidateLayout(with context: InvalidationContext) {
    noteInvalidation(context)
    super.invalidateLayout(with: context)
  }

  /// True when the size changes, and for every scroll while a boundary item pins or a section has a
  /// visible-items handler (Documentation/Behaviour.md#compositional-pinning).
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    boundsChangeInvalidates(newBounds)
  }

  /// A context that re-solves only when the size changed.
  open override func invalidationContext(forBoundsChange newBounds: CGRect) -> InvalidationContext {
    boundsChangeContext(newBounds)
  }

  // MARK: Self-sizing

  /// True when the view measured an element with an `.estimated` dimension at another length on an
  /// estimated axis than the one in use (rounded up to the pixel); a negative, NaN or infinite length is
  /// reported (`CompositionalLayoutError.invalidMeasuredSize`) and the estimate kept.
  /// - Complexity: O(log pages of measured repetitions).
  open override func shouldInvalidateLayout(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> Bool {
    measurement(preferred: preferredAttributes, original: originalAttributes, report: true)?.changes ?? false
  }

  /// A context naming the measured element and carrying its size; invalidating with it lays out again
  /// only that element's group and moves what follows.
  open override func invalidationContext(
    forPreferredLayoutAttributes preferredAttributes: LayoutAttributes,
    withOriginalAttributes originalAttributes: LayoutAttributes
  ) -> InvalidationContext {
    measurementContext(preferred: preferredAttributes, original: originalAttributes)
  }

  // MARK: Orthogonal scrolling

  /// Calls `body` with the region of each orthogonal section whose viewport meets `rect`.
  /// - Complexity: O(log sections + sections meeting `rect`), with no allocation.
  open override func forEachOrthogonalScrollingRegion(in rect: CGRect, _ body: (OrthogonalScrollingRegion) -> Void) {
    forEachRegion(in: rect, body)
  }

  /// The region of an orthogonal section, or nil.
  open override func orthogonalScrollingRegion(forSection section: Int) -> OrthogonalScrollingRegion? {
    region(forSection: section)
  }

  /// The resting offset of the section's behaviour (see `CompositionalOrthogonalTarget`).
  open override func targetOrthogonalContentOffset(
    forSection section: Int, proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    restingOffset(forSection: section, proposed: proposedContentOffset, velocity: velocity)
  }

  // MARK: Lists

  /// The leading swipe actions of a row of a list section (its configuration's provider), else nil.
  open override func leadingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
    listConfiguration(ofSection: indexPath.section)?.leadingSwipeActionsConfigurationProvider?(indexPath)
  }

  /// The trailing swipe actions of a row of a list section (its configuration's provider), else nil.
  open override func trailingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
    listConfiguration(ofSection: indexPath.section)?.trailingSwipeActionsConfigurationProvider?(indexPath)
  }

  /// Keeps the section's offset and runs its visible-items handler; nothing is re-solved.
  open override func orthogonalContentOffsetDidChange(_ contentOffset: CGPoint, inSection section: Int) {
    orthogonalOffsets[section] = contentOffset
    runVisibleItemsHandler(forSection: section)
  }
}
