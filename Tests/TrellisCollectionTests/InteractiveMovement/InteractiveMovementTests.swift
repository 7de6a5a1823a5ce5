import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Interactive movement driven by calls: the exact order of the data source's, the delegate's and the
/// layout's hooks for begin, update, end and cancel, and the frames of the lifted and displaced cells
/// under the manual clock (Documentation/Behaviour.md#interactive-movement).
@MainActor
@Suite("Collection view: interactive movement")
struct InteractiveMovementTests {
  private func item(_ i: Int, _ s: Int = 0) -> IndexPath { IndexPath(item: i, section: s) }

  @Test func beginAsksTheDataSourceThenLiftsTheCellAboveTheOthers() {
    let f = MovementFixture(model: [Array(0..<10)])
    #expect(f.collectionView.beginInteractiveMovementForItem(at: item(1)))
    #expect(f.source.log == ["canMove [0, 1]"])
    #expect(
      f.layout.log == [
        "movingContext [[0, 1]] (150.0, 60.0) from [[0, 1]] (150.0, 60.0)",
        "invalidate targets [[0, 1]] previous [[0, 1]] at (150.0, 60.0) counts false",
        "movingAttributes [0, 1] (150.0, 60.0)",
      ])
    #expect(f.collectionView.isInteractiveMovementInProgress)
    #expect(f.collectionView.interactivelyMovingItemIndexPath == item(1))
    #expect(f.cell(showing: 1)?.zPosition == CGFloat(CollectionViewLayout.interactivelyMovingItemZIndex))
    #expect(f.cell(showing: 2)?.zPosition == 0)
    #expect(f.errors.errors == [])
  }

  @Test func anItemTheDataSourceRefusesDoesNotLift() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.source.movable = { $0.item != 1 }
    #expect(!f.collectionView.beginInteractiveMovementForItem(at: item(1)))
    #expect(f.source.log == ["canMove [0, 1]"])
    #expect(f.layout.log == [])
    #expect(!f.collectionView.isInteractiveMovementInProgress)
    #expect(f.errors.errors == [])
  }

  @Test func updateAsksLayoutThenDelegateThenMovesTheGapWithOneMoveUpdate() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.source.log = []
    f.layout.log = []
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))
    #expect(f.source.log == ["target [0, 1] [0, 1] [0, 3]"])
    #expect(
      f.layout.log == [
        "targetIndexPath [0, 1] (150.0, 130.0) → [0, 3]",
        "movingContext [[0, 3]] (150.0, 130.0) from [[0, 1]] (150.0, 60.0)",
        "invalidate targets [[0, 3]] previous [[0, 1]] at (150.0, 130.0) counts false",
        "invalidate targets nil previous nil at (0.0, 0.0) counts true",
        "prepareUpdates [\"move [0, 1] → [0, 3]\"]",
        "movingAttributes [0, 3] (150.0, 130.0)",
        "finalizeUpdates",
      ])
    #expect(f.collectionView.interactivelyMovingItemIndexPath == item(3))
    // The layout sees the item at its target; the data source still has its order.
    #expect(f.source.model == [Array(0..<10)])
    #expect(f.visibleLabels == ["0.0:0", "0.1:2", "0.2:3", "0.3:1", "0.4:4"])
    #expect(f.errors.errors == [])
  }

  @Test func theLiftedCellFollowsAtOnceWhileTheOthersMakeRoomWithAnimation() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))
    f.host.runFrame()
    // The lifted cell is under the position at once; items 2 and 3 slide up by a row over 0.3 s.
    #expect(f.shownFrame(of: 1) == CGRect(x: 0, y: 110, width: 300, height: 40))
    #expect(f.shownFrame(of: 2) == CGRect(x: 0, y: 80, width: 300, height: 40))
    f.advance(by: 0.15)
    #expect(f.shownFrame(of: 1) == CGRect(x: 0, y: 110, width: 300, height: 40))
    #expect(abs((f.shownFrame(of: 2)?.minY ?? 0) - 60) < 0.01)
    #expect(abs((f.shownFrame(of: 3)?.minY ?? 0) - 100) < 0.01)
    f.advance(by: 0.2)
    #expect(f.shownFrame(of: 2) == CGRect(x: 0, y: 40, width: 300, height: 40))
    #expect(f.shownFrame(of: 3) == CGRect(x: 0, y: 80, width: 300, height: 40))
    // A position inside the same slot moves only the lifted cell: no update.
    f.layout.log = []
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 135))
    f.host.runFrame()
    #expect(f.shownFrame(of: 1) == CGRect(x: 10, y: 115, width: 300, height: 40))
    #expect(
      f.layout.log == [
        "targetIndexPath [0, 3] (160.0, 135.0) → [0, 3]",
        "movingContext [[0, 3]] (160.0, 135.0) from [[0, 3]] (150.0, 130.0)",
        "invalidate targets [[0, 3]] previous [[0, 3]] at (160.0, 135.0) counts false",
        "movingAttributes [0, 3] (160.0, 135.0)",
      ])
  }

  @Test func endMovesTheDataSourceOnceThenTheCellSettlesIntoItsSlot() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))
    f.advance(by: 0.35)
    f.source.log = []
    f.layout.log = []
    f.collectionView.endInteractiveMovement()
    #expect(f.source.log == ["move [0, 1] → [0, 3]"])
    #expect(
      f.layout.log == [
        "endingContext [[0, 3]] from [[0, 3]] cancelled false",
        "invalidate targets [[0, 3]] previous [[0, 3]] at (0.0, 0.0) counts false",
        "invalidate targets nil previous nil at (0.0, 0.0) counts true",
        "prepareUpdates []",
        "finalizeUpdates",
      ])
    #expect(!f.collectionView.isInteractiveMovementInProgress)
    #expect(f.source.model == [[0, 2, 3, 1, 4, 5, 6, 7, 8, 9]])
    f.host.runFrame()
    #expect(f.shownFrame(of: 1) == CGRect(x: 0, y: 110, width: 300, height: 40))
    f.advance(by: 0.15)
    #expect(abs((f.shownFrame(of: 1)?.minY ?? 0) - 115) < 0.01)
    // Above its neighbours while it lands; back to the layout's zIndex when the change ends.
    #expect(f.cell(showing: 1)?.zPosition == CGFloat(CollectionViewLayout.interactivelyMovingItemZIndex))
    f.advance(by: 0.2)
    #expect(f.shownFrame(of: 1) == CGRect(x: 0, y: 120, width: 300, height: 40))
    #expect(f.cell(showing: 1)?.zPosition == 0)
    #expect(f.visibleLabels == ["0.0:0", "0.1:2", "0.2:3", "0.3:1", "0.4:4"])
    #expect(f.errors.errors == [])
  }

  @Test func cancelReturnsTheItemWithoutTheDataSource() {
    let f = MovementFixture(model: [Array(0..<10)])
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))
    f.advance(by: 0.35)
    f.source.log = []
    f.layout.log = []
    f.collectionView.cancelInteractiveMovement()
    #expect(f.source.log == [])
    #expect(
      f.layout.log == [
        "endingContext [[0, 1]] from [[0, 3]] cancelled true",
        "invalidate targets [[0, 1]] previous [[0, 3]] at (0.0, 0.0) counts false",
        "invalidate targets nil previous nil at (0.0, 0.0) counts true",
        "prepareUpdates [\"move [0, 3] → [0, 1]\"]",
        "finalizeUpdates",
      ])
    f.host.runFrame()
    #expect(f.shownFrame(of: 1) == CGRect(x: 0, y: 110, width: 300, height: 40))
    #expect(f.shownFrame(of: 2) == CGRect(x: 0, y: 40, width: 300, height: 40))
    f.advance(by: 0.15)
    #expect(abs((f.shownFrame(of: 1)?.minY ?? 0) - 75) < 0.01)
    #expect(abs((f.shownFrame(of: 2)?.minY ?? 0) - 60) < 0.01)
    f.advance(by: 0.2)
    #expect(f.shownFrame(of: 1) == CGRect(x: 0, y: 40, width: 300, height: 40))
    #expect(f.source.model == [Array(0..<10)])
    #expect(f.visibleLabels == ["0.0:0", "0.1:1", "0.2:2", "0.3:3", "0.4:4"])
    #expect(f.errors.errors == [])
  }

  @Test func theOlderDelegateMethodAnswersWhenTheNewOneIsNotImplemented() {
    /// A delegate implementing only the iOS 9 method, redirecting every proposal to item 4.
    @MainActor final class OldDelegate: CollectionViewDelegate {
      var calls: [String] = []
      func collectionView(
        _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
      ) -> IndexPath {
        calls.append("\(currentIndexPath.shortDescription) \(proposedIndexPath.shortDescription)")
        return IndexPath(item: 4, section: 0)
      }
    }
    let f = MovementFixture(model: [Array(0..<10)])
    let delegate = OldDelegate()
    f.collectionView.delegate = delegate
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 100))
    #expect(delegate.calls == ["[0, 1] [0, 2]"])
    #expect(f.collectionView.interactivelyMovingItemIndexPath == item(4))
    f.collectionView.endInteractiveMovement()
    #expect(f.source.model == [[0, 2, 3, 4, 1, 5, 6, 7, 8, 9]])
  }

  @Test func aMoveAcrossSectionsChangesBothCountsOnlyInTheArrangementUntilTheEnd() {
    let f = MovementFixture(model: [[0, 1, 2], [10, 11, 12]], size: CGSize(width: 300, height: 400))
    f.collectionView.beginInteractiveMovementForItem(at: item(0))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 180))
    #expect(f.collectionView.interactivelyMovingItemIndexPath == item(1, 1))
    #expect(f.collectionView.numberOfItems(inSection: 0) == 2)
    #expect(f.collectionView.numberOfItems(inSection: 1) == 4)
    #expect(f.source.model == [[0, 1, 2], [10, 11, 12]])
    f.advance(by: 0.35)
    #expect(f.visibleLabels == ["0.0:1", "0.1:2", "1.0:10", "1.1:0", "1.2:11", "1.3:12"])
    f.collectionView.endInteractiveMovement()
    #expect(f.source.log.last == "move [0, 0] → [1, 1]")
    #expect(f.source.model == [[1, 2], [10, 0, 11, 12]])
    f.advance(by: 0.35)
    #expect(f.shownFrame(of: 0) == CGRect(x: 0, y: 120, width: 300, height: 40))
    #expect(f.visibleLabels == ["0.0:1", "0.1:2", "1.0:10", "1.1:0", "1.2:11", "1.3:12"])
    #expect(f.errors.errors == [])
  }

  @Test func cellsShownDuringAMovementComeFromTheDataSourcesIndexPaths() {
    let f = MovementFixture(model: [Array(0..<20)])
    f.collectionView.beginInteractiveMovementForItem(at: item(1))
    f.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 130))  // target [0, 3]
    f.advance(by: 0.35)
    f.collectionView.contentOffset = CGPoint(x: 0, y: 400)
    f.host.runFrame()
    f.source.cellRequests = []
    f.collectionView.contentOffset = .zero
    f.host.runFrame()
    // Rows 1 and 2 of the arrangement hold items 2 and 3, asked for at the data source's [0, 2] and [0, 3];
    // the lifted item (row 3) at its original [0, 1]. Nothing shows twice.
    #expect(f.source.cellRequests.sorted() == [item(0), item(1), item(2), item(3), item(4)])
    #expect(f.visibleLabels == ["0.0:0", "0.1:2", "0.2:3", "0.3:1", "0.4:4"])
    #expect(f.collectionView.checkInvariants() == [])
    #expect(f.errors.errors == [])
  }
}

/// Prefetching during a movement names the data source's index paths.
@MainActor
@Suite("Collection view: interactive movement and prefetching")
struct InteractiveMovementPrefetchTests {
  @Test func prefetchedItemsAreAnnouncedAtTheDataSourcesIndexPaths() {
    let f = MovementFixture(model: [Array(0..<40)], size: CGSize(width: 300, height: 400))
    let recorder = PrefetchRecorder()
    f.collectionView.prefetchDataSource = recorder
    let cv = f.collectionView
    cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 300))  // row 7
    #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 7, section: 0))
    f.advance(by: 0.35)
    cv.contentOffset = CGPoint(x: 0, y: 400)
    f.host.runFrame()
    _ = recorder.take()
    cv.contentOffset = CGPoint(x: 0, y: 360)
    f.host.runFrame()
    // Scrolling up announces rows 8 down to 0 of the arrangement, nearest first: row 7 holds the lifted
    // item (the data source's 2), rows 2…6 its items 3…7.
    #expect(recorder.take().last == "prefetch 8 2 7 6 5 4 3 1 0")
    #expect(f.errors.errors == [])
    withExtendedLifetime(recorder) {}
  }
}
