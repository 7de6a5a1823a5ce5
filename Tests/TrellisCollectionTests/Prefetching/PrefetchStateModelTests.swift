import Foundation
import Testing
import TrellisTesting

@testable import TrellisCollection

/// `PrefetchState.step` against a reference model written with set algebra, over seeded random passes.
@MainActor
@Suite("Prefetch state: the pure step against a model")
struct PrefetchStateModelTests {
  static let firstSeed = UInt64(ProcessInfo.processInfo.environment["TRELLIS_SEED"] ?? "") ?? 0x7072_6566
  static let runs = 200

  /// The model: what was announced and neither shown nor cancelled, as sets, recomputed each step.
  struct Model {
    var outstanding: Set<Int> = []
    mutating func step(ahead: [Int], beyond: Set<Int>, shown: Set<Int>) -> (prefetch: [Int], cancel: [Int]) {
      let cancel = outstanding.subtracting(shown).subtracting(ahead).subtracting(beyond).sorted()
      outstanding = outstanding.subtracting(shown).intersection(Set(ahead).union(beyond))
      var prefetch: [Int] = []
      for item in ahead where !shown.contains(item) && !outstanding.contains(item) {
        prefetch.append(item)
        outstanding.insert(item)
      }
      return (prefetch, cancel)
    }
  }

  @Test func theStepAgreesWithTheModel() {
    var failures: [String] = []
    for run in 0..<Self.runs where failures.isEmpty {
      let seed = Self.firstSeed &+ UInt64(run)
      var random = SeededRandomNumberGenerator(seed: seed)
      var model = Model()
      var outstanding = Set<IndexPath>()
      var (prefetch, cancel, shownScratch) = ([IndexPath](), [IndexPath](), [IndexPath]())
      for stepIndex in 0..<30 {
        // A window of 5 shown items and up to 6 ahead on either side, as scrolling makes them.
        let start = Int.random(in: 0..<40, using: &random)
        let shown = Set(start..<(start + 5))
        let down = Bool.random(using: &random)
        let length = Int.random(in: 0...6, using: &random)
        let ahead = down ? Array((start + 5)..<(start + 5 + length)) : (max(0, start - length)..<start).reversed()
        // Up to 3 items past the strip, still ahead (the layout moved them there).
        let further = Int.random(in: 0...3, using: &random)
        let beyond =
          down
          ? Set((start + 5 + length)..<(start + 5 + length + further))
          : Set(max(0, start - length - further)..<max(0, start - length))
        let expected = model.step(ahead: ahead, beyond: beyond, shown: shown)
        let aheadPaths = ahead.map { IndexPath(item: $0, section: 0) }
        PrefetchState.step(
          outstanding: &outstanding, ahead: aheadPaths, aheadSet: Set(aheadPaths),
          beyond: Set(beyond.map { IndexPath(item: $0, section: 0) }), isShown: { shown.contains($0.item) },
          prefetch: &prefetch, cancel: &cancel, shown: &shownScratch)
        let got = (prefetch.map(\.item), cancel.map(\.item))
        if got != expected || Set(outstanding.map(\.item)) != model.outstanding {
          failures.append("seed \(seed) step \(stepIndex): got \(got), model \(expected)")
          break
        }
        // Invariants: nothing is both announced and cancelled; nothing outstanding is shown.
        if !Set(got.0).isDisjoint(with: got.1) { failures.append("seed \(seed): announced and cancelled") }
        if outstanding.contains(where: { shown.contains($0.item) }) { failures.append("seed \(seed): shown kept") }
      }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))\nreplay: TRELLIS_SEED=<seed>")
  }
}
