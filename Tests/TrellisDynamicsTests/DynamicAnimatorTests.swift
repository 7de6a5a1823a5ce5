import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

@MainActor struct DynamicAnimatorTests {
  /// A critically damped zero-length spring settles; the animator snaps the item exactly onto the
  /// anchor, pauses (delegate told, off the frame drivers, not running) and resumes when disturbed.
  @Test func pausesExactlyAtRestAndResumesWhenDisturbed() {
    let fixture = DynamicsFixture()
    let log = AnimatorLog()
    fixture.animator.delegate = log
    let item = fixture.addItem(at: CGPoint(x: 160, y: 260))
    let anchor = CGPoint(x: 200.25, y: 300.75)
    let spring = AttachmentBehavior(item: item, attachedToAnchor: anchor)
    spring.length = 0
    spring.frequency = 2
    spring.damping = 1
    #expect(!fixture.animator.isRunning)
    fixture.animator.addBehavior(spring)
    #expect(fixture.animator.isRunning)
    #expect(fixture.animatorIsFrameDriver)
    #expect(log.entries == ["resume"])
    fixture.host.advance(by: 5)
    #expect(log.entries == ["resume", "pause"])
    #expect(!fixture.animator.isRunning)
    #expect(!fixture.animatorIsFrameDriver)
    #expect(item.center == anchor)
    let pausedAt = fixture.animator.elapsedTime
    fixture.host.advance(by: 1)
    #expect(fixture.animator.elapsedTime == pausedAt, "no steps while paused")
    #expect(item.center == anchor)

    item.center = CGPoint(x: 250, y: 300)
    fixture.animator.updateItem(usingCurrentState: item)
    #expect(log.entries == ["resume", "pause", "resume"])
    #expect(fixture.animatorIsFrameDriver)
    fixture.host.advance(by: 0.1)
    #expect(item.center.x < 250 && item.center.x > anchor.x)
    fixture.host.advance(by: 5)
    #expect(log.entries == ["resume", "pause", "resume", "pause"])
    #expect(item.center == anchor)

    let push = PushBehavior(items: [item], mode: .instantaneous)
    push.pushDirection = CGVector(dx: 0, dy: 3)
    fixture.animator.addBehavior(push)
    #expect(log.entries.last == "resume")
    fixture.host.advance(by: 0.1)
    #expect(item.center.y > anchor.y)
  }

  /// `items(in:)` answers exactly the items whose frames meet the rectangle, in joining order.
  @Test func itemsInRectAreExactlyThoseMeetingIt() {
    let fixture = DynamicsFixture()
    let a = fixture.addItem(at: CGPoint(x: 50, y: 50), size: 20)
    let b = fixture.addItem(at: CGPoint(x: 150, y: 50), size: 20)
    let c = fixture.addItem(at: CGPoint(x: 50, y: 150), size: 20)
    fixture.animator.addBehavior(AttachmentBehavior(item: c, attachedToAnchor: c.center))
    fixture.animator.addBehavior(GravityBehavior(items: [b, a]))
    let rect = CGRect(x: 0, y: 0, width: 141, height: 200)
    #expect(fixture.animator.items(in: rect).map { ObjectIdentifier($0) } == [c, b, a].map { ObjectIdentifier($0) })
    let narrow = CGRect(x: 0, y: 0, width: 139, height: 100)
    #expect(fixture.animator.items(in: narrow).map { ObjectIdentifier($0) } == [ObjectIdentifier(a)])
    #expect(fixture.animator.items(in: CGRect(x: 300, y: 300, width: 10, height: 10)).isEmpty)
    // A rotated item's frame is its bounding box: 20 pt turned by 45° reaches 14.14 pt from its centre.
    let beside = CGRect(x: 62, y: 40, width: 2, height: 20)
    #expect(fixture.animator.items(in: beside).isEmpty)
    a.transform = CGAffineTransform(rotationAngle: .pi / 4)
    #expect(fixture.animator.items(in: beside).map { ObjectIdentifier($0) } == [ObjectIdentifier(a)])
  }

