import Foundation
import Testing
import Trellis
import TrellisTesting

/// A row layout that records the update items it is given.
@MainActor final class UpdateRecordingLayout: CollectionViewLayout {
  var log: [String] = []
  private var count = 0
  override func prepare() {
    super.prepare()
    count = collectionView?.numberOfItems(inSection: 0) ?? 0
    log.append("prepare \(count)")
  }
  override var collectionViewContentSize: CGSize { CGSize(width: 300, height: CGFloat(count) * 40) }
  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? {
    (0..<count).filter { CGFloat($0) * 40 < rect.maxY && CGFloat($0 + 1) * 40 > rect.minY }.map {
      layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!
    }
  }
  override func layoutAttributesForItem(at indexPath: IndexPath) -> LayoutAttributes? {
    let attributes = LayoutAttributes(forCellWith: indexPath)
    attributes.frame = CGRect(x: 0, y: CGFloat(indexPath.item) * 40, width: 300, height: 40)
    return attributes
  }
  override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    log.append("updates \(updateItems.map(\.description))")
  }
  override func finalizeCollectionViewUpdates() { log.append("finalize") }
}

/// `performBatchUpdates` and the single-change calls: validation with UIKit's texts and recovery, views
/// re-keyed with their identity, selection following its items, the layout's update hooks, animation.
@MainActor
@Suite("Collection view: batch updates")
struct CollectionViewBatchUpdateTests {
  private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

  private func cells(_ cv: CollectionView) -> [Int: CollectionViewCell] {
    Dictionary(uniqueKeysWithValues: cv.indexPathsForVisibleItems.map { ($0.item, cv.cellForItem(at: $0)!) })
  }

  @Test func anInsertShiftsTheCellsBelowAndKeepsThem() {
    let (cv, source, _) = makeCollectionView(counts: [10])
    let before = cells(cv)
    source.counts = [11]
    var finished: [Bool] = []
    cv.performBatchUpdates({ cv.insertItems(at: [item(0)]) }) { finished.append($0) }
    #expect(finished == [true], "without a window the change applies at once")
    #expect(cells(cv).keys.sorted() == [1, 2, 3, 4, 5], "re-keyed; nothing dequeued until a layout pass")
    cv.layoutIfNeeded()
    let after = cells(cv)
    #expect(after.keys.sorted() == [0, 1, 2, 3, 4])
    for i in 0..<4 { #expect(after[i + 1] === before[i], "item \(i) keeps its cell at \(i + 1)") }
    #expect(after[0] !== before[0] && (after[0] as? CountingCell)?.configuredFor == item(0))
    #expect(after[1]?.frame == CGRect(x: 0, y: 40, width: 300, height: 40))
    #expect(cv.numberOfItems(inSection: 0) == 11)
    #expect(cv.checkInvariants() == [])
  }

  @Test func aBatchThatBreaksTheCountRuleIsReportedInUIKitsWordsAndReloads() {
    let log = ErrorLog()
    let (cv, source, _) = makeCollectionView(counts: [10], collecting: log)
    source.counts = [12]
    var finished: [Bool] = []
    cv.performBatchUpdates({ cv.insertItems(at: [item(0)]) }) { finished.append($0) }
    #expect(
      log.errors == [
        "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
          + "section after the update (12) must be equal to the number of items contained in that section before "
          + "the update (10), plus or minus the number of items inserted or deleted from that section (1 inserted, "
          + "0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved "
          + "out)."
      ])
    #expect(finished == [false])
    cv.layoutIfNeeded()
    #expect(cv.numberOfItems(inSection: 0) == 12, "the view now shows what the data source says")
    #expect(cells(cv).allSatisfy { ($0.value as? CountingCell)?.configuredFor == item($0.key) })
    #expect(cv.checkInvariants() == [])
  }

  @Test func theSelectionFollowsItsItemsAndDeletedOnesDropOut() {
    let (cv, source, _) = makeCollectionView(counts: [10])
    cv.allowsMultipleSelection = true
    cv.selectItem(at: item(3), animated: false, scrollPosition: [])
    cv.selectItem(at: item(1), animated: false, scrollPosition: [])
    source.log = []
    source.counts = [9]
    cv.deleteItems(at: [item(1)])
    #expect(cv.indexPathsForSelectedItems == [item(2)])
    #expect(cv.cellForItem(at: item(2))?.isSelected == true)
    #expect(!source.log.contains { $0.hasPrefix("didDeselect") }, "no delegate calls")
    cv.moveItem(at: item(2), to: item(7))
    #expect(cv.indexPathsForSelectedItems == [item(7)])
    #expect(cv.checkInvariants() == [])
  }

