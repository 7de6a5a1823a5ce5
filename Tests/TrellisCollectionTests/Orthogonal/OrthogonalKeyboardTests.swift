import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// Keyboard targets among the items of orthogonal rows, on `OrthogonalScrollingTests.Fixture` (sections 0
/// list, 1 shelf: row 160–240 of 100 pt cells; 2 list: rows of 40 from 260; 3 shelf) in a 300×300 view:
/// an item of a row counts where its row shows it (Documentation/Behaviour.md#orthogonal-scrolling).
@MainActor
@Suite("Collection view: keyboard targets in orthogonal rows")
struct OrthogonalKeyboardTests {
  typealias Fixture = OrthogonalScrollingTests.Fixture

  @Test func theFirstItemOnScreenIsWhereItsRowShowsIt() {
    let f = Fixture()
    f.cv.contentOffset = CGPoint(x: 0, y: 160)  // the row of section 1 at the top, 0–80
    f.cv.layoutIfNeeded()
    f.host.wheel(dx: 1000, dy: 0, at: CGPoint(x: 150, y: 40), precise: true)  // items 10–12 show
    #expect(f.container(1)?.contentOffset == CGPoint(x: 1000, y: 0))
    #expect(f.cv.becomeFirstResponder())
    f.host.key(.downArrow)
    #expect(f.cv.indexPathsForSelectedItems == [IndexPath(item: 10, section: 1)])
    #expect(f.container(1)?.contentOffset == CGPoint(x: 1000, y: 0), "already on screen: the row stays")
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func pageUpLandsOnTheRowItemShownNearItsTarget() {
    let f = Fixture()
    f.cv.contentOffset = CGPoint(x: 0, y: 100)
    f.cv.layoutIfNeeded()
    f.host.wheel(dx: 1000, dy: 0, at: CGPoint(x: 150, y: 100), precise: true)  // row 1 at 60–140 on screen
    #expect(f.container(1)?.contentOffset == CGPoint(x: 1000, y: 0))
    #expect(f.cv.becomeFirstResponder())
    f.cv.selectItem(at: IndexPath(item: 5, section: 2), animated: false, scrollPosition: [])
    f.host.key(.pageUp)
    // From item (2, 5)'s centre (150, 480) up 300 − 40: (150, 220), in row 1 (160–240), where item 11
    // shows (1100 − 1000 = 100…200); the page scrolled to 0.
    #expect(f.cv.contentOffset == .zero)
    #expect(f.cv.indexPathsForSelectedItems == [IndexPath(item: 11, section: 1)])
    #expect(f.container(1)?.contentOffset == CGPoint(x: 1000, y: 0))
    #expect(f.cv.checkInvariants() == [])
  }
}
