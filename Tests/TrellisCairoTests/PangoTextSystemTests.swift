import Foundation
import Testing
import Trellis
import TrellisCairo

@MainActor @Suite struct PangoTextSystemTests {
  private let text = PangoTextSystem.shared
  private let font = Font.systemFont(ofSize: 17)

  @Test func rendererInstallsPangoTextSystem() {
    withCairoRenderer { _ in
      #expect(TextSystems.current === PangoTextSystem.shared)
    }
  }

  @Test func knownSizesAreStable() {
    // DejaVu Sans at 17 pt with metric hinting off; these figures change only with the font.
    let dump = ["Hello", "Hello, world", "Trellis collection view", "iiii", "WWWW"].map { string in
      let size = text.size(of: TextBlock(string, font: font), maxWidth: nil)
      return "\(string): \(Int(size.width))×\(Int(size.height))"
    }.joined(separator: "\n")
    #expect(
      dump == """
        Hello: 43×20
        Hello, world: 100×20
        Trellis collection view: 179×20
        iiii: 20×20
        WWWW: 68×20
        """)
  }

  @Test func widthGrowsWithLength() {
    var previous: CGFloat = 0
    for count in 1...12 {
      let width = text.size(of: TextBlock(String(repeating: "ab", count: count), font: font), maxWidth: nil).width
      #expect(width > previous)
      previous = width
    }
  }

  @Test func metricsAreConsistent() {
    let metrics = text.metrics(of: font)
    #expect(metrics.ascender > 0 && metrics.descender < 0)
    #expect(abs(metrics.ascender - metrics.descender - metrics.lineHeight) < 0.01)
    #expect(metrics.lineHeight > 17 && metrics.lineHeight < 22)
    #expect(text.size(of: TextBlock("Hg", font: font), maxWidth: nil).height == metrics.lineHeight.rounded(.up))
  }

  @Test func multiLineHeightIsLinesTimesLineHeight() {
    let lineHeight = text.metrics(of: font).lineHeight
    for lines in 1...5 {
      let string = (1...lines).map { "Line \($0)" }.joined(separator: "\n")
      let size = text.size(of: TextBlock(string, font: font, numberOfLines: 0), maxWidth: 300)
      #expect(size.height == (CGFloat(lines) * lineHeight).rounded(.up), "\(lines) lines")
    }
  }

  @Test func numberOfLinesLimitsWrappedText() {
    let long = String(repeating: "word ", count: 60)
    let lineHeight = text.metrics(of: font).lineHeight
    let two = text.size(of: TextBlock(long, font: font, numberOfLines: 2), maxWidth: 120)
    let unlimited = text.size(of: TextBlock(long, font: font, numberOfLines: 0), maxWidth: 120)
    #expect(two.height == (2 * lineHeight).rounded(.up))
    #expect(unlimited.height > 10 * lineHeight)
    #expect(two.width <= 120 && unlimited.width <= 120)
  }

  @Test func boldIsWiderThanRegular() {
    let regular = text.size(of: TextBlock("Bold text", font: font), maxWidth: nil)
    let bold = text.size(of: TextBlock("Bold text", font: .boldSystemFont(ofSize: 17)), maxWidth: nil)
    #expect(bold.width > regular.width)
  }

  @Test func sizeIsProportionalToPointSize() {
    let small = text.size(of: TextBlock("Proportional", font: .systemFont(ofSize: 10)), maxWidth: nil)
    let large = text.size(of: TextBlock("Proportional", font: .systemFont(ofSize: 40)), maxWidth: nil)
    #expect(abs(large.width - 4 * small.width) <= 4)
  }

  @Test func layoutsAreCachedAcrossColoursAndCalls() {
    let block = TextBlock("Cached layout \(#line)", font: font)
    _ = text.size(of: block, maxWidth: nil)
    let shaped = text.shapedLayoutCount
    var red = block
    red.color = .red
    _ = text.size(of: block, maxWidth: nil)
    _ = text.size(of: red, maxWidth: nil)
    #expect(text.shapedLayoutCount == shaped)
  }

  @Test func emptyStringHasZeroSize() {
    #expect(text.size(of: TextBlock("", font: font), maxWidth: 100) == .zero)
  }
}
