import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A prefetch data source noting its calls as `prefetch 12 11` / `cancel 40`.
@MainActor final class PrefetchCallLog: CollectionViewDataSourcePrefetching {
  var calls: [String] = []
  func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
    calls.append("prefetch " + indexPaths.map { "\($0.item)" }.joined(separator: " "))
  }
  func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
    calls.append("cancel " + indexPaths.map { "\($0.item)" }.joined(separator: " "))
  }
}

/// Prefetching while self-sizing cells resolve above the visible area: the offset the anchoring adds (to
/// keep the first visible cell in place) is not scrolling, so it never turns the direction of
/// prefetching (Documentation/Behaviour.md#self-sizing).
@MainActor
@Suite("Flow layout: prefetching through anchored self-sizing")
struct FlowSelfSizingPrefetchTests {
  @Test func scrollingUpThroughCellsTallerThanTheirEstimateKeepsPrefetchingAbove() {
    let fixture = SelfSizingFixture(count: 1000)
    fixture.heights = Array(repeating: 150, count: 1000)  // three times the 50-pt estimate
    let log = PrefetchCallLog()
    fixture.collectionView.prefetchDataSource = log
    fixture.scroll(to: 20_000)
    fixture.scroll(to: 19_990)  // the first step up: announces the screenful above
    let first = fixture.visibleItems.first ?? -1
    #expect(log.calls.last?.hasPrefix("prefetch \(first - 1)") == true, "\(log.calls)")
    log.calls = []
    var shifted = false
    var announced = 0
    for step in 0..<60 {
      let before = fixture.collectionView.contentOffset.y
      fixture.scroll(to: before - 10)
      // A cell that came in above at 50 pt and measured 150 pushes the offset down by 100 with its anchor.
      if fixture.collectionView.contentOffset.y > before { shifted = true }
      // Each announcement names items above the first on screen, nearest first; nothing is cancelled.
      let top = fixture.visibleItems.first ?? 0
      for call in log.calls {
        #expect(call.hasPrefix("prefetch "), "step \(step): \(call)")
        let items = call.split(separator: " ").dropFirst().compactMap { Int($0) }
        #expect(items.allSatisfy { $0 < top } && items == items.sorted(by: >), "step \(step): \(call), top \(top)")
        announced += items.count
      }
      log.calls = []
    }
    #expect(shifted, "the anchoring moved the offset down at least once (else this test shows nothing)")
    #expect(announced > 0)
    #expect(fixture.errors == [])
  }
}

/// Cells prepared ahead in idle time are measured there, so they show at their size: the host gives idle
/// work 4 ms a frame at 1 ms a unit (four cells a frame).
@MainActor
@Suite("Flow layout: self-sizing cells prepared in idle time")
struct FlowSelfSizingPreparedCellTests {
  private func make() -> (HeadlessHost, SelfSizingFixture) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let fixture = SelfSizingFixture(count: 1000)
    fixture.heights = Array(repeating: 100, count: 1000)  // twice the 50-pt estimate
    host.show(fixture.collectionView)
    host.idleTimePerFrame = 0.004
    Application.shared.idleWork.fixedUnitCost = 0.001
    return (host, fixture)
  }

  /// The items measured since the log was last emptied, in order.
  private func measured(_ fixture: SelfSizingFixture) -> [Int] {
    defer { fixture.log.entries = [] }
    return fixture.log.entries.compactMap { $0.hasPrefix("preferred ") ? Int($0.dropFirst(10)) : nil }
  }

  @Test func preparedCellsAheadAreMeasuredAndShowWithoutMeasuringAgain() {
    let (host, fixture) = make()
    let cv = fixture.collectionView
    host.runFrame()
    _ = measured(fixture)
    cv.contentOffset = CGPoint(x: 0, y: 10)
    host.runFrame()
    // Visible 10..<210: rows 0-2 (row 2 measured in the pass). Ahead 210..<410 held rows 3-6 at the
    // estimate; idle time prepares and measures row 3, the strip is asked again (rows 3 and 4 now fill
    // it), and row 4 is prepared and measured: two cells in all.
    let prepared = cv.preparedCellIndexPaths.map(\.item)
    #expect(prepared == [3, 4])
    #expect(measured(fixture) == [2, 3, 4])
    // The layout took their sizes: each 100 tall, one after the other below the shown rows.
    for item in prepared {
      #expect(fixture.frame(item) == CGRect(x: 0, y: CGFloat(item) * 100, width: 300, height: 100), "item \(item)")
    }
    #expect(cv.contentOffset == CGPoint(x: 0, y: 10), "the measured cells are below: nothing on screen moved")
    #expect(fixture.cellFrame(0) == CGRect(x: 0, y: 0, width: 300, height: 100))
    // Shown: at their measured frames, not measured again.
    cv.contentOffset = CGPoint(x: 0, y: CGFloat(prepared[0]) * 100)
    host.runFrame()
    let shown = Set(fixture.visibleItems)
    for item in prepared where shown.contains(item) {
      #expect(fixture.cellFrame(item) == CGRect(x: 0, y: CGFloat(item) * 100, width: 300, height: 100))
    }
    let again = measured(fixture)
    #expect(!again.contains { prepared.contains($0) && shown.contains($0) }, "measured again: \(again)")
    #expect(cv.checkInvariants() == [])
    #expect(fixture.errors == [])
  }

  @Test func measuringPreparedCellsAboveKeepsTheFirstVisibleCellInPlace() {
    let (host, fixture) = make()
    let cv = fixture.collectionView
    cv.contentOffset = CGPoint(x: 0, y: 10_000)
    host.runFrame()
    host.runFrame()
    cv.contentOffset = CGPoint(x: 0, y: cv.contentOffset.y - 10)  // turn up: cells above are prepared
    host.runFrame()
    for _ in 0..<3 {
      let first = fixture.visibleItems.first ?? -1
      let onScreen = (fixture.cellFrame(first)?.minY ?? .nan) - cv.contentOffset.y
      host.runFrame()  // idle time measures the prepared cells above
      #expect((fixture.cellFrame(first)?.minY ?? .nan) - cv.contentOffset.y == onScreen, "item \(first)")
      #expect(cv.checkInvariants() == [])
    }
    let prepared = cv.preparedCellIndexPaths.map(\.item)
    let top = fixture.visibleItems.first ?? 0
    #expect(!prepared.isEmpty && prepared.allSatisfy { $0 < top }, "\(prepared) above \(top)")
    for item in prepared { #expect(fixture.frame(item)?.height == 100, "item \(item) measured") }
  }
}
