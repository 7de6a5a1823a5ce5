import Foundation
import Testing
import Trellis
import TrellisCairo

@MainActor @Suite struct ClippingSnapshotTests {
  private func makeWindow(clips: Bool, renderer: CairoRenderer) -> RenderedImage {
    let window = Window(frame: CGRect(x: 0, y: 0, width: 140, height: 140))
    let card = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    card.backgroundColor = Color(rgb: 0xE5E5EA)
    card.cornerRadius = 24
    card.clipsToBounds = clips
    let overflow = View(frame: CGRect(x: -10, y: -10, width: 80, height: 80))
    overflow.backgroundColor = Color(rgb: 0xFF2D55)
    let stripe = Label(frame: CGRect(x: 0, y: 70, width: 100, height: 30))
    stripe.backgroundColor = Color(rgb: 0x5856D6)
    stripe.text = "clipped text"
    stripe.textColor = .white
    card.addSubview(overflow)
    card.addSubview(stripe)
    window.addSubview(card)
    window.layoutIfNeeded()
    return renderer.renderImage(of: window, scale: 1)
  }

  @Test func clipsToBoundsWithCornerRadius() {
    withCairoRenderer { renderer in
      let image = makeWindow(clips: true, renderer: renderer)
      #expect(image.isColor(15, 15, 255, 255, 255), "nothing outside the card")
      #expect(image.isColor(22, 22, 255, 255, 255), "the rounded corner is cut from the subview")
      #expect(image.isColor(40, 40, 0xFF, 0x2D, 0x55))
      #expect(image.isColor(22, 115, 255, 255, 255), "the bottom-left corner cuts the label")
      #expect(image.isColor(70, 115, 0x58, 0x56, 0xD6))
      assertSnapshot(image, named: "clips-rounded")
    }
  }

  @Test func subviewsOverflowWithoutClipping() {
    withCairoRenderer { renderer in
      let image = makeWindow(clips: false, renderer: renderer)
      #expect(image.isColor(15, 15, 0xFF, 0x2D, 0x55), "the subview overflows the card")
      #expect(image.isColor(22, 115, 0x58, 0x56, 0xD6))
      assertSnapshot(image, named: "no-clip")
    }
  }
}
