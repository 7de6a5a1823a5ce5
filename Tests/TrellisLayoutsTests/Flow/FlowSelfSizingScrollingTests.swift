import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

@MainActor
@Suite("Flow layout: self-sizing while scrolling")
struct FlowSelfSizingScrollingTests {
  /// Each visible cell's position on screen (its frame's top less the offset), by item.
  private func screenPositions(_ f: SelfSizingFixture) -> [Int: CGFloat] {
    var positions: [Int: CGFloat] = [:]
    for indexPath in f.collectionView.indexPathsForVisibleItems {
      positions[indexPath.item] = f.cellFrame(indexPath.item)!.minY - f.collectionView.contentOffset.y
    }
    return positions
  }

  /// Checks that every cell shown in both frames moved by the same distance on screen (nothing jumped
  /// against the others); returns whether some of them moved in the content (an anchoring shift).
  private func checkMovedTogether(
    _ f: SelfSizingFixture, from before: [Int: CGFloat], framesBefore: [Int: CGFloat], frame: Int
  ) -> Bool {
    let now = screenPositions(f)
    let common = now.keys.filter { before[$0] != nil }
    let moves = common.map { now[$0]! - before[$0]! }
    if let low = moves.min(), let high = moves.max() {
      #expect(high - low < 1e-6, "frame \(frame): cells moved apart on screen: \(moves)")
    }
    return common.contains { f.cellFrame($0)!.minY != framesBefore[$0] }
  }

  private func contentTops(_ f: SelfSizingFixture) -> [Int: CGFloat] {
    var tops: [Int: CGFloat] = [:]
    for indexPath in f.collectionView.indexPathsForVisibleItems {
      tops[indexPath.item] = f.cellFrame(indexPath.item)!.minY
    }
    return tops
  }

