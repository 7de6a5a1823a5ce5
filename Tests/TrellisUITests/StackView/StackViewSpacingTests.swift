import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// Spacing, custom spacing after one view, the system spacing, and the layout margins.
@MainActor
@Suite("StackView spacing and margins")
struct StackViewSpacingTests {
  @Test func customSpacingReplacesSpacingAfterOneView() {
    let arranged = [SizedView(40, 30), SizedView(60, 30), SizedView(50, 30)]
    let (root, stack) = makeFloatingStack(arranged)
    stack.spacing = 10
    stack.setCustomSpacing(20, after: arranged[0])
    root.layoutIfNeeded()
    #expect(stack.customSpacing(after: arranged[0]) == 20)
    #expect(stack.customSpacing(after: arranged[1]) == StackView.spacingUseDefault)
    #expect(arranged[1].frame == CGRect(x: 60, y: 0, width: 60, height: 30))  // 40 + 20 (custom)
    #expect(arranged[2].frame == CGRect(x: 130, y: 0, width: 50, height: 30))  // 120 + 10 (spacing)
    #expect(stack.frame.size == CGSize(width: 180, height: 30))  // 150 + 20 + 10

    stack.setCustomSpacing(StackView.spacingUseSystem, after: arranged[1])
    root.layoutIfNeeded()
    #expect(arranged[2].frame == CGRect(x: 128, y: 0, width: 50, height: 30))  // 120 + 8 (the system spacing)

    stack.setCustomSpacing(StackView.spacingUseDefault, after: arranged[0])
    root.layoutIfNeeded()
    #expect(stack.customSpacing(after: arranged[0]) == StackView.spacingUseDefault)
    #expect(arranged[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))  // 40 + 10 again
    #expect(arranged[2].frame == CGRect(x: 118, y: 0, width: 50, height: 30))  // 110 + 8
  }

  @Test func spacingUseSystemAsTheStacksSpacing() {
    let arranged = [SizedView(40, 30), SizedView(60, 30)]
    let (root, stack) = makeFloatingStack(arranged)
    stack.spacing = StackView.spacingUseSystem
    root.layoutIfNeeded()
    #expect(arranged[1].frame == CGRect(x: 48, y: 0, width: 60, height: 30))  // 40 + 8
  }

  @Test func changingTheAxisRemakesTheArrangement() {
    let arranged = [SizedView(40, 30), SizedView(60, 30)]
    let (root, stack) = makeFloatingStack(arranged)
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(arranged[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))  // 40 + 10
    stack.axis = .vertical
    root.layoutIfNeeded()
    #expect(arranged[0].frame == CGRect(x: 0, y: 0, width: 60, height: 30))  // fill across: the widest, 60
    #expect(arranged[1].frame == CGRect(x: 0, y: 40, width: 60, height: 30))  // 30 + 10
    #expect(stack.frame.size == CGSize(width: 60, height: 70))
    #expect(stack.arrangementConstraints.allSatisfy { $0.isActive })
  }

  @Test func negativeSpacingOverlaps() {
    let arranged = [SizedView(40, 30), SizedView(60, 30)]
    let (root, stack) = makeFloatingStack(arranged)
    stack.spacing = -10
    root.layoutIfNeeded()
    #expect(arranged[1].frame == CGRect(x: 30, y: 0, width: 60, height: 30))  // 40 − 10
    #expect(stack.frame.size == CGSize(width: 90, height: 30))  // 100 − 10
  }

  @Test func marginsRelativeArrangementLaysOutInsideTheMargins() {
    let arranged = [SizedView(40, 20), SizedView(60, 30), SizedView(50, 10)]
    arranged[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
    let (root, stack) = makeStack(arranged, frame: CGRect(x: 0, y: 0, width: 190, height: 110))
    stack.spacing = 10
    stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
    stack.isLayoutMarginsRelativeArrangement = true
    root.layoutIfNeeded()
    #expect(arranged[0].frame == CGRect(x: 10, y: 5, width: 40, height: 100))  // margins 10 and 5; 110 − 10
    #expect(arranged[1].frame == CGRect(x: 60, y: 5, width: 60, height: 100))  // 190 − 20 = 170: no stretch
    #expect(arranged[2].frame == CGRect(x: 130, y: 5, width: 50, height: 100))  // ends at 180 = 190 − 10

    stack.isLayoutMarginsRelativeArrangement = false
    root.layoutIfNeeded()
    #expect(arranged[0].frame == CGRect(x: 0, y: 0, width: 40, height: 110))  // the bounds again
    #expect(arranged[1].frame == CGRect(x: 50, y: 0, width: 80, height: 110))  // hugs least: 60 + 20
    #expect(arranged[2].frame == CGRect(x: 140, y: 0, width: 50, height: 110))
  }

  @Test func misuseIsRefusedAndReported() {
    let arranged = [SizedView(40, 30), SizedView(60, 30)]
    let (root, stack) = makeFloatingStack(arranged)
    stack.spacing = 10
    root.layoutIfNeeded()
    var reports: [String] = []
    AutoLayoutLog.handler = { reports.append($0) }
    defer { AutoLayoutLog.handler = AutoLayoutLog.defaultHandler }
    let stranger = View()
    stack.setCustomSpacing(5, after: stranger)
    #expect(stack.lastArrangementError == .notArranged(view: stranger.description))
    #expect(
      stack.lastArrangementError?.description
        == "setCustomSpacing(_:after:): <View frame=(0, 0, 0, 0)> is not an arranged subview; spacing not set")
    stack.spacing = .nan
    #expect(stack.spacing == 10)
    #expect(stack.lastArrangementError?.description == "spacing: refused non-finite value nan; kept 10.0")
    stack.insertArrangedSubview(SizedView(1, 1), at: 3)
    #expect(
      stack.lastArrangementError?.description
        == "insertArrangedSubview(_:at:): index 3 beyond bounds 0...2; the view was not inserted")
    #expect(stack.arrangedSubviews.count == 2)
    stack.insertArrangedSubview(root, at: 0)
    #expect(stack.lastArrangementError == .arrangedAncestor(view: root.description))
    #expect(reports.count == 4)
    #expect(
      reports.first
        == "StackView: setCustomSpacing(_:after:): <View frame=(0, 0, 0, 0)> is not an arranged subview; spacing not set"
    )
    root.layoutIfNeeded()
    #expect(arranged[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))  // unchanged: 40 + 10
  }
}
