import Foundation
import Testing
import TrellisGeometry

@Suite("Transform3D")
struct Transform3DTests {
  /// A transform with rotation, non-uniform scale, translation and perspective: nothing special.
  static let general = Transform3D(rotationAngle: 0.4, x: 1, y: 2, z: 3)
    .concatenating(Transform3D(scaleX: 2, y: 0.5, z: 1.5))
    .concatenating(Transform3D(translationX: 30, y: -20, z: 10))
    .concatenating(.perspective(distance: 800))

  @Test("a rotation about z equals the affine rotation")
  func zRotationMatchesAffine() {
    let angle: CGFloat = 0.6
    let spatial = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1)
    #expect(spatial.isApproximatelyEqual(to: Transform3D(CGAffineTransform(rotationAngle: angle))))
    #expect(spatial.isAffine)
    // Concatenation agrees with the affine concatenation.
    let affine = CGAffineTransform(translationX: 3, y: 4).concatenating(CGAffineTransform(rotationAngle: angle))
    let lifted = Transform3D(translationX: 3, y: 4, z: 0).concatenating(spatial)
    #expect(lifted.isApproximatelyEqual(to: Transform3D(affine)))
  }

  @Test("concatenating applies the receiver first, like CATransform3DConcat")
  func concatenationOrder() {
    let translate = Transform3D(translationX: 10, y: 20, z: 30)
    let scale = Transform3D(scaleX: 2, y: 3, z: 4)
    let point = Vector3(x: 1, y: 1, z: 1)
    // Translate then scale: (11, 21, 31) · (2, 3, 4) = (22, 63, 124).
    #expect(translate.concatenating(scale).apply(to: point) == Vector3(x: 22, y: 63, z: 124))
    // Scale then translate: (2, 3, 4) + (10, 20, 30) = (12, 23, 34).
    #expect(scale.concatenating(translate).apply(to: point) == Vector3(x: 12, y: 23, z: 34))
    // CATransform3DTranslate(t, …) puts the translation before t.
    #expect(scale.translatedBy(x: 10, y: 20, z: 30) == translate.concatenating(scale))
  }

  @Test("inverted undoes a general transform")
  func invertedRoundTrip() {
    let transform = Self.general
    #expect(transform.isInvertible)
    #expect(transform.concatenating(transform.inverted()).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
    #expect(transform.inverted().concatenating(transform).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
    let point = Vector3(x: 12, y: -5, z: 3)
    let mapped = transform.apply(to: point)
    #expect(mapped.flatMap { transform.inverted().apply(to: $0) }?.isApproximatelyEqual(to: point) == true)
  }

  @Test("the inverse of a translation is the opposite translation")
  func translationInverse() {
    #expect(
      Transform3D(translationX: 4, y: -6, z: 8).inverted()
        == Transform3D(translationX: -4, y: 6, z: -8))
  }

  @Test("a singular transform inverts to itself")
  func singularInverse() {
    let flattened = Transform3D(scaleX: 1, y: 1, z: 0)
    #expect(!flattened.isInvertible)
    #expect(flattened.inverted() == flattened)
    // Turned before and after flattening, the determinant is at most a rounding residue.
    let turnedFlat = Transform3D(rotationAngle: 0.5, x: 0, y: 1, z: 0)
      .concatenating(flattened)
      .concatenating(Transform3D(rotationAngle: 0.7, x: 1, y: 0, z: 0))
    #expect(abs(turnedFlat.determinant) < 1e-15)
    #expect(!turnedFlat.isInvertible)
    #expect(turnedFlat.inverted() == turnedFlat)
  }

  @Test("a tiny uniform scale is still invertible")
  func tinyScaleInvertible() {
    let tiny = Transform3D(scaleX: 1e-4, y: 1e-4, z: 1e-4)
    #expect(tiny.isInvertible)
    #expect(tiny.inverted().isApproximatelyEqual(to: Transform3D(scaleX: 1e4, y: 1e4, z: 1e4), tolerance: 1e-8))
  }

  @Test("perspective(distance:) sets m34 to -1/distance")
  func perspectiveConvenience() {
    var expected = Transform3D.identity
    expected.m34 = -1.0 / 500
    #expect(Transform3D.perspective(distance: 500) == expected)
  }

  @Test("a 45° turn about y under perspective 500 foreshortens the receding side")
  func perspectiveProjection() {
    // The Core Animation idiom: t = identity; t.m34 = -1/500; t = CATransform3DRotate(t, π/4, 0, 1, 0).
    let transform = Transform3D.perspective(distance: 500).rotated(by: .pi / 4, x: 0, y: 1, z: 0)
    let root2 = CGFloat(2).squareRoot()
    // About y, (x, y, 0) turns to (x·cos45°, y, -x·sin45°) = (x/√2, y, -x/√2); then
    // w = 1 + z·m34 = 1 + x/(500√2).
    // (100, 0): w = 1 + √2/10, x' = (100/√2) / w = 500√2 / (10 + √2) ≈ 61.9497.
    expectClose(transform.apply(to: CGPoint(x: 100, y: 0)), CGPoint(x: 500 * root2 / (10 + root2), y: 0))
    expectClose(transform.apply(to: CGPoint(x: 100, y: 0)), CGPoint(x: 61.9497, y: 0), tolerance: 1e-4)
    // (-100, 0) comes toward the viewer: w = 1 - √2/10, x' = -500√2 / (10 - √2) ≈ -82.3578.
    expectClose(transform.apply(to: CGPoint(x: -100, y: 0)), CGPoint(x: -82.3578, y: 0), tolerance: 1e-4)
    // (100, 100): same w as (100, 0), so y' = 100 / (1 + √2/10) = 1000 / (10 + √2) ≈ 87.6101.
    expectClose(
      transform.apply(to: CGPoint(x: 100, y: 100)),
      CGPoint(x: 500 * root2 / (10 + root2), y: 1000 / (10 + root2)))
    expectClose(transform.apply(to: CGPoint(x: 100, y: 100)), CGPoint(x: 61.9497, y: 87.6101), tolerance: 1e-4)
    // On the axis of rotation nothing moves: (0, 100) has w = 1.
    expectClose(transform.apply(to: CGPoint(x: 0, y: 100)), CGPoint(x: 0, y: 100))
    // The full 3D map keeps the divided depth: z' = -(100/√2) / w ≈ -61.9497.
    let depth = transform.apply(to: Vector3(x: 100, y: 0, z: 0))?.z
    expectClose(depth ?? .nan, -500 * root2 / (10 + root2))
  }

  @Test("points behind the camera do not project")
  func behindCamera() {
    // Turned 90° about y, (-600, 0) moves to z = +600, past the camera at 500: w = 1 - 600/500 < 0.
    let transform = Transform3D.perspective(distance: 500).rotated(by: .pi / 2, x: 0, y: 1, z: 0)
    #expect(transform.apply(to: CGPoint(x: -600, y: 0)) == nil)
    #expect(transform.apply(to: CGPoint(x: 600, y: 0)) != nil)
    #expect(Transform3D.perspective(distance: 500).apply(to: Vector3(x: 0, y: 0, z: 500)) == nil)
  }

  @Test("decomposition recomposes to the original")
  func decompositionRoundTrip() throws {
    let skew = Transform3D(
      m11: 1, m12: 0, m13: 0, m14: 0,
      m21: 0.3, m22: 1, m23: 0, m24: 0,
      m31: -0.2, m32: 0.5, m33: 1, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
    let samples = [
      Self.general,
      skew.concatenating(Self.general),
      Transform3D(scaleX: -1, y: 2, z: 1).rotated(by: 2.8, x: 0, y: 1, z: 1),
      Transform3D.perspective(distance: 500).rotated(by: .pi, x: 1, y: 0, z: 0),
    ]
    for sample in samples {
      let parts = try #require(sample.decomposed())
      // Decomposition divides by m44 (0.9875 for `general`, whose translation moves z under the
      // perspective); the recomposed matrix is that normalized one.
      let normalized = Self.dividingEntries(of: sample, by: sample.m44)
      #expect(Transform3D(parts).isApproximatelyEqual(to: normalized, tolerance: 1e-12), "\(sample) -> \(parts)")
      let point = CGPoint(x: 25, y: -40)
      expectClose(Transform3D(parts).apply(to: point), try #require(sample.apply(to: point)))
    }
  }

  static func dividingEntries(of t: Transform3D, by divisor: CGFloat) -> Transform3D {
    Transform3D(
      m11: t.m11 / divisor, m12: t.m12 / divisor, m13: t.m13 / divisor, m14: t.m14 / divisor,
      m21: t.m21 / divisor, m22: t.m22 / divisor, m23: t.m23 / divisor, m24: t.m24 / divisor,
      m31: t.m31 / divisor, m32: t.m32 / divisor, m33: t.m33 / divisor, m34: t.m34 / divisor,
      m41: t.m41 / divisor, m42: t.m42 / divisor, m43: t.m43 / divisor, m44: t.m44 / divisor)
  }

  @Test("a rotation decomposes to its quaternion")
  func rotationQuaternion() throws {
    let parts = try #require(Transform3D(rotationAngle: .pi / 3, x: 0, y: 1, z: 0).decomposed())
    // q = (axis·sin(30°), cos(30°)) = (0, 0.5, 0, √3/2).
    #expect(parts.rotation.isApproximatelyEqual(to: Quaternion(x: 0, y: 0.5, z: 0, w: 0.75.squareRoot())))
    #expect(parts.scale.isApproximatelyEqual(to: Vector3(x: 1, y: 1, z: 1)))
    #expect(parts.perspective == .zero)
  }

  @Test("a singular linear part cannot be decomposed")
  func undecomposable() {
    #expect(Transform3D(scaleX: 1, y: 1, z: 0).decomposed() == nil)
    var noW = Transform3D.identity
    noW.m44 = 0
    #expect(noW.decomposed() == nil)
  }
}
