import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

@MainActor struct AttachmentRangeTests {
  /// `attachmentRange` is kept and read back, and only sliding and pin attachments read it: a spring
  /// with a narrow range swings exactly like one with the default infinite range.
  @Test func attachmentRangeIsKeptAndMovesNothing() {
    let fixture = DynamicsFixture()
    let free = fixture.addItem(at: CGPoint(x: 100, y: 300))
    let ranged = fixture.addItem(at: CGPoint(x: 290, y: 300))
    var springs: [AttachmentBehavior] = []
    for (view, anchor) in [(free, CGPoint(x: 100, y: 200)), (ranged, CGPoint(x: 290, y: 200))] {
      let spring = AttachmentBehavior(item: view, attachedToAnchor: anchor)
      spring.length = 0
      spring.frequency = 1
      spring.damping = 0.3
      springs.append(spring)
    }
    #expect(springs[1].attachmentRange == .infinite && springs[1].attachmentRange.isInfinite)
    #expect(FloatRange() == .zero && !FloatRange(minimum: -.infinity, maximum: 0).isInfinite)
    springs[1].attachmentRange = FloatRange(minimum: -1, maximum: 1)
    #expect(springs[1].attachmentRange == FloatRange(minimum: -1, maximum: 1))
    for spring in springs { fixture.animator.addBehavior(spring) }
    for _ in 0..<30 {
      fixture.host.advance(by: 1.0 / 60)
      #expect(ranged.center.x - free.center.x == 190)
      #expect(ranged.center.y == free.center.y)
    }
    #expect(free.center.y < 260, "the springs moved: \(free.center)")
    #expect(fixture.errors.isEmpty)
  }
}
