import Foundation
import Testing

@testable import TrellisDiffable

/// Outlines of 100,000 items: building one with `append(_:to:)` in a loop is O(n), not O(n²), whichever
/// order the parents get their children in, and `visibleItems` is one walk.
@Suite struct SectionSnapshotScaleTests {
  /// Seconds spent in `body`.
  static func seconds(_ body: () -> Void) -> Double {
    let start = Date()
    body()
    return Date().timeIntervalSince(start)
  }

  @Test func buildingAHundredThousandItemsWithAppendsIsLinear() {
    // 1,000 roots first, then 99 children appended to each root in turn: every append lands in the middle
    // of the depth-first order, which a flat array would shift (10¹⁰ moves; minutes even optimised).
    var snapshot = DiffableDataSourceSectionSnapshot<Int>()
    let build = Self.seconds {
      snapshot.append(Array(0..<1_000))
      for root in 0..<1_000 {
        for child in 0..<99 { snapshot.append([1_000 + root * 99 + child], to: root) }
      }
    }
    #expect(snapshot.items.count == 100_000)
    #expect(snapshot.level(of: 1_000 + 500 * 99) == 1 && snapshot.parent(of: 1_000 + 500 * 99) == 500)
    #expect(snapshot.index(of: 1_000 + 500 * 99) == 500 * 100 + 1)
    var visible: [Int] = []
    snapshot.expand(Array(0..<1_000))
    let walk = Self.seconds { visible = snapshot.visibleItems }
    #expect(visible.count == 100_000)
    // Generous bounds for a loaded debug build; the quadratic alternative takes minutes.
    print("100k appends \(build) s, visibleItems \(walk) s")
    #expect(build < 20 && walk < 5)
  }

  @Test func aDeepChainAndItsQueries() {
    // One path 100,000 items deep: appends, levels and the depth-first order stay linear (no recursion).
    var snapshot = DiffableDataSourceSectionSnapshot<Int>()
    snapshot.append([0])
    let build = Self.seconds {
      for item in 1..<100_000 { snapshot.append([item], to: item - 1) }
    }
    #expect(snapshot.level(of: 99_999) == 99_999 && snapshot.index(of: 99_999) == 99_999)
    #expect(snapshot.visibleItems == [0])
    #expect(!snapshot.isVisible(99_999))
    snapshot.delete([1])
    #expect(snapshot.items == [0] && snapshot.nodes.count == 1)
    print("100k-deep chain \(build) s")
    #expect(build < 20)
  }
}
