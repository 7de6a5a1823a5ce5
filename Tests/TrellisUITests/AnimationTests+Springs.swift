import Foundation
import Testing
import Trellis

@Suite("Animation: springs")
@MainActor
struct AnimationSpringTests {
  /// Runs a spring of the view's centre.x from 60 to 160 and checks it against the closed form.
  func checkSpring(dampingRatio: Double, duration: Double, velocity: Double) {
    let (window, view) = makeAnimationScene()
    View.animate(
      withDuration: duration, delay: 0, usingSpringWithDamping: CGFloat(dampingRatio),
      initialSpringVelocity: CGFloat(velocity)
    ) {
      view.center.x = 160
    }
    let ω = Reference.springFrequency(dampingRatio: dampingRatio, duration: duration)
    for step in 1..<20 {
      let t = duration * Double(step) / 20
      Application.shared.renderFrame(at: t)
      let expected = Reference.spring(
        from: 60, to: 160, dampingRatio: dampingRatio, frequency: ω, velocity: velocity * 100, at: t)
      #expect(
        isClose(view.presentation.center.x, CGFloat(expected), 1e-7),
        "ζ \(dampingRatio) at \(t): \(view.presentation.center.x) vs \(expected)")
    }
    Application.shared.renderFrame(at: duration)
    #expect(view.presentation.center.x == 160)
    _ = window
  }

  @Test func underdampedSpringFollowsTheClosedForm() { checkSpring(dampingRatio: 0.5, duration: 1, velocity: 0) }
  @Test func springWithInitialVelocityFollowsTheClosedForm() {
    checkSpring(dampingRatio: 0.7, duration: 0.8, velocity: 3)
  }
  @Test func nearCriticalSpringFollowsTheClosedForm() { checkSpring(dampingRatio: 0.9, duration: 0.6, velocity: 0) }
  @Test func criticallyDampedSpringFollowsTheClosedForm() {
    checkSpring(dampingRatio: 1, duration: 0.5, velocity: 0)
  }
  @Test func overdampedSpringFollowsTheClosedForm() { checkSpring(dampingRatio: 2, duration: 1.2, velocity: -1) }

  /// The largest centre.x reached, sampling the spring every 1/120 s.
  func peak(dampingRatio: CGFloat) -> CGFloat {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0) {
      view.center.x = 160
    }
    var peak: CGFloat = 0
    var previous: CGFloat = 60
    var monotonic = true
    for frame in 1...120 {
      Application.shared.renderFrame(at: Double(frame) / 120)
      let x = view.presentation.center.x
      if x < previous - 1e-12 { monotonic = false }
      previous = x
      peak = max(peak, x)
    }
    if dampingRatio >= 1 { #expect(monotonic) }
    _ = window
    return peak
  }

  @Test func underdampedSpringsOvershootAndCriticalOnesDont() {
    #expect(peak(dampingRatio: 0.3) > 165)
    #expect(peak(dampingRatio: 0.7) > 160.5)
    #expect(peak(dampingRatio: 1) <= 160)
    #expect(peak(dampingRatio: 3) <= 160)
  }

  @Test func springsSettleWithinTheThresholdAtTheirEnd() {
    for ratio in stride(from: CGFloat(0.1), through: 3, by: 0.01) {
      let curve = TimingCurve.spring(dampingRatio: ratio)
      let remaining = abs(curve.progress(at: 1) - 1)
      // The decay envelope is 0.001 at the end; the oscillation's amplitude factor allows a little more.
      #expect(remaining <= 0.0023, "ζ \(ratio): \(remaining)")
      if ratio < 0.74 { #expect(remaining <= 0.001 / (1 - ratio * ratio).squareRoot() + 1e-12) }
    }
    #expect(isClose(TimingCurve.spring(dampingRatio: 1).progress(at: 1), 0.999, 1e-12))
  }

  @Test func frequencyRuleIsContinuousInTheDampingRatio() {
    var previous = SpringCurve(dampingRatio: 0.1).angularFrequency
    for ratio in stride(from: CGFloat(0.1005), through: 4, by: 0.0005) {
      let frequency = SpringCurve(dampingRatio: ratio).angularFrequency
      #expect(abs(frequency - previous) < 0.01 * previous, "jump at ζ \(ratio)")
      previous = frequency
    }
    #expect(isClose(SpringCurve.criticalSettlingFactor, CGFloat(Reference.criticalSettlingFactor), 1e-12))
    #expect(isClose(SpringCurve(dampingRatio: 0.5).angularFrequency, log(1000) / 0.5, 1e-12))
    #expect(isClose(SpringCurve(dampingRatio: 1).angularFrequency, CGFloat(Reference.criticalSettlingFactor), 1e-12))
  }

  @Test func undampedAndNegativeRatiosStayBoundedAndEndAtTheTarget() {
    for ratio: CGFloat in [0, -1] {
      let curve = TimingCurve.spring(dampingRatio: ratio)
      for step in 0...100 {
        let progress = curve.progress(at: CGFloat(step) / 100)
        #expect(progress.isFinite && progress >= -1e-9 && progress <= 2 + 1e-9)
      }
    }
    let (window, view) = makeAnimationScene()
    var result: Bool?
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0, initialSpringVelocity: 0) {
      view.alpha = 0
    } completion: {
      result = $0
    }
    Application.shared.renderFrame(at: 0.5)
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.alpha == 0)
    #expect(result == true)
    _ = window
  }

  @Test func springParametersReportTheirSettlingDuration() {
    let made = SpringTimingParameters(dampingRatio: 0.6, duration: 0.75)
    #expect(isClose(made.settlingDuration, 0.75, 1e-12))
    #expect(isClose(made.dampingRatio, 0.6, 1e-12))
    #expect(made.mass == 1)
    let core = SpringTimingParameters()  // Core Animation's defaults: ω = 10, ζ = 0.5
    #expect(isClose(core.angularFrequency, 10))
    #expect(isClose(core.dampingRatio, 0.5))
    #expect(isClose(core.settlingDuration, log(1000) / 5, 1e-12))
    #expect(SpringTimingParameters(damping: 0).settlingDuration == .infinity)
    let critical = SpringTimingParameters(mass: 2, stiffness: 50, damping: 20)
    #expect(isClose(critical.dampingRatio, 1))
    #expect(isClose(critical.settlingDuration, Reference.criticalSettlingFactor / 5, 1e-9))
  }

  @Test func physicalSpringDrivesAValueAnimationInSeconds() {
    Application.shared.reset()
    let parameters = SpringTimingParameters(mass: 1, stiffness: 200, damping: 12, initialVelocity: 0.5)
    var value: CGFloat = 0
    let animation = ValueAnimation(
      from: CGFloat(0), to: 50, duration: parameters.settlingDuration,
      curve: .spring(parameters, duration: parameters.settlingDuration), setter: { value = $0 })
    Animator.shared.add(animation)
    let ω = Double(parameters.angularFrequency)
    let ζ = Double(parameters.dampingRatio)
    for t in [0.05, 0.1, 0.3, 0.6] {
      Application.shared.renderFrame(at: t)
      let expected = Reference.spring(from: 0, to: 50, dampingRatio: ζ, frequency: ω, velocity: 25, at: t)
      #expect(isClose(value, CGFloat(expected), 1e-7), "t \(t): \(value) vs \(expected)")
    }
  }

  @Test func springVelocityIsTheSlopeOfItsProgress() {
    for ratio: CGFloat in [0, 0.3, 1, 1.7] {
      let curve = TimingCurve.spring(dampingRatio: ratio, initialVelocity: 2)
      #expect(isClose(curve.velocity(at: 0), 2, 1e-12))
      for t in stride(from: CGFloat(0.05), through: 0.95, by: 0.1) {
        let slope = (curve.progress(at: t + 1e-6) - curve.progress(at: t - 1e-6)) / 2e-6
        let tolerance = 1e-4 * max(1, abs(slope))
        #expect(isClose(curve.velocity(at: t), slope, tolerance), "ζ \(ratio) at \(t)")
      }
    }
  }
}
