import Foundation
import Testing
import Trellis

@testable import TrellisCairo

/// The direct path copies the opaque parts of rasters and opaque fills unblended (`PIXMAN_OP_SRC`):
/// the pixels must be exactly those of blending everything (`copiesOpaquePixels = false`).
@MainActor @Suite struct OpaqueCopyTests {
  /// Overlapping rounded cells with labels over a coloured window, as the compositing benchmark draws.
  private func makeCells(scrolledBy offset: CGFloat = 0) -> (Window, View) {
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
      content.addSubview(cell)
    }
    content.bounds.origin.y = offset
    window.layoutIfNeeded()
    return (window, content)
  }

  /// The first pixel at which two images of one size differ, as (x, y, first, second); nil when none does.
  private func firstDifference(_ a: RenderedImage, _ b: RenderedImage) -> (Int, Int, UInt32, UInt32)? {
    precondition(a.width == b.width && a.height == b.height)
    for y in 0..<a.height {
      for x in 0..<a.width where a[x, y] != b[x, y] { return (x, y, a[x, y], b[x, y]) }
    }
    return nil
  }

  @Test(arguments: [1.0, 2.0])
  func copyingOpaquePixelsGivesExactlyTheBlendedPixels(scale: Double) {
    withCairoRenderer { renderer in
      let (window, content) = makeCells()
      for offset in [0.0, 9, 31] {
        content.bounds.origin.y = offset
        renderer.copiesOpaquePixels = false
        renderer.resetStatistics()
        let blended = renderer.renderImage(of: window, scale: scale)
        #expect(renderer.statistics.copiedPixels == 0)
        renderer.copiesOpaquePixels = true
        renderer.resetStatistics()
        let copied = renderer.renderImage(of: window, scale: scale)
        #expect(renderer.statistics.copiedPixels > 0)
        #expect(
          renderer.statistics.blendedPixels < renderer.statistics.copiedPixels,
          "most cell pixels are copied: \(renderer.statistics)")
        #expect(firstDifference(copied, blended) == nil, "scale \(scale), offset \(offset)")
      }
    }
  }

  /// A rectangular clip cuts a rounded cell through its corner rows and its opaque band: only the
  /// clipped rows are written, the opaque ones copied, the corners' pixels blended.
  @Test func aClippedRowRangeCopiesOnlyItsRows() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      window.backgroundColor = Color(rgb: 0xFFFFFF)
      let clipper = View(frame: CGRect(x: 0, y: 50, width: 200, height: 30))
      clipper.clipsToBounds = true
      let cell = View(frame: CGRect(x: 20, y: -10, width: 100, height: 100))
      cell.backgroundColor = Color(rgb: 0x0A64C8)
      cell.cornerRadius = 12
      clipper.addSubview(cell)
      window.addSubview(clipper)
      window.layoutIfNeeded()
      _ = renderer.renderImage(of: window, scale: 1)
      let coverage = try! #require(cellCoverage(cell))
      // Radius 12: rows 12..<88 are opaque edge to edge, columns 12..<88 in the corner rows.
      #expect(coverage.opaqueRows == 12..<88)
      #expect(coverage.opaqueColumns == 12..<88)
      #expect(coverage.visible == PixelBox(x0: 0, y0: 0, x1: 100, y1: 100))
      renderer.resetStatistics()
      let image = renderer.renderImage(of: window, scale: 1)
      // Raster rows 10..<40 show: rows 12..<40 whole (100 × 28), rows 10 and 11 between the corners
      // (76 × 2) copied; the corners' 12 + 12 pixels of those two rows blended.
      #expect(renderer.statistics.copiedPixels == 100 * 28 + 76 * 2)
      #expect(renderer.statistics.blendedPixels == 24 * 2)
      #expect(image.isColor(70, 50, 0x0A, 0x64, 0xC8, tolerance: 0))
      #expect(image.isColor(70, 79, 0x0A, 0x64, 0xC8, tolerance: 0))
      #expect(image.isColor(70, 49, 0xFF, 0xFF, 0xFF, tolerance: 0), "above the clip")
      #expect(image.isColor(70, 80, 0xFF, 0xFF, 0xFF, tolerance: 0), "below the clip")
      renderer.copiesOpaquePixels = false
      let blended = renderer.renderImage(of: window, scale: 1)
      #expect(firstDifference(image, blended) == nil)
    }
  }

  private func cellCoverage(_ view: View) -> RasterCoverage? {
    guard let raster = view.rendererCache as? ViewRaster, case .surface(let surface) = raster.content else {
      return nil
    }
    return surface.coverage
  }

  /// Translucent content and content under an opacity are blended, never copied, also after a raster
  /// that was opaque is redrawn in place with a translucent colour.
  @Test func partlyTransparentLayersStillBlend() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
      window.backgroundColor = Color(rgb: 0xFF0000)
      let cell = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
      cell.backgroundColor = Color(rgb: 0x0000FF)
      cell.cornerRadius = 10
      window.addSubview(cell)
      window.layoutIfNeeded()
      _ = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.copiedPixels > 0)

      cell.alpha = 0.5
      renderer.resetStatistics()
      var image = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.copiedPixels == 0)
      #expect(renderer.statistics.blendedPixels == 100 * 100)
      #expect(image.isColor(60, 60, 0x80, 0x00, 0x7F, tolerance: 1), "\(image.rgba(60, 60))")

      cell.alpha = 1
      cell.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
      renderer.resetStatistics()
      image = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.rasterisations == 1, "redrawn in place")
      #expect(renderer.statistics.copiedPixels == 0)
      #expect(image.isColor(60, 60, 0x80, 0x00, 0x7F, tolerance: 1), "\(image.rgba(60, 60))")
      renderer.copiesOpaquePixels = false
      #expect(firstDifference(renderer.renderImage(of: window, scale: 1), image) == nil)
    }
  }

  /// Square-cornered backgrounds are filled without a raster: opaque ones copied, translucent ones blended.
  @Test func opaqueFillsReplaceAndTranslucentOnesBlend() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      window.backgroundColor = Color(rgb: 0xFFFFFF)
      let opaque = View(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
      opaque.backgroundColor = Color(rgb: 0x00FF00)
      let translucent = View(frame: CGRect(x: 20, y: 10, width: 50, height: 50))
      translucent.backgroundColor = Color(red: 0, green: 0, blue: 0, alpha: 0.5)
      window.addSubview(opaque)
      window.addSubview(translucent)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.copiedPixels == 40 * 30)
      #expect(renderer.statistics.blendedPixels == 50 * 50)
      #expect(image.isColor(5, 5, 0x00, 0xFF, 0x00, tolerance: 0))
      #expect(image.isColor(30, 20, 0x00, 0x80, 0x00, tolerance: 1), "\(image.rgba(30, 20))")
      renderer.copiesOpaquePixels = false
      #expect(firstDifference(renderer.renderImage(of: window, scale: 1), image) == nil)
    }
  }

  /// The scan finds the visible box, the opaque rows and the opaque columns of hand-made pixels.
  @Test func coverageOfHandMadePixels() {
    let width = 8
    let height = 6
    var pixels = [UInt32](repeating: 0, count: width * height)
    // Visible x 1..<7, y 1..<6; rows 2..<4 opaque from x 1 to 6 … but not edge to edge of the raster.
    for y in 1..<6 {
      for x in 1..<7 { pixels[y * width + x] = 0x8040_2010 }
    }
    for y in 1..<6 {
      for x in 3..<5 { pixels[y * width + x] = 0xFF11_2233 }
    }
    var coverage = pixels.withUnsafeBufferPointer {
      RasterCoverage.scan($0.baseAddress!, width: width, height: height, rowPixels: width)
    }
    #expect(coverage.visible == PixelBox(x0: 1, y0: 1, x1: 7, y1: 6))
    #expect(coverage.opaqueRows.isEmpty, "no row is opaque across the raster")
    #expect(coverage.opaqueColumns == 3..<5)

    // Whole opaque rows 2..<5 (the longest run), and row 0 opaque on its own.
    for y in [0, 2, 3, 4] {
      for x in 0..<width { pixels[y * width + x] = 0xFF00_0000 }
    }
    coverage = pixels.withUnsafeBufferPointer {
      RasterCoverage.scan($0.baseAddress!, width: width, height: height, rowPixels: width)
    }
    #expect(coverage.visible == PixelBox(x0: 0, y0: 0, x1: 8, y1: 6))
    #expect(coverage.opaqueRows == 2..<5)
    // Rows 0, 1 and 5 are opaque together only in columns 3 and 4.
    #expect(coverage.opaqueColumns == 3..<5)

    pixels = [UInt32](repeating: 0, count: width * height)
    coverage = pixels.withUnsafeBufferPointer {
      RasterCoverage.scan($0.baseAddress!, width: width, height: height, rowPixels: width)
    }
    #expect(coverage.visible.isEmpty)
  }
}
