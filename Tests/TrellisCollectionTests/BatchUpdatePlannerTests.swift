import Foundation
import Testing
import TrellisCollection

/// Valid batches: the changes in the order the layout receives them, and the maps both ways
/// (`Documentation/Behaviour.md#updates-planner`).
@MainActor
@Suite("Batch update planner: sorted changes and old/new maps")
struct BatchUpdatePlannerTests {
  typealias P = PlannerCase
  private func path(_ section: Int, _ item: Int) -> IndexPath { P.path(section, item) }
  private func position(_ section: Int, _ item: Int) -> ItemPosition { ItemPosition(section: section, item: item) }

  private func accepted(_ old: [Int], _ new: [Int], _ operations: [BatchUpdateOperation]) -> BatchUpdatePlan? {
    switch P.plan(old, new, operations) {
    case .success(let plan): return plan
    case .failure(let error):
      Issue.record("refused: \(error)")
      return nil
    }
  }

  /// Old items 0…4: 1 and 3 deleted, 4 moved to 1, 2 reloaded, one inserted at 0 → new: inserted, 4, 0, 2′.
  private let mixedItems: [BatchUpdateOperation] = [
    .reloadItem(IndexPath(item: 2, section: 0)), .insertItem(IndexPath(item: 0, section: 0)),
    .deleteItem(IndexPath(item: 1, section: 0)),
    .moveItem(from: IndexPath(item: 4, section: 0), to: IndexPath(item: 1, section: 0)),
    .deleteItem(IndexPath(item: 3, section: 0)),
  ]

