import Foundation
import Testing
import Trellis
import TrellisCairo

@MainActor @Suite struct RasterCacheTests {
  private func makeGrid() -> (Window, View, [Label]) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let content = View(frame: window.bounds)
    window.addSubview(content)
    var labels: [Label] = []
    for index in 0..<4 {
      let cell = View(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 50, width: 180, height: 40))
      cell.backgroundColor = Color(rgb: 0xF2F2F7)
      cell.cornerRadius = 8
      let label = Label(frame: CGRect(x: 10, y: 0, width: 160, height: 40))
      label.text = "Item \(index)"
      cell.addSubview(label)
      content.addSubview(cell)
      labels.append(label)
    }
    window.layoutIfNeeded()
    return (window, content, labels)
  }

  @Test func warmFramesDoNotRasterise() {
    withCairoRenderer { renderer in
      let (window, _, _) = makeGrid()
      _ = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.rasterisations == 8)
      renderer.resetStatistics()
      _ = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.rasterisations == 0)
      #expect(renderer.statistics.affineComposites == 8)
    }
  }

  @Test func changingTextRasterisesOnlyThatLabel() {
    withCairoRenderer { renderer in
      let (window, _, labels) = makeGrid()
      _ = renderer.renderImage(of: window, scale: 1)
      renderer.resetStatistics()
      labels[2].text = "Changed"
      _ = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.rasterisations == 1)
    }
  }

  @Test func scrollingOnlyComposites() {
    withCairoRenderer { renderer in
      let (window, content, _) = makeGrid()
      let before = renderer.renderImage(of: window, scale: 1)
      renderer.resetStatistics()
      let shaped = PangoTextSystem.shared.shapedLayoutCount
      content.bounds.origin.y = 50
      let after = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.rasterisations == 0)
      #expect(PangoTextSystem.shared.shapedLayoutCount == shaped, "no text is shaped again")
      // The second cell moved up by 50 points to where the first was.
      for (x, y) in [(20, 30), (60, 30), (100, 20)] {
        #expect(after[x, y] == before[x, y + 50])
      }
    }
  }

  /// A raster redrawn in place (a cell's new colour and a label's shorter text, sizes unchanged) gives
  /// exactly the pixels a fresh renderer draws for the same views: the reused surfaces were cleared.
  @Test func aRasterRedrawnInPlaceMatchesAFreshOne() {
    func change(_ content: View, _ labels: [Label]) {
      content.subviews[1].backgroundColor = Color(rgb: 0x34C759)
      labels[1].text = "Hi"
    }
    let redrawn = withCairoRenderer { renderer in
      let (window, content, labels) = makeGrid()
      _ = renderer.renderImage(of: window, scale: 1)
      change(content, labels)
      renderer.resetStatistics()
      let image = renderer.renderImage(of: window, scale: 1)
      // The second cell's background and its label.
      #expect(renderer.statistics.rasterisations == 2)
      return image
    }
    let fresh = withCairoRenderer { renderer in
      let (window, content, labels) = makeGrid()
      change(content, labels)
      return renderer.renderImage(of: window, scale: 1)
    }
    var differing = 0
    for y in 0..<fresh.height {
      for x in 0..<fresh.width where redrawn[x, y] != fresh[x, y] { differing += 1 }
    }
    #expect(differing == 0)
    // Inside the second cell (y 60 to 100), right of the short text: the new green background.
    #expect(fresh[150, 80] == 0xFF34_C759)
  }

  @Test func changingScaleRasterisesAgain() {
    withCairoRenderer { renderer in
      let (window, _, _) = makeGrid()
      _ = renderer.renderImage(of: window, scale: 1)
      renderer.resetStatistics()
      _ = renderer.renderImage(of: window, scale: 2)
      #expect(renderer.statistics.rasterisations == 8)
    }
  }

  @Test func renderIntoCallerPixelsMatchesPNG() throws {
    try withCairoRenderer { renderer in
      let (window, _, _) = makeGrid()
      let width = 200
      let height = 200
      let memory = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 16)
      defer { memory.deallocate() }
      let buffer = PixelBuffer(base: memory, width: width, height: height, bytesPerRow: width * 4)
      renderer.render(window, into: buffer, scale: 1)
      renderer.render(window, into: buffer, scale: 1)
      let png = try renderer.pngData(of: window, scale: 1)
      #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
      let decoded = try #require(RenderedImage(pngData: png))
      var mismatches = 0
      for y in 0..<height {
        for x in 0..<width where buffer.pixel(x: x, y: y) != decoded[x, y] { mismatches += 1 }
      }
      #expect(mismatches == 0)
    }
  }

  @Test func writePNGWritesAReadableFile() throws {
    try withCairoRenderer { renderer in
      let (window, _, _) = makeGrid()
      try withScratchDirectory { directory in
        let path = (directory as NSString).appendingPathComponent("grid.png")
        try renderer.writePNG(of: window, scale: 2, to: path)
        let data = try #require(FileManager.default.contents(atPath: path))
        let image = try #require(RenderedImage(pngData: data))
        #expect(image.width == 400 && image.height == 400)
      }
    }
  }

  @Test func presentationValuesAreDrawn() {
    withCairoRenderer { renderer in
      let (window, content, _) = makeGrid()
      Application.shared.renderFrame(at: Application.shared.clock.now)
      #expect(content.presentation == content.layerModel)
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.isColor(20, 30, 0xF2, 0xF2, 0xF7))
    }
  }

  @Test func inFlightAnimationsDrawTheirPresentationValues() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let card = View(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
      card.backgroundColor = Color(rgb: 0xFF0000)
      card.cornerRadius = 4
      window.addSubview(card)
      window.layoutIfNeeded()
      _ = renderer.renderImage(of: window, scale: 1)
      let start = Application.shared.clock.now
      View.animate(withDuration: 1, options: [.curveLinear]) {
        card.backgroundColor = Color(rgb: 0x0000FF)
        card.alpha = 0.5
      }
      Application.shared.renderFrame(at: start + 0.5)
      #expect(card.layerModel.backgroundColor == Color(rgb: 0x0000FF))
      let middle = renderer.renderImage(of: window, scale: 1)
      let c = middle.rgba(50, 50)
      // Half way: the colour is between red and blue, drawn at alpha 0.75 over white.
      #expect(c.r > 140 && c.r < 230 && c.b > 140 && c.b < 230 && c.g > 40 && c.g < 120, "in flight: \(c)")
      Application.shared.renderFrame(at: start + 2)
      let end = renderer.renderImage(of: window, scale: 1)
      #expect(end.isColor(50, 50, 0x80, 0x80, 0xFF, tolerance: 2), "settled: \(end.rgba(50, 50))")
    }
  }

  @Test func offscreenViewsAreNeitherRasterisedNorComposited() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let scroller = View(frame: window.bounds)
      scroller.clipsToBounds = true
      window.addSubview(scroller)
      var labels: [Label] = []
      for index in 0..<10 {
        let label = Label(frame: CGRect(x: 10 + CGFloat(index) * 200, y: 10, width: 180, height: 30))
        label.text = "Page \(index)"
        scroller.addSubview(label)
        labels.append(label)
      }
      let far = View(frame: CGRect(x: 5000, y: 5000, width: 50, height: 50))
      far.backgroundColor = .red
      far.addSubview(Label(frame: CGRect(x: -4990, y: -4950, width: 100, height: 20)))
      window.addSubview(far)
      window.layoutIfNeeded()
      _ = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.rasterisations == 1, "only the visible page is rasterised")
      #expect(renderer.statistics.directFills == 0, "the far view is culled")
      #expect(labels[1].rendererCache == nil)
      renderer.resetStatistics()
      scroller.bounds.origin.x = 200
      _ = renderer.renderImage(of: window, scale: 1)
      #expect(renderer.statistics.rasterisations == 1, "the next page is rasterised when it scrolls in")
      #expect(labels[1].rendererCache != nil)
    }
  }
}
