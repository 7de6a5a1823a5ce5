import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

/// The item's rotation, from its transform.
@MainActor func rotation(of view: View) -> Double { Double(atan2(view.transform.b, view.transform.a)) }

@MainActor struct JointAttachmentTests {
  /// A sliding attachment on a diagonal rail: gravity pulls across and along it and an off-centre
  /// push tries to spin the item, yet the centre stays within 0.05 pt of the line, the angle within
  /// 1e-6 rad of 0, and the travel inside `attachmentRange` (−40…70 pt, 0.5 pt for the step the
  /// groove's end is reached at 400 pt/s); the item comes to rest at the range's lower end.
  @Test func slidingAttachmentKeepsTheItemOnItsAxisWithinItsRange() {
    let fixture = DynamicsFixture()
    let item = fixture.addItem(at: CGPoint(x: 200, y: 300), size: 40)
    let axis = CGVector(dx: 2, dy: -1)  // up and to the right; its length is ignored
    let slider = AttachmentBehavior.slidingAttachment(
      with: item, attachmentAnchor: item.center, axisOfTranslation: axis)
    #expect(slider.attachedBehaviorType == .anchor)
    #expect(slider.attachmentRange == .infinite)
    slider.attachmentRange = FloatRange(minimum: -40, maximum: 70)
    let push = PushBehavior(items: [item], mode: .continuous)
    push.pushDirection = CGVector(dx: 0.3, dy: 0)
    push.setTargetOffsetFromCenter(Offset(horizontal: 0, vertical: 15), for: item)
    fixture.animator.addBehavior(slider)
    fixture.animator.addBehavior(GravityBehavior(items: [item]))
    fixture.animator.addBehavior(push)
    let unit = (x: 2 / 5.0.squareRoot(), y: -1 / 5.0.squareRoot())
    var worstOffLine = 0.0
    var worstAngle = 0.0
    var lowest = 0.0
    var highest = 0.0
    for _ in 0..<120 {
      fixture.host.advance(by: 1.0 / 60)
      let dx = Double(item.center.x) - 200
      let dy = Double(item.center.y) - 300
      let along = dx * unit.x + dy * unit.y
      worstOffLine = max(worstOffLine, abs(dx * unit.y - dy * unit.x))
      worstAngle = max(worstAngle, abs(rotation(of: item)))
      lowest = min(lowest, along)
      highest = max(highest, along)
    }
    #expect(worstOffLine < 0.05, "the centre left the rail by \(worstOffLine) pt")
    #expect(worstAngle < 1e-6, "the item turned by \(worstAngle) rad")
    #expect(lowest > -40.5 && lowest < -39.5, "the travel reached \(lowest) pt, the range's end is −40")
    #expect(highest < 1e-9, "gravity outweighs the push along the rail: the item never went up (\(highest) pt)")
    #expect(fixture.errors.isEmpty, "\(fixture.errors)")
  }

  /// `attachmentRange` of zero holds a sliding item still; two items on a sliding attachment keep their
  /// relative angle and slide only along the first item's axis (here vertical), within the range: the
  /// falling item reaches the range's end at 316 pt/s and overshoots it by less than that step's
  /// travel (2.6 pt), then rests on it within 0.05 pt.
  @Test func slidingAttachmentBetweenItemsKeepsTheirLine() {
    let fixture = DynamicsFixture()
    let held = fixture.addItem(at: CGPoint(x: 80, y: 200), size: 30)
    let zero = AttachmentBehavior.slidingAttachment(
      with: held, attachmentAnchor: held.center, axisOfTranslation: CGVector(dx: 0, dy: 1))
    zero.attachmentRange = .zero
    let top = fixture.addItem(at: CGPoint(x: 250, y: 200), size: 40)
    let bottom = fixture.addItem(at: CGPoint(x: 250, y: 260), size: 40)
    let pair = AttachmentBehavior.slidingAttachment(
      with: top, attachedTo: bottom, attachmentAnchor: CGPoint(x: 250, y: 230),
      axisOfTranslation: CGVector(dx: 0, dy: 5))
    #expect(pair.attachedBehaviorType == .items)
    pair.attachmentRange = FloatRange(minimum: -20, maximum: 50)
    let anchored = DynamicItemBehavior(items: [top])
    anchored.isAnchored = true
    fixture.animator.addBehavior(anchored)
    fixture.animator.addBehavior(zero)
    fixture.animator.addBehavior(pair)
    fixture.animator.addBehavior(GravityBehavior(items: [held, bottom]))
    var worstX = 0.0
    var longest = 0.0
    for _ in 0..<60 {
      fixture.host.advance(by: 1.0 / 60)
      worstX = max(worstX, abs(Double(bottom.center.x) - 250))
      longest = max(longest, Double(bottom.center.y) - 260)
      #expect(abs(held.center.y - 200) < 0.05 && abs(held.center.x - 80) < 0.05, "\(held.center)")
    }
    #expect(worstX < 0.05, "the lower item left the vertical line by \(worstX) pt")
    #expect(longest > 50 && longest < 52.6, "it slid \(longest) pt; the range ends at 50")
    #expect(abs(bottom.center.y - 310) < 0.05, "it rests at the range's end: \(bottom.center)")
    #expect(abs(rotation(of: bottom)) < 1e-6)
  }

