import Foundation
import Testing
import TrellisGeometry

/// A type that interpolates but declares no additive structure.
private struct Opaque: Interpolatable {
  var value: CGFloat
  func interpolated(to target: Opaque, fraction: CGFloat) -> Opaque {
    Opaque(value: value.interpolated(to: target.value, fraction: fraction))
  }
}

@Suite("Shifting interpolated values")
struct ShiftTests {
  static let fractions: [CGFloat] = [-0.2, 0, 0.3, 0.5, 1, 1.25]

  @Test("the default has no additive structure")
  func defaultIsNil() {
    #expect(Opaque(value: 1).shifted(from: Opaque(value: 2), to: Opaque(value: 3)) == nil)
    #expect(
      Quaternion.identity.shifted(from: .identity, to: Quaternion(angle: 1, axis: Vector3(x: 0, y: 0, z: 1))) == nil)
  }

  @Test("vector-like values move by the change of the target")
  func vectorLikeValues() {
    #expect(CGFloat(60).shifted(from: 900, to: 950) == 110)
    #expect(
      CGPoint(x: 60, y: 60).shifted(from: CGPoint(x: 900, y: 60), to: CGPoint(x: 900, y: 200)) == CGPoint(x: 60, y: 200)
    )
    #expect(
      CGSize(width: 10, height: 20).shifted(from: CGSize(width: 1, height: 2), to: CGSize(width: 4, height: 0))
        == CGSize(width: 13, height: 18))
    #expect(
      CGRect(x: 0, y: 0, width: 10, height: 10).shifted(
        from: CGRect(x: 5, y: 5, width: 20, height: 20), to: CGRect(x: 6, y: 3, width: 20, height: 30))
        == CGRect(x: 1, y: -2, width: 10, height: 20))
    #expect(
      EdgeInsets(top: 1, left: 2, bottom: 3, right: 4).shifted(
        from: EdgeInsets(all: 10), to: EdgeInsets(top: 10, left: 12, bottom: 7, right: 10))
        == EdgeInsets(top: 1, left: 4, bottom: 0, right: 4))
    #expect(Vector3(x: 1, y: 2, z: 3).shifted(from: .zero, to: Vector3(x: 1, y: 1, z: 1)) == Vector3(x: 2, y: 3, z: 4))
  }

  @Test("a shifted rect interpolates to the new target as the old motion moved by the change")
  func shiftedMotionIsTheOldMotionMoved() throws {
    let start = CGRect(x: 0, y: 0, width: 10, height: 10)
    let old = CGRect(x: 100, y: 0, width: 30, height: 10)
    let new = CGRect(x: 100, y: 40, width: 30, height: 25)
    let shifted = try #require(start.shifted(from: old, to: new))
    for f in Self.fractions {
      let moved = start.interpolated(to: old, fraction: f)
      let expected = CGRect(x: moved.minX, y: moved.minY + 40, width: moved.width, height: moved.height + 15)
      let actual = shifted.interpolated(to: new, fraction: f)
      expectClose(actual.minX, expected.minX)
      expectClose(actual.minY, expected.minY)
      expectClose(actual.width, expected.width)
      expectClose(actual.height, expected.height)
    }
    #expect(shifted.interpolated(to: new, fraction: 1) == new)
  }
}