  /// Behaviours, children and actions: children act as if added, actions run once per frame with
  /// steps, removing a behaviour frees its items, and `removeAllBehaviors()` empties the animator.
  @Test func childBehavioursActionsAndRemoval() {
    let fixture = DynamicsFixture()
    let item = fixture.addItem(at: CGPoint(x: 100, y: 100), size: 20)
    let composite = DynamicBehavior()
    let gravity = GravityBehavior(items: [item])
    composite.addChildBehavior(gravity)
    var actions = 0
    composite.action = { actions += 1 }
    fixture.animator.addBehavior(composite)
    #expect(fixture.animator.behaviors.count == 1)
    #expect(gravity.dynamicAnimator === fixture.animator)
    fixture.host.advance(by: 0.5)
    #expect(actions == 30)
    #expect(item.center.y > 200)
    #expect(fixture.animator.items(in: .infinite).count == 1)
    composite.removeChildBehavior(gravity)
    #expect(gravity.dynamicAnimator == nil)
    #expect(fixture.animator.items(in: .infinite).isEmpty)
    fixture.animator.addBehavior(gravity)
    fixture.animator.removeAllBehaviors()
    #expect(fixture.animator.behaviors.isEmpty)
    #expect(fixture.animator.items(in: .infinite).isEmpty)
    let y = item.center.y
    fixture.host.advance(by: 0.5)
    #expect(item.center.y == y)
  }

  /// A snap pulls an item onto its point and straightens it; at rest it sits exactly there.
  @Test func snapEndsExactlyOnItsPoint() {
    let fixture = DynamicsFixture()
    let item = fixture.addItem(at: CGPoint(x: 50, y: 50), size: 60)
    item.transform = CGAffineTransform(rotationAngle: 0.3)
    let snap = SnapBehavior(item: item, snapTo: CGPoint(x: 300, y: 500))
    #expect(snap.damping == 0.5)
    fixture.animator.addBehavior(snap)
    fixture.host.advance(by: 0.3)
    #expect(item.center.distance(to: CGPoint(x: 300, y: 500)) < 300)
    fixture.host.advance(by: 6)
    #expect(!fixture.animator.isRunning)
    #expect(item.center == CGPoint(x: 300, y: 500))
    #expect(item.transform == .identity)
  }

  /// Seeded random pushes on springs, gravity and collisions never produce a NaN.
  @Test func randomPushesNeverProduceNaN() {
    let seed = ProcessInfo.processInfo.environment["TRELLIS_SEED"].flatMap { UInt64($0) } ?? 0xD1A_4A51_C5
    var random = SeededRandomNumberGenerator(seed: seed)
    let fixture = DynamicsFixture()
    var items: [View] = []
    for i in 0..<12 {
      let item = fixture.addItem(
        at: CGPoint(x: 40 + CGFloat(i % 4) * 100, y: 100 + CGFloat(i / 4) * 150), size: 10 + CGFloat(i) * 5)
      items.append(item)
      if i % 2 == 0 {
        let spring = AttachmentBehavior(item: item, attachedToAnchor: item.center)
        spring.frequency = Double.random(in: 0.5...40, using: &random)
        spring.damping = Double.random(in: 0...2, using: &random)
        fixture.animator.addBehavior(spring)
      }
    }
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    fixture.animator.addBehavior(collision)
    fixture.animator.addBehavior(GravityBehavior(items: Array(items.prefix(6))))
    let properties = DynamicItemBehavior(items: items)
    properties.elasticity = 1
    fixture.animator.addBehavior(properties)
    for frame in 0..<600 {
      if frame % 5 == 0 {
        let push = PushBehavior(items: [items.randomElement(using: &random)!], mode: .instantaneous)
        push.setAngle(
          Double.random(in: -10...10, using: &random), magnitude: Double.random(in: 0...5000, using: &random))
        fixture.animator.addBehavior(push)
      }
      fixture.host.advance(by: 1.0 / 60.0)
      for item in items
      where
        !(item.center.x.isFinite && item.center.y.isFinite && item.transform.a.isFinite && item.transform.b.isFinite)
      {
        Issue.record("seed \(seed) (TRELLIS_SEED=\(seed)), frame \(frame): item at \(item.center), \(item.transform)")
        return
      }
    }
    #expect(fixture.errors.isEmpty, "seed \(seed): \(fixture.errors)")
  }
}
