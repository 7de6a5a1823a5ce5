import Foundation
import Testing
import Trellis
import TrellisTesting

/// The grid of these tests: 300×200 points, 50×50 items, 10 pt spacing, so five items a row at x 0, 62.5,
/// 125, 187.5 and 250 (complete rows are justified) and rows 60 pt apart.
@MainActor
@Suite("Collection view: keyboard navigation")
struct CollectionViewKeyboardTests {
  private func hostedGrid(counts: [Int] = [100]) -> (HeadlessHost, CollectionView, TestDataSource) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumInteritemSpacing = 10
    layout.minimumLineSpacing = 10
    let cv = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    let source = configure(cv, counts: counts)
    host.show(cv)
    #expect(cv.becomeFirstResponder())
    source.log = []
    return (host, cv, source)
  }

  private func configure(_ cv: TestCollectionView, counts: [Int]) -> TestDataSource {
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    let source = TestDataSource(counts: counts)
    source.logsDisplay = false
    cv.retainedDataSource = source
    cv.dataSource = source
    cv.delegate = source
    cv.errorHandler = { error in Issue.record("unexpected collection-view error: \(error)") }
    return source
  }

  private func selected(_ cv: CollectionView) -> [IndexPath] { cv.indexPathsForSelectedItems ?? [] }

  @Test func arrowsMoveTheSelectionToTheNeighbourOnScreen() {
    let (host, cv, source) = hostedGrid()
    host.key(.rightArrow)
    #expect(selected(cv) == [IndexPath(item: 0, section: 0)], "the first key selects the first item on screen")
    host.key(.rightArrow)
    #expect(selected(cv) == [IndexPath(item: 1, section: 0)])
    host.key(.downArrow)
    #expect(selected(cv) == [IndexPath(item: 6, section: 0)], "the item below, same column")
    host.key(.leftArrow)
    host.key(.leftArrow)
    #expect(selected(cv) == [IndexPath(item: 5, section: 0)], "arrows stop at the start of the row, no wrapping")
    host.key(.upArrow)
    #expect(selected(cv) == [IndexPath(item: 0, section: 0)])
    host.key(.upArrow)
    #expect(selected(cv) == [IndexPath(item: 0, section: 0)])
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.isSelected == true)
    #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == false)
    #expect(source.log.isEmpty, "arrows select as selectItem does, without delegate calls")
  }

  @Test func theSelectionScrollsIntoViewWithTheLeastMovement() {
    let (host, cv, _) = hostedGrid()
    host.key(.downArrow)  // selects item 0
    host.key(.downArrow)  // 5: y 60…110
    host.key(.downArrow)  // 10: y 120…170
    #expect(cv.contentOffset == .zero)
    host.key(.downArrow)  // 15: y 180…230
    #expect(selected(cv) == [IndexPath(item: 15, section: 0)])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 30))
    host.key(.downArrow)  // 20: y 240…290
    #expect(cv.contentOffset == CGPoint(x: 0, y: 90))
    host.key(.upArrow)
    host.key(.upArrow)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 90), "item 10 (y 120) is still in view")
    host.key(.upArrow)  // 5: y 60
    #expect(cv.contentOffset == CGPoint(x: 0, y: 60))
    #expect(cv.cellForItem(at: IndexPath(item: 5, section: 0))?.isSelected == true)
  }

  @Test func downKeepsTheColumnAcrossSections() {
    let (host, cv, _) = hostedGrid(counts: [7, 7])
    cv.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: .none)
    host.key(.downArrow)  // section 0's second row holds items 5 and 6 in the first two columns only
    #expect(selected(cv) == [IndexPath(item: 3, section: 1)])
    host.key(.upArrow)
    #expect(selected(cv) == [IndexPath(item: 3, section: 0)])
    cv.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: .none)
    host.key(.rightArrow)
    #expect(selected(cv) == [IndexPath(item: 6, section: 0)], "nothing to the right of the last item of a line")
    host.key(.downArrow)
    #expect(selected(cv) == [IndexPath(item: 1, section: 1)], "the column continues in the next section")
  }

  @Test func pinnedHeadersDoNotCoverTheSelection() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 300, height: 50)
    layout.minimumLineSpacing = 0
    layout.headerReferenceSize = CGSize(width: 0, height: 30)
    layout.sectionHeadersPinToVisibleBounds = true
    let cv = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    let source = configure(cv, counts: [10, 10])
    cv.register(
      HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    host.show(cv)
    cv.becomeFirstResponder()
    cv.contentOffset = CGPoint(x: 0, y: 300)
    cv.selectItem(at: IndexPath(item: 6, section: 0), animated: false, scrollPosition: .none)  // y 330…380
    host.key(.upArrow)  // item 5, y 280…330: its top at the top, then below the header pinned there (30 pt)
    #expect(selected(cv) == [IndexPath(item: 5, section: 0)])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 250))
    #expect(source.log.filter { $0.hasPrefix("did") && !$0.hasPrefix("didEnd") }.isEmpty)
  }

  @Test func pageDownScrollsAPageAndSelectsAnItemOnIt() {
    let (host, cv, _) = hostedGrid()  // 20 rows: content 1190 pt tall
    host.key(.pageDown)
    // 200 − 40 = 160 pt; the item nearest the old top-left corner moved by a page, fully visible: row 3.
    #expect(cv.contentOffset == CGPoint(x: 0, y: 160))
    #expect(selected(cv) == [IndexPath(item: 15, section: 0)])
    host.key(.pageDown)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 320))
    #expect(selected(cv) == [IndexPath(item: 30, section: 0)], "row 3 (y 180) + 160 → row 6 (y 360)")
    host.key(.pageUp)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 160))
    #expect(selected(cv) == [IndexPath(item: 15, section: 0)])
    host.key(.pageUp)
    host.key(.pageUp)
    #expect(cv.contentOffset == .zero)
    #expect(selected(cv) == [IndexPath(item: 0, section: 0)])
  }

  @Test func homeAndEndGoToTheFirstAndLastItems() {
    let (host, cv, _) = hostedGrid()
    host.key(.end)
    #expect(selected(cv) == [IndexPath(item: 99, section: 0)])
    #expect(cv.contentOffset == CGPoint(x: 0, y: 990))
    #expect(cv.cellForItem(at: IndexPath(item: 99, section: 0))?.isSelected == true)
    host.key(.home)
    #expect(selected(cv) == [IndexPath(item: 0, section: 0)])
    #expect(cv.contentOffset == .zero)
  }

  @Test func enterAndSpaceSelectAsATapDoes() {
    let (host, cv, source) = hostedGrid()
    cv.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: .none)
    host.key(.rightArrow)
    #expect(source.log.isEmpty)
    host.key(.returnOrEnter)
    #expect(source.log == ["shouldSelect [0, 3]", "didSelect [0, 3]"])
    source.log = []
    source.shouldSelect = { _ in false }
    host.key(.space)
    #expect(source.log == ["shouldSelect [0, 3]"])
    #expect(selected(cv) == [IndexPath(item: 3, section: 0)])
  }

  @Test func keysWithCommandControlOrAltArePassedOn() {
    let (_, cv, _) = hostedGrid()
    #expect(!cv.handleKeyPress(Press(key: .leftArrow, modifiers: .alternate)))
    #expect(!cv.handleKeyPress(Press(key: .downArrow, modifiers: .command)))
    #expect(!cv.handleKeyPress(Press(key: .escape)))
    #expect(selected(cv).isEmpty)
  }

  @Test func withoutSelectionArrowsScroll() {
    let (host, cv, _) = hostedGrid()
    cv.allowsSelection = false
    host.key(.downArrow)
    host.key(.downArrow)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 80))
    host.key(.end)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 990))
    #expect(selected(cv).isEmpty)
  }

  @Test func horizontalPagesMoveByArrowsAndPageKeys() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = FlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 300, height: 200)
    layout.minimumLineSpacing = 0
    let cv = TestCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    _ = configure(cv, counts: [6])
    host.show(cv)
    cv.becomeFirstResponder()
    host.key(.rightArrow)
    host.key(.rightArrow)
    #expect(selected(cv) == [IndexPath(item: 1, section: 0)])
    #expect(cv.contentOffset == CGPoint(x: 300, y: 0))
    host.key(.pageDown)  // 260 pt sideways, then page 2 is the nearest item wholly on screen… scrolled fully in
    #expect(selected(cv) == [IndexPath(item: 2, section: 0)])
    #expect(cv.contentOffset == CGPoint(x: 600, y: 0))
    host.key(.end)
    #expect(selected(cv) == [IndexPath(item: 5, section: 0)])
    #expect(cv.contentOffset == CGPoint(x: 1500, y: 0))
  }
}
