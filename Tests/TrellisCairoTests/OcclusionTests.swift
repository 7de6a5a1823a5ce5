import Foundation
import Testing
import Trellis

@testable import TrellisCairo

/// The direct path records a frame's composites and leaves out the pixels later opaque ones replace
/// (`occludesHiddenPixels`): the pixels must be exactly those of writing everything, and every pixel
/// left out must be counted as occluded.
@MainActor @Suite struct OcclusionTests {
  /// A window of `side × side` points over white.
  private func makeWindow(side: CGFloat = 128) -> Window {
    let window = Window(frame: CGRect(x: 0, y: 0, width: side, height: side))
    window.backgroundColor = Color(rgb: 0xFFFFFF)
    return window
  }

  @discardableResult
  private func addFill(_ rect: CGRect, _ color: Color, to parent: View) -> View {
    let view = View(frame: rect)
    view.backgroundColor = color
    parent.addSubview(view)
    return view
  }

  /// Renders `view` with occlusion and without; expects identical pixels and that every pixel written
  /// without occlusion is either written or counted as occluded with it. Returns the image and the
  /// statistics of the occluding render.
  @discardableResult
  private func renderBothWays(
    _ renderer: CairoRenderer, _ view: View, scale: CGFloat, _ note: String = ""
  ) -> (RenderedImage, RenderStatistics) {
    renderer.occludesHiddenPixels = false
    renderer.resetStatistics()
    let plain = renderer.renderImage(of: view, scale: scale)
    let plainStatistics = renderer.statistics
    renderer.occludesHiddenPixels = true
    renderer.occlusionMinimumPixels = 0
    renderer.resetStatistics()
    let occluded = renderer.renderImage(of: view, scale: scale)
    let statistics = renderer.statistics
    let comparison = ImageComparison(actual: occluded, expected: plain, tolerance: 0)
    #expect(comparison.sameSize && comparison.differingPixels == 0, "scale \(scale) \(note)")
    #expect(plainStatistics.occludedPixels == 0)
    func written(_ s: RenderStatistics) -> Int { s.clearedPixels + s.copiedPixels + s.blendedPixels }
    #expect(
      written(statistics) + statistics.occludedPixels == written(plainStatistics),
      "\(statistics) vs \(plainStatistics)")
    #expect(written(statistics) <= written(plainStatistics))
    return (occluded, statistics)
  }

  /// A translucent layer over an opaque one hides nothing; the opaque one hides the clear under it
  /// (here exactly whole tiles of 16 pixels).
  @Test(arguments: [1.0, 2.0])
  func translucentLayerOverAnOpaqueOne(scale: Double) {
    withCairoRenderer { renderer in
      let window = makeWindow()
      addFill(CGRect(x: 32, y: 32, width: 64, height: 64), Color(rgb: 0x0A64C8), to: window)
      let veil = addFill(
        CGRect(x: 16, y: 48, width: 96, height: 32), Color(red: 1, green: 0, blue: 0, alpha: 0.5), to: window)
      veil.cornerRadius = 6
      window.layoutIfNeeded()
      let (image, statistics) = renderBothWays(renderer, window, scale: scale)
      let px = Int(scale)
      #expect(statistics.occludedPixels == 64 * 64 * px * px, "the clear under the opaque square only")
      #expect(statistics.copiedPixels == 64 * 64 * px * px)
      #expect(statistics.clearedPixels == (128 * 128 - 64 * 64) * px * px)
      #expect(image.isColor(64 * px, 64 * px, 0x85, 0x32, 0x64, tolerance: 1), "\(image.rgba(64 * px, 64 * px))")
    }
  }

  /// An opaque layer covering the right half of another: that half of the first is never written.
  @Test(arguments: [1.0, 2.0])
  func opaqueLayerPartlyCoveringAnother(scale: Double) {
    withCairoRenderer { renderer in
      let window = makeWindow()
      addFill(CGRect(x: 16, y: 16, width: 64, height: 64), Color(rgb: 0xC80A0A), to: window)
      addFill(CGRect(x: 48, y: 16, width: 64, height: 64), Color(rgb: 0x0AC80A), to: window)
      window.layoutIfNeeded()
      let (image, statistics) = renderBothWays(renderer, window, scale: scale)
      let px = Int(scale)
      // The first square's right half, and the clear under both squares (whole tiles).
      #expect(statistics.occludedPixels == (32 * 64 + 96 * 64) * px * px)
      #expect(statistics.copiedPixels == (32 * 64 + 64 * 64) * px * px)
      #expect(image.isColor(40 * px, 40 * px, 0xC8, 0x0A, 0x0A, tolerance: 0))
      #expect(image.isColor(50 * px, 40 * px, 0x0A, 0xC8, 0x0A, tolerance: 0))
    }
  }

  /// A rectangular clip cuts the covering layer: only its clipped part hides the layer beneath, which
  /// is split around it.
  @Test(arguments: [1.0, 2.0])
  func clipCutsTheCoveringLayer(scale: Double) {
    withCairoRenderer { renderer in
      let window = makeWindow()
      addFill(CGRect(x: 16, y: 16, width: 96, height: 96), Color(rgb: 0xC80A0A), to: window)
      let clipper = View(frame: CGRect(x: 16, y: 48, width: 96, height: 16))
      clipper.clipsToBounds = true
      window.addSubview(clipper)
      addFill(CGRect(x: -40, y: -40, width: 200, height: 200), Color(rgb: 0x0AC80A), to: clipper)
      window.layoutIfNeeded()
      let (image, statistics) = renderBothWays(renderer, window, scale: scale)
      let px = Int(scale)
      #expect(statistics.occludedPixels == (96 * 16 + 96 * 96) * px * px)
      #expect(image.isColor(64 * px, 47 * px, 0xC8, 0x0A, 0x0A, tolerance: 0))
      #expect(image.isColor(64 * px, 48 * px, 0x0A, 0xC8, 0x0A, tolerance: 0))
      #expect(image.isColor(64 * px, 63 * px, 0x0A, 0xC8, 0x0A, tolerance: 0))
      #expect(image.isColor(64 * px, 64 * px, 0xC8, 0x0A, 0x0A, tolerance: 0))
    }
  }

  /// A layer under a rounded clip goes through cairo between two direct ones: what was recorded
  /// before it is written first, and the direct layer after it covers it.
  @Test(arguments: [1.0, 2.0])
  func cairoLayerBetweenTwoDirectOnesKeepsTheOrder(scale: Double) {
    withCairoRenderer { renderer in
      let window = makeWindow()
      addFill(CGRect(x: 16, y: 16, width: 64, height: 64), Color(rgb: 0xC80A0A), to: window)
      let rounded = View(frame: CGRect(x: 48, y: 48, width: 64, height: 64))
      rounded.clipsToBounds = true
      rounded.cornerRadius = 8
      window.addSubview(rounded)
      addFill(rounded.bounds, Color(rgb: 0x0AC80A), to: rounded)
      addFill(CGRect(x: 64, y: 16, width: 48, height: 48), Color(rgb: 0x0A0AC8), to: window)
      window.layoutIfNeeded()
      let (image, statistics) = renderBothWays(renderer, window, scale: scale)
      let px = Int(scale)
      // The red square hides the clear; it is written before the cairo layer, so the blue one can't trim it.
      #expect(statistics.occludedPixels == 64 * 64 * px * px)
      #expect(image.isColor(30 * px, 30 * px, 0xC8, 0x0A, 0x0A, tolerance: 0))
      #expect(image.isColor(48 * px, 48 * px, 0xC8, 0x0A, 0x0A, tolerance: 0), "outside the rounded corner")
      #expect(image.isColor(60 * px, 60 * px, 0x0A, 0xC8, 0x0A, tolerance: 0), "green over red")
      #expect(image.isColor(70 * px, 56 * px, 0x0A, 0x0A, 0xC8, tolerance: 0), "blue over green")
      #expect(image.isColor(70 * px, 30 * px, 0x0A, 0x0A, 0xC8, tolerance: 0), "blue over red")
    }
  }

  /// Overlapping rounded cells with labels, scrolled, with or without an opacity group and a
  /// perspective layer between them (which write what was recorded before them): the same pixels.
  @Test(arguments: [1.0, 2.0], [false, true])
  func overlappingCells(scale: Double, withBarriers: Bool) {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 260, height: 200))
      window.backgroundColor = Color(rgb: 0x203040)
      let content = View(frame: window.bounds)
      window.addSubview(content)
      for index in 0..<12 {
        let cell = View(
          frame: CGRect(x: 6 + CGFloat(index % 4) * 62, y: 6 + CGFloat(index / 4) * 62, width: 90, height: 80))
        cell.backgroundColor = Color(hue: CGFloat(index) / 12, saturation: 0.6, brightness: 0.9)
        cell.cornerRadius = CGFloat(index % 3) * 7
        let label = Label(frame: CGRect(x: 8, y: 28, width: 74, height: 24))
        label.text = "Cell \(index)"
        cell.addSubview(label)
        if withBarriers && index == 5 { cell.alpha = 0.7 }
        if withBarriers && index == 6 {
          var tilt = Transform3D.identity
          tilt.m34 = -1.0 / 500
          cell.transform3D = tilt.rotated(by: .pi / 8, x: 0, y: 1, z: 0)
        }
        content.addSubview(cell)
      }
      window.layoutIfNeeded()
      for offset in [0.0, 9, 31] {
        content.bounds.origin.y = offset
        let (_, statistics) = renderBothWays(renderer, window, scale: scale, "offset \(offset)")
        #expect(statistics.opacityGroups == (withBarriers ? 1 : 0))
        #expect((statistics.projectiveComposites > 0) == withBarriers)
        if withBarriers {
          #expect(statistics.occludedPixels > 0)
        } else {
          // Cells cover most of the window, and the right half of each is under the next one.
          #expect(statistics.occludedPixels > statistics.clearedPixels + statistics.copiedPixels / 4, "\(statistics)")
        }
      }
    }
  }

  /// An overlay composited over a frame without clearing it: occlusion inside the overlay only.
  @Test func overlayOverAFrame() {
    withCairoRenderer { renderer in
      let window = makeWindow()
      addFill(CGRect(x: 16, y: 16, width: 64, height: 64), Color(rgb: 0xC80A0A), to: window)
      window.layoutIfNeeded()
      let overlay = View(frame: CGRect(x: 8, y: 8, width: 100, height: 60))
      addFill(CGRect(x: 0, y: 0, width: 60, height: 50), Color(red: 0, green: 0, blue: 1, alpha: 0.5), to: overlay)
      addFill(CGRect(x: 20, y: 10, width: 60, height: 50), Color(rgb: 0x0AC80A), to: overlay)
      overlay.layoutIfNeeded()
      var images: [[UInt32]] = []
      var occluded: [Int] = []
      renderer.occlusionMinimumPixels = 0
      for occludes in [false, true] {
        renderer.occludesHiddenPixels = occludes
        let pixels = UnsafeMutableRawPointer.allocate(byteCount: 128 * 128 * 4, alignment: 16)
        defer { pixels.deallocate() }
        let buffer = PixelBuffer(base: pixels, width: 128, height: 128, bytesPerRow: 128 * 4)
        renderer.render(window, into: buffer, scale: 1)
        renderer.resetStatistics()
        renderer.render(overlay, over: buffer, scale: 1)
        occluded.append(renderer.statistics.occludedPixels)
        images.append((0..<128 * 128).map { buffer.pixel(x: $0 % 128, y: $0 / 128) })
      }
      #expect(images[0] == images[1])
      #expect(occluded == [0, 40 * 40], "the translucent square's part under the opaque one")
    }
  }

  /// Targets smaller than `occlusionMinimumPixels` are written at once, without recording.
  @Test func smallTargetsAreWrittenAtOnce() {
    withCairoRenderer { renderer in
      let window = makeWindow()
      addFill(CGRect(x: 16, y: 16, width: 64, height: 64), Color(rgb: 0xC80A0A), to: window)
      window.layoutIfNeeded()
      renderer.occlusionMinimumPixels = 128 * 128 + 1
      _ = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.occludedPixels == 0)
      #expect(renderer.statistics.clearedPixels == 128 * 128)
      renderer.occlusionMinimumPixels = 128 * 128
      renderer.resetStatistics()
      _ = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.occludedPixels == 64 * 64)
    }
  }
}
