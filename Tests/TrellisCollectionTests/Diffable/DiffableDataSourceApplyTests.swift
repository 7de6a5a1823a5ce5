import Foundation
import Testing
import Trellis
import TrellisTesting

/// `apply` (Documentation/Behaviour.md, "Diffable data source"): the first apply reloads, later ones
/// perform the diff as one batch through `performBatchUpdates`, cells of items that stay are kept, and
/// the provider is asked only for inserted and reloaded items.
@MainActor
@Suite("Diffable data source: apply")
struct DiffableDataSourceApplyTests {
  typealias F = DiffableFixture

  @Test func creatingItMakesItTheDataSourceAndTheFirstApplyReloads() {
    let f = F()
    #expect(f.collectionView.dataSource === f.dataSource)
    f.dataSource.apply(F.snapshot(["a": Array(0..<10)]))
    #expect(f.shownItems == [0, 1, 2, 3, 4])
    #expect(f.providerCalls == [0, 1, 2, 3, 4])
    #expect(f.layout.batches.isEmpty, "a reload, not a batch")
    #expect(f.dataSource.snapshot() == F.snapshot(["a": Array(0..<10)]))
    #expect(f.errors.isEmpty)
  }

  @Test func reapplyingAnEqualSnapshotChangesNothing() {
    let f = F()
    f.dataSource.apply(F.snapshot(["a": Array(0..<10)]))
    _ = f.cells
    f.providerCalls = []
    var completions = 0
    f.dataSource.apply(F.snapshot(["a": Array(0..<10)])) { completions += 1 }
    _ = f.cells
    #expect(f.providerCalls.isEmpty)
    #expect(f.layout.batches.isEmpty)
    #expect(completions == 1)
  }

  @Test func onlyInsertedItemsAreProvidedAndItemsThatStayKeepTheirCells() {
    let f = F()
    f.dataSource.apply(F.snapshot(["a": Array(0..<10)]))
    let before = f.cells
    f.providerCalls = []
    var snapshot = f.dataSource.snapshot()
    snapshot.insertItems([100], beforeItem: 2)
    snapshot.deleteItems([3])
    f.dataSource.apply(snapshot)
    #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "a") == [0, 1, 100, 2, 4, 5, 6, 7, 8, 9])
    let after = f.cells
    #expect(f.layout.batches == [["delete [0, 3] → –", "insert – → [0, 2]"]])
    #expect(f.providerCalls == [100])
    #expect(f.shownItems == [0, 1, 100, 2, 4])
    #expect(after[IndexPath(item: 3, section: 0)] === before[IndexPath(item: 2, section: 0)], "item 2 keeps its cell")
    #expect(after[IndexPath(item: 0, section: 0)] === before[IndexPath(item: 0, section: 0)])
    #expect(f.cellsMatchTheSnapshot)
    #expect(f.errors.isEmpty)
  }

