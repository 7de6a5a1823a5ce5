import Foundation
import Testing
import Trellis

@Suite("Animation: animatable properties")
@MainActor
struct AnimationPropertyTests {
  @Test func centerAndBoundsInterpolate() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, options: .curveLinear) {
      view.center = CGPoint(x: 160, y: 260)
      view.bounds = CGRect(x: 0, y: 20, width: 200, height: 50)
    }
    Application.shared.renderFrame(at: 0.5)
    #expect(view.presentation.center == CGPoint(x: 110, y: 160))
    #expect(view.presentation.bounds == CGRect(x: 0, y: 10, width: 150, height: 75))
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation == view.layerModel)
    _ = window
  }

  @Test func frameAnimatesThroughCenterAndBounds() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, options: .curveLinear) { view.frame = CGRect(x: 110, y: 10, width: 200, height: 100) }
    #expect(view.frame == CGRect(x: 110, y: 10, width: 200, height: 100))
    Application.shared.renderFrame(at: 0.5)
    #expect(view.presentation.frame == CGRect(x: 60, y: 10, width: 150, height: 100))
    _ = window
  }

  @Test func affineRotationIsARotationHalfway() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, options: .curveLinear) { view.transform = CGAffineTransform(rotationAngle: .pi / 2) }
    Application.shared.renderFrame(at: 0.5)
    let halfway = view.presentation.transform.affineTransform
    #expect(halfway.isApproximatelyEqual(to: CGAffineTransform(rotationAngle: .pi / 4), tolerance: 1e-9), "\(halfway)")
    #expect(isClose(halfway.determinant, 1, 1e-9))
    Application.shared.renderFrame(at: 1)
    #expect(view.presentation.transform == Transform3D(CGAffineTransform(rotationAngle: .pi / 2)))
    _ = window
  }

  @Test func backgroundColorBlendsAndInvalidatesTheRaster() {
    let (window, view) = makeAnimationScene()
    view.backgroundColor = .red
    View.animate(withDuration: 1, options: .curveLinear) { view.backgroundColor = .blue }
    let version = view.contentVersion
    Application.shared.renderFrame(at: 0.5)
    #expect(view.presentation.backgroundColor == Color(red: 0.5, green: 0, blue: 0.5))
    #expect(view.contentVersion != version)
    _ = window
  }

  @Test func backgroundColorFadesInFromNil() {
    let (window, view) = makeAnimationScene()
    View.animate(withDuration: 1, options: .curveLinear) { view.backgroundColor = .blue }
    Application.shared.renderFrame(at: 0.25)
    #expect(view.presentation.backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 0.25))
    _ = window
  }

  @Test func animationRequestsFramesUntilItEnds() {
    let (window, view) = makeAnimationScene()
    Application.shared.renderFrame(at: 0)
    View.animate(withDuration: 1) { view.cornerRadius = 8 }
    #expect(Application.shared.needsFrame)
    Application.shared.renderFrame(at: 0.5)
    #expect(Application.shared.needsFrame)
    Application.shared.renderFrame(at: 1)
    #expect(!Application.shared.needsFrame)
    _ = window
  }
}
