import Foundation
import Testing
import TrellisGeometry

@Suite("ProjectiveTransform")
struct ProjectiveTransformTests {
  static let homography = ProjectiveTransform(
    m11: 1.2, m12: 0.1, m13: 0.001,
    m21: -0.3, m22: 0.9, m23: -0.002,
    m31: 15, m32: -7, m33: 1)

  @Test("concatenating applies the receiver first")
  func concatenationOrder() {
    let translate = ProjectiveTransform(translationX: 10, y: 0)
    let rotate = ProjectiveTransform(CGAffineTransform(rotationAngle: .pi / 2))
    // As for the affine case: translate then turn sends (1, 0) to (0, 11); the other order to (10, 1).
    expectClose(translate.concatenating(rotate).apply(CGPoint(x: 1, y: 0)), CGPoint(x: 0, y: 11))
    expectClose(rotate.concatenating(translate).apply(CGPoint(x: 1, y: 0)), CGPoint(x: 10, y: 1))
  }

  @Test("concatenation maps a point like applying one transform after the other")
  func concatenationComposesMaps() throws {
    let second = ProjectiveTransform(CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 1))
    let point = CGPoint(x: 40, y: 25)
    let stepwise = try #require(Self.homography.apply(point).flatMap { second.apply($0) })
    expectClose(Self.homography.concatenating(second).apply(point), stepwise)
  }

  @Test("inverted undoes the homography")
  func invertedRoundTrip() throws {
    let inverse = try #require(Self.homography.inverted())
    #expect(Self.homography.concatenating(inverse).isApproximatelyEqual(to: .identity, tolerance: 1e-12))
    let point = CGPoint(x: 40, y: 25)
    let mapped = try #require(Self.homography.apply(point))
    expectClose(inverse.apply(mapped), point)
  }

  @Test("a singular homography has no inverse")
  func singularInverse() {
    let collapsed = ProjectiveTransform(
      m11: 1, m12: 2, m13: 0,
      m21: 2, m22: 4, m23: 0,
      m31: 5, m32: 6, m33: 1)
    #expect(collapsed.inverted() == nil)
  }

  @Test("Transform3D.projection maps z = 0 points like the full 4×4 matrix")
  func projectionAgreesWithFullMatrix() {
    let transform = Transform3D(rotationAngle: 0.5, x: 1, y: 1, z: 0)
      .concatenating(Transform3D(translationX: 20, y: 10, z: -40))
      .concatenating(.perspective(distance: 600))
    let projection = transform.projection
    for point in [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: -80, y: 120), CGPoint(x: 33, y: -47)] {
      let full = transform.apply(to: Vector3(point))
      #expect(full != nil)
      expectClose(projection.apply(point), full?.point ?? .zero)
    }
    // With perspective the projection is not affine; it inverts like any homography.
    #expect(!projection.isAffine)
    let inverse = projection.inverted()
    let mapped = projection.apply(CGPoint(x: 33, y: -47))
    expectClose(mapped.flatMap { inverse?.apply($0) }, CGPoint(x: 33, y: -47))
  }
}
