import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A collection-view controller over a model of 40-point rows that moves its model, and may offer a
/// context menu on every item.
@MainActor final class MovingRowsController: CollectionViewController {
  var model: [Int]
  var moves: [String] = []
  var offersContextMenu = false
  /// The older delegate method's calls (the controller overrides it, as iOS 9 code does).
  var targetCalls: [String] = []

  init(count: Int) {
    model = Array(0..<count)
    super.init(collectionViewLayout: RowLayout())
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
  }
  override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    model.count
  }
  override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
    -> CollectionViewCell
  {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingCell
    cell.label.text = "\(model[indexPath.item])"
    return cell
  }
  override func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
  override func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    moves.append("\(sourceIndexPath.shortDescription) → \(destinationIndexPath.shortDescription)")
    model.insert(model.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
  }
  override func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
    toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    targetCalls.append("\(currentIndexPath.shortDescription) \(proposedIndexPath.shortDescription)")
    return proposedIndexPath
  }
  override func collectionView(
    _ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
  ) -> ContextMenuConfiguration? {
    guard offersContextMenu else { return nil }
    return ContextMenuConfiguration(identifier: "menu", previewProvider: nil) { _ in
      Menu(children: [Action(title: "Copy") { _ in }])
    }
  }
}

/// The standard gesture (`installsStandardGestureForInteractiveMovement`) driven by headless touches, and
/// the edge autoscroll under the manual clock.
@MainActor
@Suite("Collection view: interactive movement gesture and autoscroll")
struct InteractiveMovementGestureTests {
  private func shown(count: Int) -> (HeadlessHost, MovingRowsController) {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let controller = MovingRowsController(count: count)
    host.show(controller)
    host.runFrame()
    return (host, controller)
  }

  private func labels(_ controller: MovingRowsController) -> [String] {
    let cv = controller.collectionView!
    return cv.indexPathsForVisibleItems.sorted().map {
      "\($0.item):" + ((cv.cellForItem(at: $0) as? CountingCell)?.label.text ?? "-")
    }
  }

  @Test func aLongPressLiftsTheItemDraggingMovesItAndLiftingTheFingerDropsIt() {
    let (host, controller) = shown(count: 10)
    let cv = controller.collectionView!
    #expect(cv.interactiveMovementGestureRecognizer != nil)
    host.send(.touchDown(id: 1, location: CGPoint(x: 100, y: 55), pointer: false))  // item 1, 5 pt above its centre
    host.advance(by: 0.4)
    #expect(!cv.isInteractiveMovementInProgress)
    host.advance(by: 0.2)
    #expect(cv.isInteractiveMovementInProgress)
    #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 1, section: 0))
    for y in stride(from: 65, through: 125, by: 10) {
      host.send(.touchMoved(id: 1, location: CGPoint(x: 100, y: CGFloat(y))))
      #expect(cv.checkInvariants() == [])
    }
    // The cell keeps the grab offset: its centre is (150, 130) for the finger at (100, 125).
    #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 3, section: 0))
    host.runFrame()
    #expect(cv.cellForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 0, y: 110, width: 300, height: 40))
    host.send(.touchUp(id: 1, location: CGPoint(x: 100, y: 125)))
    #expect(!cv.isInteractiveMovementInProgress)
    #expect(controller.moves == ["[0, 1] → [0, 3]"])
    #expect(controller.model == [0, 2, 3, 1, 4, 5, 6, 7, 8, 9])
    host.advance(by: 0.35)
    #expect(labels(controller) == ["0:0", "1:2", "2:3", "3:1", "4:4"])
    #expect(cv.checkInvariants() == [])
  }