  @Test func itemChangesComeDeletesMovesReloadsInserts() {
    #expect(
      P.changes([5], [4], mixedItems) == [
        "delete [0, 3] → –", "delete [0, 1] → –", "move [0, 4] → [0, 1]", "reload [0, 2] → [0, 3]", "insert – → [0, 0]",
      ])
  }

  @Test func itemMapsAnswerBothWays() {
    guard let plan = accepted([5], [4], mixedItems) else { return }
    let forward = (0..<5).map { plan.newIndexPath(forOld: path(0, $0))?.shortDescription ?? "nil" }
    #expect(forward == ["[0, 2]", "nil", "[0, 3]", "nil", "[0, 1]"])
    let backward = (0..<4).map { plan.oldIndexPath(forNew: path(0, $0))?.shortDescription ?? "nil" }
    #expect(backward == ["nil", "[0, 4]", "[0, 0]", "[0, 2]"])
    #expect((0..<5).filter { plan.isItemReloaded(old: position(0, $0)) } == [2])
    #expect(plan.newIndexPath(forOld: path(0, 5)) == nil, "out of range")
    #expect(plan.oldIndexPath(forNew: path(1, 0)) == nil, "no such section")
  }

  @Test func sectionChangesAndMaps() {
    // Sections 0…2: 0 deleted, 2 moved to 0, 1 reloaded (stays at 1), a new section 2.
    let operations: [BatchUpdateOperation] = [
      .insertSection(2), .reloadSection(1), .deleteSection(0), .moveSection(from: 2, to: 0),
    ]
    #expect(
      P.changes([1, 2, 3], [3, 5, 4], operations) == [
        "delete section 0 → –", "move section 2 → section 0", "reload section 1 → section 1", "insert – → section 2",
      ])
    guard let plan = accepted([1, 2, 3], [3, 5, 4], operations) else { return }
    #expect((0..<3).map { plan.newSection(forOld: $0) } == [nil, 1, 0])
    #expect((0..<3).map { plan.oldSection(forNew: $0) } == [2, 1, nil])
    #expect(plan.isSectionReloaded(old: 1) && !plan.isSectionReloaded(old: 2))
    #expect(plan.newIndexPath(forOld: path(2, 2)) == path(0, 2), "a moved section's items follow it")
    #expect(plan.oldIndexPath(forNew: path(0, 1)) == path(2, 1))
    #expect(plan.newIndexPath(forOld: path(1, 0)) == nil, "a reloaded section's items are replaced")
    #expect(plan.oldIndexPath(forNew: path(1, 4)) == nil)
    #expect(plan.newIndexPath(forOld: path(0, 0)) == nil, "deleted with its section")
    #expect(plan.oldIndexPath(forNew: path(2, 3)) == nil, "inserted with its section")
  }

  @Test func itemsChangeInsideAMovedSection() {
    // Trellis accepts item operations in a moved section (UIKit refuses them; the diffable data source
    // needs them): old section 1 (three items) moves to 0, loses item 1, gains an item at 0, and item 0 of
    // old section 0 moves in at 3; the item count rule holds for the moved section.
    let operations: [BatchUpdateOperation] = [
      .moveSection(from: 1, to: 0), .deleteItem(path(1, 1)), .insertItem(path(0, 0)),
      .moveItem(from: path(0, 0), to: path(0, 3)),
    ]
    #expect(
      P.error([2, 3], [4, 1], [.moveSection(from: 1, to: 0), .deleteItem(path(1, 1))]).hasPrefix(
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section "
          + "after the update (4) must be equal to the number of items contained in that section before the update (3), "
          + "plus or minus the number of items inserted or deleted from that section (0 inserted, 1 deleted)"))
    guard let plan = accepted([2, 3], [4, 1], operations) else { return }
    #expect(plan.newIndexPath(forOld: path(1, 0)) == path(0, 1))
    #expect(plan.newIndexPath(forOld: path(1, 1)) == nil, "deleted")
    #expect(plan.newIndexPath(forOld: path(1, 2)) == path(0, 2))
    #expect(plan.newIndexPath(forOld: path(0, 0)) == path(0, 3), "moved into the moved section")
    #expect(plan.newIndexPath(forOld: path(0, 1)) == path(1, 0))
    #expect(plan.oldIndexPath(forNew: path(0, 0)) == nil, "inserted")
    #expect(plan.oldIndexPath(forNew: path(0, 3)) == path(0, 0))
  }

  @Test func sectionAndItemChangesTogetherSortAsUIKitCompares() {
    // Section 0 deleted; in old section 1 (new 0) item 2 deleted and item 0 inserted; old section 2 (new 1)
    // gets item 1 of old section 1.
    let operations: [BatchUpdateOperation] = [
      .insertItem(path(0, 0)), .deleteSections(0), .deleteItem(path(1, 2)), .moveItem(from: path(1, 1), to: path(1, 0)),
      .insertItem(path(1, 3)),
    ]
    #expect(
      P.changes([2, 3, 2], [2, 4], operations) == [
        "delete [1, 2] → –", "delete section 0 → –", "move [1, 1] → [1, 0]", "insert – → [0, 0]",
        "insert – → [1, 3]",
      ])
    guard let plan = accepted([2, 3, 2], [2, 4], operations) else { return }
    #expect(
      (0..<3).map { plan.newIndexPath(forOld: path(1, $0))?.shortDescription ?? "nil" } == ["[0, 1]", "[1, 0]", "nil"])
    #expect((0..<2).map { plan.newIndexPath(forOld: path(2, $0))?.shortDescription ?? "nil" } == ["[1, 1]", "[1, 2]"])
    #expect(
      (0..<4).map { plan.oldIndexPath(forNew: path(1, $0))?.shortDescription ?? "nil" } == [
        "[1, 1]", "[2, 0]", "[2, 1]", "nil",
      ])
  }

  @Test func updateItemsCarryNSNotFoundForSections() {
    guard let plan = accepted([1, 2], [2, 1, 0], [.insertSection(2), .moveSection(from: 1, to: 0)]) else { return }
    let items = plan.makeUpdateItems()
    #expect(items.map(\.updateAction) == [.move, .insert])
    #expect(items[0].indexPathBeforeUpdate == IndexPath(item: NSNotFound, section: 1))
    #expect(items[0].indexPathAfterUpdate == IndexPath(item: NSNotFound, section: 0))
    #expect(items[1].indexPathBeforeUpdate == nil)
    #expect(items[1].indexPathAfterUpdate == IndexPath(item: NSNotFound, section: 2))
  }

  @Test func elementKeysForRekeying() {
    guard let plan = accepted([5, 2], [4, 2], mixedItems + [.moveSection(from: 1, to: 1)]) else { return }
    let header = CollectionView.elementKindSectionHeader
    #expect(plan.newElementKey(forOld: .cell(path(0, 4))) == .cell(path(0, 1)))
    #expect(plan.newElementKey(forOld: .cell(path(0, 2))) == nil, "a reloaded item gets a new cell")
    #expect(plan.newElementKey(forOld: .cell(path(0, 1))) == nil)
    #expect(
      plan.newElementKey(forOld: ElementKey(category: .supplementaryView, kind: header, indexPath: path(1, 0)))
        == ElementKey(category: .supplementaryView, kind: header, indexPath: path(1, 0)))
    guard let shifted = accepted([1, 1], [1], [.deleteSection(0)]) else { return }
    #expect(
      shifted.newElementKey(forOld: ElementKey(category: .supplementaryView, kind: header, indexPath: path(1, 0)))
        == ElementKey(category: .supplementaryView, kind: header, indexPath: path(0, 0)))
    #expect(
      shifted.newElementKey(forOld: ElementKey(category: .decorationView, kind: "grid", indexPath: path(0, 0))) == nil)
    #expect(
      shifted.newElementKey(forOld: ElementKey(category: .decorationView, kind: "band", indexPath: IndexPath(index: 1)))
        == ElementKey(category: .decorationView, kind: "band", indexPath: IndexPath(index: 0)))
  }

  @Test func reconfiguredItemsFollowMovesAndShifts() {
    guard
      let plan = accepted(
        [4], [4],
        [.reconfigureItem(path(0, 3)), .moveItem(from: path(0, 3), to: path(0, 0)), .reconfigureItem(path(0, 0))])
    else { return }
    #expect(plan.reconfiguredItems == [position(0, 0), position(0, 1)])
    #expect(plan.changes.map(\.description) == ["move [0, 3] → [0, 0]"])
  }

  @Test func storageIsProportionalToChangesNotItems() {
    var operations: [BatchUpdateOperation] = []
    for k in 0..<50 { operations.append(.deleteItem(path(0, k * 20_000))) }
    for k in 0..<50 { operations.append(.insertItem(path(0, k * 19_000 + 7))) }
    guard let plan = accepted([1_000_000], [1_000_000], operations) else { return }
    #expect(plan.itemChanges.count == 1)
    #expect(plan.itemChanges[0].remap.removed.count == 50)
    #expect(plan.itemChanges[0].remap.placed.count == 50)
    // Old item 1 is behind the deleted item 0 and before the insert at 7: it becomes 0.
    #expect(plan.newIndexPath(forOld: path(0, 1)) == path(0, 0))
    #expect(plan.newIndexPath(forOld: path(0, 999_999)) == path(0, 999_999))
    #expect(plan.oldIndexPath(forNew: path(0, 7)) == nil)
  }

  @Test func recordingAppendsNestedBatchesAndKeepsCallOrder() {
    var outer = BatchUpdateOperations()
    outer.deleteItems(at: [path(0, 1), path(0, 0)])
    var inner = BatchUpdateOperations()
    inner.insertSections(IndexSet([3, 1]))
    inner.moveItem(at: path(0, 2), to: path(1, 0))
    outer.append(inner)
    outer.reloadSections(IndexSet(integer: 2))
    outer.reconfigureItems(at: [path(0, 3)])
    outer.moveSection(4, toSection: 0)
    outer.reloadItems(at: [path(0, 5)])
    outer.insertItems(at: [path(2, 2)])
    outer.deleteSections(IndexSet(integer: 6))
    #expect(
      outer.description.split(separator: "\n") == [
        "delete item [0, 1]", "delete item [0, 0]", "insert section 1", "insert section 3",
        "move item [0, 2] to [1, 0]",
        "reload section 2", "reconfigure item [0, 3]", "move section 4 to 0", "reload item [0, 5]",
        "insert item [2, 2]",
        "delete section 6",
      ])
  }
}

extension BatchUpdateOperation {
  /// `deleteSection`, spelled as the collection view's `deleteSections` for readability in tests.
  fileprivate static func deleteSections(_ section: Int) -> BatchUpdateOperation { .deleteSection(section) }
}
