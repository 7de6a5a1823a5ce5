import CAllocationCounter
import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTestSupport
import TrellisTesting

/// Whether the code under test is optimised (see `SpringyAllocationTests`: debug builds allocate per
/// step of a `for … in` loop over an array, so budgets are checked by `scripts/test-allocations`).
private let isOptimizedBuild: Bool = {
  #if DEBUG
    false
  #else
    true
  #endif
}()

/// Allocation budgets of the book's springy listing (`SpringyCollectionViewFlowLayout`, listings
/// 6.16–6.21, the showcase's file, which the benchmarks link too) and of the two queries it makes every frame, counted on this
/// thread by the allocation counter linked into the test executable.
@MainActor struct BookSpringyAllocationTests {
  /// The book's layout at 120 items in a 390 × 560 collection view, dragged up by 3 pt per 60 Hz frame
  /// with the touch held at (195, 400), as the `dynamics-springy-allocs-120` benchmark does.
  @MainActor private final class Fixture {
    let host = HeadlessHost(size: CGSize(width: 390, height: 560))
    let layout = SpringyCollectionViewFlowLayout()
    let collectionView: CollectionView
    let dataSource = CountingDataSource(count: 120)
    var errors: [String] = []
    var translation: CGFloat = 0

    init() {
      collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 390, height: 560), collectionViewLayout: layout)
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.dataSource = dataSource
      DynamicAnimator.errorHandler = { [unowned self] error in self.errors.append(error.description) }
      collectionView.errorHandler = { [unowned self] error in self.errors.append("\(error)") }
      host.show(collectionView)
      layout.invalidateLayout()  // the book's viewDidAppear
      host.tap(at: CGPoint(x: 195, y: 400))
      host.advance(by: 0.1)
      collectionView.beginDragging(at: CGPoint(x: 195, y: 400))
    }

    /// The drag step (the listing shifts every spring), the application frame (two engine steps and the
    /// animator's invalidation: the listing's `prepare()` asks the flow for the whole content) and the
    /// layout pass (the listing's `layoutAttributesForElements(in:)` asks the animator).
    func frame() {
      translation -= 3
      collectionView.dragged(translation: CGPoint(x: 0, y: translation))
      Application.shared.clock.advance(to: host.now + 1.0 / 60)
      host.runFrame()
      collectionView.layoutIfNeeded()
    }
  }

  /// The scroll is made twice: a first drag of 160 frames (past the end of the content, into the
  /// rubber band) warms everything, the collection view's reuse queue included (it grows while more
  /// cells leave the screen than ever before); back at the top, a second drag's 40 first frames are the
  /// benchmark's warm-up and each of its next 120 frames makes exactly one heap allocation: the new
  /// array of the listing's `as? [LayoutAttributes]` cast of the animator's `[any DynamicItem]` answer
  /// (see `theListingsArrayCastMakesOneArray`). The flow's whole-content answer (120 new objects and
  /// an array per frame before answers were reused) and the animator's answer reuse the last ones,
  /// which the listing released.
  @Test(.enabled(if: isOptimizedBuild, "debug builds allocate per loop step; run scripts/test-allocations"))
  func aScrolledFrameAllocatesOnlyTheListingsArrayCast() {
    let fixture = Fixture()
    for _ in 0..<160 { fixture.frame() }
    fixture.collectionView.endDragging(velocity: .zero)
    fixture.host.advance(by: 1)
    fixture.collectionView.contentOffset = .zero
    fixture.host.advance(by: 1)
    #expect(fixture.collectionView.contentOffset == .zero)
    fixture.translation = 0
    fixture.collectionView.beginDragging(at: CGPoint(x: 195, y: 400))
    for _ in 0..<40 { fixture.frame() }
    var allocations = [UInt64](repeating: 0, count: 120)
    for frame in 0..<120 {
      let before = trellis_thread_malloc_count()
      fixture.frame()
      allocations[frame] = trellis_thread_malloc_count() - before
    }
    let other = allocations.indices.filter { allocations[$0] != 1 }.map { "frame \($0): \(allocations[$0])" }
    #expect(other.isEmpty, "frames that didn't allocate exactly once: \(other)")
    #expect(allocations.reduce(0, +) == 120)
    #expect(fixture.layout.dynamicAnimator.behaviors.count == 120)
    #expect(fixture.layout.dynamicAnimator.isRunning, "the springs kept moving")
    #expect(fixture.collectionView.visibleCells.count > 40)
    fixture.collectionView.endDragging(velocity: .zero)
    #expect(fixture.errors.isEmpty)
  }

  /// The one allocation the listing's own Swift makes: `[any DynamicItem]` holds 16-byte existentials
  /// (reference and witness table), `[LayoutAttributes]` 8-byte references, so the cast can't share
  /// the buffer and makes one new array, whatever the animator does.
  @Test(.enabled(if: isOptimizedBuild, "debug builds allocate per loop step; run scripts/test-allocations"))
  func theListingsArrayCastMakesOneArray() {
    let items: [any DynamicItem] = (0..<120).map { LayoutAttributes(forCellWith: IndexPath(item: $0, section: 0)) }
    let before = trellis_thread_malloc_count()
    let cast = items as? [LayoutAttributes]
    let after = trellis_thread_malloc_count()
    #expect(after - before == 1)
    #expect(cast?.count == 120 && cast?.last === items.last)
    #expect(MemoryLayout<any DynamicItem>.size == 16)
    #expect(MemoryLayout<LayoutAttributes>.size == 8)
  }

  /// A flow layout's rectangle answers that the caller releases allocate nothing once warm, over 60
  /// rectangles whose answers differ in size (every element made over from the last answer's objects).
  @Test(.enabled(if: isOptimizedBuild, "debug builds allocate per loop step; run scripts/test-allocations"))
  func releasedFlowAnswersAllocateNothingOnceWarm() {
    let host = HeadlessHost(size: CGSize(width: 390, height: 560))
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 44, height: 44)
    layout.headerReferenceSize = CGSize(width: 0, height: 20)
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 390, height: 560), collectionViewLayout: layout)
    let dataSource = CountingDataSource(count: 1000)
    collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.dataSource = dataSource
    host.show(collectionView)
    func rect(_ step: Int) -> CGRect {
      CGRect(x: 0, y: CGFloat(step * 37), width: 390, height: CGFloat(300 + step % 7 * 40))
    }
    var answered = 0
    for step in 0..<60 { answered += layout.layoutAttributesForElements(in: rect(step))?.count ?? 0 }
    let before = trellis_thread_malloc_count()
    for step in 0..<60 { answered += layout.layoutAttributesForElements(in: rect(step))?.count ?? 0 }
    let after = trellis_thread_malloc_count()
    #expect(after - before == 0)
    #expect(answered == 2 * 3_564)
  }

  /// The animator's `items(in:)` answers that the caller releases allocate nothing once warm.
  @Test(.enabled(if: isOptimizedBuild, "debug builds allocate per loop step; run scripts/test-allocations"))
  func releasedAnimatorAnswersAllocateNothingOnceWarm() {
    let fixture = Fixture()
    let animator = fixture.layout.dynamicAnimator!
    var answered = 0
    for step in 0..<20 {
      answered += animator.items(in: CGRect(x: 0, y: CGFloat(step * 30), width: 390, height: 560)).count
    }
    let before = trellis_thread_malloc_count()
    for step in 0..<20 {
      answered += animator.items(in: CGRect(x: 0, y: CGFloat(step * 30), width: 390, height: 560)).count
    }
    let after = trellis_thread_malloc_count()
    #expect(after - before == 0)
    #expect(answered == 2 * 1_435)
  }
}
