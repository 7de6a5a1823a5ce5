import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

@MainActor struct SpringyFlowLayoutTests {
  /// Touches down at `start` and moves up by `distance` over `frames` frames of 1/60 s, finger kept down.
  private func press(_ fixture: SpringyFixture, at start: CGPoint, upBy distance: CGFloat, frames: Int = 15) {
    fixture.host.send(.touchDown(id: 1, location: start, pointer: false))
    for i in 1...frames {
      Application.shared.clock.advance(to: fixture.host.now + 1.0 / 60)
      fixture.host.send(
        .touchMoved(id: 1, location: CGPoint(x: start.x, y: start.y - distance * CGFloat(i) / CGFloat(frames))))
    }
  }

  /// How far a visible item's cell is from its flow frame along y (content coordinates).
  private func lag(_ fixture: SpringyFixture, _ item: Int) -> CGFloat {
    let frame = fixture.visibleFrames[item]!
    return frame.minY - fixture.flowFrame(item).minY
  }

  /// With every item sprung (the listings' layout), a drag leaves the items far from the touch
  /// behind (shifted along the scroll) while those under the finger follow it; released, the
  /// springs settle every item exactly on its flow frame and the animator pauses and stops
  /// invalidating the layout.
  @Test func lagsFarFromTheTouchAndSettlesExactlyOnTheFlowFrames() {
    let fixture = SpringyFixture(items: 120, tiles: false)
    let log = AnimatorLog()
    fixture.layout.dynamicAnimator.delegate = log
    #expect(fixture.layout.springBehaviors.count == 120)
    fixture.host.advance(by: 0.5)
    #expect(!fixture.layout.dynamicAnimator.isRunning, "springs hung at rest pause at once")
    press(fixture, at: CGPoint(x: 195, y: 540), upBy: 150)
    let finger = fixture.collectionView.panGestureRecognizer.location(in: fixture.collectionView)
    let near = lag(fixture, fixture.collectionView.indexPathForItem(at: finger)!.item)
    // The top visible row is ~370 pt above the finger.
    let far = lag(fixture, fixture.visibleFrames.keys.min()! + 7)
    #expect(abs(near) < 2, "near the touch: \(near)")
    #expect(far > 25, "far from the touch the item lags along the scroll: \(far)")
    #expect(fixture.layout.dynamicAnimator.isRunning)
    fixture.host.send(.touchUp(id: 1, location: CGPoint(x: 195, y: 350)))
    fixture.host.advance(by: 8)
    #expect(!fixture.layout.dynamicAnimator.isRunning)
    #expect(log.entries.last == "pause")
    for (item, frame) in fixture.visibleFrames {
      #expect(frame == fixture.flowFrame(item), "item \(item) at rest")
    }
    for spring in fixture.layout.springBehaviors {
      #expect(spring.items[0].center == spring.anchorPoint)
    }
    let prepares = fixture.collectionView.statistics.prepareCount
    fixture.host.advance(by: 1)
    #expect(fixture.collectionView.statistics.prepareCount == prepares, "a paused animator invalidates nothing")
    #expect(fixture.errors.isEmpty)
  }

