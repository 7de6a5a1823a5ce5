import Foundation
import Testing
import Trellis
import TrellisCairo

/// A view that draws with every kind of display-list command.
private final class SketchView: View {
  override var drawsContent: Bool { true }

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    context.drawLinearGradient(
      in: CGRect(x: 0, y: 0, width: 120, height: 30), colors: [Color(rgb: 0xFF9500), Color(rgb: 0xAF52DE)],
      start: CGPoint(x: 0, y: 0), end: CGPoint(x: 120, y: 0))
    context.fillColor = Color(rgb: 0x34C759)
    context.fillEllipse(in: CGRect(x: 10, y: 40, width: 40, height: 40))
    context.saveGState()
    context.clip(to: CGRect(x: 60, y: 40, width: 20, height: 40))
    context.fillColor = Color(rgb: 0x007AFF)
    context.fill(CGRect(x: 60, y: 40, width: 50, height: 40))
    context.restoreGState()
    context.strokeColor = .black
    context.lineWidth = 2
    var zigzag = Path()
    zigzag.move(to: CGPoint(x: 10, y: 100))
    zigzag.addLine(to: CGPoint(x: 40, y: 90))
    zigzag.addLine(to: CGPoint(x: 70, y: 110))
    zigzag.addLine(to: CGPoint(x: 100, y: 90))
    context.stroke(zigzag)
    context.saveGState()
    context.translateBy(x: 100, y: 50)
    context.rotate(by: .pi / 4)
    context.fillColor = Color(rgb: 0xFF3B30)
    context.fill(CGRect(x: -8, y: -8, width: 16, height: 16))
    context.restoreGState()
  }
}

