import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@testable import TrellisCollection

/// The visible set's seam for batch updates and transitions: views re-keyed by an old→new map keep their
/// identity, views held out of the visible set stay on screen and out of the reuse queues, and the
/// invariant checker notices when the bookkeeping is wrong.
@MainActor
@Suite("Collection view: re-keying, holding out, invariants")
struct CollectionViewVisibleSetTests {
  private func item(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

  @Test func rekeyedViewsMoveToTheirNewIndexPathsWithoutReuseOrDisplayCalls() {
    let (cv, source, _) = makeCollectionView(counts: [10])
    let before = (0..<5).map { cv.cellForItem(at: item($0))! }
    let statistics = cv.statistics
    source.log = []
    let held = cv.rekeyVisibleViews { key in .cell(self.item(4 - key.indexPath.item)) }
    #expect(held.isEmpty)
    for i in 0..<5 { #expect(cv.cellForItem(at: item(4 - i)) === before[i]) }
    cv.layoutIfNeeded()
    for i in 0..<5 {
      #expect(before[i].frame == CGRect(x: 0, y: CGFloat(4 - i) * 40, width: 300, height: 40))
      #expect(before[i].appliedLayoutAttributes?.indexPath == item(4 - i), "attributes applied again")
    }
    #expect(cv.statistics.cellsCreated == statistics.cellsCreated)
    #expect(cv.statistics.viewsReused == statistics.viewsReused)
    #expect(source.log.isEmpty, "no willDisplay or didEndDisplaying: \(source.log)")
    #expect(cv.checkInvariants() == [])
  }

  @Test func rekeyingWorksOnTheGeometryPathToo() {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 300, height: 40)
    layout.minimumLineSpacing = 0
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = TestDataSource(counts: [10])
    cv.dataSource = source
    cv.overscanFraction = 0
    cv.errorHandler = { Issue.record("unexpected collection-view error: \($0)") }
    cv.layoutIfNeeded()
    let first = cv.cellForItem(at: item(0))!
    cv.rekeyVisibleViews { key in .cell(self.item((key.indexPath.item + 1) % 5)) }
    cv.layoutIfNeeded()
    #expect(cv.cellForItem(at: item(1)) === first)
    #expect(first.frame == CGRect(x: 0, y: 40, width: 300, height: 40))
    #expect(first.appliedLayoutAttributes?.indexPath == item(1))
    #expect(cv.checkInvariants() == [])
  }

  @Test func viewsWithoutANewKeyAreHeldOutUntilReleased() {
    let (cv, source, _) = makeCollectionView(counts: [10])
    let leaving = cv.cellForItem(at: item(2))!
    source.log = []
    let held = cv.rekeyVisibleViews { key in key.indexPath.item == 2 ? nil : key }
    #expect(held.count == 1 && held.first === leaving)
    #expect(cv.cellForItem(at: item(2)) == nil)
    #expect(cv.heldOutViews.count == 1 && cv.heldOutViews.first === leaving)
    cv.layoutIfNeeded()
    let replacement = cv.cellForItem(at: item(2))
    #expect(replacement != nil && replacement !== leaving, "the element got a new view; the held one stays out")
    #expect(leaving.superview === cv, "a held view stays on screen")
    #expect(source.log == ["willDisplay [0, 2]"])
    #expect(cv.checkInvariants() == [])
    source.log = []
    let queued = cv.reusableViewCount
    cv.releaseHeldView(leaving)
    #expect(leaving.superview == nil)
    #expect(cv.reusableViewCount == queued + 1)
    #expect(source.log == ["didEndDisplaying [0, 2]"], "ends with the index path it last showed")
    #expect(cv.heldOutViews.isEmpty)
    #expect(cv.checkInvariants() == [])
  }

  @Test func twoViewsMappedToOneKeyKeepTheFirstAndHoldTheOther() {
    let (cv, _, _) = makeCollectionView(counts: [10])
    let held = cv.rekeyVisibleViews { key in key.indexPath.item == 3 ? .cell(self.item(4)) : key }
    #expect(held.count == 1)
    #expect(cv.visibleCells.count == 4)
    cv.layoutIfNeeded()
    #expect(cv.visibleCells.count == 5)
    #expect(cv.checkInvariants() == [])
  }

  @Test func holdOutTakesOneVisibleViewAside() {
    let (cv, source, _) = makeCollectionView(counts: [10])
    let cell = cv.cellForItem(at: item(1))!
    source.log = []
    cv.holdOut(cell)
    #expect(cv.cellForItem(at: item(1)) == nil)
    cv.layoutIfNeeded()
    #expect(cv.cellForItem(at: item(1)) !== cell)
    #expect(cell.superview === cv)
    #expect(cv.checkInvariants() == [])
    cv.reloadData()
    #expect(cv.heldOutViews.isEmpty, "reloadData releases held views")
    #expect(cell.superview == nil)
    #expect(source.log.filter { $0 == "didEndDisplaying [0, 1]" }.count == 2, "the held view and its replacement")
    cv.layoutIfNeeded()
    #expect(cv.checkInvariants() == [])
  }

  // MARK: The checker notices broken bookkeeping

  @Test func theCheckerFindsAViewBothVisibleAndQueued() {
    let (cv, _, _) = makeCollectionView(counts: [10])
    let cell = cv.cellForItem(at: item(0))!
    cv.registry.queue(for: ReusePoolKey(category: .cell, kind: CollectionView.elementKindCell, identifier: "cell"))
      .views.append(
        cell)
    #expect(cv.checkInvariants().contains("a view is both visible and queued (cell)"))
  }

  @Test func theCheckerFindsAViewAwayFromItsElementsFrame() {
    let (cv, _, _) = makeCollectionView(counts: [10])
    cv.cellForItem(at: item(1))!.center = CGPoint(x: 150, y: 61)
    let problems = cv.checkInvariants()
    #expect(
      problems == [
        "cell [0, 1] shows centre (150.0, 61.0) size (300.0, 40.0); its element has frame (0.0, 40.0, 300.0, 40.0)"
      ])
  }

