import Foundation
import Testing

@testable import TrellisDiffable

/// An identifier equal by `value` alone whose `noise` differs between the two snapshots, so that equal
/// identifiers never have equal bytes (and, at size 9 and stride 16, padding between them): the walk must
/// fall back to `==` for every item.
struct NoisyIdentifier: Hashable, Sendable {
  /// The identifier's number, all that `==` and hashing read.
  var value: Int
  /// A byte that differs between the snapshots.
  var noise: UInt8

  /// Whether two identifiers have the same number.
  static func == (a: Self, b: Self) -> Bool { a.value == b.value }

  /// Hashes the number.
  func hash(into hasher: inout Hasher) { hasher.combine(value) }
}

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

  /// The problems of the diff of `pair`, with its identifiers as `Int` (compared bytewise while in
  /// lockstep), and the same diff required for `String` identifiers and for identifiers whose bytes differ.
  static func problems(_ pair: RandomSnapshotPair) -> (SnapshotDiff, [String]) {
    let diff = SnapshotDiff(from: DiffModel.storage(pair.old), to: DiffModel.storage(pair.new, marks: pair.marks))
    var problems = DiffModel.problems(diff, from: pair.old, to: pair.new, marks: pair.marks)
    let text = SnapshotDiff(
      from: DiffModel.storage(pair.old, marks: .init(), section: { "s\($0)" }, item: { "i\($0)" }),
      to: DiffModel.storage(pair.new, marks: pair.marks, section: { "s\($0)" }, item: { "i\($0)" }))
    if text != diff { problems.append("with String identifiers: \(text)") }
    let noisy = SnapshotDiff(
      from: DiffModel.storage(
        pair.old, marks: .init(), section: { $0 }, item: { NoisyIdentifier(value: $0, noise: 1) }),
      to: DiffModel.storage(
        pair.new, marks: pair.marks, section: { $0 }, item: { NoisyIdentifier(value: $0, noise: 2) }))
    if noisy != diff { problems.append("with identifiers equal by ==, not by bytes: \(noisy)") }
    return (diff, problems)
  }

  @Test func randomPairsMatchTheModel() {
    print("SnapshotDiffModelTests: seeds \(Self.firstSeed) … \(Self.firstSeed &+ UInt64(Self.pairs) &- 1)")
    var failures = 0
    var moves = (sections: 0, items: 0)
    for index in 0..<Self.pairs {
      let seed = Self.firstSeed &+ UInt64(index)
      let pair = RandomSnapshotPair(seed: seed)
      let (diff, problems) = Self.problems(pair)
      moves.sections += diff.movedSections.count
      moves.items += diff.movedItems.count
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

  /// Larger pairs (up to 2,400 items; half with hundreds of deletes, inserts and moves, half with a few,
  /// where matched runs pass the bitwise comparison's whole blocks).
  @Test func largePairsMatchTheModel() {
    var items = 0
    for index in 0..<20 {
      let seed = Self.firstSeed &+ 0x1_0000_0000 &+ UInt64(index)
      let pair = RandomSnapshotPair(seed: seed, scale: 200, sparse: index % 2 == 1)
      items += pair.old.reduce(0) { $0 + $1.items.count }
      let (_, problems) = Self.problems(pair)
      #expect(
        problems.isEmpty,
        "seed \(seed) at scale 200 (sparse if odd index \(index)): \(problems.prefix(3).map { $0.prefix(400) }.joined(separator: "; "))"
      )
    }
    #expect(items > 10_000)
  }
}
