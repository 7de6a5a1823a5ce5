import Foundation
import Testing
import Trellis
import TrellisTesting

/// Cells prepared ahead of scrolling in idle time. The collection view is 300×200 with 40-pt rows; the
/// host gives idle work 4 ms a frame and each unit is taken to cost 1 ms, so 4 cells are prepared a frame.
@MainActor
@Suite("Collection view: cells prepared in idle time")
struct CollectionViewCellPreparationTests {
  private func make() -> (HeadlessHost, CollectionView, TestDataSource) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (cv, source, _) = makeCollectionView(counts: [100])
    source.cellProvider = { [unowned source] cv, indexPath in
      source.log.append("cellFor \(indexPath.item)")
      let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingCell
      cell.configuredFor = indexPath
      return cell
    }
    host.show(cv)
    host.idleTimePerFrame = 0.004
    Application.shared.idleWork.fixedUnitCost = 0.001
    source.log = []
    return (host, cv, source)
  }

  private func scroll(_ host: HeadlessHost, _ cv: CollectionView, toY y: CGFloat) {
    cv.contentOffset = CGPoint(x: 0, y: y)
    host.runFrame()
    #expect(cv.checkInvariants() == [], "invariants at y \(y)")
  }

  @Test func cellsAheadArePreparedFourAFrameThenShownWithoutAskingAgain() {
    let (host, cv, source) = make()
    scroll(host, cv, toY: 40)
    // Visible rows 1-5 (row 0 leaves, row 5 is made by the pass); ahead rows 6-10, of which idle time
    // prepares 6-9.
    #expect(
      source.log == [
        "didEndDisplaying [0, 0]", "cellFor 5", "willDisplay [0, 5]", "cellFor 6", "cellFor 7", "cellFor 8",
        "cellFor 9",
      ])
    #expect(cv.preparedCellIndexPaths.map(\.item) == [6, 7, 8, 9])
    source.log = []
    host.runFrame()
    #expect(source.log == ["cellFor 10"])
    source.log = []
    scroll(host, cv, toY: 80)
    // Row 6 comes into view: its prepared cell is shown (willDisplay only); row 11 is prepared next.
    #expect(source.log == ["didEndDisplaying [0, 1]", "willDisplay [0, 6]", "cellFor 11"])
    #expect((cv.cellForItem(at: IndexPath(item: 6, section: 0)) as? CountingCell)?.configuredFor?.item == 6)
    #expect(cv.preparedCellIndexPaths.map(\.item) == [7, 8, 9, 10, 11])
  }

  @Test func turningSendsPreparedCellsBackToTheQueueWithoutDisplayCallbacks() {
    let (host, cv, source) = make()
    scroll(host, cv, toY: 200)
    host.runFrame()
    #expect(cv.preparedCellIndexPaths.map(\.item) == [10, 11, 12, 13, 14])
    source.log = []
    scroll(host, cv, toY: 160)
    // Up: visible rows 4-8 (row 4 made by the pass), ahead rows 3-0. Rows 10-14 are no longer ahead:
    // their cells go back unseen, without display callbacks; rows 3, 2, 1, 0 are prepared, nearest first.
    #expect(cv.preparedCellIndexPaths.map(\.item) == [0, 1, 2, 3])
    for item in 10...14 { #expect(!source.log.contains("didEndDisplaying [0, \(item)]")) }
    #expect(
      source.log.filter { $0.hasPrefix("cellFor") } == [
        "cellFor 4", "cellFor 3", "cellFor 2", "cellFor 1", "cellFor 0",
      ])
  }

  @Test func reloadDropsPreparedCells() {
    let (host, cv, _) = make()
    scroll(host, cv, toY: 40)
    #expect(!cv.preparedCellIndexPaths.isEmpty)
    cv.reloadData()
    #expect(cv.preparedCellIndexPaths == [])
    #expect(cv.checkInvariants() == [])
  }

  @Test func batchUpdatesMovePreparedCellsWithTheirItemsAndDropDeletedOnes() {
    let (host, cv, source) = make()
    scroll(host, cv, toY: 40)
    host.runFrame()
    #expect(cv.preparedCellIndexPaths.map(\.item) == [6, 7, 8, 9, 10])
    // An item inserted at the top moves the prepared cells down one; deleting item 8 sends its cell to
    // the queue and moves those after it back up: 6→7, 7→8, 9→9, 10→10.
    source.counts = [100]
    cv.performBatchUpdates {
      cv.insertItems(at: [IndexPath(item: 0, section: 0)])
      cv.deleteItems(at: [IndexPath(item: 8, section: 0)])
    }
    #expect(cv.preparedCellIndexPaths.map(\.item) == [7, 8, 9, 10])
    #expect(cv.checkInvariants() == [])
    host.advance(by: 1)  // the update's animation ends
    source.log = []
    scroll(host, cv, toY: 120)
    // Rows 3-7 visible: row 7 (item 6 before the update) shows its prepared cell without asking again.
    #expect(!source.log.contains("cellFor 7"), "\(source.log)")
    #expect(source.log.contains("willDisplay [0, 7]"), "\(source.log)")
    #expect((cv.cellForItem(at: IndexPath(item: 7, section: 0)) as? CountingCell)?.configuredFor?.item == 6)
  }

  @Test func reconfigureItemsConfiguresPreparedCellsAgainAndKeepsThem() {
    let (host, cv, source) = make()
    scroll(host, cv, toY: 40)
    #expect(cv.preparedCellIndexPaths.map(\.item) == [6, 7, 8, 9])
    source.log = []
    cv.reconfigureItems(at: [IndexPath(item: 7, section: 0)])
    // The prepared cell is handed back by the dequeue and stays prepared (UIKit reconfigures prefetched
    // cells too).
    #expect(source.log == ["cellFor 7"])
    #expect(cv.preparedCellIndexPaths.map(\.item) == [6, 7, 8, 9])
    #expect(cv.checkInvariants() == [])
    source.log = []
    scroll(host, cv, toY: 80)
    scroll(host, cv, toY: 120)
    #expect(!source.log.contains("cellFor 7"), "\(source.log)")
    #expect(source.log.contains("willDisplay [0, 7]"))
  }

  @Test func withoutIdleTimeNothingIsPrepared() {
    let (host, cv, source) = make()
    host.idleTimePerFrame = 0
    scroll(host, cv, toY: 40)
    #expect(cv.preparedCellIndexPaths == [])
    #expect(source.log == ["didEndDisplaying [0, 0]", "cellFor 5", "willDisplay [0, 5]"])
  }

  @Test func turningPrefetchingOffDropsPreparedCells() {
    let (host, cv, _) = make()
    scroll(host, cv, toY: 40)
    cv.isPrefetchingEnabled = false
    #expect(cv.preparedCellIndexPaths == [])
    scroll(host, cv, toY: 80)
    #expect(cv.preparedCellIndexPaths == [])
  }
}