  @Test func theLayoutHearsTheSortedChangesThenFinalizes() {
    let layout = UpdateRecordingLayout()
    let cv = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = TestDataSource(counts: [10])
    cv.retainedDataSource = source
    cv.dataSource = source
    cv.errorHandler = { Issue.record("unexpected collection-view error: \($0)") }
    cv.layoutIfNeeded()
    layout.log = []
    source.counts = [10]
    cv.performBatchUpdates {
      cv.insertItems(at: [item(5)])
      cv.deleteItems(at: [item(2), item(8)])
      cv.insertItems(at: [item(0)])
    }
    #expect(
      layout.log == [
        "prepare 10",
        "updates [\"delete [0, 8] → –\", \"delete [0, 2] → –\", \"insert – → [0, 0]\", \"insert – → [0, 5]\"]",
        "finalize",
      ])
    #expect(cv.checkInvariants() == [])
  }

  @Test func nestedBatchesJoinTheOutermostAndEveryCompletionRunsOnce() {
    let (cv, source, _) = makeCollectionView(counts: [10])
    var log: [String] = []
    source.counts = [12]
    cv.performBatchUpdates({
      cv.insertItems(at: [item(0)])
      cv.performBatchUpdates({ cv.insertItems(at: [item(1)]) }) { log.append("inner \($0)") }
    }) { log.append("outer \($0)") }
    #expect(log == ["inner true", "outer true"])
    #expect(cv.numberOfItems(inSection: 0) == 12)
    #expect(cv.checkInvariants() == [])
  }

  @Test func aBatchWhileAReloadIsPendingFoldsIntoTheReload() {
    let log = ErrorLog()
    let (cv, source, _) = makeCollectionView(counts: [10], collecting: log)
    cv.reloadData()
    source.counts = [11]
    var finished: [Bool] = []
    cv.performBatchUpdates({ cv.insertItems(at: [item(0)]) }) { finished.append($0) }
    #expect(log.errors.isEmpty, "UIKit re-reads the counts here and then raises on the insert")
    #expect(finished == [true])
    cv.layoutIfNeeded()
    #expect(cv.numberOfItems(inSection: 0) == 11)
    #expect(cv.checkInvariants() == [])
  }

  @Test func reconfiguringKeepsTheCellAndAsksTheDataSourceAgain() {
    let (cv, _, _) = makeCollectionView(counts: [10])
    let cell = cv.cellForItem(at: item(2)) as! CountingCell
    let reuses = cell.reuseCount
    cell.configuredFor = nil
    cv.reconfigureItems(at: [item(2)])
    #expect(cv.cellForItem(at: item(2)) === cell)
    #expect(cell.configuredFor == item(2), "configured again")
    #expect(cell.reuseCount == reuses, "without prepareForReuse")
    #expect(cv.checkInvariants() == [])
  }

  @Test func inAWindowKeptCellsMoveInsertedOnesFadeInDeletedOnesFadeOut() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (cv, source, _) = makeCollectionView(counts: [10])
    host.show(cv)
    host.runFrame()
    let first = cv.cellForItem(at: item(0))!
    let deleted = cv.cellForItem(at: item(3))!
    source.counts = [10]
    var finished: [Bool] = []
    cv.performBatchUpdates({
      cv.insertItems(at: [item(0)])
      cv.deleteItems(at: [item(3)])
    }) { finished.append($0) }
    let inserted = cv.cellForItem(at: item(0))!
    #expect(first.center == CGPoint(x: 150, y: 60) && first.presentation.center == CGPoint(x: 150, y: 20))
    #expect(inserted.presentation.alpha == 0)
    #expect(deleted.superview === cv && cv.heldOutViews.count == 1)
    host.advance(by: 0.15)  // half of 0.3 s, ease-in-out: halfway
    #expect(abs(first.presentation.center.y - 40) < 1e-6, "\(first.presentation.center)")
    #expect(abs(inserted.presentation.alpha - 0.5) < 1e-6)
    #expect(abs(deleted.presentation.alpha - 0.5) < 1e-6)
    #expect(finished.isEmpty)
    host.advance(by: 0.2)
    #expect(finished == [true])
    #expect(deleted.superview == nil && cv.heldOutViews.isEmpty)
    #expect(first.presentation.center == CGPoint(x: 150, y: 60) && inserted.presentation.alpha == 1)
    #expect(cv.checkInvariants() == [])
  }
}