  /// A limit attachment goes slack inside its length: an item thrown towards the other keeps its
  /// velocity exactly (no force acts), and once it is thrown away the distance never exceeds the
  /// length by more than one step's travel (300 pt/s × 1/120 s = 2.5 pt), 0.5 pt once taut.
  @Test func limitAttachmentIsSlackInsideItsLength() {
    let fixture = DynamicsFixture()
    let a = fixture.addItem(at: CGPoint(x: 100, y: 400), size: 20)
    let b = fixture.addItem(at: CGPoint(x: 200, y: 400), size: 20)
    let rope = AttachmentBehavior.limitAttachment(
      with: a, offsetFromCenter: .zero, attachedTo: b, offsetFromCenter: .zero)
    rope.length = 120
    let anchored = DynamicItemBehavior(items: [a])
    anchored.isAnchored = true
    let motion = DynamicItemBehavior(items: [b])
    fixture.animator.addBehavior(anchored)
    fixture.animator.addBehavior(motion)
    fixture.animator.addBehavior(rope)
    motion.addLinearVelocity(CGPoint(x: -60, y: 0), for: b)
    for frame in 1...60 {
      fixture.host.advance(by: 1.0 / 60)
      #expect(motion.linearVelocity(for: b) == CGPoint(x: -60, y: 0), "frame \(frame)")
    }
    #expect(abs(b.center.x - 140) < 1e-9, "60 pt/s for 1 s from 200: \(b.center.x)")
    motion.addLinearVelocity(CGPoint(x: 360, y: 0), for: b)
    var longest = 0.0
    var longestTaut = 0.0
    for frame in 0..<60 {
      fixture.host.advance(by: 1.0 / 60)
      let distance = Double(b.center.distance(to: a.center))
      longest = max(longest, distance)
      if frame >= 20 { longestTaut = max(longestTaut, distance) }
    }
    #expect(longest > 119.9 && longest < 122.5, "the rope reached \(longest) pt")
    #expect(longestTaut < 120.5, "taut, the rope stretched to \(longestTaut) pt")
    #expect(a.center == CGPoint(x: 100, y: 400))
  }

  /// A fixed attachment welds two items: under gravity and an off-centre push that spins the pair,
  /// their relative angle stays within 1e-6 rad of its start and the second item's centre within
  /// 0.1 pt of where it started in the first item's frame (Chipmunk solves joints on velocities, so a
  /// spinning pair drifts by about ω²r·h² a step before the 30 % correction: 0.04 pt here), while the
  /// pair turns by more than a radian.
  @Test func fixedAttachmentKeepsRelativePositionAndAngle() {
    let fixture = DynamicsFixture()
    let a = fixture.addItem(at: CGPoint(x: 150, y: 300), size: 60)
    let b = fixture.addItem(at: CGPoint(x: 250, y: 300), size: 60)
    b.transform = CGAffineTransform(rotationAngle: 0.25)
    let weld = AttachmentBehavior.fixedAttachment(with: a, attachedTo: b, attachmentAnchor: CGPoint(x: 200, y: 300))
    let push = PushBehavior(items: [b], mode: .continuous)
    push.pushDirection = CGVector(dx: 0, dy: -0.6)
    push.setTargetOffsetFromCenter(Offset(horizontal: 30, vertical: 0), for: b)
    fixture.animator.addBehavior(weld)
    fixture.animator.addBehavior(GravityBehavior(items: [a, b]))
    fixture.animator.addBehavior(push)
    var worstOffset = 0.0
    var worstAngle = 0.0
    var turned = 0.0
    for _ in 0..<60 {
      fixture.host.advance(by: 1.0 / 60)
      let angleA = rotation(of: a)
      let dx = Double(b.center.x - a.center.x)
      let dy = Double(b.center.y - a.center.y)
      let local = (x: dx * cos(angleA) + dy * sin(angleA), y: -dx * sin(angleA) + dy * cos(angleA))
      worstOffset = max(worstOffset, hypot(local.x - 100, local.y))
      var relative = rotation(of: b) - angleA - 0.25
      relative = atan2(sin(relative), cos(relative))
      worstAngle = max(worstAngle, abs(relative))
      turned = max(turned, abs(angleA))
    }
    #expect(worstOffset < 0.1, "the second item moved \(worstOffset) pt in the first's frame")
    #expect(worstAngle < 1e-6, "the relative angle changed by \(worstAngle) rad")
    #expect(turned > 1, "the pair turned \(turned) rad")
  }