@MainActor @Suite struct TransformAndDrawingSnapshotTests {
  @Test func displayListCommandsReplay() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 140, height: 130))
      let sketch = SketchView(frame: CGRect(x: 10, y: 10, width: 120, height: 115))
      window.addSubview(sketch)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.rgba(12, 25).r > 200 && image.rgba(12, 25).b < 100, "the gradient starts orange")
      #expect(image.rgba(127, 25).b > 180 && image.rgba(127, 25).g < 120, "the gradient ends purple")
      #expect(image.isColor(40, 70, 0x34, 0xC7, 0x59), "the ellipse is filled")
      #expect(image.isColor(80, 70, 0x00, 0x7A, 0xFF), "the clipped fill is inside its clip")
      #expect(image.isColor(100, 70, 255, 255, 255), "the clip cut the rest of the fill")
      #expect(image.isColor(110, 60, 0xFF, 0x3B, 0x30), "the rotated square is at the translated origin")
      #expect(image.isColor(110, 45, 255, 255, 255), "the rotated square is a diamond, its corner below this")
      assertSnapshot(image, named: "display-list")
    }
  }

  @Test func rotatedAndScaledViewsUseTheirAffineMaps() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
      let rotated = View(frame: CGRect(x: 30, y: 30, width: 60, height: 60))
      rotated.backgroundColor = Color(rgb: 0x5856D6)
      rotated.cornerRadius = 6
      let label = Label(frame: CGRect(x: 5, y: 20, width: 50, height: 20))
      label.text = "45°"
      label.textColor = .white
      label.textAlignment = .center
      rotated.addSubview(label)
      rotated.transform = CGAffineTransform(rotationAngle: .pi / 4)
      let scaled = View(frame: CGRect(x: 130, y: 40, width: 20, height: 20))
      scaled.backgroundColor = Color(rgb: 0xFF2D55)
      scaled.transform = CGAffineTransform(scaleX: 2, y: 1.5)
      window.addSubview(rotated)
      window.addSubview(scaled)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      let isPurple: (Int, Int) -> Bool = { x, y in image.rgba(x, y).r < 120 && image.rgba(x, y).b > 180 }
      let diamond = image.boundingBox(where: isPurple)!
      // A 60-point square turned 45° spans 60·√2 ≈ 85 points, less the rounded corners' cut.
      #expect(diamond.maxX - diamond.minX >= 78 && diamond.maxX - diamond.minX <= 86)
      #expect(abs((diamond.minX + diamond.maxX) / 2 - 60) <= 1)
      #expect(image.isColor(60, 32, 0x58, 0x56, 0xD6), "the top corner of the diamond")
      let isPink: (Int, Int) -> Bool = { x, y in image.rgba(x, y).r > 200 && image.rgba(x, y).g < 100 }
      let stretched = image.boundingBox(where: isPink)!
      #expect(stretched.maxX - stretched.minX + 1 == 40 && stretched.maxY - stretched.minY + 1 == 30)
      assertSnapshot(image, named: "affine-transforms")
    }
  }

  @Test func standaloneViewImagesAreTransparentOutsideTheView() {
    withCairoRenderer { renderer in
      let card = View(frame: CGRect(x: 300, y: 300, width: 50, height: 30))
      card.backgroundColor = Color(rgb: 0x34C759)
      card.cornerRadius = 10
      card.transform = CGAffineTransform(rotationAngle: 1)
      let image = renderer.renderImage(of: card, scale: 2)
      #expect(image.width == 100 && image.height == 60, "the view's own bounds, ignoring its position and transform")
      #expect(image.rgba(0, 0).a == 0, "the rounded corner is transparent")
      #expect(image.isColor(50, 30, 0x34, 0xC7, 0x59))
    }
  }

  private func makeClippedTile(alpha: CGFloat) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    let container = View(frame: CGRect(x: 20, y: 20, width: 160, height: 120))
    container.cornerRadius = 30
    container.clipsToBounds = true
    container.alpha = alpha
    container.backgroundColor = Color(rgb: 0xE5E5EA)
    let tile = View(frame: CGRect(x: 20, y: 40, width: 120, height: 100))
    tile.backgroundColor = Color(rgb: 0x007AFF)
    tile.cornerRadius = 1
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 600
    tile.transform3D = perspective.rotated(by: .pi / 4, x: 1, y: 0, z: 0)
    container.addSubview(tile)
    window.addSubview(container)
    window.layoutIfNeeded()
    return window
  }

  @Test func projectiveContentUnderARoundedClipAndInAGroup() {
    withCairoRenderer { renderer in
      let image = renderer.renderImage(of: makeClippedTile(alpha: 0.5), scale: 1)
      #expect(renderer.statistics.projectiveComposites == 1 && renderer.statistics.opacityGroups == 1)
      #expect(image.isColor(22, 22, 255, 255, 255), "the rounded clip cuts the container's corner")
      #expect(image.isColor(100, 100, 0x80, 0xBD, 0xFF, tolerance: 3), "the tile at half opacity over white")
      #expect(image.isColor(100, 30, 0xF2, 0xF2, 0xF5, tolerance: 3), "the container's background at half opacity")
      #expect(image.isColor(24, 136, 255, 255, 255), "the rounded corner cuts the tile's near edge")
      #expect(image.isColor(5, 80, 255, 255, 255), "nothing outside the container")
      assertSnapshot(image, named: "projective-clip-group")
    }
  }

  @Test func projectiveContentUnderARoundedClipGoesThroughTheScratchBuffer() {
    withCairoRenderer { renderer in
      let image = renderer.renderImage(of: makeClippedTile(alpha: 1), scale: 1)
      #expect(renderer.statistics.projectiveComposites == 1 && renderer.statistics.opacityGroups == 0)
      #expect(image.isColor(100, 100, 0x00, 0x7A, 0xFF))
      #expect(image.isColor(24, 136, 255, 255, 255), "the rounded corner cuts the tile's near edge")
      #expect(image.isColor(40, 136, 0x00, 0x7A, 0xFF), "the tile's near edge beside the corner")
      #expect(image.isColor(100, 30, 0xE5, 0xE5, 0xEA))
    }
  }
}
