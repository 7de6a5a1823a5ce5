import CAllocationCounter
import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

/// Whether the code under test is optimised: unoptimised builds allocate a coroutine frame for every
/// step of a `for … in` loop over an array (Collection's read accessor, unspecialised), so a frame's
/// allocation budget is measured in optimised test builds (`scripts/test-allocations`).
private let isOptimized: Bool = {
  #if DEBUG
    false
  #else
    true
  #endif
}()

/// A malloc'd block kept in a global while it is counted, so an optimised build can't elide the call.
nonisolated(unsafe) private var escapedBlock: UnsafeMutableRawPointer?

/// Allocation budgets of the tiled springy layout, counted by the allocation counter linked into the
/// test executable (`CAllocationCounter`: malloc, calloc, realloc and the aligned allocators, calls of
/// this thread only, so the test runner's threads don't count).
@MainActor struct SpringyAllocationTests {
  /// Drags the 100,000-item fixture up by 3 pt per 60 Hz frame with the touch held at (195, 400):
  /// the drag step (springs shift, rows retile), the application frame (two engine steps and the
  /// animator's invalidation) and the collection view's layout pass.
  private func scrollFrame(_ fixture: SpringyFixture, translation: inout CGFloat) {
    translation -= 3
    fixture.collectionView.dragged(translation: CGPoint(x: 0, y: translation))
    Application.shared.clock.advance(to: fixture.host.now + 1.0 / 60)
    fixture.host.runFrame()
    fixture.collectionView.layoutIfNeeded()
  }

  /// After a warm-up of 300 frames (900 pt: rows have entered the tiled rectangle at the bottom and
  /// left it at the top), 600 more frames (1,800 pt: 33 rows of 54 pt enter and 33 leave, over a dozen
  /// retiles) make no heap allocation at all, frame by frame, retiling frames included; the springs
  /// keep moving all along.
  @Test(.enabled(if: isOptimized, "debug builds allocate per loop step; run scripts/test-allocations"))
  func scrollingAcrossManyRowsAllocatesNothingOnceWarm() {
    let fixture = SpringyFixture(items: 100_000)
    let layout = fixture.layout
    let collectionView = fixture.collectionView
    fixture.host.tap(at: CGPoint(x: 195, y: 400))
    fixture.host.advance(by: 0.1)
    collectionView.beginDragging(at: CGPoint(x: 195, y: 400))
    var translation: CGFloat = 0
    for _ in 0..<300 { scrollFrame(fixture, translation: &translation) }
    let firstSprungBefore = layout.springBehaviors.map { ($0.items[0] as! LayoutAttributes).indexPath.item }.min()!
    var tiledRect = layout.tiledRect
    var retiles = 0
    var allocations = [UInt64](repeating: 0, count: 600)
    for frame in 0..<600 {
      let before = trellis_thread_malloc_count()
      scrollFrame(fixture, translation: &translation)
      allocations[frame] = trellis_thread_malloc_count() - before
      if layout.tiledRect != tiledRect {
        retiles += 1
        tiledRect = layout.tiledRect
      }
    }
    let firstSprungAfter = layout.springBehaviors.map { ($0.items[0] as! LayoutAttributes).indexPath.item }.min()!
    let allocating = allocations.indices.filter { allocations[$0] > 0 }.map { "frame \($0): \(allocations[$0])" }
    #expect(allocating.isEmpty, "frames that allocated: \(allocating)")
    #expect(allocations.reduce(0, +) == 0)
    #expect(retiles >= 12, "retiles: \(retiles)")
    #expect(firstSprungAfter - firstSprungBefore >= 33 * 7, "rows left: \(firstSprungBefore) → \(firstSprungAfter)")
    #expect(layout.dynamicAnimator.isRunning, "the springs kept moving")
    collectionView.endDragging(velocity: .zero)
    #expect(fixture.errors.isEmpty)
  }

  /// The counter counts this thread's allocations: a heap block (through Swift's aligned allocator),
  /// a malloc and an array's storage are one each.
  @Test func theCounterSeesAllocations() {
    let start = trellis_thread_malloc_count()
    let block = UnsafeMutableRawPointer.allocate(byteCount: 64, alignment: 8)
    let afterBlock = trellis_thread_malloc_count()
    block.deallocate()
    escapedBlock = malloc(64)  // stored where the optimiser can't drop it
    let afterMalloc = trellis_thread_malloc_count()
    free(escapedBlock)
    escapedBlock = nil
    var array: [Int] = []
    array.reserveCapacity(100)
    let afterArray = trellis_thread_malloc_count()
    #expect([afterBlock - start, afterMalloc - afterBlock, afterArray - afterMalloc] == [1, 1, 1])
    #expect(array.capacity >= 100)
  }
}
