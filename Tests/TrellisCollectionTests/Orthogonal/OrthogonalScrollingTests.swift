import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// Counts the collection view's `scrollViewDidScroll(_:)`.
@MainActor final class ScrollObserver: CollectionViewDelegate {
  var didScrollCount = 0
  func scrollViewDidScroll(_ scrollView: ScrollView) { didScrollCount += 1 }
}

/// The collection view's side of orthogonal scrolling: a `ShelfLayout` with sections
/// 0 (list, header 0–20, rows 20–140), 1 (shelf: header 140–160, row 160–240, 20 cells of 100 pt),
/// 2 (list, header 240–260, rows 260–660), 3 (shelf: header 660–680, row 680–760), in a 300×300 view
/// with no overscan (Documentation/Behaviour.md#orthogonal-scrolling).
@MainActor
@Suite("Collection view: orthogonal scrolling regions")
struct OrthogonalScrollingTests {
  @MainActor final class Fixture {
    let host = HeadlessHost(size: CGSize(width: 300, height: 300))
    let cv: CollectionView
    let source: TestDataSource
    /// The layout shown (a random layout change replaces it).
    var layout = ShelfLayout()
    let errors = ErrorLog()

    init(counts: [Int] = [3, 20, 10, 10], geometry: Bool = false) {
      layout.answersWithGeometry = geometry
      let (cv, source, _) = makeCollectionView(
        counts: counts, size: CGSize(width: 300, height: 300), collecting: errors)
      cv.collectionViewLayout = layout
      self.cv = cv
      self.source = source
      host.show(cv)
      source.log = []
    }

    /// The container of a section's row, if one is in use.
    func container(_ section: Int) -> ElementContainerView? { cv.containers.container(forSection: section) }

    /// A cell's frame in the window.
    func windowFrame(_ item: Int, _ section: Int) -> CGRect? {
      guard let cell = cv.cellForItem(at: IndexPath(item: item, section: section)) else { return nil }
      return cell.convert(cell.bounds, to: nil)
    }

    /// The visible items of a section, sorted.
    func visibleItems(_ section: Int) -> [Int] {
      cv.indexPathsForVisibleItems.filter { $0.section == section }.map(\.item).sorted()
    }
  }

  // MARK: Containers and frames

  @Test func aRowShowsItsCellsInAContainerAtTheRegionsFrame() {
    let f = Fixture()
    let container = f.container(1)
    #expect(container?.frame == CGRect(x: 0, y: 160, width: 300, height: 80))
    #expect(container?.contentSize == CGSize(width: 2000, height: 80))  // 20 cells × 100
    #expect(f.container(3) == nil, "the row of section 3 (680–760) is off screen")
    #expect(f.visibleItems(1) == [0, 1, 2])  // x 0–300; item 3 at 300 only touches
    for item in 0..<3 {
      #expect(f.cv.cellForItem(at: IndexPath(item: item, section: 1))?.superview === container)
    }
    let header = f.cv.supplementaryView(
      forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
    #expect(header?.superview === f.cv, "the section's header stays with the page")
    #expect(f.cv.cellForItem(at: IndexPath(item: 0, section: 0))?.superview === f.cv)
    #expect(f.cv.checkInvariants() == [])
  }

  @Test(arguments: [false, true]) func aSidewaysScrollMovesTheCellsExactly(geometry: Bool) {
    let f = Fixture(geometry: geometry)
    // A trackpad's sideways swipe of 150 pt over the row (precise deltas apply at once).
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    f.host.runFrame()
    #expect(f.container(1)?.contentOffset == CGPoint(x: 150, y: 0))
    #expect(f.cv.contentOffset == .zero, "the page doesn't move")
    #expect(f.visibleItems(1) == [1, 2, 3, 4])  // x 150–450: items 1 (100–200) … 4 (400–500)
    #expect(f.windowFrame(1, 1) == CGRect(x: -50, y: 160, width: 100, height: 80))  // 100 − 150
    #expect(f.windowFrame(2, 1) == CGRect(x: 50, y: 160, width: 100, height: 80))  // 200 − 150
    #expect(f.windowFrame(4, 1) == CGRect(x: 250, y: 160, width: 100, height: 80))  // 400 − 150
    #expect(f.cv.cellForItem(at: IndexPath(item: 0, section: 1)) == nil)
    #expect(f.cv.checkInvariants() == [])
    // The page scrolls by 30: the row moves up with it, its offset stays.
    f.cv.contentOffset = CGPoint(x: 0, y: 30)
    f.cv.layoutIfNeeded()
    #expect(f.windowFrame(2, 1) == CGRect(x: 50, y: 130, width: 100, height: 80))  // y 160 − 30
    #expect(f.cv.checkInvariants() == [])
    #expect(f.errors.errors == [])
  }

  @Test func theOffsetCallbacksComeInOrderWithoutPreparingTheLayout() {
    let f = Fixture()
    let prepares = f.layout.prepareCount
    let point = CGPoint(x: 150, y: 200)
    f.host.wheel(dx: 30, dy: 0, at: point, precise: true)
    f.host.wheel(dx: 40, dy: 0, at: point, precise: true)
    f.host.wheel(dx: -100, dy: 0, at: point, precise: true)  // clamped at 0
    #expect(f.layout.offsetChanges.map(\.section) == [1, 1, 1])
    #expect(f.layout.offsetChanges.map(\.offset.x) == [30, 70, 0])  // 0+30, 30+40, max(0, 70−100)
    #expect(f.layout.prepareCount == prepares)
    // Re-queried in the same pass: the cell entering at 300 − 70 = 230 was there before the next frame.
    #expect(f.visibleItems(1) == [0, 1, 2])
    f.host.wheel(dx: 70, dy: 0, at: point, precise: true)
    #expect(f.visibleItems(1) == [0, 1, 2, 3], "before any frame runs")  // x 70–370
    #expect(f.cv.contentOffset == .zero)
  }

  @Test func rowScrollingNeverCallsThePagesScrollViewDidScroll() {
    let f = Fixture()
    let observer = ScrollObserver()
    f.cv.delegate = observer
    f.host.wheel(dx: 50, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    f.host.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 150, y: 200), duration: 0.1)
    f.host.advance(by: 5)
    #expect(f.container(1)?.contentOffset.x ?? 0 > 50)
    #expect(observer.didScrollCount == 0)
    f.host.wheel(dx: 0, dy: 30, at: CGPoint(x: 150, y: 50), precise: true)
    #expect(observer.didScrollCount == 1, "the page's own scrolling is reported")
  }

