import Foundation
import Testing
import Trellis
import TrellisTesting

/// A layout whose flings snap to multiples of 100 pt and which records what it was asked.
@MainActor
private final class SnappingLayout: CollectionViewLayout {
  var asked: [(proposed: CGPoint, velocity: CGPoint)] = []

  override var collectionViewContentSize: CGSize { CGSize(width: 300, height: 5000) }

  override func layoutAttributesForElements(in rect: CGRect) -> [LayoutAttributes]? { [] }

  override func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    asked.append((proposedContentOffset, velocity))
    return CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
  }
}

/// The collection view asks its layout where a fling rests, before the delegate.
@MainActor
@Suite("Scroll view: layout snapping")
struct ScrollSnappingTests {
  @Test func theLayoutsTargetIsConsultedAndReached() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let layout = SnappingLayout()
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    let recorder = ScrollDelegateRecorder()
    collectionView.delegate = recorder
    host.show(collectionView)
    #expect(collectionView.contentSize.height == 5000)
    collectionView.simulateDrag(translation: CGPoint(x: 0, y: -100), velocity: CGPoint(x: 0, y: -1000))
    #expect(layout.asked.count == 1)
    let projected = 100 + 1000 / (-1000 * log(0.998))  // 599.5
    #expect(abs(layout.asked[0].proposed.y - projected) < 1e-6)
    #expect(layout.asked[0].velocity == CGPoint(x: 0, y: 1), "points per millisecond")
    #expect(recorder.receivedTarget == CGPoint(x: 0, y: 600), "the delegate sees the layout's target")
    host.advance(by: 5)
    #expect(collectionView.contentOffset == CGPoint(x: 0, y: 600))
  }
}