@Suite("Shifting transforms")
struct TransformShiftTests {
  static func yRotation(_ degrees: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: degrees * .pi / 180, x: 0, y: 1, z: 0)
  }

  @Test("a change of translation alone shifts any affine transform exactly")
  func affineTranslation() throws {
    let start = CGAffineTransform(scaleX: -1, y: 2).rotated(by: 0.7)
    let old = CGAffineTransform(translationX: 100, y: 0)
    let new = CGAffineTransform(translationX: 100, y: 40)
    let shifted = try #require(start.shifted(from: old, to: new))
    #expect(
      shifted == CGAffineTransform(a: start.a, b: start.b, c: start.c, d: start.d, tx: start.tx, ty: start.ty + 40))
    for f in ShiftTests.fractions {
      let moved = start.interpolated(to: old, fraction: f)
      let expected = CGAffineTransform(a: moved.a, b: moved.b, c: moved.c, d: moved.d, tx: moved.tx, ty: moved.ty + 40)
      #expect(shifted.interpolated(to: new, fraction: f).isApproximatelyEqual(to: expected), "at \(f)")
    }
  }

  /// Scale, then rotation: the order of the decomposition.
  static func scaled(_ sx: CGFloat, _ sy: CGFloat, turned angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(CGAffineTransform(rotationAngle: angle))
  }

  @Test("a change of scale under the same rotation shifts the decomposed scale")
  func affineScale() throws {
    let old = Self.scaled(2, 2, turned: 0.5)
    let new = Self.scaled(3, 2.5, turned: 0.5)
    let shifted = try #require(CGAffineTransform.identity.shifted(from: old, to: new))
    #expect(shifted.isApproximatelyEqual(to: CGAffineTransform(scaleX: 2, y: 1.5)), "\(shifted)")
    // Halfway the old motion has scale 1.5 and a quarter of a radian; the shifted one 1 and 0.5 more.
    let halfway = shifted.interpolated(to: new, fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: Self.scaled(2.5, 2, turned: 0.25)), "\(halfway)")
  }

  @Test("a change of rotation can't shift")
  func affineRotation() {
    let old = CGAffineTransform(rotationAngle: .pi / 2)
    #expect(CGAffineTransform.identity.shifted(from: old, to: CGAffineTransform(rotationAngle: .pi / 3)) == nil)
    #expect(
      Transform3D.identity.shifted(from: Transform3D(old), to: Transform3D(CGAffineTransform(rotationAngle: 1))) == nil)
    #expect(Transform3D.identity.shifted(from: Self.yRotation(30), to: Self.yRotation(40)) == nil)
  }

  @Test("a motion that moves a mirror to the other axis can't shift")
  func affineMirrors() {
    let start = CGAffineTransform(scaleX: -1, y: 1)
    #expect(start.shifted(from: CGAffineTransform(scaleX: 1, y: -1), to: CGAffineTransform(scaleX: 1, y: -2)) == nil)
  }

  @Test("three affine 3D transforms shift as affine transforms")
  func affine3D() {
    let shifted = Transform3D(translationX: 10, y: 0, z: 0).shifted(
      from: .identity, to: Transform3D(translationX: 0, y: 5, z: 0))
    #expect(shifted == Transform3D(translationX: 10, y: 5, z: 0))
  }

  @Test("a 3D rotation keeps turning while the translation shifts")
  func translationUnderA3DRotation() throws {
    let start = Self.yRotation(30)
    let new = Transform3D(translationX: 0, y: 0, z: 50)
    let shifted = try #require(start.shifted(from: .identity, to: new))
    #expect(shifted.isApproximatelyEqual(to: start.concatenating(new)), "\(shifted)")
    let halfway = shifted.interpolated(to: new, fraction: 0.5)
    #expect(halfway.isApproximatelyEqual(to: Self.yRotation(15).concatenating(new)), "\(halfway)")
  }

  @Test("under perspective a translation across the view axis shifts and one along it doesn't")
  func translationUnderPerspective() throws {
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 500
    let across = Transform3D(translationX: 30, y: 0, z: 0)
    let shifted = try #require(perspective.shifted(from: .identity, to: across))
    #expect(shifted.isApproximatelyEqual(to: across.concatenating(perspective)), "\(shifted)")
    // Moving along z changes m44, and decomposing divides by it: the shift wouldn't be exact.
    #expect(perspective.shifted(from: .identity, to: Transform3D(translationX: 0, y: 0, z: 50)) == nil)
  }
}
