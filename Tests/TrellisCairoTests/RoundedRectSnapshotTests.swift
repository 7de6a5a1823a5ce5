import Foundation
import Testing
import Trellis
import TrellisCairo

@MainActor @Suite struct RoundedRectSnapshotTests {
  private func makeWindow() -> (Window, View) {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    let card = View(frame: CGRect(x: 10, y: 10, width: 100, height: 60))
    card.backgroundColor = Color(rgb: 0x3366CC)
    card.cornerRadius = 14
    card.borderWidth = 4
    card.borderColor = Color(rgb: 0xFF9500)
    window.addSubview(card)
    window.layoutIfNeeded()
    return (window, card)
  }

  @Test func roundedRectWithBorder() {
    withCairoRenderer { renderer in
      let (window, _) = makeWindow()
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.width == 120 && image.height == 80)
      #expect(image.isColor(10, 10, 255, 255, 255), "the rounded corner leaves the window background")
      #expect(image.isColor(60, 40, 0x33, 0x66, 0xCC), "the middle is the background colour")
      #expect(image.isColor(11, 40, 0xFF, 0x95, 0x00), "the left edge is the border")
      #expect(image.isColor(60, 68, 0xFF, 0x95, 0x00), "the bottom edge is the border")
      #expect(image.isColor(5, 40, 255, 255, 255), "outside the card is the window background")
      assertSnapshot(image, named: "rounded-rect-border")
    }
  }

  @Test func roundedRectAtScale2() {
    withCairoRenderer { renderer in
      let (window, _) = makeWindow()
      let image = renderer.renderImage(of: window, scale: 2)
      #expect(image.width == 240 && image.height == 160)
      #expect(image.isColor(22, 80, 0xFF, 0x95, 0x00), "the border is 8 pixels wide at 2x")
      #expect(image.isColor(30, 80, 0x33, 0x66, 0xCC))
      assertSnapshot(image, named: "rounded-rect-border@2x")
    }
  }

  @Test func borderIsDrawnAboveSubviews() {
    withCairoRenderer { renderer in
      let (window, card) = makeWindow()
      let fill = View(frame: card.bounds)
      fill.backgroundColor = Color(rgb: 0x34C759)
      card.addSubview(fill)
      let image = renderer.renderImage(of: window, scale: 1)
      #expect(image.isColor(11, 40, 0xFF, 0x95, 0x00), "Core Animation draws the border over sublayers")
      #expect(image.isColor(60, 40, 0x34, 0xC7, 0x59))
    }
  }
}
