import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

/// `DynamicAnimator.items(in:)` builds its answer in the last answer's buffer once callers released it:
/// an array a caller keeps is never written, and an item that left isn't kept alive by the animator.
@MainActor struct DynamicAnimatorItemsAnswerTests {
  /// A layout's animator with five cells' attributes on springs, 50 pt apart along x.
  private func animator() -> (DynamicAnimator, [LayoutAttributes], [AttachmentBehavior], FlowLayout) {
    let layout = FlowLayout()
    let animator = DynamicAnimator(collectionViewLayout: layout)
    var items: [LayoutAttributes] = []
    var springs: [AttachmentBehavior] = []
    for index in 0..<5 {
      let attributes = LayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
      attributes.frame = CGRect(x: CGFloat(index) * 50, y: 0, width: 40, height: 40)
      let spring = AttachmentBehavior(item: attributes, attachedToAnchor: attributes.center)
      animator.addBehavior(spring)
      items.append(attributes)
      springs.append(spring)
    }
    return (animator, items, springs, layout)
  }

  private func items(_ answer: [any DynamicItem]) -> [Int] {
    answer.map { ($0 as! LayoutAttributes).indexPath.item }
  }

  /// A kept answer keeps its items while later answers for other rectangles are built; answers stay exact.
  @Test func anArrayTheCallerKeepsIsNeverWritten() {
    let (animator, _, _, layout) = animator()
    let kept = animator.items(in: CGRect(x: 0, y: 0, width: 95, height: 40))
    #expect(items(kept) == [0, 1])
    #expect(items(animator.items(in: CGRect(x: 145, y: 0, width: 200, height: 40))) == [3, 4])
    var changed = animator.items(in: CGRect(x: 0, y: 0, width: 500, height: 40))
    changed.removeFirst()
    #expect(items(changed) == [1, 2, 3, 4])
    #expect(items(animator.items(in: CGRect(x: 95, y: 0, width: 60, height: 40))) == [2, 3])
    #expect(items(animator.items(in: CGRect(x: 0, y: 50, width: 500, height: 40))) == [])
    #expect(items(kept) == [0, 1])
    #expect(items(changed) == [1, 2, 3, 4])
    withExtendedLifetime(layout) {}
  }

  /// After a behaviour is removed, its item isn't kept alive by the animator's last answer.
  @Test func anItemThatLeftIsNotKeptByTheLastAnswer() {
    var (animator, items, springs, layout) = animator()
    #expect(self.items(animator.items(in: CGRect(x: 0, y: 0, width: 500, height: 40))) == [0, 1, 2, 3, 4])
    weak let gone = items[2]
    animator.removeBehavior(springs[2])
    springs.remove(at: 2)
    items.remove(at: 2)
    #expect(gone == nil)
    #expect(self.items(animator.items(in: CGRect(x: 0, y: 0, width: 500, height: 40))) == [0, 1, 3, 4])
    withExtendedLifetime((layout, springs)) {}
  }
}
