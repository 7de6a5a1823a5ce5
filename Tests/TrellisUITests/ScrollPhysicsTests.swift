import Foundation
import Testing
import Trellis

/// The pure physics under scrolling: deceleration, rubber band, bounce spring, paging, axis motion.
@Suite("Scroll physics")
struct ScrollPhysicsTests {
  // The resting point uses the exact limit of the continuous model, x∞ = x₀ − v₀ / (1000·ln d):
  // 2000 / (−1000·ln 0.998) = 998.999 pt (WWDC's discrete sum d/(1 − d)·v₀/1000 says 998) and
  // 2000 / (−1000·ln 0.99) = 199.0 pt.
  @Test(arguments: [(DecelerationRate.normal, 998.999), (.fast, 199.0)])
  func restingPointFollowsTheLogFormula(rate: DecelerationRate, expected: Double) {
    let model = DecelerationModel(position: 100, velocity: 2000, rate: rate)
    let exact = 100 - 2000 / (1000 * log(rate.rawValue))
    #expect(abs(model.restingPosition - exact) < 1e-9)
    #expect(abs(model.restingPosition - (100 + expected)) < 0.01)
    #expect(abs(DecelerationModel.projectedDistance(velocity: 2000, rate: rate) - expected) < 0.01)
  }

  @Test func velocityDecaysByTheRateEveryMillisecond() {
    let model = DecelerationModel(position: 0, velocity: 1500, rate: .normal)
    #expect(abs(model.velocity(at: 0.001) / 1500 - 0.998) < 1e-12)
    #expect(abs(model.velocity(at: 0.5) - 1500 * pow(0.998, 500)) < 1e-9)
    // x(t) = x₀ + v₀·(d^(1000t) − 1) / (1000·ln d)
    let t = 0.3
    let expected = 1500 * (pow(0.998, 1000 * t) - 1) / (1000 * log(0.998))
    #expect(abs(model.position(at: t) - expected) < 1e-9)
  }

  @Test func motionEndsWhenLessThanHalfAPixelRemains() {
    let model = DecelerationModel(position: 0, velocity: 2000, rate: .normal)
    let threshold = DecelerationModel.restThreshold(scale: 2)
    #expect(threshold == 0.25)
    let end = model.duration(threshold: threshold)
    // t_end = ln(−1000·ln d·threshold/|v0|) / (1000·ln d)
    let formula = log(-1000 * log(0.998) * 0.25 / 2000) / (1000 * log(0.998))
    #expect(abs(end - formula) < 1e-9)
    #expect(abs(model.restingPosition - model.position(at: end) - 0.25) < 1e-6)
  }

  @Test func retimedDecelerationLandsOnItsTargetKeepingTheVelocity() {
    // Natural rest 100 + 999 = 1099; the target 900 is shorter in the same direction.
    let model = DecelerationModel(position: 100, velocity: 2000, target: 900, rate: .normal)
    #expect(abs(model.restingPosition - 900) < 1e-9)
    #expect(abs(model.initialVelocity - 2000) < 1e-9)
    // A target against the velocity: reached at the fast rate's pace.
    let back = DecelerationModel(position: 100, velocity: 2000, target: 50, rate: .normal)
    #expect(abs(back.restingPosition - 50) < 1e-9)
    #expect(abs(back.decayConstant - DecelerationRate.fast.decayConstant) < 1e-9)
  }

  @Test(arguments: [(CGFloat(100), CGFloat(500)), (40, 400), (1000, 320)])
  func rubberBandMatchesTheFormula(distance: CGFloat, dimension: CGFloat) {
    let band = RubberBand(dimension: dimension)
    let expected = (1 - 1 / (distance * 0.55 / dimension + 1)) * dimension
    #expect(abs(band.offset(forDistance: distance) - expected) < 1e-9)
    #expect(abs(band.offset(forDistance: -distance) + expected) < 1e-9)
    #expect(abs(band.distance(forOffset: expected) - distance) < 1e-6)
    #expect(abs(band.distance(forOffset: -expected) + distance) < 1e-6)
  }