  /// A pin attachment is a hinge: a bar pinned by its end to an anchored block swings down under
  /// gravity, its pinned end within 0.5 pt of the pin and its angle following the swing (past π/2 at
  /// the bottom); with `attachmentRange` −0.1…π/4 the same bar stops at π/4 (within 0.02 rad).
  @Test func pinAttachmentHingesAndLimitsRotation() {
    let fixture = DynamicsFixture()
    var bars: [View] = []
    var pins: [AttachmentBehavior] = []
    for (index, x) in [100.0, 280.0].enumerated() {
      let block = fixture.addItem(at: CGPoint(x: x, y: 200), size: 20)
      let bar = View(frame: CGRect(x: x, y: 195, width: 80, height: 10))
      fixture.referenceView.addSubview(bar)
      let pin = AttachmentBehavior.pinAttachment(with: block, attachedTo: bar, attachmentAnchor: CGPoint(x: x, y: 200))
      if index == 1 { pin.attachmentRange = FloatRange(minimum: -0.1, maximum: .pi / 4) }
      let anchored = DynamicItemBehavior(items: [block])
      anchored.isAnchored = true
      fixture.animator.addBehavior(anchored)
      fixture.animator.addBehavior(pin)
      bars.append(bar)
      pins.append(pin)
    }
    fixture.animator.addBehavior(GravityBehavior(items: bars))
    var worstPin = 0.0
    var largest = [0.0, 0.0]
    for _ in 0..<90 {
      fixture.host.advance(by: 1.0 / 60)
      for (index, bar) in bars.enumerated() {
        let angle = rotation(of: bar)
        let end = CGPoint(x: bar.center.x - 40 * cos(angle), y: bar.center.y - 40 * sin(angle))
        let pinPoint = CGPoint(x: index == 0 ? 100 : 280, y: 200)
        worstPin = max(worstPin, Double(end.distance(to: pinPoint)))
        largest[index] = max(largest[index], angle < -0.5 ? angle + 2 * .pi : angle)
      }
    }
    #expect(worstPin < 0.5, "a bar's pinned end left its pin by \(worstPin) pt")
    #expect(largest[0] > .pi / 2, "the free bar swung to \(largest[0]) rad")
    #expect(abs(largest[1] - .pi / 4) < 0.02, "the limited bar reached \(largest[1]) rad")
    #expect(fixture.errors.isEmpty, "\(fixture.errors)")
  }

  /// `frictionTorque` resists a pin's rotation: gravity turns an 80 × 10 pt bar pinned by its end with
  /// a torque of m·g·r = 0.08 × 1000 × 40 = 3200 engine units; a friction of 40 (4000) holds it level
  /// within 0.01 rad, one of 20 (2000) lets it fall more slowly than a free bar.
  @Test func frictionTorqueResistsAPinsRotation() {
    let fixture = DynamicsFixture()
    var bars: [View] = []
    for (index, friction) in [0.0, 20, 40].enumerated() {
      let x = 60 + 120 * CGFloat(index)
      let block = fixture.addItem(at: CGPoint(x: x, y: 200), size: 10)
      let bar = View(frame: CGRect(x: x, y: 195, width: 80, height: 10))
      fixture.referenceView.addSubview(bar)
      let pin = AttachmentBehavior.pinAttachment(with: block, attachedTo: bar, attachmentAnchor: CGPoint(x: x, y: 200))
      pin.frictionTorque = friction
      let anchored = DynamicItemBehavior(items: [block])
      anchored.isAnchored = true
      fixture.animator.addBehavior(anchored)
      fixture.animator.addBehavior(pin)
      bars.append(bar)
    }
    fixture.animator.addBehavior(GravityBehavior(items: bars))
    fixture.host.advance(by: 0.25)
    let angles = bars.map { rotation(of: $0) }
    #expect(angles[0] > 0.5, "the free bar fell to \(angles[0]) rad")
    #expect(angles[1] > 0.05 && angles[1] < angles[0] / 2, "the bar with friction 20 fell to \(angles[1]) rad")
    #expect(abs(angles[2]) < 0.01, "the bar with friction 40 turned to \(angles[2]) rad")
  }
}
