import Foundation
import Synchronization
import Testing
import Trellis

/// The async `apply` computes its diff away from the main actor: no identifier is compared or hashed on
/// the main thread between the call and the commit, so no frame waits for the diff.
@MainActor
@Suite("Diffable data source: the async apply")
struct DiffableDataSourceAsyncTests {
  /// An identifier that counts the comparisons and hashes made on the main thread while counting is on.
  struct Probe: Hashable, Sendable {
    static let counting = Mutex(false)
    static let onMain = Mutex(0)
    static let offMain = Mutex(0)
    let value: Int

    static func note() {
      guard counting.withLock({ $0 }) else { return }
      if Thread.isMainThread { onMain.withLock { $0 += 1 } } else { offMain.withLock { $0 += 1 } }
    }
    static func == (lhs: Probe, rhs: Probe) -> Bool {
      note()
      return lhs.value == rhs.value
    }
    func hash(into hasher: inout Hasher) {
      Probe.note()
      hasher.combine(value)
    }
  }

  @Test func theDiffRunsOffTheMainThreadAndTheCommitShowsTheSnapshot() async {
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: RowLayout())
    collectionView.errorHandler = { Issue.record("unexpected error: \($0)") }
    let registration = CollectionView.CellRegistration<ItemCell, Probe> { cell, _, item in cell.item = item.value }
    let dataSource = CollectionViewDiffableDataSource<Int, Probe>(collectionView: collectionView) { cv, path, item in
      cv.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
    }
    var first = DiffableDataSourceSnapshot<Int, Probe>()
    first.appendSections([0])
    first.appendItems((0..<5_000).map(Probe.init))
    await dataSource.apply(first, animatingDifferences: false)
    var second = DiffableDataSourceSnapshot<Int, Probe>()
    second.appendSections([0])
    second.appendItems((0..<5_000).reversed().map(Probe.init))
    Probe.counting.withLock { $0 = true }
    await dataSource.apply(second, animatingDifferences: false)
    Probe.counting.withLock { $0 = false }
    #expect(Probe.onMain.withLock { $0 } == 0, "no identifier compared or hashed on the main thread")
    #expect(Probe.offMain.withLock { $0 } > 0, "the diff compared them elsewhere")
    collectionView.layoutIfNeeded()
    #expect(dataSource.snapshot() == second)
    #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? ItemCell)?.item == 4_999)
  }
}
