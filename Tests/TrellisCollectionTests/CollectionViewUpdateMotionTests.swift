import Foundation
import Testing
import Trellis
import TrellisTesting

/// A row layout with 30-point section headers that slides appearing headers in from the left and
/// disappearing ones out to the right, logging the update hooks it is asked.
@MainActor final class SlidingHeaderLayout: RowLayout {
  var log: [String] = []
  /// The sections the current update inserts, as UIKit layouts keep them.
  var insertedSections: Set<Int> = []
  override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    insertedSections = Set(
      updateItems.compactMap { $0.updateAction == .insert ? $0.indexPathAfterUpdate?.section : nil })
  }
  override init() {
    super.init()
    headerHeight = 30
  }
  required init?(coder: NSCoder) { nil }
  override func initialLayoutAttributesForAppearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    log.append("initial \(elementKind) \(elementIndexPath.section)")
    guard insertedSections.contains(elementIndexPath.section) else { return nil }
    let attributes = layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath)
    attributes?.center.x -= 300
    return attributes
  }
  override func finalLayoutAttributesForDisappearingSupplementaryElement(
    ofKind elementKind: String, at elementIndexPath: IndexPath
  ) -> LayoutAttributes? {
    log.append("final \(elementKind) \(elementIndexPath.section)")
    let attributes = LayoutAttributes(forSupplementaryViewOfKind: elementKind, with: elementIndexPath)
    attributes.frame = CGRect(x: 300, y: 0, width: 300, height: 30)
    return attributes
  }
}

/// A row layout that asks, after an update, to rest with the first row whose index is a multiple of
/// ten at the top.
@MainActor final class TenRowSnappingLayout: RowLayout {
  var proposals: [CGPoint] = []
  override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
    proposals.append(proposedContentOffset)
    return CGPoint(x: 0, y: (proposedContentOffset.y / 400).rounded(.down) * 400)
  }
}

/// How batch updates move what is on screen: elements shifted into or out of view travel, reloads
/// cross-fade, supplementary views take the layout's appearing and disappearing attributes, updates
/// during other motion retarget without jumps, outside a window nothing is dequeued, and the opt-in
/// anchor keeps the first visible item in place.
@MainActor
@Suite("Collection view: update motion")
struct CollectionViewUpdateMotionTests {
  private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

