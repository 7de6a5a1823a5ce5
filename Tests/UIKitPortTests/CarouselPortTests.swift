import Testing
import TrellisTesting
import TrellisUIKitNames

/// The ported carousel, driven with a headless host: every member it implements is called and has its effect.
@MainActor
@Suite("A ported snapping carousel")
struct CarouselPortTests {
  @Test func itsDataSourceAndFlowDelegateShapeTheCards() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 200))
    let controller = CarouselViewController()
    host.show(controller)
    let cv = try #require(controller.collectionView)
    #expect(controller.log.prefix(2) == ["numberOfSections", "numberOfItems 0"])
    // sizeForItemAt: 200 × (200 − 20); insetForSectionAt: 10 all round; lines 20 apart (the layout's spacing).
    #expect(cv.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 10, width: 200, height: 180))
    #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 230, y: 10, width: 200, height: 180))
    #expect(cv.contentSize == CGSize(width: 10 + 10 * 200 + 9 * 20 + 10, height: 200))
    let card = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)) as? CardCell)
    #expect(card.numberLabel.text == "Card 1")
    #expect(card.contentView.backgroundColor == UIColor(red: 0x33 / 255, green: 0x66 / 255, blue: 0xCC / 255, alpha: 1))
    #expect(card.layer.cornerRadius == 12)
    #expect(card.numberLabel.frame == CGRect(x: 8, y: 8, width: 184, height: 164))
    #expect(cv.decelerationRate == UIScrollView.DecelerationRate.fast)
    #expect(controller.log.filter { $0.hasPrefix("willDisplay") } == ["willDisplay 0", "willDisplay 1"])
  }

  @Test func aFlingSnapsToTheNextPageThroughThePointerAndBack() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 200))
    let controller = CarouselViewController()
    host.show(controller)
    let cv = try #require(controller.collectionView)
    controller.log = []
    // A quick fling to the left: the fast deceleration alone would stop at 182; the pointer moves it to 220.
    host.drag(from: CGPoint(x: 300, y: 100), to: CGPoint(x: 200, y: 100), duration: 0.1)
    host.advance(by: 3)
    #expect(cv.contentOffset == CGPoint(x: 220, y: 0))
    let dragLog = controller.log.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") }
    #expect(
      dragLog == ["willBeginDragging 0", "willEndDragging proposed 182 page 1", "didEndDecelerating 220"])
    // Cell 0 left the screen and cell 2 came on: the display delegate members were called for them.
    #expect(controller.log.contains("didEndDisplaying 0"))
    #expect(controller.log.contains("willDisplay 2"))
    // Back: a fling to the right from page 1 lands on page 0.
    controller.log = []
    host.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 180, y: 100), duration: 0.1)
    host.advance(by: 3)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 0))
    #expect(controller.log.first == "willBeginDragging 220")
    #expect(controller.log.contains("willEndDragging proposed 73 page 0"))
  }

  @Test func aTapSelectsTheCardAndReusedCardsArePrepared() throws {
    let host = HeadlessHost(size: CGSize(width: 400, height: 200))
    let controller = CarouselViewController()
    host.show(controller)
    let cv = try #require(controller.collectionView)
    host.tap(at: CGPoint(x: 300, y: 100))
    #expect(controller.log.last == "didSelect 1")
    #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
    cv.setContentOffset(CGPoint(x: 1100, y: 0), animated: false)
    host.runFrame()
    let reuseCounts = cv.visibleCells.compactMap { $0 as? CardCell }.map(\.reuseCount).sorted()
    #expect(reuseCounts == [1, 1])
    #expect(
      Set(cv.visibleCells.compactMap { ($0 as? CardCell)?.numberLabel.text })
        == Set(cv.indexPathsForVisibleItems.map { "Card \($0.item)" }))
  }

  @Test func cellsAndLayoutsMadeFromACoderWork() throws {
    let cell = try #require(CardCell(coder: NSCoder()))
    #expect(cell.contentView.subviews.first === cell.numberLabel)
    cell.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
    cell.layoutIfNeeded()
    #expect(cell.numberLabel.frame == CGRect(x: 8, y: 8, width: 84, height: 44))
    let layout = try #require(StretchyHeaderLayout(coder: NSCoder()))
    #expect(layout.headerHeight == 100)
  }
}
