import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

/// Springs across batch updates and reloads under the tiled `SpringyFlowLayout` (2,000 items, 7 per
/// row): elements that survive an update keep bouncing from where they were relative to their flow
/// frames; inserted ones start at rest; `reloadData()` puts every element at rest.
@MainActor struct SpringyBatchUpdateTests {
  /// A fixture whose springs swing: springs damped at ζ 0.2 (so they visibly oscillate), the content
  /// moved to y = 1,000 (the tiled rectangle lies inside it), then the finger pressed at (195, 500),
  /// moved up 200 pt over 15 frames and held still for 3 more, so the content stays put while the
  /// springs oscillate.
  private func swinging() -> SpringyFixture {
    let fixture = SpringyFixture(items: 2000)
    fixture.layout.springDamping = 0.2
    fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
    fixture.host.runFrame()
    let start = CGPoint(x: 195, y: 500)
    fixture.host.send(.touchDown(id: 1, location: start, pointer: false))
    for i in 1...15 {
      Application.shared.clock.advance(to: fixture.host.now + 1.0 / 60)
      fixture.host.send(.touchMoved(id: 1, location: CGPoint(x: start.x, y: start.y - 200 * CGFloat(i) / 15)))
    }
    fixture.host.advance(by: 3.0 / 60)
    return fixture
  }

  /// An item's sprung frame (its spring's attributes), nil when it has no spring.
  private func sprungFrame(_ fixture: SpringyFixture, _ item: Int) -> CGRect? {
    fixture.layout.spring(for: .cell(IndexPath(item: item, section: 0)))
      .map { ($0.items[0] as! LayoutAttributes).frame }
  }

  /// How far an item is from its flow frame (x, y), from its spring and the plain flow layout.
  private func offset(_ fixture: SpringyFixture, _ item: Int) -> CGPoint {
    let sprung = sprungFrame(fixture, item)!
    let flow = fixture.flowFrame(item)
    return CGPoint(x: sprung.minX - flow.minX, y: sprung.minY - flow.minY)
  }

  /// Samples an item's offset from its flow frame every 1/60 s for `frames` frames.
  private func trajectory(_ fixture: SpringyFixture, item: Int, frames: Int) -> [CGFloat] {
    (0..<frames).map { _ in
      fixture.host.advance(by: 1.0 / 60)
      return offset(fixture, item).y
    }
  }

  /// An item near the top of the screen, far from the finger (so it lags by several points).
  private func laggingItem(_ fixture: SpringyFixture) -> Int { fixture.visibleFrames.keys.min()! + 10 }

