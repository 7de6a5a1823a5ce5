import Foundation
import TrellisDiffable
import TrellisTesting

/// `SnapshotDiff(from:to:)` on one section of `UUID` items, called as the diffable data source calls it
/// from another module: through the generic entry, unspecialised. The snapshots are built before timing;
/// each workload prints, once, the moves and other counts and the time to build the changed storage.
///
/// The 10% workloads are DifferenceKit's own benchmark (Benchmark/Sources/BenchmarkTools.swift:
/// `BenchmarkData(count: 100000, deleteRange: 20000..<30000, insertRange: 30000..<40000, shuffleRange:
/// 0..<2000)`: delete the range, insert fresh items at the insert range's start, shuffle the range of the
/// result) with a seeded generator, and ten times that at 1M; a harness running DifferenceKit's
/// `StagedChangeset` on the same seeded data reproduces the same snapshots.
@MainActor enum DiffBenchmarks {
  /// The diff workloads, in table order.
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "diff-10pct-100k", unit: "ms/diff", runs: 9,
        note: "DifferenceKit's scenario: 100k UUIDs, 10,000 deleted, 10,000 inserted, 2,000 shuffled"
      ) {
        diffTime("diff-10pct-100k") {
          mixed(count: 100_000, delete: 20_000..<30_000, insert: 30_000..<40_000, shuffle: 0..<2_000)
        }
      },
      Benchmark(
        name: "diff-10pct-1m", unit: "ms/diff", runs: 5,
        note: "as diff-10pct-100k ×10: 1M UUIDs, 100,000 deleted, 100,000 inserted, 20,000 shuffled"
      ) {
        diffTime("diff-10pct-1m") {
          mixed(count: 1_000_000, delete: 200_000..<300_000, insert: 300_000..<400_000, shuffle: 0..<20_000)
        }
      },
      Benchmark(
        name: "diff-100-in-1m", unit: "ms/diff", runs: 9,
        note: "1M UUIDs, 100 changes at random places: 40 deleted, 40 inserted, 20 moved"
      ) { diffTime("diff-100-in-1m") { hundred(count: 1_000_000) } },
    ]
  }

  /// The snapshots of each workload, built on its first run.
  static var cache: [String: (SnapshotStorage<Int, UUID>, SnapshotStorage<Int, UUID>)] = [:]

  /// A UUID of 128 random bits.
  static func uuid(_ random: inout SeededRandomNumberGenerator) -> UUID {
    let bits = (random.next(), random.next())
    return withUnsafeBytes(of: bits) { UUID(uuid: $0.load(as: uuid_t.self)) }
  }

  /// DifferenceKit's `BenchmarkData`: `count` items; the delete range removed, fresh items inserted at the
  /// insert range's start, then the shuffle range of the result shuffled.
  static func mixed(count: Int, delete: Range<Int>, insert: Range<Int>, shuffle: Range<Int>) -> ([UUID], [UUID]) {
    var random = SeededRandomNumberGenerator(seed: 1)
    let source = (0..<count).map { _ in uuid(&random) }
    var target = source
    target.removeSubrange(delete)
    target.insert(contentsOf: insert.map { _ in uuid(&random) }, at: insert.lowerBound)
    target[shuffle].shuffle(using: &random)
    return (source, target)
  }

  /// `count` items with 100 changes at distinct random places: 40 deleted, 20 moved, 40 inserted.
  static func hundred(count: Int) -> ([UUID], [UUID]) {
    var random = SeededRandomNumberGenerator(seed: 1)
    let source = (0..<count).map { _ in uuid(&random) }
    var target = source
    var picked = Set<Int>()
    while picked.count < 60 { picked.insert(Int.random(in: 0..<count, using: &random)) }
    let order = picked.sorted()
    let deleted = Set(order.prefix(40).map { source[$0] })
    let moved = order.suffix(20).map { source[$0] }
    let movedSet = Set(moved)
    target.removeAll { deleted.contains($0) || movedSet.contains($0) }
    for item in moved { target.insert(item, at: Int.random(in: 0...target.count, using: &random)) }
    for _ in 0..<40 { target.insert(uuid(&random), at: Int.random(in: 0...target.count, using: &random)) }
    return (source, target)
  }

  /// The time of one diff in milliseconds; the first run builds the snapshots and prints the counts.
  static func diffTime(_ name: String, _ make: () -> ([UUID], [UUID])) -> Double {
    if cache[name] == nil {
      let (source, target) = make()
      let old = SnapshotStorage<Int, UUID>(sections: [(0, source)])
      var new = SnapshotStorage<Int, UUID>()
      let build = Benchmark.milliseconds { new = SnapshotStorage<Int, UUID>(sections: [(0, target)]) }
      cache[name] = (old, new)
      let diff = SnapshotDiff(from: old, to: new)
      print(
        "\(name): \(diff.movedItems.count) moves, \(diff.deletedItems.count) deletes, "
          + "\(diff.insertedItems.count) inserts; building the changed storage took \(String(format: "%.1f", build)) ms"
      )
    }
    let (old, new) = cache[name]!
    var moves = 0
    let time = Benchmark.milliseconds { moves = SnapshotDiff(from: old, to: new).movedItems.count }
    Benchmark.detail = "\(moves) moves"
    return time
  }
}
