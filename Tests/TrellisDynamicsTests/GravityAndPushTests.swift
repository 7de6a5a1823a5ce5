import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

@MainActor struct GravityAndPushTests {
  /// Gravity of magnitude 1 accelerates any item at 1000 pt/s²: after 0.5 s its velocity is 500 pt/s
  /// and it has fallen ½·a·t² = 125 pt (within 2.5 pt: the fixed step's semi-implicit Euler adds
  /// ½·a·h·t ≈ 2.1 pt).
  @Test func gravityOfMagnitudeOneIs1000PointsPerSecondSquared() {
    let fixture = DynamicsFixture()
    let light = fixture.addItem(at: CGPoint(x: 100, y: 100), size: 20)
    let heavy = fixture.addItem(at: CGPoint(x: 300, y: 100), size: 100)
    let gravity = GravityBehavior(items: [light, heavy])
    #expect(gravity.magnitude == 1)
    #expect(abs(gravity.angle - .pi / 2) < 1e-12)
    let itemBehavior = DynamicItemBehavior(items: [heavy])
    itemBehavior.density = 7
    fixture.animator.addBehavior(gravity)
    fixture.animator.addBehavior(itemBehavior)
    fixture.host.advance(by: 0.5)
    #expect(abs(fixture.animator.elapsedTime - 0.5) < 1e-9)
    for item in [light, heavy] {
      #expect(abs(item.center.y - 225) < 2.5, "fell to \(item.center.y)")
      #expect(item.center.x == (item === light ? 100 : 300))
    }
    #expect(abs(itemBehavior.linearVelocity(for: heavy).y - 500) < 1e-6)
  }

  /// Magnitude 1 pushes a 100 × 100 pt item of density 1 at 100 pt/s² (continuous) or gives it
  /// 100 pt/s once (instantaneous, which then turns inactive).
  @Test func pushMagnitudeIsTheUIKitNewton() {
    let fixture = DynamicsFixture()
    let pushed = fixture.addItem(at: CGPoint(x: 100, y: 100))
    let kicked = fixture.addItem(at: CGPoint(x: 100, y: 400))
    let continuous = PushBehavior(items: [pushed], mode: .continuous)
    continuous.pushDirection = CGVector(dx: 1, dy: 0)
    let instantaneous = PushBehavior(items: [kicked], mode: .instantaneous)
    instantaneous.setAngle(0, magnitude: 1)
    let velocities = DynamicItemBehavior(items: [pushed, kicked])
    fixture.animator.addBehavior(continuous)
    fixture.animator.addBehavior(instantaneous)
    fixture.animator.addBehavior(velocities)
    fixture.host.advance(by: 1)
    #expect(abs(velocities.linearVelocity(for: pushed).x - 100) < 1e-6)
    #expect(abs(velocities.linearVelocity(for: kicked).x - 100) < 1e-6)
    #expect(!instantaneous.active)
    #expect(continuous.active)
    #expect(abs(pushed.center.x - 150) < 1)
  }

  /// Resistance slows an item that no force drives; a resisted push settles and the animator pauses.
  @Test func resistanceBringsAnItemToRest() {
    let fixture = DynamicsFixture()
    let log = AnimatorLog()
    fixture.animator.delegate = log
    let item = fixture.addItem(at: CGPoint(x: 100, y: 100))
    let behavior = DynamicItemBehavior(items: [item])
    behavior.resistance = 5
    behavior.addLinearVelocity(CGPoint(x: 300, y: 0), for: item)
    fixture.animator.addBehavior(behavior)
    fixture.host.advance(by: 0.1)
    #expect(behavior.linearVelocity(for: item).x < 300 * 0.65)
    fixture.host.advance(by: 3)
    #expect(log.entries == ["resume", "pause"])
    // Per step of h the velocity falls by 1/(1 + h·r) after moving, so it travels v·(1 + h·r)/r = 62.5 pt.
    #expect(abs(item.center.x - 162.5) < 0.2, "travelled to \(item.center.x)")
  }
}
