import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// Animated changes that touch orthogonal rows, on `OrthogonalScrollingTests.Fixture` (sections 0 list,
/// 1 shelf: header 140–160, row 160–240 of 100 pt cells; 2 list; 3 shelf) under the manual clock: a batch
/// update's deleted row items leave like the page's, held in their container; inserted ones start from
/// the layout's initial attributes in the row's coordinates; layout and bounds changes move views in
/// rows and between the page and a row (Documentation/Behaviour.md#orthogonal-scrolling).
/// A batch or layout change lasts 0.3 s, ease-in-out: at 0.15 s it is half way.
@MainActor
@Suite("Collection view: animated changes in orthogonal rows")
struct OrthogonalChangeMotionTests {
  typealias Fixture = OrthogonalScrollingTests.Fixture

  // MARK: Batch updates

  @Test func aDeletedRowItemFadesOutInItsContainerThenIsReused() {
    let f = Fixture()
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    let container = f.container(1)
    let leaving = f.cv.cellForItem(at: IndexPath(item: 2, section: 1))
    let queued = f.cv.reusableViewCount
    f.source.counts[1] -= 1
    f.source.log = []
    f.cv.performBatchUpdates { f.cv.deleteItems(at: [IndexPath(item: 2, section: 1)]) }
    #expect(leaving?.superview === container, "held in its row while it leaves")
    #expect(f.cv.visibleCells.contains { $0 === leaving } == false)
    #expect(leaving?.center == CGPoint(x: 250, y: 40))  // where it was: item 2 at 200–300, y 160–240 − 160
    #expect(leaving?.alpha == 0, "no final attributes: it fades where it is")
    #expect(!f.source.log.contains("didEndDisplaying [1, 2]"))
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.15)
    #expect(leaving?.presentation.alpha == 0.5)  // half way from 1 to 0
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.2)
    #expect(leaving?.superview == nil)
    #expect(f.source.log.filter { $0 == "didEndDisplaying [1, 2]" }.count == 1)
    // The row now shows items 1…4 at offset 150 (x 150–450): the old items 3 and 4 moved into 2 and 3,
    // the old 5 (item 4 now) got a new view while the leaving one was held, which then went to the queue.
    #expect(f.cv.reusableViewCount == queued + 1)
    #expect(f.cv.checkInvariants() == [])
    #expect(f.errors.errors == [])
  }

  @Test func aDeletedRowItemTravelsToTheLayoutsFinalAttributesInTheRowsCoordinates() {
    let f = Fixture()
    f.layout.disappearingDrop = 40
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    let leaving = f.cv.cellForItem(at: IndexPath(item: 2, section: 1))
    f.source.counts[1] -= 1
    f.cv.performBatchUpdates { f.cv.deleteItems(at: [IndexPath(item: 2, section: 1)]) }
    // The final frame (200, 200, 100, 80) less the row's origin (0, 160): centre (250, 80), alpha 0.5.
    #expect(leaving?.center == CGPoint(x: 250, y: 80))
    #expect(leaving?.alpha == 0.5)
    f.host.advance(by: 0.15)
    #expect(leaving?.presentation.center == CGPoint(x: 250, y: 60))  // y half way from 40 to 80
    #expect(leaving?.presentation.alpha == 0.75)  // half way from 1 to 0.5
    // Its model frame in the window: x 250 − 150 (the row's offset) − 50, y 80 + 160 − 40.
    #expect(leaving.map { $0.convert($0.bounds, to: nil) } == CGRect(x: 50, y: 200, width: 100, height: 80))
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.2)
    #expect(leaving?.superview == nil)
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func anInsertedRowItemStartsFromTheLayoutsInitialAttributesInTheRowsCoordinates() {
    let f = Fixture()
    f.layout.appearingDrop = -80
    f.source.counts[1] += 1
    f.cv.performBatchUpdates { f.cv.insertItems(at: [IndexPath(item: 0, section: 1)]) }
    let appearing = f.cv.cellForItem(at: IndexPath(item: 0, section: 1))
    #expect(appearing?.superview === f.container(1))
    #expect(appearing?.center == CGPoint(x: 50, y: 40))  // its frame (0, 160, 100, 80) less (0, 160)
    f.host.advance(by: 0.15)
    // From (0, 80, 100, 80) less (0, 160): centre y −40, to 40; alpha from 0 to 1.
    #expect(appearing?.presentation.center == CGPoint(x: 50, y: 0))
    #expect(appearing?.presentation.alpha == 0.5)
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.2)
    #expect(appearing?.presentation.center == CGPoint(x: 50, y: 40))
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func aRowLeavingTheScreenWhileItsItemLeavesSendsTheHeldViewToTheQueue() {
    let f = Fixture()
    let leaving = f.cv.cellForItem(at: IndexPath(item: 1, section: 1))
    f.source.counts[1] -= 1
    f.source.log = []
    f.cv.performBatchUpdates { f.cv.deleteItems(at: [IndexPath(item: 1, section: 1)]) }
    f.host.advance(by: 0.1)
    #expect(leaving?.superview === f.container(1))
    #expect(!f.source.log.contains("didEndDisplaying [1, 1]"))
    f.cv.contentOffset = CGPoint(x: 0, y: 300)  // the row (160–240) leaves the screen (300–600)
    f.cv.layoutIfNeeded()
    #expect(f.container(1) == nil)
    #expect(leaving?.superview == nil, "emptied with its container")
    // Twice: the held view of the deleted item, and the view of the item now at [1, 1] (the old 2).
    #expect(f.source.log.filter { $0 == "didEndDisplaying [1, 1]" }.count == 2)
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.5)  // the batch's completion releases nothing twice
    #expect(f.source.log.filter { $0 == "didEndDisplaying [1, 1]" }.count == 2)
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func aSecondDeleteDuringTheFirstHoldsBothUntilTheirAnimationsEnd() {
    let f = Fixture()
    let first = f.cv.cellForItem(at: IndexPath(item: 0, section: 1))
    let second = f.cv.cellForItem(at: IndexPath(item: 1, section: 1))  // item 0 after the first delete
    f.source.counts[1] -= 1
    f.cv.performBatchUpdates { f.cv.deleteItems(at: [IndexPath(item: 0, section: 1)]) }
    f.host.advance(by: 0.1)
    f.source.counts[1] -= 1
    f.cv.performBatchUpdates { f.cv.deleteItems(at: [IndexPath(item: 0, section: 1)]) }
    #expect(first?.superview === f.container(1))
    #expect(second?.superview === f.container(1))
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.25)  // the first ended at 0.3, the second runs to 0.4
    #expect(first?.superview == nil)
    #expect(second?.superview === f.container(1))
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.1)
    #expect(second?.superview == nil)
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func deletingARowsSectionSendsItsViewsToTheQueuesAtOnce() {
    let f = Fixture()
    let cell = f.cv.cellForItem(at: IndexPath(item: 0, section: 1))
    f.layout.shelves = [2]  // the old section 3
    f.source.counts.remove(at: 1)
    f.cv.performBatchUpdates { f.cv.deleteSections(IndexSet(integer: 1)) }
    #expect(cell?.superview !== f.cv.containers.pool.first, "its container went to the pool, emptied")
    #expect(f.cv.containers.bySection.isEmpty)
    #expect(f.cv.containers.pool.allSatisfy { $0.visibleSet.views.isEmpty && $0.visibleSet.held.isEmpty })
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.5)
    #expect(f.cv.checkInvariants() == [])
  }

  // MARK: Layout changes and bounds changes

  @Test func aRowItemMovesToThePageFromWhereItsRowShowedIt() {
    let f = Fixture()
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    let list = ShelfLayout()
    list.shelves = [3]  // section 1 becomes a list: header 140–160, rows of 40 from 160
    f.cv.setCollectionViewLayout(list, animated: true)
    let cell = f.cv.cellForItem(at: IndexPath(item: 1, section: 1))
    #expect(cell?.superview === f.cv)
    #expect(f.container(1) == nil)
    // Its row showed it at x 100 − 150 = −50…50, y 160–240 (centre (0, 200), 100×80); its list frame
    // is (0, 200, 300, 40) (centre (150, 220)).
    #expect(cell?.center == CGPoint(x: 150, y: 220))
    f.host.advance(by: 0.15)
    #expect(cell?.presentation.center == CGPoint(x: 75, y: 210))  // half way
    #expect(cell?.presentation.bounds.size == CGSize(width: 200, height: 60))
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.2)
    #expect(cell?.presentation.center == CGPoint(x: 150, y: 220))
    #expect(f.cv.checkInvariants() == [])
    #expect(f.errors.errors == [])
  }

  @Test func aPageItemMovesIntoARowFromWhereThePageShowedIt() {
    let f = Fixture()
    f.layout.shelves = [3]
    f.cv.collectionViewLayout.invalidateLayout()
    f.cv.layoutIfNeeded()
    #expect(f.container(1) == nil)
    let shelves = ShelfLayout()  // section 1 is a row again, at offset 0
    f.cv.setCollectionViewLayout(shelves, animated: true)
    let cell = f.cv.cellForItem(at: IndexPath(item: 1, section: 1))
    #expect(cell?.superview === f.container(1))
    #expect(f.cv.heldOutViews.isEmpty, "the page's view of a row element isn't held")
    // Its row frame (100, 160, 100, 80) less the row's origin (0, 160): centre (150, 40); the page showed
    // it at (0, 200, 300, 40), centre (150, 220), in the container's coordinates (150, 60).
    #expect(cell?.center == CGPoint(x: 150, y: 40))
    f.host.advance(by: 0.15)
    #expect(cell?.presentation.center == CGPoint(x: 150, y: 50))
    #expect(cell?.presentation.bounds.size == CGSize(width: 200, height: 60))
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.2)
    #expect(cell?.presentation.center == CGPoint(x: 150, y: 40))
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func aRowThatStaysMovesWithItsViewsKept() {
    let f = Fixture()
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    let cell = f.cv.cellForItem(at: IndexPath(item: 2, section: 1))
    let container = f.container(1)
    let taller = ShelfLayout()
    taller.headerHeight = 40  // section 0 ends at 160; section 1's row at 200–280
    f.cv.setCollectionViewLayout(taller, animated: true)
    #expect(f.container(1) === container)
    #expect(f.cv.cellForItem(at: IndexPath(item: 2, section: 1)) === cell, "the row kept its view")
    #expect(container?.contentOffset == CGPoint(x: 150, y: 0))
    #expect(container?.center == CGPoint(x: 150, y: 240))  // (0, 200, 300, 80)
    f.host.advance(by: 0.15)
    #expect(container?.presentation.center == CGPoint(x: 150, y: 220))  // half way from 200
    #expect(cell?.presentation.center == CGPoint(x: 250, y: 40), "still in its container")
    #expect(f.cv.checkInvariants() == [])
    f.host.advance(by: 0.2)
    #expect(f.windowFrame(2, 1) == CGRect(x: 50, y: 200, width: 100, height: 80))  // 200 − 150
    #expect(f.cv.checkInvariants() == [])
  }
}
