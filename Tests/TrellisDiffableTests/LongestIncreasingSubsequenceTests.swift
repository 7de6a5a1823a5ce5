import Testing
import TrellisTesting

@testable import TrellisDiffable

/// The subsequence finder (runs of consecutive values) against the quadratic dynamic programme, and the bit set of positions.
@Suite struct LongestIncreasingSubsequenceTests {
  @Test func randomRunsMatchTheDynamicProgramme() {
    var random = SeededRandomNumberGenerator(seed: 0x115)
    var finder = LongestIncreasingSubsequence()
    for round in 0..<3000 {
      // 0–40 values cut into runs of consecutive values, the runs shuffled (or mostly sorted).
      var runs: [Range<Int>] = []
      let total = Int.random(in: 0...40, using: &random)
      var start = 0
      while start < total {
        let length = round % 3 == 0 ? 1 : Int.random(in: 1...min(5, total - start), using: &random)
        runs.append(start..<start + length)
        start += length
      }
      if round % 2 == 0 {
        runs.shuffle(using: &random)
      } else if runs.count > 2 {
        for _ in 0..<2 { runs.swapAt(Int.random(in: runs.indices, using: &random), runs.count / 2) }
      }
      finder.removeAll()
      for run in runs { finder.append(start: run.lowerBound, length: run.count) }
      let values = runs.flatMap { Array($0) }
      let length = finder.compute()
      #expect(length == DiffModel.lisLength(values))
      #expect(Array(finder.nonMembers) == finder.nonMembers.sorted())
      let left = Set(finder.nonMembers)
      let kept = runs.indices.filter { !left.contains($0) }.flatMap { Array(runs[$0]) }
      #expect(kept.count == length && kept == kept.sorted())
    }
  }

  @Test func sortedRunsNeedNoWork() {
    var finder = LongestIncreasingSubsequence()
    finder.append(start: 0, length: 3)
    finder.append(start: 5, length: 2)
    #expect(finder.isIncreasing && finder.compute() == 5 && finder.nonMembers.isEmpty)
    finder.append(start: 3, length: 2)
    // [0, 3) with [5, 7) or with [3, 5): equal weights, so the chain ending later in sequence order wins.
    #expect(!finder.isIncreasing && finder.compute() == 5 && Array(finder.nonMembers) == [1])
  }

  @Test func positionBitsFindTheAbsentPositions() {
    for count in [0, 1, 63, 64, 65, 130] {
      var bits = PositionBits(count: count)
      for position in stride(from: 0, to: count, by: 3) { bits.insert(position) }
      var ranges = PositionBits(count: count)
      for position in stride(from: 0, to: count, by: 3) { ranges.insert(position..<min(position + 2, count)) }
      var rangeAbsent: [Int] = []
      ranges.forEachAbsent { rangeAbsent.append($0) }
      #expect(rangeAbsent == (0..<count).filter { $0 % 3 == 2 })
      var absent: [Int] = []
      bits.forEachAbsent { absent.append($0) }
      #expect(absent == (0..<count).filter { $0 % 3 != 0 })
      #expect((0..<count).allSatisfy { bits.contains($0) == ($0 % 3 == 0) })
    }
    for (range, count) in [(5..<140, 200), (64..<128, 130), (0..<64, 64), (63..<65, 65)] {
      var bits = PositionBits(count: count)
      bits.insert(range)
      var absent: [Int] = []
      bits.forEachAbsent { absent.append($0) }
      #expect(absent == (0..<count).filter { !range.contains($0) })
    }
  }
}
