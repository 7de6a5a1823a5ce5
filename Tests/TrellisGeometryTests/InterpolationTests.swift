import Foundation
import Testing
import TrellisGeometry

@Suite("Affine interpolation")
struct AffineInterpolationTests {
  @Test("halfway to a quarter turn is an eighth turn, not a shrunken matrix")
  func halfwayRotation() {
    let halfway = CGAffineTransform.identity.interpolated(
      to: CGAffineTransform(rotationAngle: .pi / 2), fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: CGAffineTransform(rotationAngle: .pi / 4)))
    // Entry-wise blending would give a = b = 0.5 and determinant 0.5.
    expectClose(halfway.determinant, 1)
  }

  @Test("translations interpolate linearly")
  func translationLerp() {
    let quarter = CGAffineTransform.identity.interpolated(
      to: CGAffineTransform(translationX: 100, y: -40), fraction: 0.25)
    #expect(quarter.isApproximatelyEqual(to: CGAffineTransform(translationX: 25, y: -10)))
  }

  @Test("scales interpolate linearly")
  func scaleLerp() {
    let halfway = CGAffineTransform(scaleX: 1, y: 1).interpolated(
      to: CGAffineTransform(scaleX: 3, y: 2), fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: CGAffineTransform(scaleX: 2, y: 1.5)))
  }

  @Test("scale, rotation and translation interpolate together")
  func combined() {
    func make(scale: CGFloat, angle: CGFloat, x: CGFloat) -> CGAffineTransform {
      CGAffineTransform(scaleX: scale, y: scale)
        .concatenating(CGAffineTransform(rotationAngle: angle))
        .concatenating(CGAffineTransform(translationX: x, y: 0))
    }
    let halfway = make(scale: 1, angle: 0, x: 0).interpolated(to: make(scale: 2, angle: .pi / 2, x: 100), fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: make(scale: 1.5, angle: .pi / 4, x: 50)))
  }

  @Test("rotation takes the shorter way round")
  func shortestPath() {
    let from = CGAffineTransform(rotationAngle: 170 * .pi / 180)
    let to = CGAffineTransform(rotationAngle: -170 * .pi / 180)
    // 170° to -170° is 20° through 180°, not 340° through 0°.
    let halfway = from.interpolated(to: to, fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: CGAffineTransform(rotationAngle: .pi)))
    // And the same the other way round; a quarter of the way from -170° is -175°.
    let back = to.interpolated(to: from, fraction: 0.25)
    #expect(back.isApproximatelyEqual(to: CGAffineTransform(rotationAngle: -175 * .pi / 180)))
  }

  @Test("a mirror animates as a flip through zero width")
  func mirrorFlip() {
    let halfway = CGAffineTransform.identity.interpolated(to: CGAffineTransform(scaleX: -1, y: 1), fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: CGAffineTransform(scaleX: 0, y: 1)))
  }

  @Test("fractions past 1 and before 0 extrapolate")
  func extrapolation() {
    let target = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 100, y: 0))
    // 1.2 × 90° = 108°, 1.2 × 100 = 120.
    let overshoot = CGAffineTransform.identity.interpolated(to: target, fraction: 1.2)
    let expected = CGAffineTransform(rotationAngle: 108 * .pi / 180)
      .concatenating(CGAffineTransform(translationX: 120, y: 0))
    #expect(overshoot.isApproximatelyEqual(to: expected))
    // -0.2 × 90° = -18°, -0.2 × 100 = -20.
    let undershoot = CGAffineTransform.identity.interpolated(to: target, fraction: -0.2)
    let expectedUnder = CGAffineTransform(rotationAngle: -18 * .pi / 180)
      .concatenating(CGAffineTransform(translationX: -20, y: 0))
    #expect(undershoot.isApproximatelyEqual(to: expectedUnder))
  }

  @Test("the ends are returned exactly")
  func exactEnds() {
    let from = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 3)
    let to = CGAffineTransform(translationX: 5, y: 6).rotated(by: -1.1)
    #expect(from.interpolated(to: to, fraction: 0) == from)
    #expect(from.interpolated(to: to, fraction: 1) == to)
  }

  @Test("an undecomposable end switches at the midpoint")
  func undecomposableSwitches() {
    let collapsed = CGAffineTransform(a: 1, b: 0, c: 1, d: 0, tx: 0, ty: 0)
    #expect(CGAffineTransform.identity.interpolated(to: collapsed, fraction: 0.49) == .identity)
    #expect(CGAffineTransform.identity.interpolated(to: collapsed, fraction: 0.5) == collapsed)
  }
}

