import Foundation
import Testing
import Trellis
import TrellisDynamics
import TrellisTesting

@MainActor struct AttachmentBehaviorTests {
  /// A zero-length spring of 1 Hz and damping ratio 0.1, released 100 pt below its anchor, follows
  /// y(t) = 100·e^(−ζωt)·(cos ω_d t + ζω/ω_d · sin ω_d t): within 3 pt at every frame for 3 s (the
  /// fixed step's semi-implicit Euler lags half a step, v_max·h/2 = 628/240 ≈ 2.6 pt), the
  /// period within 1 % of 1/(f·√(1−ζ²)), successive peaks within 3 % of the ratio e^(−ζω·T_d).
  @Test func springFollowsTheDampedOscillator() {
    let fixture = DynamicsFixture()
    let item = fixture.addItem(at: CGPoint(x: 200, y: 400))
    let attachment = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 300))
    #expect(attachment.length == 100)
    attachment.length = 0
    attachment.frequency = 1
    attachment.damping = 0.1
    fixture.animator.addBehavior(attachment)
    let zeta = 0.1
    let omega = 2 * Double.pi
    let omegaD = omega * (1 - zeta * zeta).squareRoot()
    var samples: [(t: Double, y: Double)] = [(0, 100)]
    var worst = 0.0
    for frame in 1...180 {
      fixture.host.advance(by: 1.0 / 60.0)
      let t = Double(frame) / 60
      let y = Double(item.center.y) - 300
      let expected = 100 * exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
      worst = max(worst, abs(y - expected))
      samples.append((t, y))
      #expect(item.center.x == 200)
    }
    #expect(worst < 3, "largest deviation from the oscillator: \(worst) pt")
    // Downward crossings of the anchor, interpolated between frames.
    var crossings: [Double] = []
    for i in 1..<samples.count where samples[i - 1].y > 0 && samples[i].y <= 0 {
      let (a, b) = (samples[i - 1], samples[i])
      crossings.append(a.t + (b.t - a.t) * a.y / (a.y - b.y))
    }
    #expect(crossings.count == 3)
    let period = (crossings[2] - crossings[0]) / 2
    let expectedPeriod = 2 * Double.pi / omegaD
    #expect(abs(period - expectedPeriod) / expectedPeriod < 0.01, "period \(period) s, expected \(expectedPeriod) s")
    // Successive maxima (below the anchor) shrink by e^(−ζω·T_d).
    var maxima: [Double] = []
    for i in 1..<(samples.count - 1) where samples[i].y > samples[i - 1].y && samples[i].y >= samples[i + 1].y {
      maxima.append(samples[i].y)
    }
    #expect(maxima.count >= 2)
    let ratio = maxima[1] / maxima[0]
    let expectedRatio = exp(-zeta * omega * expectedPeriod)
    #expect(abs(ratio - expectedRatio) / expectedRatio < 0.03, "peak ratio \(ratio), expected \(expectedRatio)")
  }

  /// Frequency 0 is a rigid rod (a Chipmunk pin joint): the item keeps its distance from the anchor,
  /// within 1.5 pt (the joint's solver iterations), while gravity swings it through the bottom.
  @Test func zeroFrequencyIsARigidRod() {
    let fixture = DynamicsFixture()
    let item = fixture.addItem(at: CGPoint(x: 300, y: 200), size: 20)
    let rod = AttachmentBehavior(item: item, attachedToAnchor: CGPoint(x: 200, y: 200))
    fixture.animator.addBehavior(rod)
    fixture.animator.addBehavior(GravityBehavior(items: [item]))
    var worst = 0.0
    var lowest: CGFloat = 0
    for _ in 0..<60 {
      fixture.host.advance(by: 1.0 / 60.0)
      worst = max(worst, abs(Double(item.center.distance(to: CGPoint(x: 200, y: 200))) - 100))
      lowest = max(lowest, item.center.y)
    }
    #expect(lowest > 299, "the rod swung through the bottom: \(lowest)")
    #expect(worst < 1.5, "distance from the anchor drifted by \(worst) pt")
  }

  /// Two items joined by a spring of rest length 50 end 50 pt apart.
  @Test func itemToItemSpringSettlesAtItsLength() {
    let fixture = DynamicsFixture()
    let a = fixture.addItem(at: CGPoint(x: 100, y: 300), size: 40)
    let b = fixture.addItem(at: CGPoint(x: 250, y: 300), size: 40)
    let spring = AttachmentBehavior(item: a, attachedTo: b)
    #expect(spring.attachedBehaviorType == .items)
    #expect(spring.length == 150)
    spring.length = 50
    spring.frequency = 2
    spring.damping = 1
    fixture.animator.addBehavior(spring)
    fixture.host.advance(by: 4)
    #expect(!fixture.animator.isRunning)
    #expect(abs(a.center.distance(to: b.center) - 50) < 0.05)
    #expect(abs((a.center.x + b.center.x) / 2 - 175) < 1e-6, "equal masses meet in the middle")
  }

  /// A limit attachment is a rope: the hanging item falls freely until it is `length` from the other,
  /// then swings on it. On the step it goes taut it overshoots by up to one step's travel (Chipmunk
  /// finds the violation after the step: about 2 pt at 700 pt/s); after that it stays within 0.5 pt.
  @Test func limitAttachmentIsARope() {
    let fixture = DynamicsFixture()
    let top = fixture.addItem(at: CGPoint(x: 200, y: 100), size: 20)
    let hanging = fixture.addItem(at: CGPoint(x: 260, y: 180), size: 20)
    let rope = AttachmentBehavior.limitAttachment(
      with: hanging, offsetFromCenter: .zero, attachedTo: top, offsetFromCenter: .zero)
    #expect(rope.length == 100)
    rope.length = 150
    let anchored = DynamicItemBehavior(items: [top])
    anchored.isAnchored = true
    fixture.animator.addBehavior(anchored)
    fixture.animator.addBehavior(rope)
    fixture.animator.addBehavior(GravityBehavior(items: [hanging]))
    var longest: CGFloat = 0
    var longestLater: CGFloat = 0
    for frame in 0..<120 {
      fixture.host.advance(by: 1.0 / 60.0)
      let distance = hanging.center.distance(to: top.center)
      longest = max(longest, distance)
      if frame >= 60 { longestLater = max(longestLater, distance) }
    }
    #expect(longest > 149, "the rope went taut: \(longest)")
    #expect(longest < 153, "the rope stretched to \(longest)")
    #expect(longestLater < 150.5, "the rope stretched to \(longestLater) in the second half")
    #expect(top.center == CGPoint(x: 200, y: 100))
  }
}