  @Test func aFlingUpThroughUnmeasuredItemsMovesTheShownCellsTogetherAndKeepsDecelerating() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let f = SelfSizingFixture(count: 400)
    host.show(f.collectionView)
    f.scroll(to: 10_000)
    let measuredBefore = f.layout.measuredItemCount
    // A quick drag downwards: the content flings up, into items never measured.
    host.drag(from: CGPoint(x: 150, y: 20), to: CGPoint(x: 150, y: 180), duration: 0.1)
    #expect(f.collectionView.isDecelerating)
    var before = screenPositions(f)
    var tops = contentTops(f)
    var frames = 0
    var anchoredFrames = 0
    while f.collectionView.isDecelerating, frames < 600 {
      host.advance(by: host.frameInterval)
      frames += 1
      if checkMovedTogether(f, from: before, framesBefore: tops, frame: frames) { anchoredFrames += 1 }
      before = screenPositions(f)
      tops = contentTops(f)
    }
    #expect(frames > 10, "the deceleration carried on through the measuring")
    #expect(anchoredFrames > 0, "some frames moved measured content under the cells on screen")
    #expect(f.layout.measuredItemCount > measuredBefore + 10)
    #expect(f.collectionView.checkInvariants().isEmpty)
    #expect(f.errors.isEmpty)
  }

  @Test(arguments: [
    CollectionView.ScrollPosition.top, .centeredVertically, .bottom,
  ])
  func scrollingToAnItemNeverMeasuredLandsExactlyOnIt(position: CollectionView.ScrollPosition) {
    let f = SelfSizingFixture(count: 100)
    f.collectionView.layoutIfNeeded()
    f.collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: position, animated: false)
    let cell = f.cellFrame(60)!
    let offset = f.collectionView.contentOffset.y
    #expect(cell.height == SelfSizingFixture.height(60))  // measured: 20 + 0 × 10
    switch position {
    case .top: #expect(cell.minY == offset)
    case .bottom: #expect(cell.maxY == offset + 200)
    default: #expect(cell.midY == offset + 100)
    }
    #expect(f.frame(60) == cell)
  }

  @Test func anAnimatedScrollToAnItemNeverMeasuredEndsExactlyOnIt() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let f = SelfSizingFixture(count: 100)
    host.show(f.collectionView)
    f.collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .bottom, animated: true)
    #expect(f.collectionView.contentOffset == .zero, "the animation starts where the view was")
    host.advance(by: 0.5)
    let cell = f.cellFrame(60)!
    #expect(cell.height == 20)
    #expect(cell.maxY == f.collectionView.contentOffset.y + 200)
    // And back up to an item passed over but never shown.
    f.collectionView.scrollToItem(at: IndexPath(item: 20, section: 0), at: .top, animated: true)
    host.advance(by: 0.5)
    #expect(f.cellFrame(20)?.minY == f.collectionView.contentOffset.y)
    #expect(f.cellFrame(20)?.height == SelfSizingFixture.height(20))
  }

  @Test func anAnimatedInsertAnimatesToTheMeasuredSizes() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let f = SelfSizingFixture(count: 100)
    host.show(f.collectionView)
    f.heights.insert(contentsOf: [45, 35], at: 0)
    f.dataSource.count = 102
    f.collectionView.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
    // Measured inside the change: the frames the views animate to are the measured ones.
    #expect(f.cellFrame(0) == CGRect(x: 0, y: 0, width: 300, height: 45))
    #expect(f.cellFrame(1) == CGRect(x: 0, y: 45, width: 300, height: 35))
    #expect(f.cellFrame(2) == CGRect(x: 0, y: 80, width: 300, height: 20))  // old item 0
    let measurements = f.collectionView.statistics.selfSizingMeasurements
    host.advance(by: 0.5)
    #expect(f.collectionView.statistics.selfSizingMeasurements == measurements, "nothing left to measure after")
    #expect(f.cellFrame(1) == CGRect(x: 0, y: 45, width: 300, height: 35))
    #expect(f.collectionView.checkInvariants() == [])
  }

  @Test func randomScrollingMeasuringAndUpdatesKeepTheInvariants() {
    let seed = UInt64.random(in: 0...UInt64.max)
    print("FlowSelfSizingScrollingTests random seed: \(seed)")
    var random = SeededRandomNumberGenerator(seed: seed)
    let f = SelfSizingFixture(count: 300)
    f.collectionView.layoutIfNeeded()
    for step in 0..<150 {
      let count = f.heights.count
      switch Int.random(in: 0..<6, using: &random) {
      case 0, 1:
        let maxY = max(0, f.collectionView.contentSize.height - 200)
        f.scroll(to: CGFloat(Int.random(in: 0...Int(maxY), using: &random)))
      case 2:
        let at = Int.random(in: 0...count, using: &random)
        f.heights.insert(CGFloat(Int.random(in: 10...90, using: &random)), at: at)
        f.dataSource.count = count + 1
        f.collectionView.insertItems(at: [IndexPath(item: at, section: 0)])
      case 3 where count > 1:
        let at = Int.random(in: 0..<count, using: &random)
        f.heights.remove(at: at)
        f.dataSource.count = count - 1
        f.collectionView.deleteItems(at: [IndexPath(item: at, section: 0)])
      case 4:
        let from = Int.random(in: 0..<count, using: &random)
        let to = Int.random(in: 0..<count, using: &random)
        f.heights.insert(f.heights.remove(at: from), at: to)
        f.collectionView.moveItem(at: IndexPath(item: from, section: 0), to: IndexPath(item: to, section: 0))
      default:
        guard let item = f.visibleItems.randomElement(using: &random) else { continue }
        f.heights[item] = CGFloat(Int.random(in: 10...90, using: &random))
        f.collectionView.reconfigureItems(at: [IndexPath(item: item, section: 0)])
      }
      f.collectionView.layoutIfNeeded()
      #expect(f.collectionView.checkInvariants() == [], "seed \(seed), step \(step)")
      // Every cell on screen shows its measured height, where the layout places it.
      for item in f.visibleItems {
        #expect(f.cellFrame(item)?.height == f.heights[item], "seed \(seed), step \(step), item \(item)")
        #expect(f.cellFrame(item) == f.frame(item), "seed \(seed), step \(step), item \(item)")
      }
    }
    #expect(f.errors.isEmpty, "seed \(seed)")
  }
}