  @Test func theCheckerFindsAnElementWithoutAView() {
    let (cv, _, _) = makeCollectionView(counts: [10])
    cv.visibleSet.views.removeValue(forKey: .cell(item(4)))
    #expect(cv.checkInvariants() == ["4 visible views (+0 unshown) for 5 visible elements"])
  }

  @Test func theCheckerFindsASelectionOutsideTheCounts() {
    let (cv, _, _) = makeCollectionView(counts: [10])
    cv.selection.insert(item(12))
    #expect(cv.checkInvariants() == ["selected [0, 12] is outside the counts [10]"])
  }

  @Test func reloadingWithFewerItemsDropsSelectionsTheyNoLongerContain() {
    let (cv, source, _) = makeCollectionView(counts: [10, 5])
    cv.allowsMultipleSelection = true
    cv.selectItem(at: item(8), animated: false, scrollPosition: [])
    cv.selectItem(at: item(1), animated: false, scrollPosition: [])
    cv.selectItem(at: item(2, 1), animated: false, scrollPosition: [])
    source.counts = [5]
    cv.reloadData()
    cv.layoutIfNeeded()
    #expect(cv.indexPathsForSelectedItems == [item(1)])
    #expect(cv.checkInvariants() == [])
  }

  @Test func aPlaceholderForAMissingSupplementaryViewLeavesWhenItScrollsAway() {
    let layout = RowLayout()
    layout.headerHeight = 30
    let log = ErrorLog()
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    cv.errorHandler = { log.errors.append($0.description) }
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = CountingDataSource(count: 20, supplementaryViews: .none)  // no supplementary views
    cv.dataSource = source
    cv.overscanFraction = 0
    cv.layoutIfNeeded()
    #expect(log.errors.count == 1)
    let placeholders = cv.subviews.filter { !($0 is CollectionViewCell) }
    #expect(placeholders.count == 1)
    cv.contentOffset = CGPoint(x: 0, y: 400)
    cv.layoutIfNeeded()
    #expect(placeholders.first?.superview == nil, "the placeholder is removed, not left behind")
    #expect(cv.checkInvariants() == [])
  }
}
