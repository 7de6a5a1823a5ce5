import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Interactive movement in a `FlowLayout` grid (plain geometry through `forEachElement`): the lifted cell
/// and the gap, and a new position that changes no index path re-measures nothing.
@MainActor
@Suite("Collection view: interactive movement in a flow layout")
struct InteractiveMovementFlowLayoutTests {
  /// Sizes every item 100×100 and counts the calls.
  @MainActor final class SizingDelegate: CollectionViewDelegateFlowLayout {
    var sizeCalls = 0
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
      sizeCalls += 1
      return CGSize(width: 100, height: 100)
    }
  }

  @Test func theGapMovesThroughTheGridAndAPositionInTheSameSlotMeasuresNothing() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let layout = FlowLayout()
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    var errors: [String] = []
    cv.errorHandler = { errors.append($0.description) }
    let source = MovingDataSource([Array(0..<12)])
    let delegate = SizingDelegate()
    cv.dataSource = source
    cv.delegate = delegate
    host.show(cv)
    host.runFrame()
    func frame(of number: Int) -> CGRect? {
      cv.visibleCells.compactMap { $0 as? CountingCell }.first { $0.label.text == "\(number)" }?.presentation.frame
    }
    #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 250, y: 150))  // over item 5
    #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 5, section: 0))
    host.advance(by: 0.35)
    #expect(frame(of: 0) == CGRect(x: 200, y: 100, width: 100, height: 100))
    #expect(frame(of: 1) == CGRect(x: 0, y: 0, width: 100, height: 100))
    #expect(frame(of: 5) == CGRect(x: 100, y: 100, width: 100, height: 100))
    delegate.sizeCalls = 0
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 240, y: 140))
    host.runFrame()
    #expect(delegate.sizeCalls == 0)
    #expect(frame(of: 0) == CGRect(x: 190, y: 90, width: 100, height: 100))
    #expect(cv.checkInvariants() == [])
    cv.endInteractiveMovement()
    #expect(source.model == [[1, 2, 3, 4, 5, 0, 6, 7, 8, 9, 10, 11]])
    host.advance(by: 0.35)
    #expect(frame(of: 0) == CGRect(x: 200, y: 100, width: 100, height: 100))
    #expect(cv.checkInvariants() == [])
    #expect(errors == [])
  }
}
