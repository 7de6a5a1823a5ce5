import Foundation
import Testing
import Trellis
import TrellisTesting

/// Keyboard navigation decides what is on screen with Core Graphics' rule: a row that only touches the
/// visible edge is not on screen (Linux Foundation's `intersects` would say it is).
@MainActor
@Suite("Collection view: keyboard navigation at touching edges")
struct CollectionViewKeyboardEdgeTests {
  @Test func downWithRowsTouchingTheTopEdgeSelectsTheFirstRowOnScreen() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (cv, _, _) = makeCollectionView(counts: [20])
    host.show(cv)
    cv.contentOffset = CGPoint(x: 0, y: 40)  // row 0 spans 0..<40: it touches the top edge, nothing more
    host.runFrame()
    #expect(cv.becomeFirstResponder())
    host.key(.downArrow)
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 40), "nothing scrolled: row 1 is on screen")
  }
}
