import Foundation
import Testing
import Trellis
import TrellisTesting

/// A row layout whose deleted items leave beneath the others (zIndex −1, transparent).
@MainActor final class SinkingRowLayout: RowLayout {
  override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> LayoutAttributes? {
    guard let attributes = layoutAttributesForItem(at: itemIndexPath)?.copy() as? LayoutAttributes else { return nil }
    attributes.zIndex = -1
    attributes.alpha = 0
    return attributes
  }
}

/// The zIndex of a leaving element's final attributes orders its view for the whole animation, as the
/// layout asks (z-order doesn't animate), so rows sliding over a deleted row pass above it.
@MainActor
@Suite("Collection view: leaving views take their final zIndex")
struct CollectionViewLeavingZIndexTests {
  @Test func aDeletedCellSinksBeneathTheOthersDuringTheAnimation() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let (cv, source, _) = makeCollectionView(counts: [10], layout: SinkingRowLayout())
    host.show(cv)
    host.runFrame()
    let deleted = cv.cellForItem(at: IndexPath(item: 1, section: 0))!
    let kept = cv.cellForItem(at: IndexPath(item: 2, section: 0))!
    source.counts = [9]
    cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
    host.advance(by: 0.1)
    #expect(deleted.superview === cv, "held for the animation")
    #expect(deleted.zPosition == -1)
    #expect(kept.zPosition == 0)
    let order = cv.subviews.compactMap { $0 as? CollectionViewCell }.sorted { $0.zPosition < $1.zPosition }
    #expect(order.first === deleted, "drawn first, beneath the rows that slide over it")
    host.advance(by: 0.5)
    #expect(deleted.superview == nil || deleted.isHidden)
  }
}
