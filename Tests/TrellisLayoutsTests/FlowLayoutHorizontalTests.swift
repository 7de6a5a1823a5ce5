import Foundation
import Testing
import Trellis

/// Horizontal scrolling: lines are columns filled top to bottom, D is the height, headers are columns.
@MainActor
@Suite("FlowLayout horizontal: columns, justification down, headers and footers as columns")
struct FlowLayoutHorizontalTests {
  init() { Application.shared.reset() }

  @Test func uniformColumnsWithHeaderAndFooterColumns() {
    // D = 330 (height), insets top/bottom 10 → A = 310; w = h = 50, s = 10: N = floor(320 / 60) = 5,
    // gap = (310 − 250) / 4 = 15 → y = 10, 75, 140, 205, 270; the last column (items 5, 6) on the grid.
    // Header: only its width counts (30): (0, 0, 30, 330). Items start at x = 30 + left inset 5 = 35;
    // column 1 at 35 + 50 + 10 = 95. Items end at 145; footer at 145 + right inset 5 = 150: (150, 0, 20, 330).
    // Content = (170, 330).
    let fixture = FlowFixture(size: CGSize(width: 200, height: 330), counts: [7]) {
      $0.scrollDirection = .horizontal
      $0.sectionInset = EdgeInsets(top: 10, left: 5, bottom: 10, right: 5)
      $0.headerReferenceSize = CGSize(width: 30, height: 999)
      $0.footerReferenceSize = CGSize(width: 20, height: 999)
    }
    #expect(
      fixture.frames() == [
        rect(35, 10, 50, 50), rect(35, 75, 50, 50), rect(35, 140, 50, 50), rect(35, 205, 50, 50),
        rect(35, 270, 50, 50), rect(95, 10, 50, 50), rect(95, 75, 50, 50),
      ])
    #expect(fixture.header(0) == rect(0, 0, 30, 330))
    #expect(fixture.footer(0) == rect(150, 0, 20, 330))
    #expect(fixture.contentSize == CGSize(width: 170, height: 330))
  }

  @Test func variableColumnsJustifyDownAndCentreAcross() {
    // D = 300 (height), s = 10, line spacing 10. Column 0: 100 + 10 + 80 + 10 + 90 = 290; + 10 + 150 > 300
    // → {0, 1, 2}, complete: gap = (300 − 270) / 2 = 15 → y = 0, 115, 210. Thickest 60, items centred across:
    // x = (60 − 40) / 2 = 10, 0, (60 − 20) / 2 = 20.
    // Column 1 at x = 60 + 10 = 70: 150 + 10 + 140 = 300 fits exactly → {3, 4}, last: top-aligned with the
    // minimum spacing → y = 0, 160. Thickest 50: x = 70 + 10 = 80, 70. Content = (70 + 50, 300) = (120, 300).
    let sizes = [
      CGSize(width: 40, height: 100), CGSize(width: 60, height: 80), CGSize(width: 20, height: 90),
      CGSize(width: 30, height: 150), CGSize(width: 50, height: 140),
    ]
    let delegate = SizeDelegate { sizes[$0.item] }
    let fixture = FlowFixture(size: CGSize(width: 300, height: 300), counts: [5], delegate: delegate) {
      $0.scrollDirection = .horizontal
    }
    #expect(
      fixture.frames() == [
        rect(10, 0, 40, 100), rect(0, 115, 60, 80), rect(20, 210, 20, 90),
        rect(80, 0, 30, 150), rect(70, 160, 50, 140),
      ])
    #expect(fixture.contentSize == CGSize(width: 120, height: 300))
  }

  @Test func aLoneItemInAColumnIsCentredVertically() {
    // D = 100, insets top 0 bottom 30 → A = 70; h = 60, s = 10: N = floor(80 / 70) = 1 → every column holds
    // one item, centred in D: y = (100 − 60) / 2 = 20. Columns at x = 0, 50 + 10 = 60, 120.
    let fixture = FlowFixture(size: CGSize(width: 300, height: 100), counts: [3]) {
      $0.scrollDirection = .horizontal
      $0.itemSize = CGSize(width: 50, height: 60)
      $0.sectionInset = EdgeInsets(top: 0, left: 0, bottom: 30, right: 0)
    }
    #expect(fixture.frames() == [rect(0, 20, 50, 60), rect(60, 20, 50, 60), rect(120, 20, 50, 60)])
    #expect(fixture.contentSize == CGSize(width: 170, height: 100))
  }
}
