import Foundation
import Testing
import Trellis

/// `NSIndexPath(item:section:)` and its `item`, `row` and `section`, which Linux Foundation lacks.
@Suite("NSIndexPath item, row and section")
struct NSIndexPathItemSectionTests {
  @Test func itemAndSectionRoundTrip() {
    let path = NSIndexPath(item: 4, section: 2)
    #expect(path.item == 4 && path.row == 4 && path.section == 2 && path.length == 2)
    #expect(NSIndexPath(row: 7, section: 1).item == 7)
    #expect(NSIndexPath(row: 7, section: 1).section == 1)
    #expect(IndexPath(item: 4, section: 2) == IndexPath(indexes: [path.section, path.item]))
  }

  @Test func missingIndexesAreNotFound() {
    #expect(NSIndexPath(index: 3).section == 3)
    #expect(NSIndexPath(index: 3).item == NSNotFound)
    #expect(NSIndexPath().section == NSNotFound)
  }
}
