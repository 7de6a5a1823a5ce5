import Foundation
import Testing
import Trellis

@Suite("Animation: timing curves")
@MainActor
struct AnimationCurveTests {
  nonisolated static let namedCurves: [(TimingCurve, [Double])] = [
    (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]), (.easeInOut, [0.42, 0, 0.58, 1]),
    (.cubicBezier(x1: 0.68, y1: -0.55, x2: 0.27, y2: 1.55), [0.68, -0.55, 0.27, 1.55]),
    (.cubicBezier(x1: 0, y1: 0, x2: 1, y2: 1), [0, 0, 1, 1]),
    (.cubicBezier(x1: 0.9, y1: 0.1, x2: 0.1, y2: 0.9), [0.9, 0.1, 0.1, 0.9]),
  ]

  @Test func publishedValuesAtHalfTime() {
    #expect(TimingCurve.easeInOut.progress(at: 0.5) == 0.5)
    #expect(isClose(TimingCurve.easeIn.progress(at: 0.5), 0.3153568125725, 1e-9))
    #expect(isClose(TimingCurve.easeOut.progress(at: 0.5), 0.6846431874275, 1e-9))
    #expect(isClose(TimingCurve.easeIn.progress(at: 0.5), Reference.bezier(0.42, 0, 1, 1, at: 0.5), 1e-9))
  }

  @Test func bezierMatchesAnIndependentSolverToAMillionth() {
    for (curve, points) in Self.namedCurves {
      for step in 0...200 {
        let t = Double(step) / 200
        let expected = Reference.bezier(points[0], points[1], points[2], points[3], at: t)
        let actual = curve.progress(at: CGFloat(t))
        #expect(isClose(actual, CGFloat(expected), 1e-6), "\(points) at \(t): \(actual) vs \(expected)")
      }
    }
  }

  @Test func bezierVelocityIsTheSlopeOfProgress() {
    let h: CGFloat = 1e-5
    for (curve, points) in Self.namedCurves {
      for t in stride(from: CGFloat(0.05), through: 0.95, by: 0.05) {
        let slope = (curve.progress(at: t + h) - curve.progress(at: t - h)) / (2 * h)
        let tolerance = 1e-4 * max(1, abs(slope))
        #expect(isClose(curve.velocity(at: t), slope, tolerance), "\(points) at \(t)")
      }
    }
    // easeIn ends tangent to the vertical control line: the limit of the slope at t = 1 is finite.
    #expect(TimingCurve.easeIn.velocity(at: 1).isFinite)
    #expect(isClose(TimingCurve.linear.velocity(at: 0.3), 1))
  }

  @Test func curvesClampTimeOutsideTheUnitInterval() {
    for curve in [TimingCurve.linear, .easeIn, .easeOut, .easeInOut] {
      #expect(curve.progress(at: -0.5) == 0)
      #expect(curve.progress(at: 0) == 0)
      #expect(curve.progress(at: 1) == 1)
      #expect(curve.progress(at: 1.5) == 1)
    }
  }

  @Test func optionsSelectTheirCurves() {
    #expect(AnimationOptions().timingCurve == .easeInOut)
    #expect(AnimationOptions.curveEaseIn.timingCurve == .easeIn)
    #expect(AnimationOptions.curveEaseOut.timingCurve == .easeOut)
    #expect(AnimationOptions([.curveLinear, .repeat]).timingCurve == .linear)
  }

  nonisolated static let optionCurves: [(AnimationOptions, [Double])] = [
    (.curveEaseIn, [0.42, 0, 1, 1]), (.curveEaseOut, [0, 0, 0.58, 1]), ([], [0.42, 0, 0.58, 1]),
  ]

  @Test(arguments: optionCurves)
  func viewAnimationFollowsTheCurveAtHalfTime(options: AnimationOptions, points: [Double]) {
    let (window, view) = makeAnimationScene()
    view.alpha = 0
    View.animate(withDuration: 2, options: options) { view.alpha = 1 }
    Application.shared.renderFrame(at: 1)
    let expected = Reference.bezier(points[0], points[1], points[2], points[3], at: 0.5)
    #expect(isClose(view.presentation.alpha, CGFloat(expected), 1e-6), "\(view.presentation.alpha) vs \(expected)")
    Application.shared.renderFrame(at: 1.6)
    let later = Reference.bezier(points[0], points[1], points[2], points[3], at: 0.8)
    #expect(isClose(view.presentation.alpha, CGFloat(later), 1e-6))
    _ = window
  }
}
