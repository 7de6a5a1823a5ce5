import Foundation
import Testing
import Trellis
import TrellisCairo

@MainActor @Suite struct LabelSnapshotTests {
  /// A window of a size holding one label with a pale background (to show its frame).
  private func render(
    with renderer: CairoRenderer,
    _ configure: (Label) -> Void, labelFrame: CGRect, windowSize: CGSize = CGSize(width: 220, height: 60),
    scale: CGFloat = 1
  ) -> RenderedImage {
    let window = Window(frame: CGRect(origin: .zero, size: windowSize))
    let label = Label(frame: labelFrame)
    label.backgroundColor = Color(rgb: 0xF2F2F7)
    configure(label)
    window.addSubview(label)
    window.layoutIfNeeded()
    return renderer.renderImage(of: window, scale: scale)
  }

  private static func isInk(_ image: RenderedImage) -> (Int, Int) -> Bool {
    { x, y in image.rgba(x, y).r < 128 }
  }

  @Test func singleLineLabel() {
    withCairoRenderer { renderer in
      let image = render(
        with: renderer, { $0.text = "Hello, Trellis" }, labelFrame: CGRect(x: 10, y: 10, width: 200, height: 40))
      let ink = image.boundingBox(where: Self.isInk(image))
      #expect(ink != nil)
      if let ink {
        #expect(ink.minX >= 10 && ink.minX <= 13, "natural alignment starts at the left edge")
        #expect(ink.maxX < 140, "one short line")
        #expect(abs((ink.minY + ink.maxY) / 2 - 30) <= 3, "vertically centred in the label")
      }
      assertSnapshot(image, named: "single-line")
    }
  }

  @Test func wrappedMultiLineLabel() {
    withCairoRenderer { renderer in
      let text = "Collection views lay out cells in a grid, a list or any layout you write."
      let image = render(
        with: renderer,
        {
          $0.text = text
          $0.numberOfLines = 0
          $0.font = .systemFont(ofSize: 14)
        }, labelFrame: CGRect(x: 10, y: 10, width: 160, height: 100), windowSize: CGSize(width: 180, height: 120))
      let lineHeight = Font.systemFont(ofSize: 14).lineHeight
      let expected = TextSystems.current.size(
        of: TextBlock(text, font: .systemFont(ofSize: 14), numberOfLines: 0), maxWidth: 160)
      #expect(expected.height == (4 * lineHeight).rounded(.up), "wraps to four lines")
      let ink = image.boundingBox(where: Self.isInk(image))
      #expect(ink.map { $0.maxX <= 170 } == true, "wrapped within the label's width")
      #expect(ink.map { CGFloat($0.maxY - $0.minY) > 3 * lineHeight } == true, "spans four lines")
      assertSnapshot(image, named: "wrapped-multi-line")
    }
  }

  @Test func centredLabel() {
    withCairoRenderer { renderer in
      let image = render(
        with: renderer,
        {
          $0.text = "Centred"
          $0.textAlignment = .center
        }, labelFrame: CGRect(x: 10, y: 10, width: 200, height: 40))
      let ink = image.boundingBox(where: Self.isInk(image))
      #expect(ink.map { abs(($0.minX + $0.maxX) / 2 - 110) <= 2 } == true, "centred horizontally")
      assertSnapshot(image, named: "centred")
    }
  }

  @Test func truncatedTailLabel() {
    withCairoRenderer { renderer in
      let image = render(
        with: renderer,
        { $0.text = "A title far too long to fit in this narrow label" },
        labelFrame: CGRect(x: 10, y: 10, width: 150, height: 40))
      let ink = image.boundingBox(where: Self.isInk(image))
      #expect(ink.map { $0.maxX <= 160 } == true, "truncated inside the label")
      #expect(ink.map { $0.maxX >= 140 } == true, "the ellipsis reaches the right edge")
      assertSnapshot(image, named: "truncated-tail")
    }
  }

  @Test func labelAtScale2MatchesScale1() {
    withCairoRenderer { renderer in
      let configure: (Label) -> Void = {
        $0.text = "Same at 2x"
        $0.sizeToFitText()
      }
      let one = render(
        with: renderer, configure, labelFrame: CGRect(x: 10, y: 10, width: 0, height: 0))
      let two = render(
        with: renderer, configure, labelFrame: CGRect(x: 10, y: 10, width: 0, height: 0), scale: 2)
      let inkOne = one.boundingBox(where: Self.isInk(one))!
      let inkTwo = two.boundingBox(where: Self.isInk(two))!
      #expect(abs(inkTwo.minX - 2 * inkOne.minX) <= 2)
      #expect(abs(inkTwo.maxX - 2 * inkOne.maxX) <= 2, "text width scales exactly: hinting doesn't change metrics")
      #expect(abs(inkTwo.maxY - 2 * inkOne.maxY) <= 2)
      assertSnapshot(two, named: "same-at-2x@2x")
    }
  }
}

extension Label {
  /// Sizes the label to its text (`sizeToFit()`).
  fileprivate func sizeToFitText() {
    let size = sizeThatFits(CGSize(width: 0, height: 0))
    frame = CGRect(origin: frame.origin, size: size)
  }
}
