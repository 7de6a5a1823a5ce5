import Foundation
import Testing
import Trellis

/// A view whose `layoutSubviews` runs a closure: a stand-in for an app's layout pass.
@MainActor
final class LayoutPassView: View {
  var layout: () -> Void = {}
  override func layoutSubviews() { layout() }
}

@Suite("Animation: changes without animation are additive")
@MainActor
struct AnimationAdditiveTests {
  /// Centre x of the 60 → 900 ease-in-out motion at time t of its 1 s.
  static func easedX(_ t: Double) -> CGFloat { CGFloat(60 + 840 * Reference.bezier(0.42, 0, 0.58, 1, at: t)) }

  @Test func layoutSettingTheCentreKeepsTheMotionAlongXAndMovesYAtOnce() {
    let (window, view) = makeAnimationScene()
    let host = LayoutPassView(frame: window.bounds)
    window.addSubview(host)
    host.addSubview(view)
    window.makeKeyAndVisible()  // so that each frame lays the window out, after the animation tick
    Application.shared.renderFrame(at: 0)
    var result: Bool?
    View.animate(withDuration: 1) {
      view.center.x = 900
    } completion: {
      result = $0
    }
    host.layout = { view.center = CGPoint(x: 900, y: 200) }
    host.setNeedsLayout()
    // The tick writes x at 0.1, then the layout pass changes the model without animation.
    Application.shared.renderFrame(at: 0.1)
    #expect(view.center == CGPoint(x: 900, y: 200))
    #expect(view.presentation.center.y == 200)
    #expect(isClose(view.presentation.center.x, Self.easedX(0.1), 1e-6), "\(view.presentation.center.x)")
    #expect(Animator.shared.animationKeys(for: view) == [\LayerState.center])
    for t in [0.4, 0.75] {
      Application.shared.renderFrame(at: t)
      #expect(isClose(view.presentation.center.x, Self.easedX(t), 1e-6), "at \(t): \(view.presentation.center.x)")
      #expect(view.presentation.center.y == 200)
    }
    #expect(result == nil)
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.center == CGPoint(x: 900, y: 200))
    #expect(result == true)
    _ = window
  }

  @Test func settingAlphaMidFlightShiftsTheRestAndEndsAtTheNewValue() {
    let (window, view) = makeAnimationScene()
    var result: Bool?
    View.animate(withDuration: 1, options: .curveLinear) {
      view.alpha = 0
    } completion: {
      result = $0
    }
    Application.shared.renderFrame(at: 0.5)
    #expect(isClose(view.presentation.alpha, 0.5))
    view.alpha = 0.4
    // Every value of the motion moves by +0.4, from this frame on.
    #expect(isClose(view.presentation.alpha, 0.9))
    #expect(Animator.shared.animationKeys(for: view) == [\LayerState.alpha])
    Application.shared.renderFrame(at: 0.75)
    #expect(isClose(view.presentation.alpha, 0.65), "\(view.presentation.alpha)")
    #expect(result == nil)
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.alpha == 0.4)
    #expect(result == true)
    _ = window
  }

  @Test func aRotationWhileARotationAnimatesCancelsAndSnaps() {
    let (window, view) = makeAnimationScene()
    var result: Bool?
    View.animate(withDuration: 1, options: .curveLinear) {
      view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    } completion: {
      result = $0
    }
    Application.shared.renderFrame(at: 0.5)
    view.transform = CGAffineTransform(rotationAngle: .pi / 3)
    #expect(view.presentation.transform == Transform3D(CGAffineTransform(rotationAngle: .pi / 3)))
    #expect(Animator.shared.animationKeys(for: view).isEmpty)
    #expect(result == nil)
    Application.shared.renderFrame(at: 0.6)
    #expect(result == false)
    #expect(view.presentation.transform == view.layerModel.transform)
    _ = window
  }

  @Test func aTranslationChangeShiftsATransformAnimation() {
    let (window, view) = makeAnimationScene()
    var result: Bool?
    View.animate(withDuration: 1, options: .curveLinear) {
      view.transform = CGAffineTransform(translationX: 100, y: 0)
    } completion: {
      result = $0
    }
    Application.shared.renderFrame(at: 0.5)
    view.transform = CGAffineTransform(translationX: 100, y: 50)
    #expect(
      view.presentation.transform.affineTransform.isApproximatelyEqual(to: CGAffineTransform(translationX: 50, y: 50)))
    Application.shared.renderFrame(at: 0.75)
    #expect(
      view.presentation.transform.affineTransform.isApproximatelyEqual(to: CGAffineTransform(translationX: 75, y: 50)))
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.transform == Transform3D(CGAffineTransform(translationX: 100, y: 50)))
    #expect(result == true)
    _ = window
  }

  @Test func aLayoutPassSettingTheFrameKeepsTheBoundsAndCentreAnimations() {
    let (window, view) = makeAnimationScene()
    let host = LayoutPassView(frame: window.bounds)
    window.addSubview(host)
    host.addSubview(view)
    window.makeKeyAndVisible()  // so that each frame lays the window out, after the animation tick
    Application.shared.renderFrame(at: 0)
    var result: Bool?
    View.animate(withDuration: 1, options: .curveLinear) {
      view.frame = CGRect(x: 110, y: 10, width: 200, height: 100)
    } completion: {
      result = $0
    }
    // The layout pass wants the view 20 points lower and 20 taller than the animation's target.
    host.layout = { view.frame = CGRect(x: 110, y: 30, width: 200, height: 120) }
    host.setNeedsLayout()
    Application.shared.renderFrame(at: 0.25)
    #expect(Animator.shared.animationKeys(for: view) == [\LayerState.bounds, \LayerState.center])
    #expect(view.presentation.frame == CGRect(x: 35, y: 30, width: 125, height: 120), "\(view.presentation.frame)")
    Application.shared.renderFrame(at: 0.5)
    #expect(view.presentation.frame == CGRect(x: 60, y: 30, width: 150, height: 120), "\(view.presentation.frame)")
    // Running the layout again with the same frame changes nothing.
    host.setNeedsLayout()
    Application.shared.renderFrame(at: 0.75)
    #expect(view.presentation.frame == CGRect(x: 85, y: 30, width: 175, height: 120), "\(view.presentation.frame)")
    #expect(result == nil)
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.frame == CGRect(x: 110, y: 30, width: 200, height: 120))
    #expect(view.presentation == view.layerModel)
    #expect(result == true)
    _ = window
  }

  @Test func aDelayedAnimationShiftsWhileItWaits() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, delay: 0.5, options: .curveLinear) { view.center.x = 160 }
    Application.shared.renderFrame(at: 0.25)
    view.center.x = 200
    #expect(view.presentation.center.x == 100)
    Application.shared.renderFrame(at: 0.4)
    #expect(view.presentation.center.x == 100)
    Application.shared.renderFrame(at: 1)
    #expect(isClose(view.presentation.center.x, 150), "\(view.presentation.center.x)")
    Application.shared.renderFrame(at: 1.5)
    #expect(view.presentation.center.x == 200)
    _ = window
  }

  @Test func aSpringKeepsItsShapeShiftedByTheChange() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0) {
      view.center.x = 160
    }
    Application.shared.renderFrame(at: 0.2)
    view.center.x = 180
    let ω = Reference.springFrequency(dampingRatio: 0.5, duration: 1)
    for t in [0.2, 0.3, 0.6] {
      Application.shared.renderFrame(at: t)
      let expected = 20 + Reference.spring(from: 60, to: 160, dampingRatio: 0.5, frequency: ω, velocity: 0, at: t)
      #expect(isClose(view.presentation.center.x, CGFloat(expected), 1e-7), "at \(t): \(view.presentation.center.x)")
    }
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.center.x == 180)
    _ = window
  }

  @Test func colorsShiftComponentWiseAndANilColorCancels() {
    let (window, view) = makeAnimationScene()
    view.backgroundColor = .red
    var result: Bool?
    View.animate(withDuration: 1, options: .curveLinear) {
      view.backgroundColor = .blue
    } completion: {
      result = $0
    }
    Application.shared.renderFrame(at: 0.5)
    let version = view.contentVersion
    view.backgroundColor = Color(red: 0, green: 1, blue: 1)
    #expect(view.presentation.backgroundColor == Color(red: 0.5, green: 1, blue: 0.5))
    #expect(view.contentVersion != version)
    Application.shared.renderFrame(at: 0.75)
    #expect(view.presentation.backgroundColor == Color(red: 0.25, green: 1, blue: 0.75))
    view.backgroundColor = nil
    #expect(view.presentation.backgroundColor == nil)
    Application.shared.renderFrame(at: 0.8)
    #expect(result == false)

    View.animate(withDuration: 1, options: .curveLinear) { view.borderColor = .white }
    Application.shared.renderFrame(at: 1.3)
    view.borderColor = Color(white: 0.5)
    #expect(view.presentation.borderColor == Color(white: 0))
    Application.shared.renderFrame(at: 1.8)
    #expect(view.presentation.borderColor == Color(white: 0.5))
    _ = window
  }

  @Test func performWithoutAnimationShiftsToo() {
    let (window, view) = makeAnimationScene()
    var result: Bool?
    View.animate(withDuration: 1, options: .curveLinear) {
      view.center.x = 160
    } completion: {
      result = $0
    }
    Application.shared.renderFrame(at: 0.5)
    View.performWithoutAnimation { view.center.x = 260 }
    #expect(view.presentation.center.x == 210)
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.center.x == 260)
    #expect(result == true)
    _ = window
  }
}
