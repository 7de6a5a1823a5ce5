import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// Labels in stack views: hugging against compression resistance, proportional shares of their text's
/// widths, and baseline alignment of different fonts. The approximate text system gives an advance of
/// 0.6 em, a line of 1.2 em and an ascender of 0.95 em. Views off screen have the main screen's scale, 1, so
/// solved edges are rounded to whole points, as UIKit rounds them to pixels.
@MainActor
@Suite("StackView with labels")
struct StackViewTextTests {
  func label(_ text: String, size: CGFloat = 10) -> Label {
    let label = Label()
    label.font = .systemFont(ofSize: size)
    label.text = text
    return label
  }

  @Test func theLabelThatResistsLeastShrinksAndTheOneThatHugsLeastGrows() {
    TextSystems.current = ApproximateTextSystem()
    let first = label("aaaaaaaaaa")  // 10 × 6 = 60 by 12
    let second = label("bbbbbbbbbb")  // 60 by 12
    second.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    first.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let (root, stack) = makeStack([first, second], frame: CGRect(x: 0, y: 0, width: 100, height: 12))
    root.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 0, y: 0, width: 60, height: 12))  // resists at 750: keeps 60
    #expect(second.frame == CGRect(x: 60, y: 0, width: 40, height: 12))  // resists at 749: 100 − 60

    stack.frame = CGRect(x: 0, y: 0, width: 150, height: 12)
    root.layoutIfNeeded()
    #expect(first.frame == CGRect(x: 0, y: 0, width: 90, height: 12))  // hugs at 249: 60 + 30
    #expect(second.frame == CGRect(x: 90, y: 0, width: 60, height: 12))  // hugs at 250: keeps 60
  }

  @Test func fillProportionallySharesByTextWidth() {
    TextSystems.current = ApproximateTextSystem()
    let short = label("aaa")  // 3 × 6 = 18
    let long = label("bbbbbbbbb")  // 9 × 6 = 54
    let (root, stack) = makeStack([short, long], frame: CGRect(x: 0, y: 0, width: 154, height: 12))
    stack.distribution = .fillProportionally
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(short.frame == CGRect(x: 0, y: 0, width: 36, height: 12))  // (154 − 10) × 18/72 = 36
    #expect(long.frame == CGRect(x: 46, y: 0, width: 108, height: 12))  // 144 × 54/72 = 108, at 36 + 10

    short.text = "aaaaaaaaa"  // now 54 as well
    root.layoutIfNeeded()
    #expect(short.frame == CGRect(x: 0, y: 0, width: 72, height: 12))  // 144 × 54/108 = 72
    #expect(long.frame == CGRect(x: 82, y: 0, width: 72, height: 12))  // at 72 + 10
  }

  @Test func firstBaselinesOfDifferentFontsLineUp() {
    TextSystems.current = ApproximateTextSystem()
    let small = label("ab", size: 10)  // 12 × 12, baseline 9.5 below its top
    let large = label("ab", size: 20)  // 24 × 24, baseline 19 below its top
    let (root, stack) = makeFloatingStack([small, large])
    stack.alignment = .firstBaseline
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(large.frame == CGRect(x: 22, y: 0, width: 24, height: 24))  // reaches highest: at the top
    #expect(small.frame == CGRect(x: 0, y: 10, width: 12, height: 12))  // 19 − 9.5 = 9.5, rounded at scale 1
    #expect(stack.frame.size == CGSize(width: 46, height: 24))  // 12 + 10 + 24; max(9.5 + 12, 24)
  }

  @Test func lastBaselinesOfDifferentFontsLineUp() {
    TextSystems.current = ApproximateTextSystem()
    let twoLines = label("ab\ncd", size: 10)  // 12 × 24; last baseline 12 + 9.5 = 21.5 below its top
    twoLines.numberOfLines = 0
    let large = label("ab", size: 20)  // 24 × 24, baseline 19
    let (root, stack) = makeFloatingStack([twoLines, large])
    stack.alignment = .lastBaseline
    root.layoutIfNeeded()
    #expect(twoLines.frame == CGRect(x: 0, y: 0, width: 12, height: 24))  // reaches highest
    #expect(large.frame == CGRect(x: 12, y: 3, width: 24, height: 24))  // 21.5 − 19 = 2.5, rounded at scale 1
    #expect(stack.frame.size == CGSize(width: 36, height: 27))  // 2.5 + 24 = 26.5, rounded
  }

  @Test func baselineRelativeArrangementSpacesBaselines() {
    TextSystems.current = ApproximateTextSystem()
    let upper = label("ab", size: 20)  // 24 high, baseline 19
    let lower = label("cd", size: 10)  // 12 high, baseline 9.5
    let (root, stack) = makeFloatingStack([upper, lower], axis: .vertical)
    stack.alignment = .leading
    stack.spacing = 20
    stack.isBaselineRelativeArrangement = true
    root.layoutIfNeeded()
    #expect(upper.frame == CGRect(x: 0, y: 0, width: 24, height: 24))
    #expect(lower.frame == CGRect(x: 0, y: 30, width: 12, height: 12))  // baseline 19 + 20 = 39, less 9.5: 29.5, rounded
  }
}
