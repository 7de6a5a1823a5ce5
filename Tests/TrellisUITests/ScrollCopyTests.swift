import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// `ScrollCopy`'s geometry: where moved pixels land, the strips a scroll exposes, damaged rectangles
/// moved with the pixels, and whole-pixel alignment.
@Suite("Scroll copy: the geometry of moving a scroll's pixels")
struct ScrollCopyTests {
  let rect = CGRect(x: 100, y: 50, width: 200, height: 300)

  @Test func scrollingDownExposesABottomStrip() {
    // The bounds origin grew by 30: the content moved up 30 points.
    let copy = ScrollCopy(rect: rect, offset: CGVector(dx: 0, dy: -30))
    #expect(copy.destination == CGRect(x: 100, y: 50, width: 200, height: 270))
    #expect(copy.exposedRectangles.0 == CGRect(x: 100, y: 320, width: 200, height: 30))
    #expect(copy.exposedRectangles.1.isNull)
  }

  @Test func scrollingUpExposesATopStrip() {
    let copy = ScrollCopy(rect: rect, offset: CGVector(dx: 0, dy: 12))
    #expect(copy.destination == CGRect(x: 100, y: 62, width: 200, height: 288))
    #expect(copy.exposedRectangles.0 == CGRect(x: 100, y: 50, width: 200, height: 12))
    #expect(copy.exposedRectangles.1.isNull)
  }

  @Test func aDiagonalScrollExposesAStripAndWhatRemainsOfASide() {
    let copy = ScrollCopy(rect: rect, offset: CGVector(dx: 20, dy: -10))
    #expect(copy.destination == CGRect(x: 120, y: 50, width: 180, height: 290))
    #expect(copy.exposedRectangles.0 == CGRect(x: 100, y: 340, width: 200, height: 10))
    #expect(copy.exposedRectangles.1 == CGRect(x: 100, y: 50, width: 20, height: 290))
    let left = ScrollCopy(rect: rect, offset: CGVector(dx: -5, dy: 0))
    #expect(left.exposedRectangles.0.isNull)
    #expect(left.exposedRectangles.1 == CGRect(x: 295, y: 50, width: 5, height: 300))
  }

  @Test func aMoveAsLargeAsTheRectangleExposesAllOfIt() {
    let copy = ScrollCopy(rect: rect, offset: CGVector(dx: 0, dy: -300))
    #expect(copy.destination.isNull)
    #expect(copy.exposedRectangles.0 == rect)
    #expect(copy.exposedRectangles.1.isNull)
  }

  @Test func aDamagedRectangleMovesWithThePixelsWithinTheRectangle() {
    let copy = ScrollCopy(rect: rect, offset: CGVector(dx: 0, dy: -30))
    #expect(copy.moved(CGRect(x: 110, y: 60, width: 50, height: 40)) == CGRect(x: 110, y: 50, width: 50, height: 20))
    #expect(copy.moved(CGRect(x: 0, y: 0, width: 50, height: 40)).isNull)
    #expect(
      copy.moved(CGRect(x: 150, y: 200, width: 300, height: 10)) == CGRect(x: 150, y: 170, width: 150, height: 10))
  }

  @Test func pixelAlignmentDependsOnTheScale() {
    let half = ScrollCopy(rect: rect, offset: CGVector(dx: 0, dy: -2.5))
    #expect(!half.isPixelAligned(scale: 1))
    #expect(half.isPixelAligned(scale: 2))
    let edge = ScrollCopy(rect: CGRect(x: 0.5, y: 0, width: 10, height: 10), offset: CGVector(dx: 0, dy: 3))
    #expect(!edge.isPixelAligned(scale: 1))
    #expect(edge.isPixelAligned(scale: 2))
    #expect(ScrollCopy(rect: rect, offset: CGVector(dx: 0, dy: 1.0 / 3)).isPixelAligned(scale: 3))
  }
}
