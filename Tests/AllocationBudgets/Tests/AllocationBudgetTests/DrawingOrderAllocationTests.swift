import CAllocationCounter
import Foundation
import Testing
import Trellis

/// Whether the code under test is optimised (see SpringyAllocationTests: debug builds allocate per loop step).
private let isOptimized: Bool = {
  #if DEBUG
    false
  #else
    true
  #endif
}()

/// `View.subviewsInDrawingOrder` is rebuilt in place: back to front by `zPosition`, ties in subview
/// order, with no allocation once its storage has grown, as the renderer and hit testing read it every
/// frame while cells come and go.
@MainActor struct DrawingOrderAllocationTests {
  /// 40 subviews tagged 0…39 with zPositions (tag × 7) mod 5 − 2, so five interleaved levels (more
  /// than one 16-view run, so runs are merged).
  private func makeParent() -> (View, [View]) {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let children = (0..<40).map { index in
      let child = View(frame: .zero)
      child.tag = index
      child.zPosition = CGFloat((index * 7) % 5 - 2)
      parent.addSubview(child)
      return child
    }
    return (parent, children)
  }

  /// The order of the subviews' tags by a reference stable sort.
  private func expectedTags(_ parent: View) -> [Int] {
    parent.subviews.enumerated().sorted {
      $0.element.zPosition != $1.element.zPosition
        ? $0.element.zPosition < $1.element.zPosition : $0.offset < $1.offset
    }.map(\.element.tag)
  }

  /// Tags by level: zPosition −2 holds 0, 5, 10, … 35 (index × 7 ≡ 0 mod 5), then −1 holds 3, 8, …
  /// (21 ≡ 1), 0 holds 1, 6, … (7 ≡ 2), 1 holds 4, 9, … (28 ≡ 3), 2 holds 2, 7, … (14 ≡ 4) — each level
  /// in subview order.
  @Test func theOrderIsByZPositionThenSubviewOrder() {
    let (parent, _) = makeParent()
    let tags = parent.subviewsInDrawingOrder.map(\.tag)
    let levels = [0, 3, 1, 4, 2].flatMap { first in stride(from: first, to: 40, by: 5).map { $0 } }
    #expect(tags == levels)
    #expect(tags == expectedTags(parent))
  }

  /// 200 rounds of bringing a subview to the front, changing one zPosition and removing and re-adding
  /// another, reading the order after each change: every order matches the reference sort, and after
  /// 20 warm rounds the other 180 allocate nothing.
  @Test(.enabled(if: isOptimized, "debug builds allocate per loop step; run scripts/test-allocations"))
  func changingTheSubviewsAllocatesNothingOnceWarm() {
    let (parent, children) = makeParent()
    var mismatches = 0
    var allocations: UInt64 = 0
    for round in 0..<200 {
      let before = trellis_thread_malloc_count()
      let moved = children[(round * 13) % 40]
      parent.bringSubviewToFront(moved)
      _ = parent.subviewsInDrawingOrder.count
      children[(round * 11) % 40].zPosition = CGFloat(round % 5 - 2)
      _ = parent.subviewsInDrawingOrder.count
      let removed = children[(round * 17) % 40]
      removed.removeFromSuperview()
      _ = parent.subviewsInDrawingOrder.count
      parent.insertSubview(removed, at: round % 39)
      let order = parent.subviewsInDrawingOrder
      let after = trellis_thread_malloc_count()
      if round >= 20 { allocations += after - before }
      if order.map(\.tag) != expectedTags(parent) { mismatches += 1 }
    }
    #expect(mismatches == 0)
    #expect(allocations == 0)
  }

  /// A removed subview isn't kept alive by its old superview's drawing order.
  @Test func aRemovedSubviewIsReleased() {
    let (parent, children) = makeParent()
    _ = parent.subviewsInDrawingOrder
    weak var removed: View?
    do {
      let child = View(frame: .zero)
      child.zPosition = 5
      parent.addSubview(child)
      #expect(parent.subviewsInDrawingOrder.last === child)
      removed = child
      child.removeFromSuperview()
    }
    #expect(removed == nil)
    #expect(parent.subviewsInDrawingOrder.count == children.count)
  }
}
