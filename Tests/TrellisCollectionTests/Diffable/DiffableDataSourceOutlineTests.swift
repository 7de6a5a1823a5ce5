import Foundation
import Testing
import Trellis

/// Section snapshots applied to a section (its visible items become the section's items), expand and
/// collapse through the handlers animating as inserts and deletes, and reordering through
/// `reorderingHandlers`.
@MainActor
@Suite("Diffable data source: outlines and reordering")
struct DiffableDataSourceOutlineTests {
  typealias F = DiffableFixture

  /// 1 (2, 3 (4)), 5 (6); 1 expanded, 3 collapsed.
  func outline() -> DiffableDataSourceSectionSnapshot<Int> {
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    outline.append([1, 5])
    outline.append([2, 3], to: 1)
    outline.append([4], to: 3)
    outline.append([6], to: 5)
    outline.expand([1])
    return outline
  }

  @Test func aSectionSnapshotShowsItsVisibleItems() {
    let f = F()
    f.dataSource.apply(F.snapshot(["head": [0]]))
    f.dataSource.apply(outline(), to: "tree", animatingDifferences: false)
    #expect(f.dataSource.snapshot().sectionIdentifiers == ["head", "tree"], "appended when absent")
    #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "tree") == [1, 2, 3, 5])
    #expect(f.dataSource.snapshot(for: "tree") == outline())
    #expect(f.dataSource.snapshot(for: "head").items == [0], "a plain section reads as roots")
    #expect(f.shownItems == [0, 1, 2, 3, 5])
  }

  @Test func expandingAndCollapsingAnimateAsInsertsAndDeletesThroughTheHandlers() {
    let f = F()
    f.dataSource.apply(outline(), to: "tree")
    _ = f.cells
    var log: [String] = []
    f.dataSource.sectionSnapshotHandlers.shouldExpandItem = { item in
      log.append("should expand \(item)")
      return item != 5
    }
    f.dataSource.sectionSnapshotHandlers.willExpandItem = { log.append("will expand \($0)") }
    f.dataSource.sectionSnapshotHandlers.willCollapseItem = { log.append("will collapse \($0)") }
    f.dataSource.toggleExpansion(of: 3)
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4, 5])
    #expect(f.layout.batches.last == ["insert – → [0, 3]"])
    f.dataSource.toggleExpansion(of: 5)
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 2, 3, 4, 5], "refused by shouldExpandItem")
    f.dataSource.toggleExpansion(of: 1)
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 5])
    #expect(f.layout.batches.last == ["delete [0, 3] → –", "delete [0, 2] → –", "delete [0, 1] → –"])
    #expect(f.dataSource.snapshot(for: "tree").isExpanded(3), "the collapsed parent's child keeps its state")
    #expect(log == ["should expand 3", "will expand 3", "should expand 5", "will collapse 1"])
    #expect(f.cellsMatchTheSnapshot)
  }

  @Test func childrenForAnExpandingParentComeFromTheHandler() {
    let f = F()
    var outline = DiffableDataSourceSectionSnapshot<Int>()
    outline.append([10, 20])
    f.dataSource.apply(outline, to: "tree")
    f.dataSource.sectionSnapshotHandlers.snapshotForExpandingParent = { parent, current in
      #expect(current.items.isEmpty)
      var children = DiffableDataSourceSectionSnapshot<Int>()
      children.append([parent + 1, parent + 2])
      return children
    }
    f.dataSource.toggleExpansion(of: 10)
    #expect(f.dataSource.snapshot().itemIdentifiers == [10, 11, 12, 20])
    #expect(f.dataSource.snapshot(for: "tree").level(of: 11) == 1)
  }

  @Test func aReorderLeavesTheSnapshotEqualToTheTransactionsFinalSnapshot() {
    let f = F()
    f.dataSource.apply(F.snapshot(["a": [0, 1, 2, 3], "b": [4]]))
    #expect(!f.dataSource.collectionView(f.collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
    f.dataSource.reorderingHandlers.canReorderItem = { $0 != 3 }
    #expect(f.dataSource.collectionView(f.collectionView, canMoveItemAt: IndexPath(item: 0, section: 0)))
    #expect(!f.dataSource.collectionView(f.collectionView, canMoveItemAt: IndexPath(item: 3, section: 0)))
    var log: [String] = []
    var final: DiffableDataSourceSnapshot<String, Int>?
    f.dataSource.reorderingHandlers.willReorder = { transaction in
      log.append("will \(transaction.initialSnapshot.itemIdentifiers) → \(transaction.finalSnapshot.itemIdentifiers)")
    }
    f.dataSource.reorderingHandlers.didReorder = { [weak dataSource = f.dataSource] transaction in
      log.append("did, sections \(transaction.sectionTransactions.map(\.sectionIdentifier))")
      #expect(dataSource?.snapshot() == transaction.finalSnapshot)
      #expect(transaction.difference.count == 2)
      #expect(transaction.sectionTransactions.first?.finalSnapshot.items == [1, 2, 3])
      final = transaction.finalSnapshot
    }
    f.dataSource.collectionView(
      f.collectionView, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 1, section: 1))
    #expect(log == ["will [0, 1, 2, 3, 4] → [1, 2, 3, 4, 0]", "did, sections [\"a\", \"b\"]"])
    #expect(f.dataSource.snapshot() == final)
    #expect(f.dataSource.snapshot().itemIdentifiers(inSection: "b") == [4, 0])
  }
}
