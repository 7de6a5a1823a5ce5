import Foundation
import Testing
import Trellis

/// Bad input never crashes and never corrupts: each misuse is reported through the collection view's
/// `errorHandler` with UIKit's wording, the call changes nothing, and the view keeps a consistent state.
@MainActor
@Suite("Diffable data source: errors")
struct DiffableDataSourceErrorTests {
  typealias F = DiffableFixture

  @Test func refusedSnapshotCallsAreReportedAtApplyAndChangeNothing() {
    let f = F()
    f.dataSource.apply(F.snapshot(["a": [0, 1, 2]]))
    var snapshot = f.dataSource.snapshot()
    snapshot.appendItems([7, 7])
    snapshot.appendSections(["a"])
    snapshot.reloadItems([99])
    snapshot.reconfigureItems([98])
    snapshot.deleteItems([97])
    snapshot.appendItems([0])  // moves, as iOS 15 does
    f.dataSource.apply(snapshot)
    #expect(
      f.errors == [
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(7)}",
        "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in "
          + "the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: a",
        "Attempted to reload item identifier that does not exist in the snapshot: 99",
        "Attempted to reconfigure item identifier that does not exist in the snapshot: 98",
        "Diffable data source detected an attempt to insert or append 1 item identifier that already exist in the "
          + "snapshot. The existing item identifiers will be moved into place instead, but this operation will be "
          + "more expensive.",
      ])
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 2, 0])
    #expect(f.shownItems == [1, 2, 0])
    #expect(f.cellsMatchTheSnapshot)
  }

  @Test func aProviderReturningNilIsReportedAndAnEmptyCellShown() {
    let f = F()
    f.returnsNilFor = [1]
    f.dataSource.apply(F.snapshot(["a": [0, 1, 2]]))
    _ = f.cells
    #expect(
      f.errors == [
        "UICollectionViewDiffableDataSource cell provider returned nil for index path [0, 1] with item identifier "
          + "'1', which is not allowed. You must always return a cell to the collection view"
      ])
    let placeholder = f.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
    #expect(placeholder != nil && !(placeholder is ItemCell), "an empty cell stands in")
    #expect(f.shownItems == [0, 2])
    #expect(f.collectionView.checkInvariants() == [])
  }

  @Test func aSupplementaryViewWithoutAProviderIsReported() {
    let f = F(headerHeight: 20)
    f.dataSource.apply(F.snapshot(["a": [0]]))
    _ = f.cells
    #expect(
      f.errors == [
        "UICollectionView's data source requested a supplementary view of kind 'UICollectionElementKindSectionHeader' "
          + "at [0, 0], but a supplementaryViewProvider was not specified on the diffable data source"
      ])
    #expect(f.collectionView.checkInvariants() == [])
  }

  @Test func aSupplementaryViewOfTheWrongKindIsReplacedAndReported() {
    let f = F(headerHeight: 20)
    let registration = CollectionView.SupplementaryRegistration<CollectionReusableView>(elementKind: "badge") {
      _, _, _ in
    }
    f.dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
      collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
    }
    f.dataSource.apply(F.snapshot(["a": [0]]))
    _ = f.cells
    #expect(
      f.errors == [
        "the supplementaryViewProvider's view for kind 'UICollectionElementKindSectionHeader' at [0, 0] is unusable: "
          + "the view was dequeued for kind 'badge'; dequeue with the kind you were asked for"
      ])
    #expect(f.collectionView.checkInvariants() == [])
  }

  @Test func aRegistrationCreatedInsideTheProviderIsReported() {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: RowLayout())
    var errors: [String] = []
    collectionView.errorHandler = { errors.append($0.description) }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { cv, indexPath, item in
      let registration = CollectionView.CellRegistration<ItemCell, Int> { cell, _, item in cell.item = item }
      return cv.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems([1])
    dataSource.apply(snapshot)
    collectionView.layoutIfNeeded()
    #expect(errors.count == 1)
    #expect(errors.first?.contains("registration") == true)
    #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ItemCell)?.item == 1)
  }

  @Test func applyingFromTwoActorsIsReportedAndStillApplies() async {
    let f = F()
    await f.dataSource.apply(F.snapshot(["a": [0, 1]]))
    actor Background {
      func apply(
        _ snapshot: DiffableDataSourceSnapshot<String, Int>,
        to dataSource: CollectionViewDiffableDataSource<String, Int>
      ) async {
        await dataSource.apply(snapshot, animatingDifferences: false)
      }
    }
    await Background().apply(F.snapshot(["a": [1, 0, 2]]), to: f.dataSource)
    #expect(
      f.errors == [
        "Snapshots must be applied from one actor: this data source was first applied from the main actor, now from "
          + "Background; the apply still runs"
      ])
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 0, 2])
    #expect(f.cellsMatchTheSnapshot)
  }
}