  @Test func movesAreTheFewestAndMovedItemsAreNotProvidedAgain() {
    let f = F(height: 400)
    f.dataSource.apply(F.snapshot(["a": [0, 1, 2, 3, 4], "b": [5, 6]]))
    let before = f.cells
    f.providerCalls = []
    f.dataSource.apply(F.snapshot(["b": [6, 5], "a": [1, 2, 3, 4, 0]]))
    #expect(
      f.layout.batches == [
        ["move [0, 0] → [1, 4]", "move [1, 1] → [0, 0]", "move [1, \(NSNotFound)] → [0, \(NSNotFound)]"]
      ], "one section move and one item move in each section")
    #expect(f.shownItems == [6, 5, 1, 2, 3, 4, 0])
    #expect(f.providerCalls.isEmpty, "moves keep their cells")
    #expect(f.cells[IndexPath(item: 0, section: 0)] === before[IndexPath(item: 1, section: 1)])
    #expect(f.cells[IndexPath(item: 4, section: 1)] === before[IndexPath(item: 0, section: 0)])
    #expect(f.cellsMatchTheSnapshot)
  }

  @Test func withoutAnimationTheViewStillUpdatesMinimally() {
    let f = F()
    f.dataSource.apply(F.snapshot(["a": Array(0..<10)]))
    let before = f.cells
    f.providerCalls = []
    f.dataSource.apply(F.snapshot(["a": [9] + Array(0..<9)]), animatingDifferences: false)
    #expect(f.layout.batches == [["move [0, 9] → [0, 0]"]])
    #expect(f.cells[IndexPath(item: 1, section: 0)] === before[IndexPath(item: 0, section: 0)])
    #expect(f.providerCalls == [9], "item 9 had no cell before: it gets one at its new place")
  }

  @Test func reloadsComeAfterTheStructuralBatchAtTheirNewIndexPaths() {
    let f = F()
    f.dataSource.apply(F.snapshot(["a": Array(0..<10)]))
    let before = f.cells
    f.providerCalls = []
    var snapshot = F.snapshot(["a": [50] + Array(0..<10)])
    snapshot.reloadItems([1])
    f.dataSource.apply(snapshot)
    let reuses = before[IndexPath(item: 1, section: 0)]!.reuses
    #expect(f.layout.batches == [["insert – → [0, 0]"], ["reload [0, 2] → [0, 2]"]])
    let after = f.cells
    #expect(f.providerCalls == [50, 1])
    let reloaded = after[IndexPath(item: 2, section: 0)]!
    #expect(
      reloaded !== before[IndexPath(item: 1, section: 0)] || reloaded.reuses == reuses + 1,
      "a reload dequeues a cell: a new one, or a reused one after prepareForReuse")
    #expect(f.dataSource.snapshot().reloadedItemIdentifiers.isEmpty, "the data source keeps no marks")
    #expect(f.cellsMatchTheSnapshot)
  }

  @Test func reconfigureRunsTheProviderOnTheSameCellWithoutPrepareForReuse() {
    let f = F()
    f.dataSource.apply(F.snapshot(["a": Array(0..<10)]))
    let cell = f.cells[IndexPath(item: 2, section: 0)]!
    let reuses = cell.reuses
    let configurations = cell.configurations
    f.providerCalls = []
    var snapshot = f.dataSource.snapshot()
    snapshot.reconfigureItems([2, 8])  // 8 has no cell: nothing to do for it
    f.dataSource.apply(snapshot)
    #expect(f.providerCalls == [2])
    #expect(f.cells[IndexPath(item: 2, section: 0)] === cell)
    #expect(cell.reuses == reuses)
    #expect(cell.configurations == configurations + 1)
    #expect(f.errors.isEmpty)
  }

  @Test func snapshotReflectsTheApplyAtOnceAndTheCompletionRunsAfterTheAnimation() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let f = F()
    host.show(f.collectionView)
    f.dataSource.apply(F.snapshot(["a": Array(0..<10)]))
    host.runFrame()
    var completed = false
    f.dataSource.apply(F.snapshot(["a": Array(1..<10)])) { completed = true }
    #expect(f.dataSource.snapshot().numberOfItems == 9)
    #expect(!completed)
    host.advance(by: 0.1)
    #expect(!completed, "mid-animation")
    host.advance(by: 0.5)
    #expect(completed)
    #expect(f.cellsMatchTheSnapshot)
  }

  @Test func sectionsInsertedAndDeletedCarryTheirItems() {
    let f = F(headerHeight: 0)
    f.dataSource.apply(F.snapshot(["a": [0, 1], "b": [2, 3]]))
    _ = f.cells
    f.providerCalls = []
    f.dataSource.apply(F.snapshot(["c": [7, 2], "b": [3]]))
    #expect(
      f.layout.batches == [
        ["delete [1, 0] → –", "delete [0, \(NSNotFound)] → –", "insert – → [0, \(NSNotFound)]"]
      ])
    #expect(f.shownItems == [7, 2, 3])
    #expect(f.providerCalls.sorted() == [2, 7], "item 2 leaves b for an inserted section: deleted and inserted")
    #expect(f.cellsMatchTheSnapshot)
  }
}
