import Foundation
import Testing
import Trellis
import TrellisTesting

@MainActor
@Suite("Collection view: scrollToItem")
struct CollectionViewScrollingTests {
  @Test(arguments: [
    (CollectionView.ScrollPosition.top, CGFloat(800)),  // row 20 at y 800
    (.centeredVertically, 800 + 20 - 100),  // row midY 820 at visible midY 100
    (.bottom, 840 - 200),  // row maxY 840 at the bottom
    (.none, 0),
  ])
  func scrollsTheItemToThePosition(position: CollectionView.ScrollPosition, expectedY: CGFloat) {
    let (cv, _, _) = makeCollectionView(counts: [100])
    cv.scrollToItem(at: IndexPath(item: 20, section: 0), at: position, animated: false)
    #expect(cv.contentOffset == CGPoint(x: 0, y: expectedY))
  }

  @Test func offsetsAreClampedToTheContent() {
    let (cv, _, _) = makeCollectionView(counts: [100])
    cv.scrollToItem(at: IndexPath(item: 99, section: 0), at: .top, animated: false)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 4000 - 200))
    cv.scrollToItem(at: IndexPath(item: 0, section: 0), at: .bottom, animated: false)
    #expect(cv.contentOffset == .zero)
  }

  @Test func horizontalPositionsUseTheItemsXRange() {
    let layout = RowLayout()
    layout.frameOverride = { CGRect(x: CGFloat($0.item) * 100, y: 0, width: 100, height: 40) }
    let (cv, _, _) = makeCollectionView(counts: [30], layout: layout)
    cv.contentSize = CGSize(width: 3000, height: 200)
    cv.scrollToItem(at: IndexPath(item: 10, section: 0), at: .left, animated: false)
    #expect(cv.contentOffset.x == 1000)
    cv.scrollToItem(at: IndexPath(item: 10, section: 0), at: .centeredHorizontally, animated: false)
    #expect(cv.contentOffset.x == 900)  // midX 1050 minus half the 300 pt width
    cv.scrollToItem(at: IndexPath(item: 10, section: 0), at: .right, animated: false)
    #expect(cv.contentOffset.x == 800)  // maxX 1100 minus the 300 pt width
  }

  @Test func wheelScrollsWithinTheContent() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (cv, _, _) = makeCollectionView(counts: [100])
    host.show(cv)
    // Click-wheel steps animate for ScrollView.wheelAnimationDuration (0.12 s).
    host.wheel(dy: 120, at: CGPoint(x: 150, y: 100))
    host.advance(by: 0.2)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 120))
    #expect(cv.cellForItem(at: IndexPath(item: 7, section: 0)) != nil, "the wheel scroll laid the view out")
    host.wheel(dy: -1000, at: CGPoint(x: 150, y: 100))
    host.advance(by: 0.2)
    #expect(cv.contentOffset == .zero)
    host.wheel(dy: 100_000, at: CGPoint(x: 150, y: 100))
    host.advance(by: 0.2)
    #expect(cv.contentOffset == CGPoint(x: 0, y: 3800))
  }
}
