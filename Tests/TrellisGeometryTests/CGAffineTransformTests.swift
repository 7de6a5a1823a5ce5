import Foundation
import Testing
import TrellisGeometry

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
  @Test("concatenating applies the receiver first")
  func concatenationOrder() {
    let translate = CGAffineTransform(translationX: 10, y: 0)
    let rotate = CGAffineTransform(rotationAngle: .pi / 2)
    let point = CGPoint(x: 1, y: 0)

    // Translate first: (1, 0) -> (11, 0); a 90° turn maps (x, y) to (-y, x): (0, 11).
    expectClose(point.applying(translate.concatenating(rotate)), CGPoint(x: 0, y: 11))
    // Rotate first: (1, 0) -> (0, 1); then translate: (10, 1).
    expectClose(point.applying(rotate.concatenating(translate)), CGPoint(x: 10, y: 1))
    // translatedBy(x:y:) puts the translation before the receiver, as Core Graphics does.
    expectClose(point.applying(rotate.translatedBy(x: 10, y: 0)), CGPoint(x: 0, y: 11))
  }

  @Test("inverted undoes the transform")
  func invertedRoundTrip() {
    let transform = CGAffineTransform(translationX: 5, y: -3).rotated(by: 0.7).scaledBy(x: 2, y: 0.5)
    #expect(transform.concatenating(transform.inverted()).isApproximatelyEqual(to: .identity))
    #expect(transform.inverted().concatenating(transform).isApproximatelyEqual(to: .identity))
    let point = CGPoint(x: 12.5, y: -7)
    expectClose(point.applying(transform).applying(transform.inverted()), point)
  }

  @Test("a singular transform inverts to itself")
  func singularInverse() {
    let flattened = CGAffineTransform(a: 0, b: 0, c: 1, d: 2, tx: 4, ty: 5)
    #expect(flattened.inverted() == flattened)
  }

  @Test("applying a rotation to a rect gives the bounding box of the turned corners")
  func rectBoundingBox() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let turned = rect.applying(CGAffineTransform(rotationAngle: .pi / 4))
    // Corners: (0, 0) stays; (100, 0) -> (50√2, 50√2); (0, 100) -> (-50√2, 50√2);
    // (100, 100) -> (0, 100√2). The box spans x -50√2…50√2 and y 0…100√2.
    let half = 50 * CGFloat(2).squareRoot()
    expectClose(turned.minX, -half)
    expectClose(turned.minY, 0)
    expectClose(turned.width, 2 * half)
    expectClose(turned.height, 2 * half)

    let wide = CGRect(x: 0, y: 0, width: 100, height: 50)
    let quarter = wide.applying(CGAffineTransform(rotationAngle: .pi / 2))
    // (100, 0) -> (0, 100); (0, 50) -> (-50, 0): the box is x -50…0, y 0…100.
    expectClose(quarter.minX, -50)
    expectClose(quarter.minY, 0)
    expectClose(quarter.width, 50)
    expectClose(quarter.height, 100)
  }

  @Test("applying a transform to the null rect leaves it null")
  func nullRect() {
    #expect(CGRect.null.applying(CGAffineTransform(rotationAngle: 1)).isNull)
  }

  @Test("decomposition recomposes to the original, mirror and skew included")
  func decompositionRoundTrip() throws {
    let skewed = CGAffineTransform(a: 1, b: 0, c: 0.4, d: 1, tx: 0, ty: 0)
    let samples = [
      CGAffineTransform(scaleX: 2, y: 3).concatenating(skewed).rotated(by: 2.5)
        .concatenating(CGAffineTransform(translationX: 7, y: -9)),
      CGAffineTransform(scaleX: -1.5, y: 0.5).rotated(by: -1),
      CGAffineTransform(scaleX: 1, y: -1),
      CGAffineTransform(scaleX: 0, y: 2).concatenating(CGAffineTransform(rotationAngle: 0.3)),
    ]
    for sample in samples {
      let parts = try #require(sample.decomposed())
      #expect(CGAffineTransform(parts).isApproximatelyEqual(to: sample), "\(sample) -> \(parts)")
    }
  }

  @Test("a mirror in x decomposes to a negative x scale, not a half turn")
  func mirrorDecomposition() throws {
    let parts = try #require(CGAffineTransform(scaleX: -1, y: 1).decomposed())
    #expect(parts.scaleX == -1)
    #expect(parts.scaleY == 1)
    #expect(parts.rotation == 0)
  }

  @Test("a plane collapsed onto a slanted line cannot be decomposed")
  func undecomposable() {
    #expect(CGAffineTransform(a: 1, b: 0, c: 1, d: 0, tx: 0, ty: 0).decomposed() == nil)
    // Rotating and then squashing x to zero leaves both axes on the y axis.
    #expect(CGAffineTransform(scaleX: 0, y: 2).rotated(by: 0.3).decomposed() == nil)
  }
}
