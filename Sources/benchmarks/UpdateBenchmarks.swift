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

  /// A random valid batch of `changes` operations in one section of `items` items: 40% deletes, 40%
  /// inserts, 10% moves, 10% reloads, at distinct random places; and the count after it.
  static func randomBatch(
    items: Int, changes: Int, _ random: inout SeededRandomNumberGenerator
  ) -> (BatchUpdateOperations, Int) {
    let deletes = changes * 4 / 10
    let moves = changes / 10
    let reloads = changes / 10
    let inserts = changes - deletes - moves - reloads
    var old = Set<Int>()
    while old.count < deletes + moves + reloads { old.insert(Int.random(in: 0..<items, using: &random)) }
    let newCount = items - deletes + inserts
    var new = Set<Int>()
    while new.count < inserts + moves { new.insert(Int.random(in: 0..<newCount, using: &random)) }
    let olds = Array(old).shuffled(using: &random)
    let news = Array(new).shuffled(using: &random)
    var operations = BatchUpdateOperations()
    func path(_ item: Int) -> IndexPath { IndexPath(item: item, section: 0) }
    operations.deleteItems(at: olds[0..<deletes].map(path))
    operations.reloadItems(at: olds[deletes..<deletes + reloads].map(path))
    for (from, to) in zip(olds[(deletes + reloads)...], news[..<moves]) {
      operations.moveItem(at: path(from), to: path(to))
    }
    operations.insertItems(at: news[moves...].map(path))
    return (operations, newCount)
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