  /// With 100,000 items springs exist exactly for the items whose flow frames meet the tiled
  /// rectangle, which always holds the rectangle the collection view queries (the bounds grown by
  /// half their size); there are never more than 189 (7 columns × 27 rows of a 1,400-pt rectangle).
  /// A jump (`setContentOffset`) hangs the new springs at rest.
  @Test func tiledSpringsExistOnlyNearTheVisibleRect() {
    let fixture = SpringyFixture(items: 100_000)
    let layout = fixture.layout
    var counts: [Int] = []
    func check(_ step: String) {
      let bounds = fixture.collectionView.bounds
      let queried = bounds.insetBy(dx: -bounds.width / 2, dy: -bounds.height / 2)
      #expect(layout.tiledRect.contains(queried), "\(step): tiled \(layout.tiledRect) holds \(queried)")
      let expected = Set(
        (fixture.reference.layoutAttributesForElements(in: layout.tiledRect) ?? []).map(\.indexPath.item))
      let sprung = layout.springBehaviors.map { ($0.items[0] as! LayoutAttributes).indexPath.item }
      #expect(Set(sprung) == expected, "\(step)")
      #expect(sprung.count == expected.count, "\(step): no item has two springs")
      #expect(layout.dynamicAnimator.behaviors.count == sprung.count, "\(step)")
      counts.append(sprung.count)
    }
    check("at the top")
    fixture.dragUp(by: 300)
    check("after a drag")
    fixture.host.advance(by: 0.5)
    check("mid-bounce")
    fixture.collectionView.setContentOffset(CGPoint(x: 0, y: 500_000), animated: false)
    fixture.host.runFrame()
    check("after a jump to 500,000 pt")
    let displaced = layout.springBehaviors.filter { $0.items[0].center != $0.anchorPoint }.count
    #expect(displaced == 0, "a jump moves no element off its flow frame: \(displaced) did")
    fixture.dragUp(by: -250)
    fixture.host.advance(by: 3)
    check("after a drag down")
    #expect(counts.allSatisfy { $0 <= 189 }, "\(counts)")
    #expect(counts.dropFirst().allSatisfy { $0 >= 140 }, "away from the top the tiled rectangle is full: \(counts)")
    #expect(fixture.errors.isEmpty)
  }

  /// A scripted scroll of 1,000 items (a drag of 240 pt, then the fling's deceleration) gives the
  /// visible cells the same frames with tiled springs as with a spring on every item (the listings'
  /// layout), mid-drag and mid-bounce: to 0.01 pt for items sprung since the start, to 1 pt for items
  /// that got their springs during the scroll (they start from the last step's shift, where an untiled
  /// spring carries its whole history).
  @Test func tiledFramesMatchUntiledFramesForAScriptedScroll() {
    var initialTiledRect = CGRect.null
    func run(tiles: Bool) -> [[Int: CGRect]] {
      let fixture = SpringyFixture(items: 1000, tiles: tiles)
      if tiles { initialTiledRect = fixture.layout.tiledRect }
      var samples: [[Int: CGRect]] = []
      press(fixture, at: CGPoint(x: 120, y: 480), upBy: 240, frames: 20)
      samples.append(fixture.visibleFrames)
      fixture.host.send(.touchUp(id: 1, location: CGPoint(x: 120, y: 240)))
      fixture.host.advance(by: 0.2)
      samples.append(fixture.visibleFrames)
      fixture.host.advance(by: 0.4)
      samples.append(fixture.visibleFrames)
      #expect(fixture.errors.isEmpty)
      return samples
    }
    let untiled = run(tiles: false)
    let tiled = run(tiles: true)
    let flow = SpringyFixture(items: 1000)
    let initialFlowFrames = (0..<1000).map {
      flow.reference.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame
    }
    for (index, (a, b)) in zip(untiled, tiled).enumerated() {
      #expect(Set(a.keys) == Set(b.keys), "sample \(index): the same cells are visible")
      var worst: (sprungAtStart: CGFloat, sprungLater: CGFloat) = (0, 0)
      for (item, frame) in a {
        guard let other = b[item] else { continue }
        let difference = max(abs(frame.minX - other.minX), abs(frame.minY - other.minY))
        if initialFlowFrames[item].overlaps(initialTiledRect) {
          worst.sprungAtStart = max(worst.sprungAtStart, difference)
        } else {
          worst.sprungLater = max(worst.sprungLater, difference)
        }
      }
      #expect(worst.sprungAtStart <= 0.01, "sample \(index): largest difference \(worst.sprungAtStart) pt")
      #expect(worst.sprungLater <= 1, "sample \(index): largest difference \(worst.sprungLater) pt")
    }
    #expect(untiled[0] != untiled[2], "the samples are taken while items move")
  }