  @Test func pagingRowsDecelerateFastAndOthersNormally() {
    let f = Fixture()
    #expect(f.container(1)?.decelerationRate == .normal)  // groupPaging
    f.layout.behavior = .paging
    f.layout.invalidateLayout()
    f.cv.layoutIfNeeded()
    #expect(f.container(1)?.decelerationRate == .fast)
  }

  @Test func aRegionOfAMissingSectionIsReportedAndNotShown() {
    let f = Fixture()
    f.layout.extraRegionSection = 7
    f.layout.invalidateLayout()
    f.cv.layoutIfNeeded()
    #expect(f.container(7) == nil)
    #expect(
      f.errors.errors == [
        "an orthogonal scrolling region names section 7, but the collection view has 4 sections"
      ])
    #expect(f.cv.checkInvariants() == [])
  }

  // MARK: Reuse

  @Test func scrollingALongRowReusesABoundedNumberOfCells() {
    let f = Fixture(counts: [3, 200, 10, 10])
    let before = f.cv.statistics
    #expect(f.visibleItems(1) == [0, 1, 2])
    var mostShown = 0
    for _ in 0..<400 {
      f.host.wheel(dx: 37, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
      mostShown = max(mostShown, f.visibleItems(1).count)
    }
    #expect(f.container(1)?.contentOffset.x == 14_800)  // 400 × 37
    #expect(f.visibleItems(1) == [148, 149, 150])  // x 14 800–15 100
    #expect(mostShown == 4, "a partial cell at each end")
    let after = f.cv.statistics
    // Items 3 … 150 came into view: 148 views, each made or reused; at most one more made than at rest.
    #expect(after.cellsCreated + after.viewsReused - before.cellsCreated - before.viewsReused == 148)
    #expect(after.cellsCreated - before.cellsCreated <= 1)
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func aRowLeavingTheScreenReturnsItsViewsAndKeepsItsOffset() {
    let f = Fixture()
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    let queued = f.cv.reusableViewCount
    f.cv.contentOffset = CGPoint(x: 0, y: 300)  // 300–600: the row (160–240) is gone
    f.cv.layoutIfNeeded()
    #expect(f.container(1) == nil)
    #expect(f.visibleItems(1) == [])
    #expect(f.cv.checkInvariants() == [])
    #expect(f.cv.reusableViewCount >= queued + 4, "the row's four cells went to the shared queue")
    f.cv.contentOffset = .zero
    f.cv.layoutIfNeeded()
    #expect(f.container(1)?.contentOffset == CGPoint(x: 150, y: 0), "the offset was remembered")
    #expect(f.windowFrame(2, 1) == CGRect(x: 50, y: 160, width: 100, height: 80))  // 200 − 150
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func reloadDataForgetsTheOffsets() {
    let f = Fixture()
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    f.cv.reloadData()
    f.cv.layoutIfNeeded()
    #expect(f.container(1)?.contentOffset == .zero)
    #expect(f.visibleItems(1) == [0, 1, 2])
    #expect(f.cv.checkInvariants() == [])
  }

  // MARK: Input

  @Test func aHorizontalDragScrollsTheRowAndAVerticalOneThePage() {
    let f = Fixture()
    f.host.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 100, y: 200), duration: 0.3, holdBeforeRelease: 0.2)
    f.host.advance(by: 1)
    #expect(f.cv.contentOffset == .zero)
    let rowOffset = f.container(1)?.contentOffset.x ?? 0
    #expect(rowOffset == 100, "the drag of ~133 pt rests on the nearest multiple of 100")
    f.host.drag(from: CGPoint(x: 150, y: 230), to: CGPoint(x: 150, y: 130), duration: 0.3, holdBeforeRelease: 0.2)
    f.host.advance(by: 1)
    #expect(f.cv.contentOffset.y > 50, "a vertical drag on the row scrolls the page")
    #expect(f.container(1)?.contentOffset.x == 100, "and leaves the row")
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func aFlingRestsWhereTheLayoutSays() {
    let f = Fixture()
    f.host.drag(from: CGPoint(x: 280, y: 200), to: CGPoint(x: 180, y: 200), duration: 0.1)
    let start = f.container(1)?.contentOffset.x ?? 0
    #expect(f.layout.targets.count == 1, "the layout was asked once, at the release")
    let answer = f.layout.targets.first?.target.x ?? -1
    let proposed = f.layout.targets.first?.proposed.x ?? -1
    #expect(answer == (proposed / 100).rounded() * 100)
    #expect(answer > start, "a fling to the left carries the row further right")
    f.host.advance(by: 0.1)
    let midway = f.container(1)?.contentOffset.x ?? 0
    #expect(midway > start && midway != answer, "still moving 0.1 s after the release")
    f.host.advance(by: 5)  // normal deceleration: about 3.5 s to come within half a point
    #expect(f.container(1)?.contentOffset.x == answer)
    #expect(f.container(1)?.isDecelerating == false)
    #expect(f.layout.offsetChanges.last?.offset.x == answer)
    #expect(f.cv.contentOffset == .zero)
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func shiftWheelScrollsTheRowAndAPlainWheelThePage() {
    let f = Fixture()
    let row = CGPoint(x: 150, y: 200)
    f.host.wheel(dy: 40, at: row, modifiers: .shift)
    f.host.advance(by: 0.2)  // a click step animates for 0.12 s
    #expect(f.container(1)?.contentOffset == CGPoint(x: 40, y: 0))
    #expect(f.cv.contentOffset == .zero)
    f.host.wheel(dy: 40, at: row)
    f.host.advance(by: 0.2)
    #expect(f.cv.contentOffset == CGPoint(x: 0, y: 40))
    #expect(f.container(1)?.contentOffset == CGPoint(x: 40, y: 0))
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func aTapInAScrolledRowSelectsTheItemUnderIt() {
    let f = Fixture()
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    f.host.tap(at: CGPoint(x: 120, y: 200))  // content x 120 + 150 = 270: item 2 (200–300)
    f.host.advance(by: 0.5)
    #expect(f.cv.indexPathsForSelectedItems == [IndexPath(item: 2, section: 1)])
    #expect(f.source.log.contains("didSelect [1, 2]"))
    #expect(f.cv.cellForItem(at: IndexPath(item: 2, section: 1))?.isSelected == true)
    #expect(f.cv.indexPathForItem(at: CGPoint(x: 120, y: 200)) == IndexPath(item: 2, section: 1))
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func aLongPressInAScrolledRowPreviewsTheCellWhereItShows() throws {
    let f = Fixture()
    let delegate = MenuTestDelegate()
    delegate.contextMenu = {
      ContextMenuConfiguration(identifier: "row", previewProvider: nil) { _ in
        Menu(children: [Action(title: "Copy") { _ in }])
      }
    }
    f.cv.delegate = delegate
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    f.host.longPress(at: CGPoint(x: 100, y: 200))  // row x 100 + 150 = 250: item 2 (200–300)
    #expect(delegate.log.contains("contextMenuConfiguration [\"[1, 2]\"] (100.0, 200.0)"))
    let popup = try #require(f.cv.visibleContextMenu)
    #expect(popup.previewFrame == CGRect(x: 50, y: 160, width: 100, height: 80))  // x 200 − 150
    // Closed before the test ends, as the other menu tests do: an open menu and its window hold each other.
    f.host.key(.escape)
    #expect(f.cv.visibleContextMenu == nil)
    withExtendedLifetime(delegate) {}
  }

  // MARK: Keyboard and scrollToItem

  @Test func theKeyboardMovingIntoARowScrollsTheRow() {
    let f = Fixture()
    #expect(f.cv.becomeFirstResponder())
    f.cv.selectItem(at: IndexPath(item: 2, section: 1), animated: false, scrollPosition: [])
    f.host.key(.rightArrow)
    f.host.runFrame()
    #expect(f.cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 1)])
    #expect(f.container(1)?.contentOffset == CGPoint(x: 100, y: 0))  // item 3's maxX 400 − width 300
    #expect(f.windowFrame(3, 1) == CGRect(x: 200, y: 160, width: 100, height: 80))  // 300 − 100
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func scrollToItemScrollsThePageAndTheRow() {
    let f = Fixture()
    f.cv.scrollToItem(at: IndexPath(item: 7, section: 3), at: [.top, .centeredHorizontally], animated: false)
    f.cv.layoutIfNeeded()
    #expect(f.cv.contentOffset == CGPoint(x: 0, y: 460))  // the row's top 680, clamped to 760 − 300
    #expect(f.container(3)?.contentOffset == CGPoint(x: 600, y: 0))  // midX 750 − 150
    #expect(f.windowFrame(7, 3) == CGRect(x: 100, y: 220, width: 100, height: 80))  // 700 − 600, 680 − 460
    #expect(f.cv.checkInvariants() == [])
  }

  // MARK: Updates

  @Test func anInsertIntoAScrolledRowKeepsItsOffsetAndMovesItsCells() {
    let f = Fixture()
    f.host.wheel(dx: 150, dy: 0, at: CGPoint(x: 150, y: 200), precise: true)
    let cellShowingItem1 = f.cv.cellForItem(at: IndexPath(item: 1, section: 1))
    f.source.counts[1] += 1
    f.cv.performBatchUpdates { f.cv.insertItems(at: [IndexPath(item: 0, section: 1)]) }
    #expect(cellShowingItem1?.center.x == 250, "its model centre is the new one at once")  // item 2: 200–300
    f.host.advance(by: 0.1)
    let midway = cellShowingItem1?.presentation.center.x ?? 0
    #expect(midway > 150 && midway < 250, "the kept cell travels from 150 to 250 in its container: \(midway)")
    let appearing = f.cv.cellForItem(at: IndexPath(item: 1, section: 1))  // old item 0, off screen before
    #expect((appearing?.presentation.alpha ?? 1) < 1, "a view new in the row fades in")
    f.host.advance(by: 1)
    #expect(f.container(1)?.contentOffset == CGPoint(x: 150, y: 0))
    #expect(f.cv.cellForItem(at: IndexPath(item: 2, section: 1)) === cellShowingItem1, "the cell kept its view")
    #expect(f.windowFrame(2, 1) == CGRect(x: 50, y: 160, width: 100, height: 80))  // 200 − 150
    #expect(f.container(1)?.contentSize == CGSize(width: 2100, height: 80))  // 21 cells
    #expect(f.cv.checkInvariants() == [])
  }

  @Test func deletingASectionCarriesTheOffsetsOfTheRowsAfterIt() {
    let f = Fixture()
    f.cv.contentOffset = CGPoint(x: 0, y: 460)
    f.cv.layoutIfNeeded()
    f.host.wheel(dx: 250, dy: 0, at: CGPoint(x: 150, y: 260), precise: true)  // row of section 3 at 680 − 460 = 220
    #expect(f.container(3)?.contentOffset == CGPoint(x: 250, y: 0))
    f.host.wheel(dx: 0, dy: -300, at: CGPoint(x: 150, y: 100), precise: true)  // the page back to 160
    f.host.wheel(dx: 120, dy: 0, at: CGPoint(x: 150, y: 40), precise: true)  // row 1 at 160 − 160 = 0
    #expect(f.cv.contentOffset == CGPoint(x: 0, y: 160))
    #expect(f.container(1)?.contentOffset == CGPoint(x: 120, y: 0))
    f.layout.shelves = [0, 2]  // old sections 1 and 3
    f.source.counts.remove(at: 0)
    f.cv.performBatchUpdates { f.cv.deleteSections(IndexSet(integer: 0)) }
    f.host.advance(by: 1)
    f.cv.contentOffset = CGPoint(x: 0, y: 320)  // content 620 − 300: the row of section 2 at 540–620
    f.cv.layoutIfNeeded()
    #expect(f.container(2)?.contentOffset == CGPoint(x: 250, y: 0), "section 3's offset is now section 2's")
    #expect(f.cv.containers.offsets[0] == CGPoint(x: 120, y: 0), "section 1's is now section 0's")
    #expect(f.container(3) == nil)
    #expect(f.cv.checkInvariants() == [])
  }
}