  /// A collection view 300×200 (five 40-point rows) in a headless window.
  private func shown(counts: [Int]) -> (HeadlessHost, CollectionView, TestDataSource) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (cv, source, _) = makeCollectionView(counts: counts)
    host.show(cv)
    host.runFrame()
    return (host, cv, source)
  }

  /// Advances frame by frame, checking the collection view's invariants after each.
  private func advance(_ host: HeadlessHost, _ cv: CollectionView, by seconds: TimeInterval) {
    let frames = Int((seconds / host.frameInterval).rounded())
    for _ in 0..<frames {
      host.advance(by: host.frameInterval)
      let problems = cv.checkInvariants()
      #expect(problems == [], "at t=\(host.now)")
    }
  }

  @Test func anItemShiftedIntoViewTravelsFromItsOldFrame() {
    let (host, cv, source) = shown(counts: [10])
    source.counts = [9]
    cv.deleteItems(at: [item(0)])
    let arriving = cv.cellForItem(at: item(4))!  // was item 5, just below the visible rect
    #expect(arriving.center == CGPoint(x: 150, y: 180))
    #expect(arriving.presentation.center == CGPoint(x: 150, y: 220) && arriving.presentation.alpha == 1)
    host.advance(by: 0.15)
    #expect(abs(arriving.presentation.center.y - 200) < 1e-6, "\(arriving.presentation.center)")
    host.advance(by: 0.2)
    #expect(arriving.presentation.center == CGPoint(x: 150, y: 180))
    #expect(cv.checkInvariants() == [])
  }

  @Test func aCellShiftedOutOfViewTravelsThereBeforeItIsReused() {
    let (host, cv, source) = shown(counts: [10])
    let departing = cv.cellForItem(at: item(4))!
    source.counts = [11]
    var finished: [Bool] = []
    cv.performBatchUpdates({ cv.insertItems(at: [item(0)]) }) { finished.append($0) }
    #expect(cv.cellForItem(at: item(5)) == nil, "item 5 (was 4) is below the visible rect")
    #expect(cv.heldOutViews.map(ObjectIdentifier.init) == [ObjectIdentifier(departing)])
    #expect(departing.superview === cv && departing.center == CGPoint(x: 150, y: 220))
    #expect(departing.presentation.center == CGPoint(x: 150, y: 180))
    host.advance(by: 0.15)
    #expect(abs(departing.presentation.center.y - 200) < 1e-6, "\(departing.presentation.center)")
    host.advance(by: 0.2)
    #expect(finished == [true])
    #expect(departing.superview == nil && cv.heldOutViews.isEmpty)
    #expect(cv.checkInvariants() == [])
  }

  @Test func aReloadCrossFadesTheOldCellAndANewOne() {
    let (host, cv, source) = shown(counts: [10])
    let old = cv.cellForItem(at: item(2))!
    source.log = []
    cv.reloadItems(at: [item(2)])
    let new = cv.cellForItem(at: item(2))!
    #expect(new !== old)
    #expect(old.superview === cv && cv.heldOutViews.count == 1)
    #expect(old.presentation.alpha == 1 && new.presentation.alpha == 0)
    #expect(old.center == new.center)
    host.advance(by: 0.15)
    #expect(abs(old.presentation.alpha - 0.5) < 1e-6 && abs(new.presentation.alpha - 0.5) < 1e-6)
    host.advance(by: 0.2)
    #expect(old.superview == nil && new.presentation.alpha == 1)
    #expect(source.log == ["willDisplay [0, 2]", "didEndDisplaying [0, 2]"], "new cell shown, then the old one ends")
  }

  @Test func headersOfInsertedAndDeletedSectionsTakeTheLayoutsAttributes() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = SlidingHeaderLayout()
    let cv = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(
      HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    let source = TestDataSource(counts: [1, 1])
    cv.retainedDataSource = source
    cv.dataSource = source
    cv.errorHandler = { Issue.record("unexpected error: \($0)") }
    host.show(cv)
    host.runFrame()
    let header = CollectionView.elementKindSectionHeader
    let oldFirst = cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))!
    source.counts = [1, 1, 1]
    cv.insertSections([0])
    // Final attributes for every element on screen before (UIKit's rule), initial ones for every one after.
    #expect(
      layout.log.sorted() == [
        "final \(header) 0", "final \(header) 1", "initial \(header) 0", "initial \(header) 1", "initial \(header) 2",
      ])
    let inserted = cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))!
    #expect(inserted !== oldFirst)
    #expect(cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1)) === oldFirst)
    #expect(inserted.presentation.center == CGPoint(x: -150, y: 15) && inserted.center == CGPoint(x: 150, y: 15))
    host.advance(by: 0.5)
    layout.log = []
    source.counts = [1, 1]
    cv.deleteSections([0])
    #expect(
      layout.log.sorted() == [
        "final \(header) 0", "final \(header) 1", "final \(header) 2", "initial \(header) 0", "initial \(header) 1",
      ])
    #expect(inserted.superview === cv && inserted.center == CGPoint(x: 450, y: 15))
    #expect(inserted.presentation.center == CGPoint(x: 150, y: 15))
    host.advance(by: 0.5)
    #expect(inserted.superview == nil && cv.heldOutViews.isEmpty)
    #expect(cv.checkInvariants() == [])
  }

  @Test func aBatchDuringABatchRetargetsFromWhereTheCellsAre() {
    let (host, cv, source) = shown(counts: [10])
    var finished: [String] = []
    source.counts = [11]
    cv.performBatchUpdates({ cv.insertItems(at: [item(0)]) }) { finished.append("first \($0)") }
    let moving = cv.cellForItem(at: item(1))!
    advance(host, cv, by: 0.15)
    let before = moving.presentation.center
    source.counts = [12]
    cv.performBatchUpdates({ cv.insertItems(at: [item(0)]) }) { finished.append("second \($0)") }
    #expect(cv.cellForItem(at: item(2)) === moving)
    #expect(moving.presentation.center == before, "no jump when the second batch starts")
    advance(host, cv, by: 0.05)
    #expect(moving.presentation.center.y > before.y && moving.presentation.center.y < 100)
    advance(host, cv, by: 0.15)
    #expect(finished == ["first false"], "the first batch ends when its last view does, cut short")
    advance(host, cv, by: 0.2)
    #expect(finished == ["first false", "second true"])
    #expect(moving.presentation.center == CGPoint(x: 150, y: 100))
    #expect(cv.heldOutViews.isEmpty)
  }

  @Test func reloadDataDuringAnAnimationEndsItOnceAndShowsTheData() {
    let (host, cv, source) = shown(counts: [10])
    var finished: [Bool] = []
    source.counts = [9]
    cv.performBatchUpdates({ cv.deleteItems(at: [item(1)]) }) { finished.append($0) }
    advance(host, cv, by: 0.1)
    source.counts = [3]
    cv.reloadData()
    advance(host, cv, by: 0.5)
    #expect(finished == [false])
    #expect(cv.heldOutViews.isEmpty)
    #expect(cv.indexPathsForVisibleItems.sorted() == [item(0), item(1), item(2)])
    for indexPath in cv.indexPathsForVisibleItems {
      let cell = cv.cellForItem(at: indexPath)!
      #expect(cell.presentation.center == cell.center && cell.presentation.alpha == 1)
      #expect(cell.center.y == CGFloat(indexPath.item) * 40 + 20)
    }
  }

  @Test func aBatchDuringADecelerationKeepsEveryCellConsistent() {
    let (host, cv, source) = shown(counts: [200])
    host.drag(from: CGPoint(x: 150, y: 180), to: CGPoint(x: 150, y: 40), duration: 0.1)
    #expect(cv.isDecelerating)
    advance(host, cv, by: 0.1)
    var finished: [Bool] = []
    source.counts = [203]
    cv.performBatchUpdates({
      cv.insertItems(at: [item(0), item(1), item(2)])
    }) { finished.append($0) }
    #expect(cv.checkInvariants() == [])
    advance(host, cv, by: 5)
    #expect(!cv.isDecelerating && finished == [true])
    for indexPath in cv.indexPathsForVisibleItems {
      let cell = cv.cellForItem(at: indexPath)!
      #expect(cell.presentation.center == cell.center)
      #expect(cell.center.y == CGFloat(indexPath.item) * 40 + 20)
    }
  }

  @Test func outsideAWindowUpdatesDequeueNothing() {
    let (cv, source, _) = makeCollectionView(counts: [10])
    var asked: [IndexPath] = []
    source.cellProvider = { cv, indexPath in
      asked.append(indexPath)
      let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingCell
      cell.configuredFor = indexPath
      return cell
    }
    let first = cv.cellForItem(at: item(0))!
    source.counts = [11]
    var finished: [Bool] = []
    cv.performBatchUpdates({ cv.insertItems(at: [item(0)]) }) { finished.append($0) }
    #expect(asked == [] && finished == [true])
    #expect(cv.cellForItem(at: item(1)) === first, "re-keyed without a layout pass")
    cv.layoutIfNeeded()
    #expect(asked == [item(0)], "the next layout pass asks only for the inserted item")
    #expect(cv.cellForItem(at: item(1)) === first && first.center == CGPoint(x: 150, y: 60))
    #expect(cv.checkInvariants() == [])
  }

  @Test func theAnchorKeepsTheFirstVisibleItemInPlace() {
    let (host, cv, source) = shown(counts: [100])
    cv.maintainsVisibleContentPosition = true
    cv.contentOffset = CGPoint(x: 0, y: 410)
    host.runFrame()
    let anchor = cv.cellForItem(at: item(10))!
    let onScreen = anchor.presentation.center.y - cv.contentOffset.y
    source.counts = [103]
    cv.insertItems(at: [item(0), item(1), item(50)])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 490))
    #expect(cv.cellForItem(at: item(12)) === anchor)
    #expect(anchor.presentation.center.y - cv.contentOffset.y == onScreen)
    advance(host, cv, by: 0.4)
    #expect(anchor.presentation.center.y - cv.contentOffset.y == onScreen)
    source.counts = [102]
    cv.deleteItems(at: [item(0)])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 450))
    #expect(anchor.presentation.center.y - cv.contentOffset.y == onScreen)
  }

  @Test func theAnchorMovesADecelerationWithTheContent() {
    let (host, cv, source) = shown(counts: [300])
    cv.maintainsVisibleContentPosition = true
    func flick() {
      cv.setContentOffset(CGPoint(x: 0, y: 400), animated: false)
      host.runFrame()
      host.drag(from: CGPoint(x: 150, y: 180), to: CGPoint(x: 150, y: 60), duration: 0.1)
    }
    flick()
    advance(host, cv, by: 5)
    #expect(!cv.isDecelerating)
    let rest = cv.contentOffset
    flick()
    advance(host, cv, by: 0.2)
    #expect(cv.isDecelerating)
    source.counts = [302]
    cv.insertItems(at: [item(0), item(1)])
    #expect(cv.isDecelerating)
    advance(host, cv, by: 5)
    #expect(abs(cv.contentOffset.y - (rest.y + 80)) < 1e-9, "\(cv.contentOffset) vs \(rest)")
  }

  @Test func withoutTheAnchorTheOffsetStays() {
    let (_, cv, source) = shown(counts: [100])
    cv.contentOffset = CGPoint(x: 0, y: 410)
    cv.layoutIfNeeded()
    source.counts = [103]
    cv.insertItems(at: [item(0), item(1), item(50)])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 410))
  }

  @Test func afterAnUpdateTheLayoutChoosesWhereToRest() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = TenRowSnappingLayout()
    let (cv, source, _) = makeCollectionView(counts: [100], layout: layout)
    host.show(cv)
    cv.contentOffset = CGPoint(x: 0, y: 790)
    host.runFrame()
    source.counts = [99]
    cv.deleteItems(at: [item(0)])
    #expect(layout.proposals == [CGPoint(x: 0, y: 790)])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 400))
    host.advance(by: 0.5)
    #expect(cv.checkInvariants() == [])
  }

  @Test func insideASpringBlockTheUpdateTakesTheBlocksTiming() {
    let (host, cv, source) = shown(counts: [10])
    let moving = cv.cellForItem(at: item(0))!
    let reference = View(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    cv.superview!.addSubview(reference)
    source.counts = [11]
    View.animate(
      withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0, options: [],
      animations: {
        reference.center.y += 40
        cv.insertItems(at: [self.item(0)])
      })
    for _ in 0..<30 {
      host.advance(by: host.frameInterval)
      let expected = reference.presentation.center.y  // both go from y 20 to 60
      #expect(abs(moving.presentation.center.y - expected) < 1e-6, "cell follows the spring at t=\(host.now)")
    }
    #expect(moving.presentation.center.y > 60, "a 0.4 spring overshoots")
    host.advance(by: 1)
    #expect(moving.presentation.center.y == 60)
  }

  @Test func aLayoutCanReplaceSupplementaryViewsThroughItsIndexPathsToDeleteAndInsert() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = ReplacingHeaderLayout()
    let (cv, source, _) = makeCollectionView(counts: [1, 1], layout: layout)
    host.show(cv)
    host.runFrame()
    let header = CollectionView.elementKindSectionHeader
    let second = IndexPath(item: 0, section: 1)
    let old = cv.supplementaryView(forElementKind: header, at: second)!
    let first = cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0))!
    layout.replaced = [second]
    source.counts = [2, 1]
    cv.insertItems(at: [item(1)])
    #expect(layout.asked == ["delete \(header)", "insert \(header)"])
    let new = cv.supplementaryView(forElementKind: header, at: second)!
    #expect(new !== old, "the header the layout replaced gets a new view")
    #expect(cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 0)) === first)
    #expect(cv.heldOutViews.map(ObjectIdentifier.init) == [ObjectIdentifier(old)])
    #expect(new.presentation.alpha == 0 && old.presentation.alpha == 1)
    host.advance(by: 0.5)
    #expect(old.superview == nil && cv.checkInvariants() == [])
  }
}

/// A row layout with headers that reports, for each update, the headers in `replaced` as deleted
/// and inserted.
@MainActor final class ReplacingHeaderLayout: RowLayout {
  var replaced: [IndexPath] = []
  var asked: [String] = []
  override init() {
    super.init()
    headerHeight = 30
  }
  required init?(coder: NSCoder) { nil }
  override func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    asked.append("delete \(elementKind)")
    return replaced
  }
  override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
    asked.append("insert \(elementKind)")
    return replaced
  }
}
