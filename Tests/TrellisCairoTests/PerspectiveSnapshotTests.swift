import Foundation
import Testing
import Trellis
import TrellisCairo

@MainActor @Suite struct PerspectiveSnapshotTests {
  /// A cover-flow tile: 100×100, rotated 45° about the y axis with `m34 = -1/500`.
  private static var coverFlowTransform: Transform3D {
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    return perspective.rotated(by: .pi / 4, x: 0, y: 1, z: 0)
  }

  private func makeTile() -> (Window, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    let tile = View(frame: CGRect(x: 50, y: 30, width: 100, height: 100))
    tile.backgroundColor = Color(rgb: 0x3366CC)
    let label = Label(frame: CGRect(x: 10, y: 40, width: 80, height: 20))
    label.text = "3D"
    label.textColor = .white
    label.textAlignment = .center
    tile.addSubview(label)
    tile.transform3D = Self.coverFlowTransform
    window.addSubview(tile)
    window.layoutIfNeeded()
    return (window, tile)
  }

  @Test func coverFlowTileIsATrapezoid() {
    withCairoRenderer { renderer in
      let (window, tile) = makeTile()
      let image = renderer.renderImage(of: window, scale: 1)
      let isTile: (Int, Int) -> Bool = { x, y in
        let c = image.rgba(x, y)
        return c.b > 150 && c.r < 150
      }
      let box = image.boundingBox(where: isTile)!
      // The projected corners, from the same homography the renderer composes.
      let map = tile.transformToSuperview
      let topLeft = map.apply(CGPoint(x: 0, y: 0))!
      let bottomLeft = map.apply(CGPoint(x: 0, y: 100))!
      let topRight = map.apply(CGPoint(x: 100, y: 0))!
      let bottomRight = map.apply(CGPoint(x: 100, y: 100))!
      let leftHeight = bottomLeft.y - topLeft.y
      let rightHeight = bottomRight.y - topRight.y
      #expect(abs(leftHeight - rightHeight) > 10, "one edge is nearer the camera")
      let measuredLeft = CGFloat(image.count(column: box.minX + 2, where: isTile))
      let measuredRight = CGFloat(image.count(column: box.maxX - 2, where: isTile))
      let slope = (rightHeight - leftHeight) / (topRight.x - topLeft.x)
      let expectedLeft = leftHeight + slope * (CGFloat(box.minX + 2) + 0.5 - topLeft.x)
      let expectedRight = leftHeight + slope * (CGFloat(box.maxX - 2) + 0.5 - topLeft.x)
      #expect(abs(measuredLeft - expectedLeft) <= 2, "left edge \(measuredLeft), projected \(expectedLeft)")
      #expect(abs(measuredRight - expectedRight) <= 2, "right edge \(measuredRight), projected \(expectedRight)")
      #expect(abs(CGFloat(box.minX) - min(topLeft.x, bottomLeft.x)) <= 1.5)
      #expect(abs(CGFloat(box.maxX + 1) - max(topRight.x, bottomRight.x)) <= 1.5)
      #expect(renderer.statistics.projectiveComposites == 1, "the label's raster goes through pixman")
      #expect(renderer.statistics.directFills == 1, "the tile's plain background is filled as a polygon")
      assertSnapshot(image, named: "cover-flow-tile")
    }
  }

  /// Both turning directions, left and right of a perspective container's centre, sample their
  /// rasters in the right place: a regression test for fixed-point overflow in the pixman transform,
  /// which dropped whole rows of labels and borders on tiles turned towards +y.
  @Test func rastersOnTilesTurnedEitherWayAreSampledInPlace() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
      let container = View(frame: window.bounds)
      var perspective = Transform3D.identity
      perspective.m34 = -1.0 / 500
      container.sublayerTransform = perspective
      window.addSubview(container)
      var frames: [View] = []
      for (index, angle) in [CGFloat.pi / 4, -CGFloat.pi / 4].enumerated() {
        let tile = View(frame: CGRect(x: 20 + CGFloat(index) * 220, y: 30, width: 140, height: 140))
        tile.backgroundColor = .white
        let frame = View(frame: tile.bounds.insetBy(dx: 10, dy: 10))
        frame.borderWidth = 6
        frame.borderColor = .red
        tile.addSubview(frame)
        tile.transform3D = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
        container.addSubview(tile)
        frames.append(frame)
      }
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      for frame in frames {
        // The middle of each border edge, projected where hit testing says it is, must be red.
        let b = frame.bounds
        let probes = [
          CGPoint(x: b.midX, y: 3), CGPoint(x: b.midX, y: b.maxY - 3), CGPoint(x: 3, y: b.midY),
          CGPoint(x: b.maxX - 3, y: b.midY),
        ]
        for probe in probes {
          let p = frame.convert(probe, to: window)
          let c = image.rgba(Int(p.x), Int(p.y))
          #expect(c.r > 200 && c.g < 80 && c.b < 80, "border at \(probe) → \(p) is \(c)")
        }
      }
    }
  }

  @Test func perspectiveContainerFlattensChildren() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
      let container = View(frame: window.bounds)
      var perspective = Transform3D.identity
      perspective.m34 = -1.0 / 250
      container.sublayerTransform = perspective
      window.addSubview(container)
      let colours: [UInt32] = [0xFF3B30, 0x34C759, 0x007AFF]
      for (index, rgb) in colours.enumerated() {
        let card = View(frame: CGRect(x: 20 + CGFloat(index) * 70, y: 20, width: 60, height: 80))
        card.backgroundColor = Color(rgb: rgb)
        card.cornerRadius = 8
        card.transform3D = Transform3D(rotationAngle: CGFloat(index - 1) * .pi / 3, x: 0, y: 1, z: 0)
        container.addSubview(card)
      }
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.isColor(120, 60, 0x34, 0xC7, 0x59), "the unrotated middle card is in place")
      // Without composing before flattening the side cards would only be narrower, not trapezoids.
      let isRed: (Int, Int) -> Bool = { x, y in image.rgba(x, y).r > 200 && image.rgba(x, y).g < 120 }
      let red = image.boundingBox(where: isRed)!
      let leftEdge = image.count(column: red.minX + 2, where: isRed)
      let rightEdge = image.count(column: red.maxX - 2, where: isRed)
      #expect(
        rightEdge - leftEdge >= 8,
        "the red card (−60°) turned its right edge towards the camera: \(leftEdge) vs \(rightEdge)")
      assertSnapshot(image, named: "perspective-container")
    }
  }

  @Test func clippedProjectiveContentStaysInsideTheClip() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
      let clip = View(frame: CGRect(x: 0, y: 0, width: 100, height: 160))
      clip.clipsToBounds = true
      window.addSubview(clip)
      let (_, tile) = makeTile()
      clip.addSubview(tile)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      let blueRight = image.boundingBox { x, y in image.rgba(x, y).b > 150 && image.rgba(x, y).r < 150 }
      #expect(blueRight.map { $0.maxX <= 99 } == true, "nothing drawn right of the clip")
      #expect(blueRight.map { $0.maxX >= 97 } == true, "drawn up to the clip")
    }
  }

  @Test func viewsBehindTheCameraAreSkipped() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let tile = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      tile.backgroundColor = .red
      var perspective = Transform3D.identity
      perspective.m34 = -1.0 / 500
      tile.transform3D = Transform3D(translationX: 0, y: 0, z: 600).concatenating(perspective)
      window.addSubview(tile)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.isColor(50, 50, 255, 255, 255))
    }
  }
}
