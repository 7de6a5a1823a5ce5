import Foundation
import TrellisCollection
import TrellisTesting

/// `BatchUpdatePlanner` workloads: validating and planning random batches in one big uniform section,
/// where the cost must follow the number of changes, not the number of items.
@MainActor enum UpdateBenchmarks {
  /// Keeps answers alive so the optimiser can't drop the work.
  static var sink = 0

  static var all: [Benchmark] {
    [
      Benchmark(
        name: "update-plan-100-in-10k", unit: "µs/plan", runs: 3,
        note: "BatchUpdatePlanner.plan of 100 random changes (40 deletes, 40 inserts, 10 moves, 10 reloads), 10k items"
      ) { planTime(items: 10_000, changes: 100, repetitions: 2000) },
      Benchmark(
        name: "update-plan-100-in-1m", unit: "µs/plan", runs: 3, note: "as update-plan-100-in-10k in a 1M-item section"
      ) { planTime(items: 1_000_000, changes: 100, repetitions: 2000) },
      Benchmark(
        name: "update-plan-mixed-100k", unit: "ms/plan", runs: 3,
        note: "10% mixed changes at 100k items: 10,000 (same mix) in one section"
      ) { planTime(items: 100_000, changes: 10_000, repetitions: 20) / 1000 },
    ]
  }

  /// A random valid batch of `changes` operations in one section of `items` items (the calls of
  /// `UpdateCommitBenchmarks.randomCalls`, recorded as the planner's input); and the count after it.
  static func randomBatch(
    items: Int, changes: Int, _ random: inout SeededRandomNumberGenerator
  ) -> (BatchUpdateOperations, Int) {
    let calls = UpdateCommitBenchmarks.randomCalls(items: items, changes: changes, &random)
    var operations = BatchUpdateOperations()
    operations.deleteItems(at: calls.deletes)
    operations.reloadItems(at: calls.reloads)
    for (from, to) in calls.moves { operations.moveItem(at: from, to: to) }
    operations.insertItems(at: calls.inserts)
    return (operations, calls.newCount)
  }

  /// The average time of one plan, in microseconds, over `repetitions` different batches made beforehand.
  static func planTime(items: Int, changes: Int, repetitions: Int) -> Double {
    var random = SeededRandomNumberGenerator(seed: 0x0B47_C4ED)
    let batches = (0..<repetitions).map { _ in randomBatch(items: items, changes: changes, &random) }
    var total = 0
    let elapsed = Benchmark.milliseconds {
      for (operations, newCount) in batches {
        switch BatchUpdatePlanner.plan(oldCounts: [items], operations: operations, newCounts: [newCount]) {
        case .success(let plan): total &+= plan.changes.count
        case .failure(let error): fatalError("a valid benchmark batch was refused: \(error)")
        }
      }
    }
    precondition(total == changes * repetitions, "every change is planned")
    sink &+= total
    return elapsed * 1000 / Double(repetitions)
  }
}
