import Foundation
import Testing
import Trellis

@testable import TrellisCollection

/// `SectionCounts.miss(_:)`: why an index path names no item, exactly.
@MainActor
@Suite("Parts: SectionCounts")
struct SectionCountsTests {
  /// The counts every case asks: three sections, the middle one empty.
  let counts = SectionCounts(items: [3, 0, 1], isStale: false)

  /// `miss(_:)` as `[sections, items]`, nil when the path names an item.
  func miss(_ indexPath: IndexPath, in counts: SectionCounts? = nil) -> [Int?]? {
    (counts ?? self.counts).miss(indexPath).map { [$0.sections, $0.items] }
  }

  @Test func startsStaleAndEmpty() {
    let empty = SectionCounts()
    #expect(empty.isStale)
    #expect(empty.items == [])
    #expect(miss(IndexPath(item: 0, section: 0), in: empty) == [0, nil])
  }

  @Test func inRangePathsMissNothing() {
    #expect(miss(IndexPath(item: 0, section: 0)) == nil)
    #expect(miss(IndexPath(item: 2, section: 0)) == nil)
    #expect(miss(IndexPath(item: 0, section: 2)) == nil)
  }

  @Test func sectionMissesAnswerTheSectionCountOnly() {
    #expect(miss(IndexPath(item: 0, section: 3)) == [3, nil])
    #expect(miss(IndexPath(item: 0, section: 99)) == [3, nil])
    #expect(miss(IndexPath(item: 0, section: -1)) == [3, nil])
    #expect(miss(IndexPath(item: -1, section: -1)) == [3, nil])
  }

  @Test func itemMissesAnswerTheSectionsItemCount() {
    #expect(miss(IndexPath(item: 3, section: 0)) == [3, 3])
    #expect(miss(IndexPath(item: -1, section: 0)) == [3, 3])
    #expect(miss(IndexPath(item: 0, section: 1)) == [3, 0])
    #expect(miss(IndexPath(item: 1, section: 2)) == [3, 1])
    #expect(miss(IndexPath(item: Int.min, section: 2)) == [3, 1])
  }

  @Test func pathsOfOtherLengthsMissAsNoSection() {
    #expect(miss(IndexPath(index: 0)) == [3, nil])
    #expect(miss(IndexPath()) == [3, nil])
    #expect(miss(IndexPath(indexes: [0, 0, 0])) == [3, nil])
    #expect(miss(IndexPath(indexes: [0, 1, 2])) == [3, nil])
  }
}
