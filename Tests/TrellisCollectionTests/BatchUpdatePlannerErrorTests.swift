import Foundation
import Testing
import TrellisCollection

/// Every kind of invalid batch, with its exact text (`Documentation/Behaviour.md#updates-planner-errors`).
@Suite("Batch update planner: invalid batches are refused with the exact text")
struct BatchUpdatePlannerErrorTests {
  typealias P = PlannerCase
  private func path(_ section: Int, _ item: Int) -> IndexPath { P.path(section, item) }

  @Test func itemCountRuleUsesUIKitsTextWithTwoSpaces() {
    #expect(
      P.error([2], [3], [])
        == "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
        + "section after the update (3) must be equal to the number of items contained in that section before the "
        + "update (2), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 "
        + "deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).")
  }

  @Test func itemCountRuleCountsInsertsDeletesAndMovesOfThatSection() {
    let operations: [BatchUpdateOperation] = [
      .insertItem(path(1, 0)), .insertItem(path(1, 1)), .deleteItem(path(1, 2)),
      .moveItem(from: path(0, 0), to: path(1, 3)),
      .moveItem(from: path(1, 0), to: path(0, 0)),
    ]
    #expect(
      P.error([3, 4], [3, 9], operations)
        == "Invalid update: invalid number of items in section 1.  The number of items contained in an existing "
        + "section after the update (9) must be equal to the number of items contained in that section before the "
        + "update (4), plus or minus the number of items inserted or deleted from that section (2 inserted, 1 "
        + "deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 1 moved out).")
    #expect(P.error([3, 4], [3, 5], operations) == "accepted")
  }

  @Test func itemCountRuleNamesTheSectionAfterTheUpdate() {
    // Old section 2 becomes section 1 once section 0 is deleted; its count is wrong.
    #expect(
      P.error([1, 2, 3], [2, 4], [.deleteSection(0)]).hasPrefix(
        "Invalid update: invalid number of items in section 1.  The number of items contained in an existing section "
          + "after the update (4) must be equal to the number of items contained in that section before the update (3)"
      ))
  }

  @Test func movedSectionKeepsItsCount() {
    #expect(
      P.error([1, 2], [3, 1], [.moveSection(from: 1, to: 0)]).hasPrefix(
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing section "
          + "after the update (3) must be equal to the number of items contained in that section before the update (2)"
      ))
  }

  @Test func insertedAndReloadedSectionsTakeAnyCount() {
    #expect(P.error([1, 2], [7, 1, 9], [.reloadSection(1), .insertSection(0)]) == "accepted")
  }

  @Test func sectionCountRuleUsesUIKitsText() {
    #expect(
      P.error([0], [0, 0], [])
        == "Invalid update: invalid number of sections.  The number of sections contained in the collection view "
        + "after the update (2) must be equal to the number of sections contained in the collection view before the "
        + "update (1), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    #expect(
      P.error([1, 1], [1, 1], [.insertSection(0), .deleteSection(0), .deleteSection(1)])
        == "Invalid update: invalid number of sections.  The number of sections contained in the collection view "
        + "after the update (2) must be equal to the number of sections contained in the collection view before the "
        + "update (2), plus or minus the number of sections inserted or deleted (1 inserted, 2 deleted).")
  }

  @Test func itemsOutOfRangeBeforeTheUpdate() {
    #expect(
      P.error([20], [19], [.deleteItem(path(0, 20))])
        == "attempt to delete item 20 from section 0 which only contains 20 items before the update")
    #expect(
      P.error([20], [20], [.reloadItem(path(0, 21))])
        == "attempt to reload item 21 from section 0 which only contains 20 items before the update")
    #expect(
      P.error([20], [20], [.reconfigureItem(path(0, -1))])
        == "attempt to reconfigure item -1 in section 0 which only contains 20 items before the update")
    #expect(
      P.error([20], [20], [.moveItem(from: path(0, 20), to: path(0, 0))])
        == "attempt to move item 20 from section 0 which only contains 20 items before the update")
  }

  @Test func itemsOutOfRangeAfterTheUpdate() {
    #expect(
      P.error([5], [6], [.insertItem(path(0, 6))])
        == "attempt to insert item 6 into section 0, but there are only 6 items in section 0 after the update")
    #expect(
      P.error([5, 0], [4, 1], [.moveItem(from: path(0, 4), to: path(1, 1))])
        == "attempt to move item [0, 4] to item 1 in section 1, but there are only 1 items in section 1 after the update"
    )
    #expect(
      P.error([5], [5], [.moveItem(from: path(0, 5), to: path(0, 5))])
        == "attempt to move item 5 from section 0 which only contains 5 items before the update")
  }

  @Test func itemSectionsOutOfRange() {
    #expect(
      P.error([5], [5], [.deleteItem(path(1, 0))])
        == "attempt to delete item 0 from section 1, but there are only 1 sections before the update")
    #expect(
      P.error([5], [5], [.insertItem(path(2, 0))])
        == "attempt to insert item 0 into section 2, but there are only 1 sections after the update")
    #expect(
      P.error([5], [5], [.moveItem(from: path(0, 1), to: path(1, 0))])
        == "attempt to move item [0, 1] to item 0 in section 1, but there are only 1 sections after the update")
  }

  @Test func sectionsOutOfRange() {
    #expect(
      P.error([1, 1, 1], [1, 1], [.deleteSection(3)])
        == "attempt to delete section 3, but there are only 3 sections before the update")
    #expect(
      P.error([1], [1, 1], [.insertSection(2)])
        == "attempt to insert section 2, but there are only 2 sections after the update")
    #expect(
      P.error([1], [1], [.reloadSection(-1)])
        == "attempt to reload section -1, but there are only 1 sections before the update")
    #expect(
      P.error([1, 1], [1, 1], [.moveSection(from: 2, to: 0)])
        == "attempt to move section 2, but there are only 2 sections before the update")
    #expect(
      P.error([1, 1], [1, 1], [.moveSection(from: 0, to: 2)])
        == "attempt to move section 0 to section 2, but there are only 2 sections after the update")
  }

  @Test func conflictingItemOperations() {
    let cases: [([BatchUpdateOperation], [Int], String)] = [
      ([.deleteItem(path(0, 3)), .deleteItem(path(0, 3))], [8], "attempt to delete item [0, 3] twice in one update"),
      ([.insertItem(path(0, 3)), .insertItem(path(0, 3))], [12], "attempt to insert item [0, 3] twice in one update"),
      (
        [.moveItem(from: path(0, 3), to: path(0, 5)), .deleteItem(path(0, 3))], [9],
        "attempt to perform a delete and a move from the same index path [0, 3]"
      ),
      (
        [.deleteItem(path(0, 3)), .moveItem(from: path(0, 3), to: path(0, 5))], [9],
        "attempt to perform a delete and a move from the same index path [0, 3]"
      ),
      (
        [.insertItem(path(0, 5)), .moveItem(from: path(0, 3), to: path(0, 5))], [11],
        "attempt to perform an insert and a move to the same index path [0, 5]"
      ),
      (
        [.reloadItem(path(0, 3)), .deleteItem(path(0, 3))], [9],
        "attempt to delete and reload the same index path [0, 3]"
      ),
      (
        [.deleteItem(path(0, 3)), .reloadItem(path(0, 3))], [9],
        "attempt to delete and reload the same index path [0, 3]"
      ),
      (
        [.reconfigureItem(path(0, 3)), .deleteItem(path(0, 3))], [9],
        "attempt to delete and reconfigure the same index path [0, 3]"
      ),
      (
        [.moveItem(from: path(0, 3), to: path(0, 0)), .reloadItem(path(0, 3))], [10],
        "attempt to reload and move the same index path [0, 3]"
      ),
      (
        [.moveItem(from: path(0, 3), to: path(0, 5)), .moveItem(from: path(0, 3), to: path(0, 6))], [10],
        "attempt to move item [0, 3] twice in one update (to [0, 5] and to [0, 6])"
      ),
      (
        [.moveItem(from: path(0, 1), to: path(0, 4)), .moveItem(from: path(0, 2), to: path(0, 4))], [10],
        "attempt to move items [0, 1] and [0, 2] to the same index path [0, 4]"
      ),
    ]
    for (operations, new, text) in cases {
      #expect(P.error([10], new, operations) == text, "\(operations)")
    }
  }

  @Test func conflictingSectionOperations() {
    let cases: [([BatchUpdateOperation], Int, String)] = [
      ([.deleteSection(2), .deleteSection(2)], 3, "attempt to delete section 2 twice in one update"),
      ([.insertSection(2), .insertSection(2)], 5, "attempt to insert section 2 twice in one update"),
      (
        [.deleteSection(2), .moveSection(from: 2, to: 0)], 3,
        "attempt to perform a delete and a move from the same section 2"
      ),
      (
        [.moveSection(from: 1, to: 2), .insertSection(2)], 5,
        "attempt to perform an insert and a move to the same section 2"
      ),
      ([.reloadSection(2), .deleteSection(2)], 3, "attempt to delete and reload the same section 2"),
      ([.reloadSection(2), .moveSection(from: 2, to: 0)], 4, "attempt to reload and move the same section 2"),
      (
        [.moveSection(from: 2, to: 0), .moveSection(from: 2, to: 3)], 4,
        "attempt to move section 2 twice in one update (to 0 and to 3)"
      ),
      (
        [.moveSection(from: 1, to: 0), .moveSection(from: 2, to: 0)], 4,
        "attempt to move sections 1 and 2 to the same section 0"
      ),
    ]
    for (operations, sections, text) in cases {
      #expect(P.error([1, 1, 1, 1], Array(repeating: 1, count: sections), operations) == text, "\(operations)")
    }
  }

  @Test func itemOperationsInsideChangedSections() {
    #expect(
      P.error([3, 3], [3], [.deleteSection(1), .deleteItem(path(1, 0))])
        == "attempt to delete item [1, 0]: section 1 is deleted in the same update (delete section 1)")
    #expect(
      P.error([3, 3], [3, 3], [.reloadSection(0), .moveItem(from: path(1, 0), to: path(0, 0))])
        == "attempt to move item [1, 0] to [0, 0]: section 0 is reloaded in the same update (reload section 0)")
    #expect(
      P.error([3], [1, 3], [.insertSection(0), .insertItem(path(0, 0))])
        == "attempt to insert item [0, 0]: section 0 is inserted in the same update (insert section 0)")
    #expect(
      P.error([3, 3], [3, 3], [.reloadSection(1), .reconfigureItem(path(1, 0))])
        == "attempt to reconfigure item [1, 0]: section 1 is reloaded in the same update (reload section 1)")
  }

  @Test func negativeCountsAndMalformedIndexPaths() {
    #expect(
      P.error([3], [-1], []) == "invalid number of items in section 0 after the update (-1): counts can't be negative")
    #expect(
      P.error([3], [3], [.deleteItem(IndexPath(index: 2))])
        == "attempt to delete item [2]: an item index path needs exactly two indexes, a section and an item")
  }

  @Test func theFirstProblemInTheDocumentedOrderIsReported() {
    // An out-of-range delete comes before the count rule, whatever the call order.
    #expect(
      P.error([2], [5], [.insertItem(path(0, 0)), .deleteItem(path(0, 2))])
        == "attempt to delete item 2 from section 0 which only contains 2 items before the update")
    // Section problems come before item problems.
    #expect(
      P.error([2], [5, 1], [.deleteItem(path(0, 9))]).hasPrefix("Invalid update: invalid number of sections."))
    // Within a step, the first operation in call order.
    #expect(
      P.error([2], [2], [.deleteItem(path(0, 7)), .reloadItem(path(0, 5))])
        == "attempt to delete item 7 from section 0 which only contains 2 items before the update")
    // Ranges before conflicts.
    #expect(
      P.error([2], [2], [.deleteItem(path(0, 0)), .deleteItem(path(0, 0)), .insertItem(path(0, 4))])
        == "attempt to insert item 4 into section 0, but there are only 2 items in section 0 after the update")
  }

  @Test func repeatedReloadsAndReconfiguresAreOne() {
    guard
      case .success(let plan) = P.plan(
        [4], [4],
        [
          .reloadItem(path(0, 1)), .reloadItem(path(0, 1)), .reconfigureItem(path(0, 2)), .reconfigureItem(path(0, 2)),
          .reconfigureItem(path(0, 1)),
        ])
    else {
      Issue.record("refused")
      return
    }
    #expect(plan.changes.map(\.description) == ["reload [0, 1] → [0, 1]"])
    #expect(plan.reconfiguredItems == [ItemPosition(section: 0, item: 2)], "the reload makes the reconfigure moot")
  }
}
