import Foundation
import Testing

@testable import TrellisDiffable

/// Outlines of 100,000 items, built with `append(_:to:)` in a loop in the orders that would be quadratic
/// for a flat array (a run that never ends is the failure); the speed itself is the benchmark
/// `outline-build-100k`'s to measure, not a test's.
@Suite struct SectionSnapshotScaleTests {
  @Test func buildingAHundredThousandItemsWithAppendsIsLinear() {
    // 1,000 roots first, then 99 children appended to each root in turn: every append lands in the middle
    // of the depth-first order, which a flat array would shift (10¹⁰ moves; minutes even optimised).
    var snapshot = DiffableDataSourceSectionSnapshot<Int>()
    snapshot.append(Array(0..<1_000))
    for root in 0..<1_000 {
      for child in 0..<99 { snapshot.append([1_000 + root * 99 + child], to: root) }
    }
    #expect(snapshot.items.count == 100_000)
    #expect(snapshot.level(of: 1_000 + 500 * 99) == 1 && snapshot.parent(of: 1_000 + 500 * 99) == 500)
    #expect(snapshot.index(of: 1_000 + 500 * 99) == 500 * 100 + 1)
    #expect(snapshot.visibleItems.count == 1_000)
    snapshot.expand(Array(0..<1_000))
    #expect(snapshot.visibleItems.count == 100_000)
  }

  @Test func aDeepChainAndItsQueries() {
    // One path 100,000 items deep: appends, levels and the depth-first order stay linear (no recursion).
    var snapshot = DiffableDataSourceSectionSnapshot<Int>()
    snapshot.append([0])
    for item in 1..<100_000 { snapshot.append([item], to: item - 1) }
    #expect(snapshot.level(of: 99_999) == 99_999 && snapshot.index(of: 99_999) == 99_999)
    #expect(snapshot.visibleItems == [0])
    #expect(!snapshot.isVisible(99_999))
    snapshot.delete([1])
    #expect(snapshot.items == [0] && snapshot.nodes.count == 1)
  }
}
