import Foundation
import Testing
import Trellis

@testable import TrellisLayouts

/// The in-place item writer the flow layout uses while asking a million sizes.
@Suite("IndexPathItemWriter: patched paths equal fresh ones")
struct IndexPathItemWriterTests {
  @Test func thisFoundationStoresTwoIndexesInline() {
    // If Foundation's private layout changes, the writer falls back to the subscript setter; this test says so.
    #expect(IndexPathItemWriter.patchesInPlace)
  }

  @Test(arguments: [false, true])
  func patchedPathsCompareHashAndReadLikeFreshOnes(patches: Bool) {
    var path = IndexPath(item: 0, section: 7)
    for item in [1, 2, 999_999, 0, 123_456_789] {
      IndexPathItemWriter.setItem(item, of: &path, patches: patches && IndexPathItemWriter.patchesInPlace)
      let fresh = IndexPath(item: item, section: 7)
      #expect(path == fresh)
      #expect(path.hashValue == fresh.hashValue)
      #expect(path.item == item && path.section == 7 && path.count == 2)
      #expect(path.shortDescription == "[7, \(item)]")
    }
  }
}
