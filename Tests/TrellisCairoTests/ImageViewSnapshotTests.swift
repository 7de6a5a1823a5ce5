import Foundation
import Testing
import Trellis
import TrellisCairo

@MainActor @Suite struct ImageViewSnapshotTests {
  private static let grey = Color(rgb: 0xD1D1D6)

  /// Four 60×60 image views in a row: PNG fit, PNG fill, JPEG fit, JPEG fill.
  private func renderContentModes(_ renderer: CairoRenderer) -> (RenderedImage, [ImageView]) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 290, height: 80))
    let png = Fixtures.widePNG
    let jpeg = Fixtures.wideJPEG
    let cases: [(Image, ContentMode)] = [
      (png, .scaleAspectFit), (png, .scaleAspectFill), (jpeg, .scaleAspectFit), (jpeg, .scaleAspectFill),
    ]
    var views: [ImageView] = []
    for (index, (image, mode)) in cases.enumerated() {
      let view = ImageView(frame: CGRect(x: 10 + CGFloat(index) * 70, y: 10, width: 60, height: 60))
      view.backgroundColor = Self.grey
      view.contentMode = mode
      view.image = image
      window.addSubview(view)
      views.append(view)
    }
    window.layoutIfNeeded()
    return (renderer.renderImage(of: window, scale: 1), views)
  }

  @Test func fixturesDecodeWithTheirSizes() {
    withCairoRenderer { renderer in
      #expect(Fixtures.widePNG.size == CGSize(width: 80, height: 40))
      #expect(Fixtures.wideJPEG.size == CGSize(width: 90, height: 45))
    }
  }

  @Test func aspectFitAndFill() {
    withCairoRenderer { renderer in
      let (image, _) = renderContentModes(renderer)
      // PNG, aspect fit: 60×30 centred, grey bars above and below.
      #expect(image.isColor(40, 15, 0xD1, 0xD1, 0xD6), "letterbox above the fitted PNG")
      #expect(image.isColor(40, 65, 0xD1, 0xD1, 0xD6), "letterbox below the fitted PNG")
      #expect(image.isColor(13, 40, 0xE0, 0x40, 0x40), "fitted PNG's left half is red")
      #expect(image.isColor(67, 40, 0x40, 0x60, 0xE0), "fitted PNG's right half is blue")
      // PNG, aspect fill: 120×60 centred and clipped by the image view to the middle 60×60.
      #expect(image.isColor(83, 13, 0xE0, 0x40, 0x40), "filled PNG covers the top-left corner")
      #expect(image.isColor(127, 67, 0x40, 0x60, 0xE0), "filled PNG covers the bottom-right corner")
      #expect(image.isColor(110, 40, 255, 255, 255), "filled PNG shows the white disc in the middle")
      // JPEG, aspect fit and fill (JPEG colours are approximate).
      #expect(image.isColor(180, 15, 0xD1, 0xD1, 0xD6), "letterbox above the fitted JPEG")
      #expect(image.isColor(153, 40, 0xF0, 0xA0, 0x20, tolerance: 12), "fitted JPEG's left half is orange")
      #expect(image.isColor(223, 13, 0xF0, 0xA0, 0x20, tolerance: 12), "filled JPEG covers the top-left corner")
      #expect(image.isColor(267, 67, 0x20, 0x80, 0x80, tolerance: 12), "filled JPEG covers the bottom-right corner")
      assertSnapshot(image, named: "content-modes")
    }
  }

  @Test func imagesAreDecodedOnce() {
    withCairoRenderer { renderer in
      let renderer = CairoRenderer()
      let image = Image(data: FileManager.default.contents(atPath: Fixtures.path("wide.png"))!)!
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      for index in 0..<3 {
        let view = ImageView(frame: CGRect(x: 0, y: CGFloat(index) * 30, width: 40 + CGFloat(index) * 10, height: 30))
        view.image = image
        window.addSubview(view)
      }
      window.layoutIfNeeded()
      _ = renderer.renderImage(of: window, scale: 1)
      _ = renderer.renderImage(of: window, scale: 2)
      #expect(renderer.statistics.imageDecodes == 1)
    }
  }

  @Test func undecodableJPEGDrawsNothingAndDoesNotCrash() {
    withCairoRenderer { renderer in
      // 12-bit precision in the frame header: the header parses, libjpeg refuses to decode.
      var bytes = [UInt8](FileManager.default.contents(atPath: Fixtures.path("wide.jpg"))!)
      let frameHeader = (0..<bytes.count - 1).first { bytes[$0] == 0xFF && bytes[$0 + 1] == 0xC0 }!
      bytes[frameHeader + 4] = 12
      let image = Image(data: Data(bytes))
      #expect(image?.size == CGSize(width: 90, height: 45), "the header still parses")
      let window = Window(frame: CGRect(x: 0, y: 0, width: 90, height: 45))
      let view = ImageView(frame: window.bounds)
      view.image = image
      window.addSubview(view)
      window.layoutIfNeeded()
      let rendered = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.imageDecodes == 1)
      #expect(rendered.isColor(20, 20, 255, 255, 255), "nothing drawn")
      _ = renderer.renderImage(of: window, scale: 2)
      #expect(renderer.statistics.imageDecodes == 1, "the failure is remembered, not retried")
    }
  }

  @Test func truncatedJPEGDoesNotCrash() {
    withCairoRenderer { renderer in
      var bytes = [UInt8](FileManager.default.contents(atPath: Fixtures.path("wide.jpg"))!)
      bytes.removeLast(bytes.count / 3)
      let window = Window(frame: CGRect(x: 0, y: 0, width: 90, height: 45))
      let view = ImageView(frame: window.bounds)
      view.image = Image(data: Data(bytes))
      window.addSubview(view)
      window.layoutIfNeeded()
      _ = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.imageDecodes == 1)
    }
  }

  @Test func codeDrawnImagesReplayAtTheTargetScale() {
    withCairoRenderer { renderer in
      let drawn = ImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
        context.fillColor = .black
        context.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
      }
      let window = Window(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      let view = ImageView(frame: window.bounds)
      view.image = drawn
      window.addSubview(view)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 2)
      // A 10-point drawing stretched to 40 points at 2x: an 80-pixel disc with a smooth edge, not blocks.
      #expect(image.isColor(40, 40, 0, 0, 0))
      #expect(image.isColor(2, 2, 255, 255, 255))
      let edge = (0..<80).map { image.rgba($0, 40).r }
      let partial = edge.filter { $0 > 10 && $0 < 245 }.count
      #expect(partial <= 4, "the disc edge is sharp at the target resolution")
    }
  }
}
