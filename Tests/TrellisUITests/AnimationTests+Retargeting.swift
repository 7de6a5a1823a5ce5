import Foundation
import Testing
import Trellis

@Suite("Animation: retargeting")
@MainActor
struct AnimationRetargetingTests {
  @Test func newAnimationStartsFromThePresentationValue() {
    let (window, view) = makeAnimationScene()
    view.alpha = 0
    View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 1 }
    Application.shared.renderFrame(at: 0.5)
    View.animate(withDuration: 1, options: .curveLinear) { view.alpha = 0 }
    #expect(isClose(view.presentation.alpha, 0.5))
    Application.shared.renderFrame(at: 0.5)
    #expect(isClose(view.presentation.alpha, 0.5))
    Application.shared.renderFrame(at: 0.75)
    #expect(isClose(view.presentation.alpha, 0.375), "\(view.presentation.alpha)")
    Application.shared.renderFrame(at: 1.5)
    #expect(view.presentation.alpha == 0)
    _ = window
  }

  @Test func retargetedSpringCarriesTheCurrentVelocity() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
      view.center = CGPoint(x: 160, y: 60)
    }
    let switchTime = 0.2
    Application.shared.renderFrame(at: switchTime)
    let ω1 = Reference.springFrequency(dampingRatio: 0.5, duration: 1)
    func first(_ t: Double) -> Double {
      Reference.spring(from: 60, to: 160, dampingRatio: 0.5, frequency: ω1, velocity: 0, at: t)
    }
    let position = first(switchTime)
    let velocity = (first(switchTime + 1e-6) - first(switchTime - 1e-6)) / 2e-6
    #expect(isClose(view.presentation.center.x, CGFloat(position), 1e-9))

    View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0) {
      view.center = CGPoint(x: 100, y: 60)
    }
    let ω2 = Reference.springFrequency(dampingRatio: 0.8, duration: 0.5)
    for step in 1...10 {
      let s = 0.5 * Double(step) / 10
      Application.shared.renderFrame(at: switchTime + s)
      let expected = Reference.spring(
        from: position, to: 100, dampingRatio: 0.8, frequency: ω2, velocity: velocity, at: s)
      #expect(
        isClose(view.presentation.center.x, CGFloat(expected), 1e-5),
        "s \(s): \(view.presentation.center.x) vs \(expected)")
      #expect(isClose(view.presentation.center.y, 60, 1e-9))
    }
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.center == CGPoint(x: 100, y: 60))
    _ = window
  }

  @Test func retargetedSpringCarriesVelocityPerComponent() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, options: .curveLinear) { view.center = CGPoint(x: 160, y: 60) }
    Application.shared.renderFrame(at: 0.5)  // moving at (100, 0) points per second, at (110, 60)
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0) {
      view.center = CGPoint(x: 110, y: 160)
    }
    let ω = Reference.springFrequency(dampingRatio: 1, duration: 1)
    Application.shared.renderFrame(at: 0.6)
    let x = Reference.spring(from: 110, to: 110, dampingRatio: 1, frequency: ω, velocity: 100, at: 0.1)
    let y = Reference.spring(from: 60, to: 160, dampingRatio: 1, frequency: ω, velocity: 0, at: 0.1)
    #expect(isClose(view.presentation.center.x, CGFloat(x), 1e-5), "\(view.presentation.center.x) vs \(x)")
    #expect(isClose(view.presentation.center.y, CGFloat(y), 1e-5))
    #expect(view.presentation.center.x > 110)
    _ = window
  }

  @Test func bezierRetargetDoesNotCarryVelocity() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 160 }
    Application.shared.renderFrame(at: 0.5)
    View.animate(withDuration: 1, options: .curveLinear) { view.center.x = 60 }
    Application.shared.renderFrame(at: 0.6)
    #expect(isClose(view.presentation.center.x, 110 - 5, 1e-9))
    _ = window
  }
}