  /// Inserting a row above mid-bounce moves every item one row on; a shifted item's offset from its
  /// new flow frame is its offset from its old one just before the batch, it then moves exactly as it
  /// would have without the insert (the same oscillation, sampled for 1 s, to 0.01 pt), the inserted
  /// items start at rest on their frames, and once released everything settles exactly on the new
  /// flow frames.
  @Test func insertAboveKeepsTheBounceOfShiftedItems() {
    let control = swinging()
    let controlItem = laggingItem(control)
    let expected = trajectory(control, item: controlItem, frames: 60)

    let fixture = swinging()
    let item = laggingItem(fixture)
    #expect(item == controlItem)
    let before = offset(fixture, item)
    #expect(abs(before.y) > 3, "the item is mid-bounce: \(before)")
    fixture.dataSource.count += 7
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.insertItems(at: (0..<7).map { IndexPath(item: $0, section: 0) })
    }
    let after = offset(fixture, item + 7)
    #expect(abs(after.x - before.x) <= 0.01 && abs(after.y - before.y) <= 0.01, "\(before) → \(after)")
    for inserted in 0..<7 {
      if let frame = sprungFrame(fixture, inserted) { #expect(frame == fixture.flowFrame(inserted)) }
    }
    let followed = trajectory(fixture, item: item + 7, frames: 60)
    #expect(fixture.layout.dynamicAnimator.isRunning)
    for (frame, (a, b)) in zip(expected, followed).enumerated() {
      #expect(abs(a - b) <= 0.01, "frame \(frame): without the insert \(a), with it \(b)")
    }
    #expect(Set(followed.map { $0 > 0 }).count == 2, "it keeps oscillating about its frame: \(followed)")
    fixture.host.send(.touchUp(id: 1, location: CGPoint(x: 195, y: 300)))
    fixture.host.advance(by: 8)
    #expect(!fixture.layout.dynamicAnimator.isRunning)
    #expect(sprungFrame(fixture, item + 7) == fixture.flowFrame(item + 7))
    for (visible, frame) in fixture.visibleFrames { #expect(frame == fixture.flowFrame(visible), "item \(visible)") }
    #expect(fixture.errors.isEmpty)
  }

  /// Deleting the first visible row mid-bounce moves every item after it one row back with its offset;
  /// the deleted items' springs go back to the pool and hang on the row that comes near at the bottom,
  /// so no new spring object is made.
  @Test func deleteAboveKeepsTheBounceAndReusesTheSprings() {
    let fixture = swinging()
    let item = laggingItem(fixture)
    let before = offset(fixture, item)
    #expect(abs(before.y) > 3, "the item is mid-bounce: \(before)")
    let springsBefore = Set(fixture.layout.springBehaviors.map(ObjectIdentifier.init))
    let firstRow = fixture.visibleFrames.keys.min()!
    #expect(firstRow % 7 == 0 && item - firstRow >= 7)
    fixture.dataSource.count -= 7
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.deleteItems(at: (firstRow..<firstRow + 7).map { IndexPath(item: $0, section: 0) })
    }
    let after = offset(fixture, item - 7)
    #expect(abs(after.x - before.x) <= 0.01 && abs(after.y - before.y) <= 0.01, "\(before) → \(after)")
    let springsAfter = Set(fixture.layout.springBehaviors.map(ObjectIdentifier.init))
    #expect(springsAfter.isSubset(of: springsBefore), "every spring after the delete is one of before")
    #expect(springsAfter.count > 150, "\(springsAfter.count) springs")
    for spring in fixture.layout.springBehaviors {
      let attributes = spring.items[0] as! LayoutAttributes
      let flow = fixture.flowFrame(attributes.indexPath.item)
      #expect(spring.anchorPoint == CGPoint(x: flow.midX, y: flow.midY), "item \(attributes.indexPath.item)")
    }
    fixture.host.advance(by: 0.1)
    #expect(offset(fixture, item - 7).y != after.y, "it keeps moving")
    fixture.host.send(.touchUp(id: 1, location: CGPoint(x: 195, y: 300)))
    fixture.host.advance(by: 8)
    #expect(sprungFrame(fixture, item - 7) == fixture.flowFrame(item - 7))
    #expect(fixture.errors.isEmpty)
  }

  /// Moving a swinging item keeps its offset from its flow frame at its new index path, and the items
  /// between shift with theirs.
  @Test func movedAndShiftedItemsKeepTheirOffsets() {
    let fixture = swinging()
    let item = laggingItem(fixture)
    let moved = offset(fixture, item)
    let shifted = offset(fixture, item + 1)
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.moveItem(at: IndexPath(item: item, section: 0), to: IndexPath(item: item + 20, section: 0))
    }
    let movedAfter = offset(fixture, item + 20)
    let shiftedAfter = offset(fixture, item)
    #expect(abs(movedAfter.x - moved.x) <= 0.01 && abs(movedAfter.y - moved.y) <= 0.01, "\(moved) → \(movedAfter)")
    #expect(
      abs(shiftedAfter.x - shifted.x) <= 0.01 && abs(shiftedAfter.y - shifted.y) <= 0.01, "\(shifted) → \(shiftedAfter)"
    )
    #expect(fixture.errors.isEmpty)
  }

  /// `reloadData()` mid-bounce gives no identity to follow: every element starts at rest on its flow
  /// frame.
  @Test func reloadDataPutsEverySpringAtRest() {
    let fixture = swinging()
    let item = laggingItem(fixture)
    #expect(abs(offset(fixture, item).y) > 3)
    fixture.collectionView.reloadData()
    fixture.collectionView.layoutIfNeeded()
    #expect(fixture.layout.springBehaviors.count > 100)
    for spring in fixture.layout.springBehaviors {
      #expect(spring.items[0].center == spring.anchorPoint)
    }
    #expect(offset(fixture, item) == .zero)
    #expect(fixture.errors.isEmpty)
  }
}
