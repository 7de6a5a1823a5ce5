import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

@MainActor struct CollisionBehaviorTests {
  /// Items thrown around under gravity stay inside the reference bounds (within 0.5 pt), and the delegate hears each item meet the bounds boundary (identifier nil).
  @Test func referenceBoundsKeepItemsInside() {
    let fixture = DynamicsFixture()
    let log = ContactLog()
    var items: [View] = []
    for i in 0..<6 {
      let item = fixture.addItem(at: CGPoint(x: 40 + CGFloat(i) * 60, y: 100 + CGFloat(i) * 90), size: 40)
      item.tag = i + 1
      items.append(item)
    }
    let collision = CollisionBehavior(items: items)
    collision.translatesReferenceBoundsIntoBoundary = true
    collision.collisionDelegate = log
    let throwing = DynamicItemBehavior(items: items)
    throwing.elasticity = 0.6
    for (i, item) in items.enumerated() {
      throwing.addLinearVelocity(CGPoint(x: i % 2 == 0 ? 2000 : -2000, y: -1500), for: item)
    }
    fixture.animator.addBehavior(collision)
    fixture.animator.addBehavior(GravityBehavior(items: items))
    fixture.animator.addBehavior(throwing)
    let bounds = fixture.referenceView.bounds.insetBy(dx: -0.5, dy: -0.5)
    for frame in 0..<240 {
      fixture.host.advance(by: 1.0 / 60.0)
      for item in items where !bounds.contains(item.frame) {
        Issue.record("frame \(frame): item \(item.tag) at \(item.frame) left the bounds")
        return
      }
    }
    for tag in 1...6 { #expect(log.entries.contains("began \(tag)-bounds"), "item \(tag): \(log.entries)") }
    #expect(log.entries.contains { $0.hasPrefix("ended ") && $0.hasSuffix("-bounds") })
  }

  /// Two items pushed into each other report one began and, as they bounce apart, one ended contact.
  @Test func itemContactsBeginAndEnd() {
    let fixture = DynamicsFixture()
    let log = ContactLog()
    let a = fixture.addItem(at: CGPoint(x: 100, y: 300), size: 40)
    let b = fixture.addItem(at: CGPoint(x: 250, y: 300), size: 40)
    a.tag = 1
    b.tag = 2
    let collision = CollisionBehavior(items: [a, b])
    collision.collisionMode = .items
    collision.collisionDelegate = log
    let bouncy = DynamicItemBehavior(items: [a, b])
    bouncy.elasticity = 1
    bouncy.addLinearVelocity(CGPoint(x: 200, y: 0), for: a)
    fixture.animator.addBehavior(collision)
    fixture.animator.addBehavior(bouncy)
    fixture.host.advance(by: 1)
    #expect(log.entries == ["began 1-2", "ended 1-2"])
    #expect(abs(bouncy.linearVelocity(for: b).x - 200) < 1, "elastic exchange of velocities")
    #expect(abs(bouncy.linearVelocity(for: a).x) < 1)
  }

  /// A boundary from two points stops a falling item and is named in the delegate's calls.
  @Test func namedBoundaryStopsAnItem() {
    let fixture = DynamicsFixture()
    let log = ContactLog()
    let item = fixture.addItem(at: CGPoint(x: 200, y: 100), size: 40)
    item.tag = 7
    let collision = CollisionBehavior(items: [item])
    collision.addBoundary(withIdentifier: "floor", from: CGPoint(x: 0, y: 400), to: CGPoint(x: 390, y: 400))
    collision.collisionDelegate = log
    #expect(collision.boundaryIdentifiers == ["floor"])
    fixture.animator.addBehavior(collision)
    fixture.animator.addBehavior(GravityBehavior(items: [item]))
    fixture.host.advance(by: 2)
    #expect(log.entries.first == "began 7-floor")
    // The floor segment has a 0.5 pt radius; Chipmunk leaves 0.1 pt of overlap (its collision slop).
    #expect(abs(item.center.y - (400 - 0.5 - 20 + 0.1)) < 0.1, "rests on the floor: \(item.center.y)")
    #expect(!fixture.animator.isRunning, "at rest on the floor")
    collision.removeBoundary(withIdentifier: "floor")
    #expect(collision.boundaryIdentifiers.isEmpty)
    #expect(fixture.animator.isRunning, "removing the floor wakes the animator")
    fixture.host.advance(by: 0.5)
    #expect(item.center.y > 450)
  }
}
