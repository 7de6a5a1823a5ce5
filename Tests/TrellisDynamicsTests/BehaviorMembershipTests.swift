import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

/// Items join and leave a behaviour that is already running: `addItem(_:)` once, `removeItem(_:)`.
@MainActor
@Suite("Dynamics: items join and leave running behaviours")
struct BehaviorMembershipTests {
  @Test func anItemAddedToRunningGravityFallsAndStopsFallingWhenRemoved() {
    let fixture = DynamicsFixture()
    let first = fixture.addItem(at: CGPoint(x: 100, y: 100))
    let second = fixture.addItem(at: CGPoint(x: 300, y: 100))
    let gravity = GravityBehavior(items: [first])
    fixture.animator.addBehavior(gravity)
    fixture.host.advance(by: 0.2)
    #expect(second.center == CGPoint(x: 300, y: 100), "not a member yet")
    gravity.addItem(second)
    gravity.addItem(second)
    #expect(gravity.items.count == 2, "added once")
    fixture.host.advance(by: 0.2)
    let fallen = second.center.y - 100
    #expect(fallen > 15 && fallen < 25, "about ½·1000·0.2² = 20 pt: \(fallen)")
    gravity.removeItem(first)
    #expect(gravity.items.count == 1 && gravity.items.first === second)
    let y = first.center.y
    fixture.host.advance(by: 0.2)
    #expect(abs(first.center.y - y) < 1e-9, "a removed item is no longer moved by gravity")
    #expect(fixture.errors.isEmpty)
  }
}