  /// Inserting and deleting items mid-bounce under the tiled layout leaves springs exactly on the
  /// items that exist under the new counts (those in the tiled rectangle), each anchored on its item's
  /// new flow frame, none for a deleted index path; the items then settle on the new frames.
  @Test func batchUpdatesKeepSpringsOnTheRightItems() {
    let fixture = SpringyFixture(items: 2000)
    fixture.dragUp(by: 300)
    fixture.host.advance(by: 0.1)
    #expect(fixture.layout.dynamicAnimator.isRunning)
    #expect(fixture.layout.springBehaviors.count > 100)
    let firstVisible = fixture.visibleFrames.keys.min()!
    // Keep the first visible row and the one after it; delete everything below; insert 3 at the top.
    let kept = firstVisible + 14
    fixture.dataSource.count = kept + 3
    fixture.collectionView.performBatchUpdates {
      fixture.collectionView.insertItems(at: (0..<3).map { IndexPath(item: $0, section: 0) })
      fixture.collectionView.deleteItems(at: (kept..<2000).map { IndexPath(item: $0, section: 0) })
    }
    fixture.host.advance(by: 0.05)
    let springs = fixture.layout.springBehaviors
    _ = fixture.flowFrame(0)  // lays the plain flow layout out for the new count
    let expected = Set(
      (fixture.reference.layoutAttributesForElements(in: fixture.layout.tiledRect) ?? []).map(\.indexPath.item))
    #expect(expected.count > 30 && expected.allSatisfy { $0 < kept + 3 })
    var sprung = Set<Int>()
    for spring in springs {
      let attributes = spring.items[0] as! LayoutAttributes
      let flow = fixture.flowFrame(attributes.indexPath.item)
      #expect(spring.anchorPoint == CGPoint(x: flow.midX, y: flow.midY), "item \(attributes.indexPath.item)")
      #expect(sprung.insert(attributes.indexPath.item).inserted)
      #expect(fixture.layout.spring(for: attributes.elementKey) === spring)
    }
    #expect(sprung == expected)
    fixture.host.advance(by: 8)
    for (item, frame) in fixture.visibleFrames { #expect(frame == fixture.flowFrame(item), "item \(item)") }
    #expect(fixture.errors.isEmpty)
  }

  /// Random drags, flings, jumps and wheel scrolls (seeded) never put a NaN or an infinity into any
  /// sprung frame, and nothing is reported.
  @Test func randomScrollsNeverMakeNaN() {
    let seed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0x5_B21_46
    var random = SeededRandomNumberGenerator(seed: seed)
    let fixture = SpringyFixture(items: 100_000)
    fixture.layout.scrollResistanceFactor = 400
    for step in 0..<60 {
      switch Int.random(in: 0..<4, using: &random) {
      case 0:
        let x = CGFloat.random(in: 5...385, using: &random)
        let y = CGFloat.random(in: 5...555, using: &random)
        fixture.host.drag(
          from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: y - CGFloat.random(in: -500...500, using: &random)),
          duration: Double.random(in: 0.02...0.4, using: &random))
      case 1:
        let offset = CGFloat.random(in: 0...5_000_000, using: &random)
        fixture.collectionView.setContentOffset(CGPoint(x: 0, y: offset), animated: false)
      case 2:
        fixture.host.wheel(dy: CGFloat.random(in: -900...900, using: &random), at: CGPoint(x: 195, y: 280))
      default:
        fixture.host.advance(by: Double.random(in: 0...0.5, using: &random))
      }
      fixture.host.advance(by: 1.0 / 60)
      for spring in fixture.layout.springBehaviors {
        let center = spring.items[0].center
        if !(center.x.isFinite && center.y.isFinite) {
          Issue.record("seed \(seed) (TRELLIS_SEED=\(seed)), step \(step): centre \(center)")
          return
        }
      }
    }
    #expect(fixture.errors.isEmpty, "seed \(seed): \(fixture.errors)")
  }

  /// A resistance factor that isn't positive and finite, and a slack outside 0…100, are refused.
  @Test func refusesBadParameters() {
    let fixture = SpringyFixture(items: 10)
    fixture.layout.scrollResistanceFactor = 0
    fixture.layout.scrollResistanceFactor = .nan
    fixture.layout.tilingSlack = -1
    #expect(fixture.layout.scrollResistanceFactor == 1500)
    #expect(fixture.layout.tilingSlack == 0.25)
    #expect(
      fixture.errors == [
        "SpringyFlowLayout.scrollResistanceFactor: 0.0 is outside (0, 1e7]; the value was refused",
        "SpringyFlowLayout.scrollResistanceFactor: nan is outside (0, 1e7]; the value was refused",
        "SpringyFlowLayout.tilingSlack: -1.0 is outside 0…100; the value was refused",
      ])
  }
}