@Suite("3D interpolation")
struct Transform3DInterpolationTests {
  static func yRotation(_ degrees: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
  }

  @Test("halfway to a quarter turn about y is an eighth turn")
  func halfwayYRotation() {
    let halfway = Transform3D.identity.interpolated(to: Self.yRotation(90), fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: Self.yRotation(45)))
  }

  @Test("the perspective stays put while the rotation under it interpolates")
  func halfwayUnderPerspective() {
    let camera = Transform3D.perspective(distance: 500)
    let from = Self.yRotation(0).concatenating(camera)
    let to = Self.yRotation(90).concatenating(camera)
    let halfway = from.interpolated(to: to, fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: Self.yRotation(45).concatenating(camera)))
  }

  @Test("translation and scale interpolate linearly in 3D")
  func translationAndScale() {
    let from = Transform3D(scaleX: 1, y: 1, z: 1).concatenating(Self.yRotation(10))
    let to = Transform3D(scaleX: 3, y: 2, z: 5)
      .concatenating(Self.yRotation(10))
      .concatenating(Transform3D(translationX: 40, y: 0, z: -80))
    let quarter = from.interpolated(to: to, fraction: 0.25)
    let expected = Transform3D(scaleX: 1.5, y: 1.25, z: 2)
      .concatenating(Self.yRotation(10))
      .concatenating(Transform3D(translationX: 10, y: 0, z: -20))
    #expect(quarter.isApproximatelyEqual(to: expected))
  }

  @Test("fractions past 1 and before 0 keep turning")
  func extrapolation() {
    let overshoot = Transform3D.identity.interpolated(to: Self.yRotation(90), fraction: 1.2)
    #expect(overshoot.isApproximatelyEqual(to: Self.yRotation(108)))
    let undershoot = Transform3D.identity.interpolated(to: Self.yRotation(90), fraction: -0.2)
    #expect(undershoot.isApproximatelyEqual(to: Self.yRotation(-18)))
  }

  @Test("two affine ends interpolate as affine transforms")
  func affineEnds() {
    let to = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let halfway = Transform3D.identity.interpolated(to: to, fraction: 0.5)
    #expect(halfway.isAffine)
    #expect(halfway.isApproximatelyEqual(to: Transform3D(CGAffineTransform(rotationAngle: .pi / 4))))
  }

  @Test("an undecomposable end switches at the midpoint")
  func undecomposableSwitches() {
    let flattened = Transform3D(scaleX: 1, y: 1, z: 0)
    #expect(!flattened.isAffine)
    #expect(Transform3D.identity.interpolated(to: flattened, fraction: 0.4) == .identity)
    #expect(Transform3D.identity.interpolated(to: flattened, fraction: 0.6) == flattened)
  }

  @Test("slerp takes the shorter arc between a quaternion and its negation")
  func slerpShortArc() {
    let quarter = Quaternion(angle: .pi / 2, axis: Vector3(x: 0, y: 0, z: 1))
    let negated = Quaternion(x: -quarter.x, y: -quarter.y, z: -quarter.z, w: -quarter.w)
    // The same rotation written with the opposite sign: interpolating must not spin a full turn.
    let halfway = Quaternion.identity.interpolated(to: negated, fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: Quaternion(angle: .pi / 4, axis: Vector3(x: 0, y: 0, z: 1))))
  }
}
