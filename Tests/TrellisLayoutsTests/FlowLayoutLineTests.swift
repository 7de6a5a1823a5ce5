import Foundation
import Testing
import Trellis
import TrellisTesting

/// Line breaking and placement, vertical scrolling: every expected number is worked out from
/// Documentation/Behaviour.md#flow in the comments, not copied from the implementation.
@MainActor
@Suite("FlowLayout lines: breaking, justification, centring, alignment of the last line")
struct FlowLayoutLineTests {
  init() { Application.shared.reset() }

  @Test func uniformCompleteLinesAreJustifiedAndTheLastLineStaysOnTheGrid() {
    // D = 330, sectionInset left/right 10 → A = 310. w = 50, s = 10: N = floor((310 + 10) / 60) = 5.
    // gap = (310 − 5·50) / 4 = 15 → x = 10, 75, 140, 205, 270 (270 + 50 = 320 = D − 10: flush).
    // 7 items: the last line (items 5, 6) is on the same grid: x = 10, 75 (not 10, 70).
    // y: top inset 5 → line 0 at 5, line 1 at 5 + 50 + 10 = 65. Height = 5 + 50 + 10 + 50 + 5 = 120.
    let fixture = FlowFixture(size: CGSize(width: 330, height: 480), counts: [7]) {
      $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    }
    #expect(
      fixture.frames() == [
        rect(10, 5, 50, 50), rect(75, 5, 50, 50), rect(140, 5, 50, 50), rect(205, 5, 50, 50),
        rect(270, 5, 50, 50), rect(10, 65, 50, 50), rect(75, 65, 50, 50),
      ])
    #expect(fixture.contentSize == CGSize(width: 330, height: 120))
  }

  @Test func uniformItemsAloneOnTheirLinesAreCentredInTheWholeWidth() {
    // D = 100, insets left 0 right 30 → A = 70; w = 60, s = 10: N = floor(80 / 70) = 1. Every line holds
    // one item, so every line is complete and its item centred in D (insets ignored): x = (100 − 60) / 2 = 20.
    // y = 0, 40 + 10 = 50, 100; height = 3·40 + 2·10 = 140.
    let fixture = FlowFixture(size: CGSize(width: 100, height: 300), counts: [3]) {
      $0.itemSize = CGSize(width: 60, height: 40)
      $0.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 0, right: 30)
    }
    #expect(fixture.frames() == [rect(20, 0, 60, 40), rect(20, 50, 60, 40), rect(20, 100, 60, 40)])
    #expect(fixture.contentSize == CGSize(width: 100, height: 140))
  }

  @Test func aSectionOfOneItemCentresIt() {
    // One item: its only line holds one item, so it is complete and centred: x = (320 − 50) / 2 = 135.
    let fixture = FlowFixture(size: CGSize(width: 320, height: 480), counts: [1])
    #expect(fixture.frames() == [rect(135, 0, 50, 50)])
  }

  @Test func variableSizesJustifyCompleteLinesCentreVerticallyAndLeftAlignTheLastLine() {
    // D = A = 300, s = 10, line spacing 10. Greedy:
    //   line 0: 100 + 10 + 80 + 10 + 90 = 290 ≤ 300; + 10 + 120 > 300 → {0, 1, 2}, Σw = 270.
    //   line 1: 120 + 10 + 150 = 280; + 10 + 50 > 300 → {3, 4}, Σw = 270.
    //   line 2: 50 + 10 + 60 = 120 → {5, 6}, the last line: incomplete.
    // Line 0 complete: gap = (300 − 270) / 2 = 15 → x = 0, 115, 210. Tallest 60 at y = 0; centred:
    //   item 0 (h 40) y = 10, item 1 (h 60) y = 0, item 2 (h 20) y = 20.
    // Line 1: origin 0 + 60 + 10 = 70; gap = (300 − 270) / 1 = 30 → x = 0, 150. Tallest 50:
    //   item 3 (h 30) y = 80, item 4 y = 70.
    // Line 2: origin 70 + 50 + 10 = 130; left-aligned, minimum spacing → x = 0, 60. Tallest 20:
    //   item 5 (h 10) y = 135, item 6 y = 130. Height = 130 + 20 = 150.
    let sizes = [
      CGSize(width: 100, height: 40), CGSize(width: 80, height: 60), CGSize(width: 90, height: 20),
      CGSize(width: 120, height: 30), CGSize(width: 150, height: 50), CGSize(width: 50, height: 10),
      CGSize(width: 60, height: 20),
    ]
    let delegate = SizeDelegate { sizes[$0.item] }
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [7], delegate: delegate)
    #expect(
      fixture.frames() == [
        rect(0, 10, 100, 40), rect(115, 0, 80, 60), rect(210, 20, 90, 20),
        rect(0, 80, 120, 30), rect(150, 70, 150, 50),
        rect(0, 135, 50, 10), rect(60, 130, 60, 20),
      ])
    #expect(fixture.contentSize == CGSize(width: 300, height: 150))
  }

  @Test func variableLoneItemOnACompleteLineIsCentredButTheIncompleteLastLineIsNot() {
    // D = 300, s = 10: line 0: 200; + 10 + 150 > 300 → {0}, complete, centred: x = (300 − 200) / 2 = 50.
    // line 1: 150 + 10 + 100 = 260 → {1, 2}, last and not every line holds one item: incomplete, x = 0, 160.
    // y: 0 and 30 + 10 = 40.
    let widths: [CGFloat] = [200, 150, 100]
    let delegate = SizeDelegate { CGSize(width: widths[$0.item], height: 30) }
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [3], delegate: delegate)
    #expect(fixture.frames() == [rect(50, 0, 200, 30), rect(0, 40, 150, 30), rect(160, 40, 100, 30)])
  }

  @Test func whenEveryLineHoldsOneItemTheLastLineIsCompleteAndCentredToo() {
    // Same widths, insets left 20 right 40 → A = 240, D = 300. 200 + 10 + 150 > 240 → {0};
    // 150 + 10 + 100 = 260 > 240 → {1}; {2}. Every line holds one item, so all three are centred in D:
    // x = (300 − 200) / 2 = 50, (300 − 150) / 2 = 75, (300 − 100) / 2 = 100. y = 0, 40, 80.
    let widths: [CGFloat] = [200, 150, 100]
    let delegate = SizeDelegate { CGSize(width: widths[$0.item], height: 30) }
    let fixture = FlowFixture(size: CGSize(width: 300, height: 400), counts: [3], delegate: delegate) {
      $0.sectionInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 40)
    }
    #expect(fixture.frames() == [rect(50, 0, 200, 30), rect(75, 40, 150, 30), rect(100, 80, 100, 30)])
  }

  @Test func aDelegateAnsweringOneSizeGetsTheUniformGrid() {
    // As the first test but sizes from the delegate, all 50×50: the section is uniform, so the incomplete
    // last line stays on the grid (x = 10, 75), where variable sizes would give 10, 70.
    let delegate = SizeDelegate { _ in CGSize(width: 50, height: 50) }
    let fixture = FlowFixture(size: CGSize(width: 330, height: 480), counts: [7], delegate: delegate) {
      $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    }
    #expect(fixture.frames()[5...] == [rect(10, 65, 50, 50), rect(75, 65, 50, 50)])
    #expect(fixture.layout.storageByteCount < 1024)
  }

  @Test(arguments: [0, 6])
  func oneSizeDifferingOnlyInHeightMakesTheSectionVariable(oddItem: Int) {
    // As above, but one item (the first or the last) is 50×51: the sizes are not all equal, so the incomplete
    // last line starts at the leading inset with the minimum spacing (x = 10, 70), not on the grid (10, 75).
    let delegate = SizeDelegate { CGSize(width: 50, height: $0.item == oddItem ? 51 : 50) }
    let fixture = FlowFixture(size: CGSize(width: 330, height: 480), counts: [7], delegate: delegate) {
      $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
    }
    #expect(fixture.frames()[5...].map(\.minX) == [10, 70])
    #expect(fixture.frame(oddItem)?.size == CGSize(width: 50, height: 51))
  }

  @Test func itemsOfAThirdOfTheWidthFillALine() {
    // D = 100, s = 0, w = 100/3 = 33.333333333333336 in binary: 3·w = 100.00000000000001 > 100, and
    // (100 + 0) / w = 2.9999999999999996 — strictly, only two fit. The fit tolerance (1/1024 pt) puts three
    // on the line, as the width suggests: N = 3, gap = (100 − 3w) / 2 ≈ 0 → x = 0, 33.33, 66.67, rounded to
    // pixels at scale 1 → 0, 33, 67.
    let fixture = FlowFixture(size: CGSize(width: 100, height: 100), counts: [3]) {
      $0.itemSize = CGSize(width: 100.0 / 3, height: 10)
      $0.minimumInteritemSpacing = 0
    }
    #expect(fixture.frames().map(\.minX) == [0, 33, 67])
    #expect(fixture.frames().map(\.minY) == [0, 0, 0])
  }

  @Test func positionsAreRoundedToThePixelGridOfTheScreen() {
    // D = 100, w = 23, s = 2: N = floor(102 / 25) = 4, gap = (100 − 92) / 3 = 2.666…:
    // exact x = 0, 25.667, 51.333, 77. At scale 1 → 0, 26, 51, 77; at scale 2 → 0, 25.5, 51.5, 77.
    func columns(scale: CGFloat) -> [CGFloat] {
      Application.shared.launch(host: HeadlessHost(size: CGSize(width: 100, height: 100), scale: scale), delegate: nil)
      defer { Application.shared.reset() }
      let fixture = FlowFixture(size: CGSize(width: 100, height: 100), counts: [4]) {
        $0.itemSize = CGSize(width: 23, height: 23)
        $0.minimumInteritemSpacing = 2
      }
      return fixture.frames().map(\.minX)
    }
    #expect(columns(scale: 1) == [0, 26, 51, 77])
    #expect(columns(scale: 2) == [0, 25.5, 51.5, 77])
  }
}
