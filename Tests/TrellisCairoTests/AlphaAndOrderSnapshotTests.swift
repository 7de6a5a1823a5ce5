import Foundation
import Testing
import Trellis
import TrellisCairo

@MainActor @Suite struct AlphaAndOrderSnapshotTests {
  private func square(_ rgb: UInt32, _ x: CGFloat, _ y: CGFloat, size: CGFloat = 60) -> View {
    let view = View(frame: CGRect(x: x, y: y, width: size, height: size))
    view.backgroundColor = Color(rgb: rgb)
    return view
  }

  @Test func laterSubviewsDrawOnTop() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
      window.addSubview(square(0xFF0000, 10, 10))
      window.addSubview(square(0x00AA00, 50, 50))
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.isColor(60, 60, 0x00, 0xAA, 0x00))
      #expect(image.isColor(20, 20, 0xFF, 0x00, 0x00))
    }
  }

  @Test func zPositionReordersSiblings() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
      let red = square(0xFF0000, 10, 10)
      window.addSubview(red)
      window.addSubview(square(0x00AA00, 50, 50))
      window.addSubview(square(0x0000FF, 30, 30, size: 30))
      red.zPosition = 1
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.isColor(60, 60, 0xFF, 0x00, 0x00), "red has the highest zPosition")
      #expect(image.isColor(45, 45, 0xFF, 0x00, 0x00))
      #expect(image.isColor(100, 100, 0x00, 0xAA, 0x00))
      assertSnapshot(image, named: "z-position")
    }
  }

  @Test func halfTransparentParentHasGroupOpacity() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 140, height: 120))
      let parent = View(frame: CGRect(x: 10, y: 10, width: 120, height: 100))
      parent.alpha = 0.5
      parent.addSubview(square(0xFF0000, 0, 0))
      parent.addSubview(square(0x0000FF, 40, 30))
      window.addSubview(parent)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      // The overlap shows only the front child at half opacity over white: no red shows through.
      #expect(image.isColor(65, 55, 0x80, 0x80, 0xFF, tolerance: 2), "overlap \(image.rgba(65, 55))")
      #expect(image.isColor(20, 20, 0xFF, 0x80, 0x80, tolerance: 2))
      #expect(image.isColor(100, 80, 0x80, 0x80, 0xFF, tolerance: 2))
      #expect(renderer.statistics.opacityGroups == 1)
      assertSnapshot(image, named: "group-opacity")
    }
  }

  @Test func alphaMultipliesIntoLeafViews() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let leaf = square(0x000000, 20, 20)
      leaf.alpha = 0.25
      window.addSubview(leaf)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.isColor(50, 50, 0xBF, 0xBF, 0xBF, tolerance: 2))
      #expect(renderer.statistics.opacityGroups == 0, "a leaf needs no offscreen group")
    }
  }

  @Test func hiddenAndTransparentViewsAreSkipped() {
    withCairoRenderer { renderer in
      let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let hidden = square(0xFF0000, 0, 0, size: 100)
      hidden.isHidden = true
      let transparent = square(0x00FF00, 0, 0, size: 100)
      transparent.alpha = 0
      transparent.addSubview(square(0x0000FF, 0, 0))
      window.addSubview(hidden)
      window.addSubview(transparent)
      window.layoutIfNeeded()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.isColor(30, 30, 255, 255, 255))
      #expect(renderer.statistics.rasterisations == 0 && renderer.statistics.directFills == 0)
    }
  }
}