  @Test func aControllerOverrideOfTheOlderTargetMethodIsAsked() {
    let (_, controller) = shown(count: 10)
    let cv = controller.collectionView!
    cv.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 100))
    #expect(controller.targetCalls == ["[0, 1] [0, 2]"])
    cv.endInteractiveMovement()
    #expect(controller.moves == ["[0, 1] → [0, 2]"])
  }

  @Test func aFingerHeldInTheBottomBandAutoscrollsAndTheDropLandsFarBelow() {
    let (host, controller) = shown(count: 30)
    let cv = controller.collectionView!
    host.send(.touchDown(id: 1, location: CGPoint(x: 150, y: 100), pointer: false))  // item 2's centre
    host.advance(by: 0.6)
    #expect(cv.isInteractiveMovementInProgress)
    for y in stride(from: 110, through: 184, by: 2) {
      host.send(.touchMoved(id: 1, location: CGPoint(x: 150, y: CGFloat(y))))
    }
    let start = cv.contentOffset.y
    var offsets: [CGFloat] = []
    for _ in 0..<4 {
      host.advance(by: host.frameInterval)
      offsets.append(cv.contentOffset.y - start)
      #expect(cv.checkInvariants() == [])
    }
    // The finger rests 16 pt above the bottom: 14.0625 pt a frame once the band's first frame noted the time.
    let step: CGFloat = 1500 * 0.75 * 0.75 / 60
    let steps = offsets.map { ($0 / step).rounded() }
    #expect(steps.last == steps.first! + 3)
    for (offset, n) in zip(offsets, steps) { #expect(abs(offset - n * step) < 1e-6, "\(offsets)") }
    let target = cv.interactivelyMovingItemIndexPath?.item ?? -1
    #expect(target == Int((cv.contentOffset.y + 184) / 40))
    host.send(.touchUp(id: 1, location: CGPoint(x: 150, y: 184)))
    #expect(controller.moves == ["[0, 2] → [0, \(target)]"])
    #expect(controller.model[target] == 2)
    host.advance(by: 0.35)
    #expect(cv.checkInvariants() == [])
  }

  @Test func aCancelledTouchCancelsTheMovement() {
    let (host, controller) = shown(count: 10)
    let cv = controller.collectionView!
    host.send(.touchDown(id: 1, location: CGPoint(x: 150, y: 60), pointer: false))
    host.advance(by: 0.6)
    host.send(.touchMoved(id: 1, location: CGPoint(x: 150, y: 100)))
    #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 2, section: 0))
    host.send(.touchCancelled(id: 1))
    #expect(!cv.isInteractiveMovementInProgress)
    #expect(controller.moves == [])
    host.advance(by: 0.35)
    #expect(labels(controller) == ["0:0", "1:1", "2:2", "3:3", "4:4"])
  }

  @Test func aContextMenuWinsTheLongPressOverMovement() {
    let (host, controller) = shown(count: 10)
    controller.offersContextMenu = true
    let cv = controller.collectionView!
    host.send(.touchDown(id: 1, location: CGPoint(x: 150, y: 60), pointer: false))
    host.advance(by: 0.6)
    #expect(cv.visibleContextMenu != nil)
    #expect(!cv.isInteractiveMovementInProgress)
  }

  @Test func withoutTheStandardGestureALongPressDoesNothing() {
    let (host, controller) = shown(count: 10)
    controller.installsStandardGestureForInteractiveMovement = false
    let cv = controller.collectionView!
    #expect(cv.interactiveMovementGestureRecognizer == nil)
    host.send(.touchDown(id: 1, location: CGPoint(x: 150, y: 60), pointer: false))
    host.advance(by: 0.6)
    #expect(!cv.isInteractiveMovementInProgress)
  }

  /// 64-pt bands; speed 1500 × (depth / 64)² pt/s: a position 16 pt from the bottom (depth 48) scrolls
  /// 843.75 pt/s, 14.0625 pt per 1/60 s frame; the first frame in the band only notes the time.
  @Test func nearTheBottomEdgeTheContentScrollsEveryFrameAndTheTargetFollows() {
    let f = MovementFixture(model: [Array(0..<30)])
    let cv = f.collectionView
    cv.beginInteractiveMovementForItem(at: IndexPath(item: 2, section: 0))
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 184))
    #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 4, section: 0))
    var offsets: [CGFloat] = []
    for _ in 0..<5 {
      f.advance(frames: 1)
      offsets.append(cv.contentOffset.y)
    }
    let step: CGFloat = 1500 * 0.75 * 0.75 / 60
    let expected: [CGFloat] = [0, step, 2 * step, 3 * step, 4 * step]
    for (offset, want) in zip(offsets, expected) { #expect(abs(offset - want) < 1e-6, "\(offsets)") }
    // The finger stays still: the position is 184 pt below the offset, in row (offset + 184) / 40.
    #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: Int((4 * step + 184) / 40), section: 0))
    // It stops at the content's end (30 rows: 1200 pt, offset 1000), the item in the last row.
    f.advance(by: 2)
    #expect(cv.contentOffset.y == 1000)
    #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 29, section: 0))
    cv.endInteractiveMovement()
    #expect(f.source.model[0].last == 2)
    f.advance(by: 0.35)
    #expect(f.visibleLabels.suffix(2) == ["0.28:29", "0.29:2"])
    #expect(f.errors.errors == [])
  }

  @Test func nearTheTopEdgeTheContentScrollsBackAndStopsAtTheTop() {
    let f = MovementFixture(model: [Array(0..<30)])
    let cv = f.collectionView
    cv.contentOffset = CGPoint(x: 0, y: 100)
    f.host.runFrame()
    cv.beginInteractiveMovementForItem(at: IndexPath(item: 5, section: 0))  // centre y 220: 120 in the bounds
    cv.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 100))  // at the top edge: depth 64
    f.advance(frames: 2)
    #expect(abs(cv.contentOffset.y - (100 - 25)) < 1e-6)  // 1500 pt/s for one frame
    f.advance(by: 1)
    #expect(cv.contentOffset.y == 0)
    #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 0, section: 0))
    cv.cancelInteractiveMovement()
    f.advance(by: 0.35)
    #expect(f.source.model == [Array(0..<30)])
    #expect(f.errors.errors == [])
  }
}
