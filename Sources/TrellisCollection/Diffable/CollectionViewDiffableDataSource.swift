import Foundation
import TrellisDiffable
import TrellisGeometry
import TrellisUI

/// A collection view's data source fed with snapshots: it answers the counts and asks a cell provider for
/// configured cells (`UICollectionViewDiffableDataSource`).
///
/// Creating one makes it the collection view's `dataSource`; the collection view holds it weakly, so keep
/// a reference. `apply(_:animatingDifferences:completion:)` diffs the new snapshot against the one shown,
/// by identifier, and performs the difference as one batch through the public `performBatchUpdates`:
/// items that stay keep their cells, and the provider is asked only for inserted and reloaded items.
/// Misuse (a refused snapshot call, a provider returning nil, a missing supplementary provider) reaches
/// the collection view's `errorHandler` as `CollectionViewError.diffableDataSource`, and the view keeps
/// showing a consistent state. Subclasses may override the data-source methods, as in UIKit.
@MainActor
open class CollectionViewDiffableDataSource<
  SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>: CollectionViewDataSource {
  /// Makes a configured cell for an item; must return a cell dequeued from the collection view (`CellProvider`).
  public typealias CellProvider = @MainActor (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
  /// Makes a configured supplementary view of a kind (`SupplementaryViewProvider`).
  public typealias SupplementaryViewProvider =
    @MainActor (CollectionView, String, IndexPath) -> CollectionReusableView?
  /// The snapshot type this data source applies.
  public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

  /// The collection view this data source feeds.
  public private(set) weak var collectionView: CollectionView?
  let cellProvider: CellProvider
  /// Makes supplementary views; without one, a supplementary view the layout asks for is reported and
  /// left empty (`supplementaryViewProvider`).
  public var supplementaryViewProvider: SupplementaryViewProvider?
  /// What interactive reordering may do and whom it tells (`reorderingHandlers`).
  public var reorderingHandlers = ReorderingHandlers()
  /// Who decides and hears about expanding and collapsing outline items (`sectionSnapshotHandlers`).
  public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

  /// The applied snapshot, without marks: what the collection view shows (or is animating to).
  var current = Snapshot()
  /// Counts the applies, so that a diff computed off the main actor can tell whether its base is current.
  var generation = 0
  /// Whether a snapshot was applied yet (the first apply reloads).
  var hasApplied = false
  /// The section snapshots applied with `apply(_:to:…)`, by section.
  var sectionSnapshots: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]
  /// The actor the first apply came from, to report applies from another one.
  var applyingActor: (id: ObjectIdentifier, name: String)?

  /// Creates the data source and makes it `collectionView`'s data source (`init(collectionView:cellProvider:)`).
  public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
    self.collectionView = collectionView
    self.cellProvider = cellProvider
    collectionView.dataSource = self
  }

  // MARK: Identifiers

  /// A copy of the applied snapshot (`snapshot()`); it reflects an apply as soon as the apply returns.
  public func snapshot() -> Snapshot { current }

  /// The item at an index path, nil when out of range (`itemIdentifier(for:)`).
  public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
    guard indexPath.count == 2 else { return nil }
    let storage = current.storage
    let section = indexPath.section
    guard section >= 0, section < storage.sections.count, indexPath.item >= 0,
      indexPath.item < storage.itemCount(inSection: section)
    else { return nil }
    return storage.items[storage.sectionStarts[section] + indexPath.item]
  }

  /// The index path of an item, nil when absent (`indexPath(for:)`).
  /// - Complexity: O(log S) for S sections.
  public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
    let storage = current.storage
    guard let position = storage.position(of: itemIdentifier) else { return nil }
    let section = storage.section(atFlatPosition: position)
    return IndexPath(item: position - storage.sectionStarts[section], section: section)
  }

  /// The section at an index, nil when out of range (`sectionIdentifier(for:)`).
  public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
    let sections = current.storage.sections
    return index >= 0 && index < sections.count ? sections[index] : nil
  }

  /// The index of a section, nil when absent (`index(for:)`).
  public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
    current.storage.sectionIndex[sectionIdentifier]
  }

  // MARK: Data source

  /// The number of sections in the applied snapshot.
  open func numberOfSections(in collectionView: CollectionView) -> Int { current.numberOfSections }

  /// The number of items of a section in the applied snapshot; 0 out of range.
  open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    guard section >= 0, section < current.numberOfSections else { return 0 }
    return current.storage.itemCount(inSection: section)
  }

  /// The cell provider's cell for the item; a reported empty cell when the provider returns nil.
  open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    guard let item = itemIdentifier(for: indexPath) else {
      collectionView.report(
        .indexPathOutOfRange(
          call: "cellForItemAt", indexPath: indexPath, sections: current.numberOfSections, items: nil))
      return collectionView.placeholderCell(at: indexPath)
    }
    if let cell = cellProvider(collectionView, indexPath, item) {
      if !sectionSnapshots.isEmpty, let listCell = cell as? CollectionViewListCell {
        indentOutlineCell(listCell, showing: item)
      }
      return cell
    }
    collectionView.report(.diffableDataSource(.cellProviderReturnedNil(indexPath: indexPath, item: "\(item)")))
    return collectionView.placeholderCell(at: indexPath)
  }

  /// The supplementary view provider's view; a reported empty view without a provider, when it returns
  /// nil, or when its view was dequeued for another kind.
  open func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    guard let supplementaryViewProvider else {
      collectionView.report(.diffableDataSource(.noSupplementaryViewProvider(kind: kind, indexPath: indexPath)))
      return collectionView.placeholderSupplementaryView(ofKind: kind, at: indexPath)
    }
    guard let view = supplementaryViewProvider(collectionView, kind, indexPath) else {
      collectionView.report(
        .diffableDataSource(
          .supplementaryViewProviderMismatch(kind: kind, indexPath: indexPath, detail: "the provider returned nil")))
      return collectionView.placeholderSupplementaryView(ofKind: kind, at: indexPath)
    }
    if let dequeued = view.dequeuedElement, dequeued.category == .supplementaryView, dequeued.kind != kind {
      collectionView.report(
        .diffableDataSource(
          .supplementaryViewProviderMismatch(
            kind: kind, indexPath: indexPath,
            detail: "the view was dequeued for kind '\(dequeued.kind ?? "")'; dequeue with the kind you were asked for")
        ))
      collectionView.enqueueUnused(view)
      return collectionView.placeholderSupplementaryView(ofKind: kind, at: indexPath)
    }
    return view
  }

  /// Whether the item may be reordered: `reorderingHandlers.canReorderItem`'s answer, false without one.
  open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    guard let canReorderItem = reorderingHandlers.canReorderItem, let item = itemIdentifier(for: indexPath) else {
      return false
    }
    return canReorderItem(item)
  }

  /// Moves the item in the applied snapshot after an interactive move and tells the reordering handlers.
  open func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    reorder(from: sourceIndexPath, to: destinationIndexPath)
  }
}
