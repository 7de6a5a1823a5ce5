import Foundation
import Testing
import TrellisGeometry
import TrellisTesting

@testable import TrellisUI

@MainActor
@Suite("View geometry: frame, convert, transforms")
struct ViewGeometryTests {
  init() { Application.shared.reset() }

  @Test func frameIsDerivedFromCenterBoundsAndTransform() {
    let view = View(frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    #expect(view.center == CGPoint(x: 60, y: 45))
    #expect(view.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    #expect(view.frame == CGRect(x: -40, y: -5, width: 200, height: 100))
    #expect(view.bounds.size == CGSize(width: 100, height: 50))
    view.transform = CGAffineTransform(rotationAngle: .pi / 2)
    let f = view.frame
    #expect(
      abs(f.minX - 35) < 1e-9 && abs(f.minY - (-5)) < 1e-9 && abs(f.width - 50) < 1e-9 && abs(f.height - 100) < 1e-9)
  }

  @Test func convertThroughBoundsOriginAndNesting() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let scroller = View(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
    scroller.bounds.origin = CGPoint(x: 0, y: 100)  // scrolled down by 100
    let child = View(frame: CGRect(x: 10, y: 120, width: 30, height: 30))
    root.addSubview(scroller)
    scroller.addSubview(child)
    #expect(child.convert(CGPoint.zero, to: root) == CGPoint(x: 60, y: 70))
    #expect(root.convert(CGPoint(x: 60, y: 70), to: child) == CGPoint.zero)
    #expect(
      child.convert(CGRect(x: 0, y: 0, width: 30, height: 30), to: root) == CGRect(x: 60, y: 70, width: 30, height: 30))
  }

  @Test func convertThroughRotationAndScale() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let rotated = View(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)  // about its centre (150, 150)
    root.addSubview(rotated)
    // The top-left corner (0,0) is 50 left and 50 up of the centre; turned 90° clockwise it is 50 right, 50 up.
    let p = rotated.convert(CGPoint.zero, to: root)
    #expect(abs(p.x - 200) < 1e-9 && abs(p.y - 100) < 1e-9)
    let back = rotated.convert(CGPoint(x: 200, y: 100), from: root)
    #expect(abs(back.x) < 1e-9 && abs(back.y) < 1e-9)
    rotated.transform = CGAffineTransform(scaleX: 2, y: 0.5)
    let q = rotated.convert(CGPoint(x: 100, y: 100), to: root)
    #expect(q == CGPoint(x: 250, y: 175))
  }

  @Test func convertThroughPerspectiveRotation() {
    let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
    let tile = View(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
    var t = Transform3D.identity
    t.m34 = -1.0 / 500
    tile.transform3D = t.rotated(by: .pi / 4, x: 0, y: 1, z: 0)
    root.addSubview(tile)
    // The right edge's midpoint, 50 pt right of the centre, projects with w = 1 + 50·sin45/500.
    let s = sin(CGFloat.pi / 4)
    let w = 1 + 50 * s / 500
    let expectedX = 200 + 50 * s / w
    let p = tile.convert(CGPoint(x: 100, y: 50), to: root)
    #expect(abs(p.x - expectedX) < 1e-9)
    #expect(abs(p.y - 200) < 1e-9)
    // Round trip back through the inverse homography.
    let back = tile.convert(p, from: root)
    #expect(abs(back.x - 100) < 1e-6 && abs(back.y - 50) < 1e-6)
    // Perspective: the edge that turned away (right, w > 1) is shorter than the one that came closer.
    let rightTop = tile.convert(CGPoint(x: 100, y: 0), to: root)
    let rightBottom = tile.convert(CGPoint(x: 100, y: 100), to: root)
    let leftTop = tile.convert(CGPoint(x: 0, y: 0), to: root)
    let leftBottom = tile.convert(CGPoint(x: 0, y: 100), to: root)
    #expect(rightBottom.y - rightTop.y < leftBottom.y - leftTop.y)
  }

  @Test func sublayerTransformAppliesToSubviewsAboutTheAnchor() {
    let container = View(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    container.sublayerTransform = Transform3D(scaleX: 2, y: 2, z: 1)
    let child = View(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
    container.addSubview(child)
    // Scaled by 2 about the container's centre (100, 100): (100,100) stays, (110,110) goes to (120,120).
    #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 100, y: 100))
    #expect(child.convert(CGPoint(x: 10, y: 10), to: container) == CGPoint(x: 120, y: 120))
  }

  @Test func anchorPointMovesWhereTheCenterSits() {
    let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.anchorPoint = CGPoint(x: 0, y: 0)
    // The centre stays (50, 50) and now the top-left corner sits there.
    #expect(view.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
  }

  @Test func autoresizingMaskFollowsTheSuperview() {
    let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let fill = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
    fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    let pinnedRight = View(frame: CGRect(x: 80, y: 0, width: 20, height: 20))
    pinnedRight.autoresizingMask = [.flexibleLeftMargin]
    parent.addSubview(fill)
    parent.addSubview(pinnedRight)
    parent.frame = CGRect(x: 0, y: 0, width: 200, height: 150)
    #expect(fill.frame == CGRect(x: 10, y: 10, width: 180, height: 130))
    #expect(pinnedRight.frame == CGRect(x: 180, y: 0, width: 20, height: 20))
  }
}
