import Foundation
import Testing
import TrellisCollection
import TrellisTesting

/// A planner kept from batch to batch (as a collection view keeps one) plans in the buffers of the
/// batches before and in the storage of the plans handed back: every plan must still agree with the
/// model, whatever the batches before it were (`Documentation/Behaviour.md#updates-planner`).
@MainActor
@Suite("Batch update planner: a kept planner reusing its buffers")
struct BatchUpdatePlannerReuseTests {
  typealias Fuzz = BatchUpdatePlannerFuzzTests

  @Test func aKeptPlannerAgreesWithTheModelBatchAfterBatch() {
    var planner = BatchUpdatePlanner()
    var failures: [String] = []
    var kept: [BatchUpdatePlan] = []
    for batch in 0..<Fuzz.batches where failures.count < 3 {
      let seed = Fuzz.firstSeed &+ UInt64(batch)
      var random = SeededRandomNumberGenerator(seed: seed)
      let model = BatchUpdateModel(random: &random)
      // Now and then a refused batch in between: it must leave nothing behind for the next.
      let breakage = Fuzz.Breakage.allCases.randomElement(using: &random)!
      if batch % 5 == 4, let (operations, newCounts) = Fuzz.broken(model, breakage, &random),
        case .success = planner.plan(
          oldCounts: model.oldCounts, operations: BatchUpdateOperations(operations), newCounts: newCounts)
      {
        failures.append("seed \(seed): \(breakage) was accepted by the kept planner")
      }
      switch planner.plan(
        oldCounts: model.oldCounts, operations: BatchUpdateOperations(model.operations), newCounts: model.newCounts)
      {
      case .failure(let error):
        failures.append("seed \(seed): a valid batch was refused: \(error)")
      case .success(let plan):
        if let problem = Fuzz.disagreement(model, plan) { failures.append("seed \(seed): \(problem)") }
        let fresh = BatchUpdatePlanner.plan(
          oldCounts: model.oldCounts, operations: BatchUpdateOperations(model.operations), newCounts: model.newCounts)
        if case .success(let other) = fresh, other.changes != plan.changes || other.itemChanges != plan.itemChanges {
          failures.append("seed \(seed): the kept planner's plan differs from a fresh planner's")
        }
        // Every other plan is still held when the next is made (its storage is shared, so it is copied).
        if batch % 2 == 0 { kept = [plan] } else { kept = [] }
        planner.recycle(plan)
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n\n"))\nreplay: TRELLIS_SEED=<seed> TRELLIS_BATCHES=1")
    withExtendedLifetime(kept) {}
  }

  @Test func aHeldPlanKeepsItsAnswersWhenItsStorageIsRecycled() {
    var planner = BatchUpdatePlanner()
    var first = BatchUpdateOperations()
    first.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
    guard case .success(let held) = planner.plan(oldCounts: [5], operations: first, newCounts: [5]) else {
      Issue.record("the move was refused")
      return
    }
    planner.recycle(held)
    var second = BatchUpdateOperations()
    second.deleteItems(at: [IndexPath(item: 1, section: 0), IndexPath(item: 4, section: 0)])
    guard case .success(let next) = planner.plan(oldCounts: [5], operations: second, newCounts: [3]) else {
      Issue.record("the deletes were refused")
      return
    }
    #expect(held.changes.map(\.description) == ["move [0, 0] → [0, 3]"])
    #expect(held.newIndexPath(forOld: IndexPath(item: 1, section: 0)) == IndexPath(item: 0, section: 0))
    #expect(next.changes.map(\.description) == ["delete [0, 4] → –", "delete [0, 1] → –"])
    #expect(next.newIndexPath(forOld: IndexPath(item: 2, section: 0)) == IndexPath(item: 1, section: 0))
  }

  @Test func heapSortSortsAsTheStandardLibraryDoes() {
    var random = SeededRandomNumberGenerator(seed: 7)
    for count in [0, 1, 2, 3, 5, 20, 21, 64, 257] {
      let values = (0..<count).map { _ in Int.random(in: -50...50, using: &random) }
      var sorted = values
      sorted.heapSort()
      #expect(sorted == values.sorted(), "\(count) values")
      var descending = values
      descending.heapSort(by: >)
      #expect(descending == values.sorted(by: >), "\(count) values, descending")
    }
    // Past the in-place limit the standard sort takes over: the same order.
    var long = (0..<(Array<Int>.inPlaceSortLimit + 44)).map { _ in Int.random(in: 0...1000, using: &random) }
    let expected = long.sorted()
    long.sortKeepingStorage()
    #expect(long == expected)
  }
}
