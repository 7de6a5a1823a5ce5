import Foundation
import Testing
import Trellis
import TrellisTesting

/// A row layout that records the update items it receives, one string per batch.
@MainActor final class UpdateItemsRowLayout: RowLayout {
  var batches: [[String]] = []
  override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    batches.append(updateItems.map(\.description))
  }
}

/// A cell that remembers the item it shows and counts its configurations and reuses.
@MainActor final class ItemCell: CollectionViewCell {
  var item: Int?
  var configurations = 0
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// A collection view 300×200 (40 pt rows: 5 visible, no overscan) fed by a diffable data source whose
/// provider dequeues `ItemCell`s through a registration and logs the items it is asked for.
@MainActor final class DiffableFixture {
  let collectionView: CollectionView
  let layout = UpdateItemsRowLayout()
  let dataSource: CollectionViewDiffableDataSource<String, Int>
  /// What the cell provider was asked for, and which items it answers nil for.
  final class ProviderLog {
    var calls: [Int] = []
    var returnsNilFor: Set<Int> = []
  }
  let provider = ProviderLog()
  var providerCalls: [Int] {
    get { provider.calls }
    set { provider.calls = newValue }
  }
  var returnsNilFor: Set<Int> {
    get { provider.returnsNilFor }
    set { provider.returnsNilFor = newValue }
  }
  var errors: [String] = []

  init(headerHeight: CGFloat = 0, height: CGFloat = 200) {
    layout.headerHeight = headerHeight
    collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: height), collectionViewLayout: layout)
    collectionView.overscanFraction = 0
    let registration = CollectionView.CellRegistration<ItemCell, Int> { cell, _, item in
      cell.item = item
      cell.configurations += 1
    }
    let log = provider
    dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
      log.calls.append(item)
      if log.returnsNilFor.contains(item) { return nil }
      return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    collectionView.errorHandler = { [unowned self] in errors.append($0.description) }
  }

  /// Builds a snapshot from sections and their items.
  static func snapshot(_ sections: KeyValuePairs<String, [Int]>) -> DiffableDataSourceSnapshot<String, Int> {
    var snapshot = DiffableDataSourceSnapshot<String, Int>()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  /// The visible cells by index path, after a layout pass.
  var cells: [IndexPath: ItemCell] {
    collectionView.layoutIfNeeded()
    var result: [IndexPath: ItemCell] = [:]
    for indexPath in collectionView.indexPathsForVisibleItems {
      result[indexPath] = collectionView.cellForItem(at: indexPath) as? ItemCell
    }
    return result
  }

  /// The visible cells' items in index-path order.
  var shownItems: [Int?] { cells.sorted { $0.key < $1.key }.map(\.value.item) }

  /// Whether every visible cell shows the item the data source has at its index path.
  var cellsMatchTheSnapshot: Bool {
    cells.allSatisfy { indexPath, cell in cell.item == dataSource.itemIdentifier(for: indexPath) }
  }
}
