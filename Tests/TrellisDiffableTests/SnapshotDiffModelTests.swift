import Foundation
import Testing

@testable import TrellisDiffable

/// The diff against the brute-force model (`DiffModel`) on seeded random snapshot pairs.
///
/// Pair `n` uses seed `TRELLIS_SEED + n` (default seed 0xD1FF_5EED); `TRELLIS_DIFF_PAIRS` sets how many
/// (default 10,000). A failure prints the pair's seed: replay it with `TRELLIS_SEED=<seed>
/// TRELLIS_DIFF_PAIRS=1`. `scripts/diff-model-check` runs a million.
@Suite("Snapshot diff: random pairs against a reference model")
struct SnapshotDiffModelTests {
  /// The first pair's seed.
  static let firstSeed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0xD1FF_5EED
  /// How many pairs.
  static let pairs = ProcessInfo.processInfo.environment["TRELLIS_DIFF_PAIRS"].flatMap { Int($0) } ?? 10_000

  @Test func randomPairsMatchTheModel() {
    print("SnapshotDiffModelTests: seeds \(Self.firstSeed) … \(Self.firstSeed &+ UInt64(Self.pairs) &- 1)")
    var failures = 0
    var moves = (sections: 0, items: 0)
    for index in 0..<Self.pairs {
      let seed = Self.firstSeed &+ UInt64(index)
      let pair = RandomSnapshotPair(seed: seed)
      let old = DiffModel.storage(pair.old)
      let new = DiffModel.storage(pair.new, marks: pair.marks)
      let diff = SnapshotDiff(from: old, to: new)
      moves.sections += diff.movedSections.count
      moves.items += diff.movedItems.count
      let problems = DiffModel.problems(diff, from: pair.old, to: pair.new, marks: pair.marks)
      guard !problems.isEmpty else { continue }
      failures += 1
      Issue.record(
        """
        seed \(seed) (TRELLIS_SEED=\(seed) TRELLIS_DIFF_PAIRS=1): \(problems.joined(separator: "; "))
        old \(DiffModel.describe(pair.old))
        new \(DiffModel.describe(pair.new))
        diff \(diff)
        """)
      if failures == 10 { break }
    }
    print("SnapshotDiffModelTests: \(Self.pairs) pairs, \(moves.sections) section moves, \(moves.items) item moves")
    // The generator must exercise moves, or the minimality checks test little.
    if Self.pairs >= 1000 { #expect(moves.sections > Self.pairs / 20 && moves.items > Self.pairs / 5) }
  }
}
