import Foundation
import Testing
import Trellis

@Suite("Animation: generic value animations")
@MainActor
struct AnimationValueAnimationTests {
  @Test func drivesAnyInterpolatableValueThroughItsSetter() {
    Application.shared.reset()
    var written: [CGRect] = []
    var result: Bool?
    let animation = ValueAnimation(
      from: CGRect(x: 0, y: 0, width: 10, height: 10), to: CGRect(x: 100, y: 0, width: 30, height: 10), duration: 2,
      curve: .linear, setter: { written.append($0) }, completion: { result = $0 })
    Animator.shared.add(animation)
    #expect(animation.state == .scheduled)
    Application.shared.renderFrame(at: 1)
    #expect(written == [CGRect(x: 50, y: 0, width: 20, height: 10)])
    #expect(animation.state == .running)
    #expect(animation.currentValue == CGRect(x: 50, y: 0, width: 20, height: 10))
    #expect(animation.value(at: 1.5) == CGRect(x: 75, y: 0, width: 25, height: 10))
    Application.shared.renderFrame(at: 2)
    #expect(written.last == CGRect(x: 100, y: 0, width: 30, height: 10))
    #expect(result == true)
    #expect(animation.state == .finished)
    #expect(Animator.shared.runningAnimationCount == 0)
  }

  @Test func cancellingReportsFalseAtTheNextTickAndStopsWriting() {
    Application.shared.reset()
    var value: CGFloat = 0
    var result: Bool?
    let animation = ValueAnimation(
      from: CGFloat(0), to: 1, duration: 1, curve: .linear, setter: { value = $0 }, completion: { result = $0 })
    Animator.shared.add(animation)
    Application.shared.renderFrame(at: 0.5)
    animation.cancel()
    #expect(result == nil)
    #expect(Animator.shared.runningAnimationCount == 0)
    Application.shared.renderFrame(at: 0.75)
    #expect(result == false)
    #expect(value == 0.5)
    #expect(animation.state == .cancelled)
  }

  @Test func delayAndRepeatCountApply() {
    Application.shared.reset()
    var value: CGFloat = -1
    let animation = ValueAnimation(
      from: CGFloat(0), to: 10, duration: 1, delay: 0.5, curve: .linear, repeatCount: 1.5, setter: { value = $0 })
    Animator.shared.add(animation)
    #expect(animation.beginTime == 0.5)
    #expect(animation.endTime == 2)
    Application.shared.renderFrame(at: 0.4)
    #expect(value == -1)
    Application.shared.renderFrame(at: 1.75)
    #expect(isClose(value, 2.5))
    Application.shared.renderFrame(at: 2)
    #expect(value == 10)
  }

  @Test func addingTwiceOrAfterTheEndDoesNothing() {
    Application.shared.reset()
    var count = 0
    let animation = ValueAnimation(from: CGFloat(0), to: 1, duration: 0, setter: { _ in count += 1 })
    Animator.shared.add(animation)
    Animator.shared.add(animation)
    #expect(Animator.shared.runningAnimationCount == 1)
    Application.shared.renderFrame(at: 0.1)
    Animator.shared.add(animation)
    Application.shared.renderFrame(at: 0.2)
    #expect(count == 1)
  }

  @Test func completionMayStartTheNextAnimation() {
    Application.shared.reset()
    var value: CGFloat = 0
    let first = ValueAnimation(
      from: CGFloat(0), to: 1, duration: 1, curve: .linear, setter: { value = $0 },
      completion: { _ in
        Animator.shared.add(
          ValueAnimation(from: CGFloat(1), to: 3, duration: 1, curve: .linear, setter: { value = $0 }))
      })
    Animator.shared.add(first)
    Application.shared.renderFrame(at: 1)
    #expect(value == 1)
    #expect(Animator.shared.runningAnimationCount == 1)
    Application.shared.renderFrame(at: 1.5)
    #expect(isClose(value, 2))
  }

  @Test func springValueAnimationInheritsVelocityFromAnother() {
    Application.shared.reset()
    var value: CGFloat = 0
    let first = ValueAnimation(from: CGFloat(0), to: 100, duration: 1, curve: .linear, setter: { value = $0 })
    Animator.shared.add(first)
    Application.shared.renderFrame(at: 0.5)
    let second = ValueAnimation(
      from: value, to: 50, duration: 1, curve: .spring(dampingRatio: 1), setter: { value = $0 })
    second.inheritVelocity(from: first)
    #expect(second.hasInheritedVelocity)
    first.cancel()
    Animator.shared.add(second)
    // From 50 to 50 with the inherited 100 per second: x(s) = 50 + 100·s·e^(−ωs), critically damped.
    let ω = Reference.springFrequency(dampingRatio: 1, duration: 1)
    for s in [0.01, 0.1, 0.3] {
      Application.shared.renderFrame(at: 0.5 + s)
      #expect(isClose(value, CGFloat(50 + 100 * s * exp(-ω * s)), 1e-6), "\(value)")
    }
  }
}
