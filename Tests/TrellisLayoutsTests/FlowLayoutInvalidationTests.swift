import Foundation
import Testing
import Trellis

/// What invalidates a flow layout and how much is recomputed.
@MainActor
@Suite("FlowLayout invalidation: width changes relayout, scrolls don't")
struct FlowLayoutInvalidationTests {
  init() { Application.shared.reset() }

  private static let widths: [CGFloat] = [100, 80, 90, 120, 150, 50]

  @Test func scrollingDoesNotInvalidate() {
    let fixture = FlowFixture(size: CGSize(width: 300, height: 100), counts: [100])
    let prepares = fixture.collectionView.statistics.prepareCount
    #expect(!fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 40, 300, 100)))
    // A taller view doesn't change the lines either.
    #expect(!fixture.layout.shouldInvalidateLayout(forBoundsChange: rect(0, 0, 300, 300)))
    for offset in stride(from: CGFloat(0), through: 600, by: 37) { fixture.scroll(to: CGPoint(x: 0, y: offset)) }
    #expect(fixture.collectionView.statistics.prepareCount == prepares)
  }

  @Test func aWidthChangeRecomputesLinesFromStoredSizes() {
    // Widths 100, 80, 90, 120, 150, 50 (height 30), s = 10.
    // At D = 300: {0, 1, 2} (290), {3, 4} (280), {5}.
    // At D = 200: 100 + 10 + 80 = 190, + 10 + 90 > 200 → {0, 1} complete, gap = (200 − 180) / 1 = 20 →
    //   x = 0, 120. 90 + 10 + 120 > 200 → {2} alone on a complete line: x = (200 − 90) / 2 = 55.
    //   {3}: 120 + 10 + 150 > 200 → x = 40. {4}: 150 + 10 + 50 > 200 → x = 25. {5} is last, and not every
    //   line holds one item → incomplete, x = 0. Lines at 0, 40, 80, 120, 160; height 190.
    let delegate = SizeDelegate { CGSize(width: Self.widths[$0.item], height: 30) }
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [6], delegate: delegate)
    #expect(fixture.frames().map(\.minX) == [0, 115, 210, 0, 150, 0])
    let newBounds = rect(0, 0, 200, 400)
    #expect(fixture.layout.shouldInvalidateLayout(forBoundsChange: newBounds))
    let context = fixture.layout.invalidationContext(forBoundsChange: newBounds) as? FlowLayoutInvalidationContext
    #expect(context?.invalidateFlowLayoutDelegateMetrics == false)
    #expect(context?.invalidateFlowLayoutAttributes == true)
    let calls = delegate.calls
    fixture.collectionView.frame = newBounds
    fixture.collectionView.layoutIfNeeded()
    #expect(delegate.calls == calls)
    #expect(
      fixture.frames() == [
        rect(0, 0, 100, 30), rect(120, 0, 80, 30), rect(55, 40, 90, 30), rect(40, 80, 120, 30),
        rect(25, 120, 150, 30), rect(0, 160, 50, 30),
      ])
    #expect(fixture.contentSize == CGSize(width: 200, height: 190))
  }

  @Test func changingAPropertyRelaysOut() {
    // itemSize 100×20 in D = 300: N = floor(310 / 110) = 2, gap = (300 − 200) / 1 = 100 → x = 0, 200.
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [2])
    fixture.layout.itemSize = CGSize(width: 100, height: 20)
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.frames() == [rect(0, 0, 100, 20), rect(200, 0, 100, 20)])
  }

  @Test func changingTheContentInsetRelaysOut() {
    // Content insets left/right 50 → D = 200; 50×50 items: N = floor(210 / 60) = 3, gap = 25 → x = 0, 75, 150.
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [3])
    fixture.collectionView.contentInset = EdgeInsets(top: 0, left: 50, bottom: 0, right: 50)
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.contentSize.width == 200)
    #expect(fixture.frames().map(\.minX) == [0, 75, 150])
  }

  @Test func dataChangesAreReadAtTheNextLayout() {
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [3])
    fixture.dataSource.counts = [3, 2]
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
    // Section 1 starts after section 0's single line (50): two items on the grid, x = 0, 62.5 → 63.
    #expect(fixture.frames(section: 1) == [rect(0, 50, 50, 50), rect(63, 50, 50, 50)])
    #expect(fixture.layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1)) == nil)
  }

  @Test func aReleasedBoundsChangeContextIsFilledAgainResetAndAHeldOneIsNever() {
    let fixture = FlowFixture(size: CGSize(width: 300, height: 100), counts: [100])
    let layout = fixture.layout
    var first = layout.invalidationContext(forBoundsChange: rect(0, 0, 200, 100)) as? FlowLayoutInvalidationContext
    #expect(first?.invalidateFlowLayoutAttributes == true)
    let firstID = first.map(ObjectIdentifier.init)
    first?.invalidateItems(at: [IndexPath(item: 3, section: 0)])
    first?.invalidateSupplementaryElements(ofKind: "k", at: [IndexPath(item: 0, section: 0)])
    first?.contentOffsetAdjustment = CGPoint(x: 1, y: 2)
    first?.contentSizeAdjustment = CGSize(width: 3, height: 4)
    first = nil
    // Released: the same object comes back, as new, with this bounds change's flags (same width).
    let second = layout.invalidationContext(forBoundsChange: rect(0, 50, 300, 100)) as? FlowLayoutInvalidationContext
    #expect(second.map(ObjectIdentifier.init) == firstID)
    #expect(second?.invalidatedItemIndexPaths == nil && second?.invalidatedSupplementaryIndexPaths == nil)
    #expect(second?.contentOffsetAdjustment == .zero && second?.contentSizeAdjustment == .zero)
    #expect(second?.invalidateEverything == false && second?.invalidateDataSourceCounts == false)
    #expect(second?.invalidateFlowLayoutDelegateMetrics == false && second?.invalidateFlowLayoutAttributes == false)
    // Held: the next one is another object, and the held one keeps what it said.
    let third = layout.invalidationContext(forBoundsChange: rect(0, 0, 250, 100)) as? FlowLayoutInvalidationContext
    #expect(third.map(ObjectIdentifier.init) != firstID)
    #expect(third?.invalidateFlowLayoutAttributes == true && second?.invalidateFlowLayoutAttributes == false)
  }

  /// A context subclass with state of its own, which the layout couldn't reset.
  final class MarkedContext: FlowLayoutInvalidationContext {
    var mark = 0
  }

  /// A flow layout whose contexts are `MarkedContext`.
  final class MarkedFlowLayout: FlowLayout {
    override class var invalidationContextClass: AnyClass { MarkedContext.self }
  }

  @Test func aSubclassContextIsNeverFilledAgain() {
    let fixture = FlowFixture(size: CGSize(width: 300, height: 100), counts: [100], layout: MarkedFlowLayout())
    for width in [200, 250, 200] as [CGFloat] {
      // Each context is released before the next is made: a reused one would still carry its mark.
      let context = fixture.layout.invalidationContext(forBoundsChange: rect(0, 0, width, 100)) as? MarkedContext
      #expect(context != nil && context?.mark == 0)
      context?.mark = 7
    }
  }
}
