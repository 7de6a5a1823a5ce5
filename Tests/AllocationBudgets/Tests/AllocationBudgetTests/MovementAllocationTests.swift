import CAllocationCounter
import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// Whether the code under test is optimised (see SpringyAllocationTests: debug builds allocate per loop step).
private let isOptimized: Bool = {
  #if DEBUG
    false
  #else
    true
  #endif
}()

/// Allocation budgets of an interactive movement: a lifted cell dragged across a 100,000-item grid of
/// 90-pt cells in 1280 × 800 while the others make room, each frame a target update and the frame's
/// layout pass, counted by `CAllocationCounter` (this thread's allocations).
@MainActor struct MovementAllocationTests {
  @MainActor private final class Source: CollectionViewDataSource {
    let count: Int
    private(set) var moves = 0
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(
      _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) { moves += 1 }
  }

  /// A lap of warm frames then a lap of counted ones, the pointer zig-zagging 6 pt a frame along two
  /// rows (a lap: along a row, down to the next, back along it, up; 734 frames): no frame allocates, those
  /// that only move the lifted cell nor those whose target changes and start the others' make-room
  /// animation, the wraps to the other row included (a dozen cells change rows at once). The warm lap
  /// grows what is kept (view animations, their lists, the change engine's objects) to what a lap needs.
  @Test(.enabled(if: isOptimized, "debug builds allocate per loop step; run scripts/test-allocations"))
  func draggingALiftedCellAllocatesNothingOnceWarm() throws {
    Application.shared.reset()
    let host = HeadlessHost(size: CGSize(width: 1280, height: 800))
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    let collectionView = CollectionView(frame: host.screen.bounds, collectionViewLayout: layout)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source(count: 100_000)
    collectionView.dataSource = source
    var errors: [String] = []
    collectionView.errorHandler = { errors.append("\($0)") }
    defer { collectionView.errorHandler = { _ in } }
    host.show(collectionView)
    collectionView.contentOffset = CGPoint(x: 0, y: 50_000)
    host.runFrame()
    let lifted = try #require(collectionView.indexPathForItem(at: CGPoint(x: 45, y: 50_145)))
    #expect(collectionView.beginInteractiveMovementForItem(at: lifted))
    var step = 0
    var changed = false
    func frame() {
      step += 6
      let lap = step % 2200
      let x = CGFloat(lap < 1100 ? 60 + lap : 60 + 2200 - lap)
      let y = collectionView.contentOffset.y + 200 + CGFloat((step / 2200) % 2) * 300
      let before = collectionView.interactivelyMovingItemIndexPath
      collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: x, y: y))
      changed = collectionView.interactivelyMovingItemIndexPath != before
      Application.shared.clock.advance(to: host.now + 1.0 / 60)
      host.runFrame()
    }
    let lap = 800
    for _ in 0..<lap { frame() }
    var still: [UInt64] = []
    var changing: [UInt64] = []
    still.reserveCapacity(lap)
    changing.reserveCapacity(lap)
    for _ in 0..<lap {
      let before = trellis_thread_malloc_count()
      frame()
      let count = trellis_thread_malloc_count() - before
      if changed { changing.append(count) } else { still.append(count) }
    }
    #expect(still.count > 600 && changing.count > 40, "\(still.count) still, \(changing.count) changing")
    #expect(
      still.allSatisfy { $0 == 0 }, "frames that only moved the lifted cell and allocated: \(still.filter { $0 > 0 })")
    // The make-room change reuses the update object, its change, its ending, the animation transaction,
    // the invalidation contexts and the plan's storage once their last holders let go (measured before:
    // 16 to 20 a change, about 50 where the target wraps to another row).
    #expect(
      changing.allSatisfy { $0 == 0 }, "target-changing frames that allocated: \(changing.filter { $0 > 0 })")
    collectionView.endInteractiveMovement()
    host.advance(by: 0.5)
    #expect(source.moves == 1)
    #expect(collectionView.checkInvariants() == [])
    #expect(errors.isEmpty)
  }
}