  @Test func rubberBandPositionsRoundTrip() {
    let band = RubberBand(dimension: 400)
    let range: ClosedRange<CGFloat> = 0...1000
    for position: CGFloat in [-300, -20, 0, 500, 1000, 1050, 2000] {
      let shown = band.position(forUnresisted: position, in: range)
      #expect(abs(band.unresistedPosition(for: shown, in: range) - position) < 1e-6)
    }
    #expect(band.position(forUnresisted: 500, in: range) == 500)
    #expect(band.position(forUnresisted: -100, in: range) < 0)
    #expect(band.position(forUnresisted: -100, in: range) > -100)
  }

  @Test(arguments: [(CGFloat(50), 0.38...0.45), (100, 0.42...0.5), (200, 0.47...0.55)])
  func bounceSpringSettlesLikeIOS(overscroll: CGFloat, expected: ClosedRange<Double>) {
    let spring = BounceSpring(position: -overscroll, target: 0, velocity: 0)
    let duration = spring.duration(threshold: 0.5)
    #expect(expected.contains(duration))
    #expect(abs(spring.position(at: duration)) <= 0.5)
    // Critically damped: it never crosses the edge.
    for step in 0...100 { #expect(spring.position(at: duration * Double(step) / 100) <= 1e-9) }
  }

  @Test func bounceSpringFromTheEdgeOvershootsThenReturns() {
    let spring = BounceSpring(position: 0, target: 0, velocity: 2000)
    let peak = spring.position(at: 1 / 16)
    #expect(abs(peak - 2000 / (16 * M_E)) < 1e-6)
    let duration = spring.duration(threshold: 0.5)
    #expect(abs(spring.position(at: duration)) <= 0.5)
    #expect(abs(spring.position(at: duration - 0.01)) > 0.5)
  }

  @Test func pagingGoesToTheNearestPageOrOnePageOnAFling() {
    let range: ClosedRange<CGFloat> = 0...2700
    func target(_ offset: CGFloat, _ velocity: CGFloat, start: Int? = nil) -> CGFloat {
      PagingTarget.offset(from: offset, velocity: velocity, pageSize: 300, startPage: start, range: range)
    }
    #expect(target(100, 0) == 0)
    #expect(target(200, 0) == 300)
    #expect(target(100, 250) == 300)  // a flick turns the page
    #expect(target(100, 100) == 0)  // too slow: nearest
    #expect(target(600, 5000) == 900)  // from a boundary: exactly one page
    #expect(target(600, -5000) == 300)
    #expect(target(800, 5000, start: 2) == 900)
    #expect(target(1000, 5000, start: 2) == 900)  // dragged past the next page: never more than one
    #expect(target(2650, 5000) == 2700)  // clamped to the end
  }

  @Test func axisMotionRunsIntoTheEdgeAndBouncesBack() {
    // From 900 of 0…1000 at 2000 pt/s: the natural rest (1899) is past the edge.
    let motion = ScrollAxisMotion.plan(
      position: 900, velocity: 2000, target: 1000, range: 0...1000, rate: .normal, bounces: true, threshold: 0.5)
    #expect(motion.spring != nil)
    let crossing = DecelerationModel(position: 900, velocity: 2000).time(toReach: 1000)!
    #expect(abs(motion.handoffTime - crossing) < 1e-12)
    let overshoot = stride(from: 0.0, through: motion.duration, by: 0.005).map { motion.position(at: $0) }.max()!
    #expect(overshoot > 1010)
    #expect(motion.position(at: motion.duration) == 1000)
    let stopped = ScrollAxisMotion.plan(
      position: 900, velocity: 2000, target: 1000, range: 0...1000, rate: .normal, bounces: false, threshold: 0.5)
    #expect(stopped.spring == nil)
    #expect(abs(stopped.duration - crossing) < 1e-12)
    #expect(stride(from: 0.0, through: stopped.duration, by: 0.005).allSatisfy { stopped.position(at: $0) <= 1000 })
  }

  @Test func axisMotionFromPastTheEdgeSpringsBack() {
    let motion = ScrollAxisMotion.plan(
      position: -60, velocity: 0, target: 0, range: 0...1000, rate: .normal, bounces: true, threshold: 0.5)
    #expect(motion.deceleration == nil)
    #expect(motion.spring?.target == 0)
    #expect(motion.finalPosition == 0)
    #expect((0.38...0.5).contains(motion.duration))
  }
}
