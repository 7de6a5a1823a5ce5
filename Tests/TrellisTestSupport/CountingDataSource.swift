import Foundation
import TrellisCollection

/// A configurable data source for tests: item counts per section, cells and supplementary views
/// dequeued from the identifiers it was given, and, when asked to, a record of the calls it answered.
///
/// It holds nothing per item and, unless `recordsCalls` is set, allocates nothing when asked for counts
/// or cells, so allocation-budget tests can use it too. Subclasses add behaviour (delegate methods, cell
/// configuration) by overriding its data-source methods and calling `super`.
@MainActor open class CountingDataSource: CollectionViewDataSource {
  /// How the data source makes supplementary views.
  public enum SupplementaryViews: Sendable {
    /// None: each one asked for is reported missing, as for a data source without the method.
    case none
    /// Dequeued with the element's kind as the reuse identifier.
    case reuseIdentifierIsKind
    /// Dequeued with this reuse identifier whatever the kind.
    case reuseIdentifier(String)
  }

  /// One call the data source answered.
  public enum Call: Hashable, Sendable, CustomStringConvertible {
    /// `numberOfSections(in:)`.
    case numberOfSections
    /// `collectionView(_:numberOfItemsInSection:)` for a section.
    case numberOfItems(section: Int)
    /// `collectionView(_:cellForItemAt:)` for an index path.
    case cellForItem(IndexPath)
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)` for a kind and an index path.
    case supplementaryView(kind: String, IndexPath)

    /// The call in a few words, such as `cellForItemAt 0-3`.
    public var description: String {
      switch self {
      case .numberOfSections: "numberOfSections"
      case .numberOfItems(let section): "numberOfItemsInSection \(section)"
      case .cellForItem(let indexPath): "cellForItemAt \(indexPath.section)-\(indexPath.item)"
      case .supplementaryView(let kind, let indexPath):
        "viewForSupplementaryElementOfKind \(kind) \(indexPath.section)-\(indexPath.item)"
      }
    }
  }

  /// The item count of every section; there are as many sections as counts.
  public var counts: [Int]
  /// The reuse identifier cells are dequeued with.
  public let cellReuseIdentifier: String
  /// How supplementary views are made.
  public var supplementaryViews: SupplementaryViews
  /// Called with every cell dequeued, before it is returned.
  public var configureCell: ((CollectionViewCell, IndexPath) -> Void)?
  /// Whether the calls are recorded in `calls` (off by default: recording allocates).
  public var recordsCalls: Bool
  /// The calls answered since the data source was made or `calls` was emptied, in order, while
  /// `recordsCalls` is set.
  public var calls: [Call] = []

  /// Creates a data source with an item count per section.
  public init(
    counts: [Int], cellReuseIdentifier: String = "cell", supplementaryViews: SupplementaryViews = .none,
    recordsCalls: Bool = false
  ) {
    self.counts = counts
    self.cellReuseIdentifier = cellReuseIdentifier
    self.supplementaryViews = supplementaryViews
    self.recordsCalls = recordsCalls
  }

  /// Creates a data source of one section of `count` items.
  public convenience init(
    count: Int, cellReuseIdentifier: String = "cell", supplementaryViews: SupplementaryViews = .none,
    recordsCalls: Bool = false
  ) {
    self.init(
      counts: [count], cellReuseIdentifier: cellReuseIdentifier, supplementaryViews: supplementaryViews,
      recordsCalls: recordsCalls)
  }

  /// The item count of a one-section data source; setting it leaves one section.
  public var count: Int {
    get {
      precondition(counts.count == 1, "count is for one section; this data source has \(counts.count)")
      return counts[0]
    }
    set { counts = [newValue] }
  }

  /// The cells dequeued, in order, from the recorded calls.
  public var cellsAskedFor: [IndexPath] {
    calls.compactMap { if case .cellForItem(let indexPath) = $0 { indexPath } else { nil } }
  }

  /// Registers a cell class under `cellReuseIdentifier` on a collection view.
  public func registerCells(
    _ cellClass: CollectionViewCell.Type = CollectionViewCell.self, on collectionView: CollectionView
  ) {
    collectionView.register(cellClass, forCellWithReuseIdentifier: cellReuseIdentifier)
  }

  /// Registers a view class for each of `kinds` under the identifier `supplementaryViews` dequeues it with
  /// (nothing when it makes none).
  public func registerSupplementaryViews(
    _ viewClass: CollectionReusableView.Type = CollectionReusableView.self, ofKinds kinds: [String],
    on collectionView: CollectionView
  ) {
    for kind in kinds {
      switch supplementaryViews {
      case .none: break
      case .reuseIdentifierIsKind:
        collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind)
      case .reuseIdentifier(let identifier):
        collectionView.register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
      }
    }
  }

  /// The number of counts.
  open func numberOfSections(in collectionView: CollectionView) -> Int {
    if recordsCalls { calls.append(.numberOfSections) }
    return counts.count
  }

  /// The count of the section.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    if recordsCalls { calls.append(.numberOfItems(section: section)) }
    return counts[section]
  }

  /// A cell dequeued with `cellReuseIdentifier`, passed to `configureCell`.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    if recordsCalls { calls.append(.cellForItem(indexPath)) }
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: cellReuseIdentifier, for: indexPath)
    configureCell?(cell, indexPath)
    return cell
  }

  /// A supplementary view as `supplementaryViews` says, or the collection view's report of a missing one.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    if recordsCalls { calls.append(.supplementaryView(kind: kind, indexPath)) }
    switch supplementaryViews {
    case .none:
      return collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    case .reuseIdentifierIsKind:
      return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    case .reuseIdentifier(let identifier):
      return collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
    }
  }
}
