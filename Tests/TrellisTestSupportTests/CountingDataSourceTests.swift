import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// The shared test data source answers as the hand-written ones it replaced did: counts per section,
/// cells and supplementary views from its identifiers, a missing supplementary view reported as for a
/// data source without the method, and calls recorded only when asked.
@MainActor
@Suite("Test support: CountingDataSource")
struct CountingDataSourceTests {
  /// A flow layout of 50 × 20 items, two a line in 100 points, with 10-point headers.
  private func layout() -> FlowLayout {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 50, height: 20)
    layout.minimumInteritemSpacing = 0
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 10)
    return layout
  }

  /// A 100 × 100 collection view of `layout()` showing the data source, with its cell and header classes
  /// registered through it.
  private func collectionView(
    _ source: CountingDataSource, errors: ErrorRecord = ErrorRecord(),
    cellClass: CollectionViewCell.Type = CollectionViewCell.self,
    headerClass: CollectionReusableView.Type = CollectionReusableView.self
  ) -> CollectionView {
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout())
    cv.errorHandler = { errors.errors.append($0) }
    source.registerCells(cellClass, on: cv)
    source.registerSupplementaryViews(headerClass, ofKinds: [CollectionView.elementKindSectionHeader], on: cv)
    cv.dataSource = source
    cv.layoutIfNeeded()
    return cv
  }

  /// Errors a collection view reported.
  @MainActor final class ErrorRecord { var errors: [CollectionViewError] = [] }

  /// A data source without the supplementary-view method: the protocol's default answers.
  final class WithoutSupplementaries: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  @Test func countsAreSectionsAndItemsAndCountIsTheOneSectionShorthand() {
    let source = CountingDataSource(counts: [3, 0, 5], supplementaryViews: .reuseIdentifierIsKind)
    let cv = collectionView(source)
    #expect(cv.numberOfSections == 3)
    #expect((0..<3).map { cv.numberOfItems(inSection: $0) } == [3, 0, 5])
    let single = CountingDataSource(count: 4)
    #expect(single.counts == [4] && single.count == 4)
    single.count += 2
    #expect(single.counts == [6])
  }

  @Test func cellsAreDequeuedWithTheIdentifierAndConfiguredWithTheirIndexPaths() {
    final class TaggedCell: CollectionViewCell {}
    let source = CountingDataSource(count: 3, cellReuseIdentifier: "tagged", supplementaryViews: .reuseIdentifierIsKind)
    var configured: [IndexPath] = []
    source.configureCell = { cell, indexPath in
      cell.tag = 100 + indexPath.item
      configured.append(indexPath)
    }
    let cv = collectionView(source, cellClass: TaggedCell.self)
    let cells = (0..<3).map { cv.cellForItem(at: IndexPath(item: $0, section: 0)) }
    #expect(cells.allSatisfy { $0 is TaggedCell })
    #expect(cells.map { $0?.tag } == [100, 101, 102])
    #expect(configured.sorted() == (0..<3).map { IndexPath(item: $0, section: 0) })
  }

  @Test func callsAreRecordedOnlyWhenAsked() {
    let quiet = CountingDataSource(count: 4, supplementaryViews: .reuseIdentifierIsKind)
    _ = collectionView(quiet)
    #expect(quiet.calls.isEmpty)
    let recording = CountingDataSource(count: 4, supplementaryViews: .reuseIdentifierIsKind, recordsCalls: true)
    _ = collectionView(recording)
    #expect(recording.calls.contains(.numberOfSections))
    #expect(recording.calls.contains(.numberOfItems(section: 0)))
    #expect(
      recording.calls.contains(
        .supplementaryView(kind: CollectionView.elementKindSectionHeader, IndexPath(item: 0, section: 0))))
    #expect(recording.cellsAskedFor.sorted() == (0..<4).map { IndexPath(item: $0, section: 0) })
    #expect(CountingDataSource.Call.cellForItem(IndexPath(item: 3, section: 1)).description == "cellForItemAt 1-3")
    recording.calls = []
    recording.recordsCalls = false
    _ = collectionView(recording)
    #expect(recording.calls.isEmpty)
  }

  @Test func headersAreDequeuedByKindOrByOneIdentifier() {
    final class Header: CollectionReusableView {}
    let header = CollectionView.elementKindSectionHeader
    for mode in [CountingDataSource.SupplementaryViews.reuseIdentifierIsKind, .reuseIdentifier("header")] {
      let source = CountingDataSource(counts: [2, 2], supplementaryViews: mode)
      let errors = ErrorRecord()
      let cv = collectionView(source, errors: errors, headerClass: Header.self)
      let views = (0..<2).map { cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: $0)) }
      #expect(views.allSatisfy { $0 is Header }, "\(mode)")
      #expect(errors.errors.isEmpty, "\(mode): \(errors.errors)")
    }
  }

  @Test func withoutSupplementaryViewsEachIsReportedMissingAsByTheProtocolDefault() {
    let shared = ErrorRecord()
    _ = collectionView(CountingDataSource(count: 3), errors: shared)
    let bare = ErrorRecord()
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout())
    cv.errorHandler = { bare.errors.append($0) }
    cv.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = WithoutSupplementaries()
    cv.dataSource = source
    cv.layoutIfNeeded()
    #expect(
      shared.errors == [
        .missingSupplementaryView(
          kind: CollectionView.elementKindSectionHeader, indexPath: IndexPath(item: 0, section: 0))
      ])
    #expect(shared.errors == bare.errors)
    withExtendedLifetime(source) {}
  }

  @Test func aSubclassOverridingCellsStillRecordsAndConfiguresThroughSuper() {
    final class Labelled: CountingDataSource {
      var overridden: [IndexPath] = []
      override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
      {
        overridden.append(indexPath)
        return super.collectionView(collectionView, cellForItemAt: indexPath)
      }
    }
    let source = Labelled(counts: [2], supplementaryViews: .reuseIdentifierIsKind, recordsCalls: true)
    var configured = 0
    source.configureCell = { _, _ in configured += 1 }
    _ = collectionView(source)
    #expect(source.overridden.count == 2)
    #expect(source.cellsAskedFor.sorted() == source.overridden.sorted())
    #expect(configured == 2)
  }
}
