import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

@MainActor struct DynamicsInputTests {
  /// NaN anchors, NaN magnitudes and zero or negative densities are refused with a report, and the
  /// previous value stays (the engine never sees them: its debug build would abort).
  @Test func badInputIsRefusedAndReported() {
    let fixture = DynamicsFixture()
    let item = fixture.addItem(at: CGPoint(x: 100, y: 100))
    let spring = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 100, y: 200))
    spring.frequency = 1
    fixture.animator.addBehavior(spring)
    spring.anchorPoint = CGPoint(x: CGFloat.nan, y: 3)
    #expect(spring.anchorPoint == CGPoint(x: 100, y: 200))
    spring.frequency = -1
    #expect(spring.frequency == 1)
    let gravity = GravityBehavior(items: [item])
    gravity.magnitude = .nan
    #expect(gravity.magnitude == 1)
    let push = PushBehavior(items: [item], mode: .continuous)
    push.magnitude = .infinity
    push.pushDirection = CGVector(dx: 1e300, dy: 0)
    #expect(push.magnitude == 0)
    let properties = DynamicItemBehavior(items: [item])
    properties.density = 0
    properties.density = -2
    properties.density = .nan
    properties.elasticity = 1.5
    #expect(properties.density == 1)
    #expect(properties.elasticity == 0)
    properties.addLinearVelocity(CGPoint(x: CGFloat.nan, y: 0), for: item)
    #expect(
      fixture.errors == [
        "AttachmentBehavior.anchorPoint: (nan, 3.0) is not a finite number within ±1e7; the value was refused",
        "AttachmentBehavior.frequency: -1.0 is outside 0…1e7; the value was refused",
        "GravityBehavior.magnitude: nan is not a finite number within ±1e7; the value was refused",
        "PushBehavior.magnitude: inf is not a finite number within ±1e7; the value was refused",
        "PushBehavior.pushDirection: (1e+300, 0.0) is not a finite number within ±1e7; the value was refused",
        "DynamicItemBehavior.density: 0.0 is outside > 0; the value was refused",
        "DynamicItemBehavior.density: -2.0 is outside > 0; the value was refused",
        "DynamicItemBehavior.density: nan is not a finite number within ±1e7; the value was refused",
        "DynamicItemBehavior.elasticity: 1.5 is outside 0…1; the value was refused",
        "DynamicItemBehavior.addLinearVelocity(_:for:): (nan, 0.0) is not a finite number within ±1e7; the value was refused",
      ])
    #expect(DynamicAnimator.lastError?.description == fixture.errors.last)
    fixture.host.advance(by: 0.5)
    #expect(item.center.x == 100 && item.center.y.isFinite)
  }

  /// An item with a NaN centre or empty bounds is reported; the engine gets finite stand-ins.
  @Test func badItemGeometryIsReported() {
    let fixture = DynamicsFixture()
    let empty = fixture.addItem(at: CGPoint(x: 100, y: 100), size: 0)
    fixture.animator.addBehavior(GravityBehavior(items: [empty]))
    #expect(
      fixture.errors == [
        "DynamicAnimator item bounds: an item with bounds size 0.0 × 0.0 has no area; it weighs as 1 × 1 pt"
      ])
    fixture.host.advance(by: 0.1)
    #expect(empty.center.y > 100 && empty.center.y.isFinite)
    empty.center = CGPoint(x: CGFloat.nan, y: 0)
    fixture.animator.updateItem(usingCurrentState: empty)
    #expect(
      fixture.errors.last
        == "updateItem(usingCurrentState:) center: (nan, 0.0) is not a finite number within ±1e7; the value was refused"
    )
  }

  /// An item attached to itself, and a boundary of zero length, do nothing (the engine would abort).
  @Test func degenerateAttachmentsAndBoundariesAreHarmless() {
    let fixture = DynamicsFixture()
    let item = fixture.addItem(at: CGPoint(x: 100, y: 100))
    fixture.animator.addBehavior(AttachmentBehavior(item: item, attachedTo: item))
    let collision = CollisionBehavior(items: [item])
    collision.addBoundary(withIdentifier: "dot", from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 200))
    fixture.animator.addBehavior(collision)
    fixture.animator.addBehavior(GravityBehavior(items: [item]))
    fixture.host.advance(by: 0.5)
    #expect(item.center.y > 200, "fell through the zero-length boundary")
    #expect(
      fixture.errors == [
        "AttachmentBehavior(item:attachedTo:): an item can't be attached to itself; the attachment does nothing"
      ])
  }

  /// A behaviour already in one animator isn't added to another.
  @Test func behaviourInAnotherAnimatorIsRefused() {
    let fixture = DynamicsFixture()
    let item = fixture.addItem(at: CGPoint(x: 100, y: 100))
    let gravity = GravityBehavior(items: [item])
    fixture.animator.addBehavior(gravity)
    let other = DynamicAnimator(referenceView: fixture.referenceView)
    other.addBehavior(gravity)
    #expect(other.behaviors.isEmpty)
    #expect(
      fixture.errors == [
        "addBehavior(_:): the GravityBehavior already belongs to another animator; it was not added"
      ])
  }
}

@MainActor struct AnchoredItemTests {
  /// An anchored item on springs, snaps and pushes, and two anchored items joined, never move and
  /// never reach an unsolvable engine constraint (which would abort).
  @Test func anchoredItemsStayPut() {
    let fixture = DynamicsFixture()
    let a = fixture.addItem(at: CGPoint(x: 100, y: 100), size: 40)
    let b = fixture.addItem(at: CGPoint(x: 200, y: 100), size: 40)
    let anchored = DynamicItemBehavior(items: [a, b])
    anchored.isAnchored = true
    fixture.animator.addBehavior(anchored)
    let spring = AttachmentBehavior(item: a, attachedToAnchor: CGPoint(x: 100, y: 300))
    spring.frequency = 1
    fixture.animator.addBehavior(spring)
    fixture.animator.addBehavior(AttachmentBehavior(item: a, attachedTo: b))
    fixture.animator.addBehavior(SnapBehavior(item: b, snapTo: CGPoint(x: 0, y: 0)))
    let push = PushBehavior(items: [a], mode: .continuous)
    push.magnitude = 5
    fixture.animator.addBehavior(push)
    fixture.animator.addBehavior(GravityBehavior(items: [a, b]))
    fixture.host.advance(by: 0.5)
    #expect(a.center == CGPoint(x: 100, y: 100))
    #expect(b.center == CGPoint(x: 200, y: 100))
    anchored.isAnchored = false
    fixture.host.advance(by: 0.5)
    #expect(a.center != CGPoint(x: 100, y: 100))
  }
}
