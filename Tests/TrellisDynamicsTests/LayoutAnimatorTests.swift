import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

/// A layout that counts its invalidations.
@MainActor private final class CountingLayout: CollectionViewLayout {
  var invalidations = 0
  override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 2000) }
  override func invalidateLayout(with context: InvalidationContext) {
    invalidations += 1
    super.invalidateLayout(with: context)
  }
}

@MainActor struct LayoutAnimatorTests {
  /// A layout's animator moves `LayoutAttributes`, answers them by element, invalidates the layout on
  /// frames where an item moved (and not once paused), and settles them exactly on their anchors.
  @Test func layoutAttributesAreDynamicItems() {
    let host = HeadlessHost()
    host.runFrame()
    let layout = CountingLayout()
    let animator = DynamicAnimator(collectionViewLayout: layout)
    #expect(animator.referenceView == nil)
    #expect(animator.collectionViewLayout === layout)
    var all: [LayoutAttributes] = []
    for item in 0..<3 {
      let attributes = LayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
      attributes.frame = CGRect(x: 10, y: 10 + CGFloat(item) * 54, width: 44, height: 44)
      let spring = AttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
      spring.length = 0
      spring.damping = 0.8
      spring.frequency = 1
      animator.addBehavior(spring)
      all.append(attributes)
    }
    let header = LayoutAttributes(forSupplementaryViewOfKind: "header", with: IndexPath(item: 0, section: 0))
    header.frame = CGRect(x: 0, y: 0, width: 320, height: 10)
    animator.addBehavior(AttachmentBehavior(item: header, attachedToAnchor: header.center))
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 1, section: 0)) === all[1])
    #expect(animator.layoutAttributesForCell(at: IndexPath(item: 3, section: 0)) == nil)
    #expect(
      animator.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0)) === header)
    #expect(animator.layoutAttributesForDecorationView(ofKind: "header", at: IndexPath(item: 0, section: 0)) == nil)
    #expect(
      animator.items(in: CGRect(x: 0, y: 60, width: 320, height: 10)).map { ObjectIdentifier($0) } == [
        ObjectIdentifier(all[1])
      ])

    // The springy layout's move: shift an item by a scroll delta and tell the animator.
    let anchor = all[2].center
    all[2].center.y += 20
    animator.updateItem(usingCurrentState: all[2])
    host.advance(by: 0.25)
    #expect(all[2].center.y < anchor.y + 20 && all[2].center.y > anchor.y)
    #expect(layout.invalidations == 15, "one invalidation per frame with movement")
    host.advance(by: 5)
    #expect(!animator.isRunning)
    #expect(all[2].center == anchor)
    let settled = layout.invalidations
    host.advance(by: 1)
    #expect(layout.invalidations == settled)
  }
}
