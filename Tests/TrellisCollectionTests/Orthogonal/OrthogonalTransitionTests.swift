import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// An interactive transition between layouts with orthogonal rows, on `OrthogonalScrollingTests.Fixture`
/// (section 1's row at 160–240 of 100 pt cells, scrolled to 150) towards a `ShelfLayout` with 40 pt
/// headers (the row at 200–280): the page shows the row's items where their rows show them, at both ends
/// (Documentation/Behaviour.md#orthogonal-scrolling).
@MainActor
@Suite("Collection view: interactive transitions with orthogonal rows")
struct OrthogonalTransitionTests {
  typealias Fixture = OrthogonalScrollingTests.Fixture

  /// A cell's frame in the collection view (its content offset is zero throughout).
  func frame(_ f: Fixture, _ item: Int) -> CGRect? { f.cv.cellForItem(at: IndexPath(item: item, section: 1))?.frame }

  @Test func rowItemsShowWhereTheirRowsShowThemThroughout() {
    let f = Fixture()
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    let next = ShelfLayout()
    next.headerHeight = 40
    let transition = f.cv.startInteractiveTransition(to: next)
    f.cv.layoutIfNeeded()
    #expect(f.container(1) == nil, "the transition layout has no rows: the page shows them")
    #expect(frame(f, 2) == CGRect(x: 50, y: 160, width: 100, height: 80))  // 200 − 150
    #expect(frame(f, 1) == CGRect(x: -50, y: 160, width: 100, height: 80))  // 100 − 150
    #expect(frame(f, 0) == nil, "scrolled out of its row (−150…−50)")
    #expect(frame(f, 5) == nil, "beyond the row's right edge (350…450)")
    #expect(f.cv.checkInvariants() == [])
    transition.transitionProgress = 0.5
    f.cv.layoutIfNeeded()
    #expect(frame(f, 2) == CGRect(x: 50, y: 180, width: 100, height: 80))  // y half way from 160 to 200
    transition.transitionProgress = 1
    f.cv.layoutIfNeeded()
    #expect(frame(f, 2) == CGRect(x: 50, y: 200, width: 100, height: 80))
    #expect(f.cv.checkInvariants() == [])
    f.cv.finishInteractiveTransition()
    f.host.advance(by: 2)
    #expect(f.cv.collectionViewLayout === next)
    #expect(f.container(1)?.contentOffset == CGPoint(x: 150, y: 0))
    #expect(f.windowFrame(2, 1) == CGRect(x: 50, y: 200, width: 100, height: 80))
    #expect(f.cv.checkInvariants() == [])
    #expect(f.errors.errors == [])
  }
}
