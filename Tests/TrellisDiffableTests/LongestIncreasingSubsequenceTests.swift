import Testing
import TrellisTesting

@testable import TrellisDiffable

/// The subsequence finder against the quadratic dynamic programme, and the bit set of positions.
@Suite struct LongestIncreasingSubsequenceTests {
  @Test func randomSequencesMatchTheDynamicProgramme() {
    var random = SeededRandomNumberGenerator(seed: 0x115)
    var finder = LongestIncreasingSubsequence()
    for round in 0..<2000 {
      let values = Array((0..<Int.random(in: 0...40, using: &random)).shuffled(using: &random))
      // Mostly sorted sequences too: a few displaced values.
      var sequence = round % 2 == 0 ? values : values.sorted()
      if round % 2 == 1 && sequence.count > 2 {
        for _ in 0..<3 { sequence.swapAt(Int.random(in: sequence.indices, using: &random), sequence.count / 2) }
      }
      finder.removeAll()
      finder.values.append(contentsOf: sequence)
      let length = finder.compute()
      #expect(length == DiffModel.lisLength(sequence))
      let left = Set(finder.nonMembers)
      #expect(Array(finder.nonMembers) == finder.nonMembers.sorted() && left.count == sequence.count - length)
      let kept = sequence.indices.filter { !left.contains($0) }.map { sequence[$0] }
      #expect(kept == kept.sorted())
    }
  }

  @Test func positionBitsFindTheAbsentPositions() {
    for count in [0, 1, 63, 64, 65, 130] {
      var bits = PositionBits(count: count)
      for position in stride(from: 0, to: count, by: 3) { bits.insert(position) }
      var absent: [Int] = []
      bits.forEachAbsent { absent.append($0) }
      #expect(absent == (0..<count).filter { $0 % 3 != 0 })
      #expect((0..<count).allSatisfy { bits.contains($0) == ($0 % 3 == 0) })
    }
  }
}
