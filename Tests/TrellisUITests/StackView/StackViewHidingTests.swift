import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// Hidden arranged views collapse along the axis and take their gap with them; showing them restores
/// both; inside an animation block the collapse animates.
@MainActor
@Suite("StackView hiding arranged views")
struct StackViewHidingTests {
  @Test func hiddenViewCollapsesAndItsGapGoes() {
    let arranged = [SizedView(40, 20), SizedView(60, 30), SizedView(50, 10)]
    let (root, stack) = makeFloatingStack(arranged)
    stack.spacing = 10
    stack.alignment = .top
    root.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 170, height: 30))  // 150 + 2 × 10; tallest 30

    arranged[1].isHidden = true
    root.layoutIfNeeded()
    #expect(arranged[0].frame == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(arranged[1].frame == CGRect(x: 40, y: 0, width: 0, height: 30))  // zero long, where it stood
    #expect(arranged[2].frame == CGRect(x: 50, y: 0, width: 50, height: 10))  // 40 + one gap of 10
    #expect(stack.frame.size == CGSize(width: 100, height: 20))  // 40 + 10 + 50; the hidden 30 no longer counts
    #expect(identifierCounts(stack)["UISV-hiding"] == 1)

    arranged[1].isHidden = false
    root.layoutIfNeeded()
    #expect(arranged[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))
    #expect(arranged[2].frame == CGRect(x: 120, y: 0, width: 50, height: 10))
    #expect(stack.frame.size == CGSize(width: 170, height: 30))
    #expect(identifierCounts(stack)["UISV-hiding"] == nil)
  }

  @Test func hidingAViewWithARequiredLengthConflictsAsInUIKit() {
    let arranged = [SizedView(40, 30), View(), SizedView(50, 30)]
    arranged[1].translatesAutoresizingMaskIntoConstraints = false
    let width = arranged[1].widthAnchor.constraint(equalToConstant: 60)
    width.isActive = true
    let (root, stack) = makeFloatingStack(arranged)
    root.layoutIfNeeded()
    #expect(stack.frame.size == CGSize(width: 150, height: 30))  // 40 + 60 + 50
    var reports: [String] = []
    AutoLayoutLog.handler = { reports.append($0) }
    defer { AutoLayoutLog.handler = AutoLayoutLog.defaultHandler }
    arranged[1].isHidden = true
    root.layoutIfNeeded()
    // Both are required: the solver keeps the app's width (active first) and breaks the stack's zero width.
    #expect(reports.count == 1)
    let hiding = "'UISV-hiding' View:\(AutoLayoutNames.address(arranged[1])).width == 0   (active)>"
    #expect(reports.first?.contains("Will attempt to recover by breaking constraint \n<LayoutConstraint:") == true)
    #expect(reports.first?.hasSuffix(hiding + "\n") == true, "\(reports)")
    // The hidden view keeps its 60 (unseen), and the next one still follows the first: 40 + 0.
    #expect(arranged[1].frame.minX == 40 && arranged[1].frame.width == 60)  // its height is free: no check
    #expect(arranged[2].frame == CGRect(x: 40, y: 0, width: 50, height: 30))
    #expect(stack.frame.size == CGSize(width: 90, height: 30))  // 40 + 50
  }

  @Test func hiddenFirstViewCollapsesAtTheStart() {
    let arranged = [SizedView(40, 30), SizedView(60, 30), SizedView(50, 30)]
    let (root, stack) = makeFloatingStack(arranged, axis: .vertical)
    stack.spacing = 10
    arranged[0].isHidden = true
    root.layoutIfNeeded()
    #expect(arranged[0].frame.minY == 0 && arranged[0].frame.height == 0)
    #expect(arranged[1].frame == CGRect(x: 0, y: 0, width: 60, height: 30))  // fill: the widest shown, 60
    #expect(arranged[2].frame == CGRect(x: 0, y: 40, width: 60, height: 30))  // 30 + 10
    #expect(stack.frame.size == CGSize(width: 60, height: 70))
  }

  @Test func hidingInsideAnAnimationBlockAnimatesTheCollapse() {
    let arranged = [SizedView(40, 30), SizedView(60, 30), SizedView(50, 30)]
    let (root, stack) = makeFloatingStack(arranged)
    let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400))  // only views on screen animate
    window.addSubview(root)
    stack.spacing = 10
    window.layoutIfNeeded()
    #expect(arranged[2].frame.minX == 120)

    View.animate(withDuration: 1, options: .curveLinear) { arranged[1].isHidden = true }
    #expect(arranged[2].frame.minX == 50)  // the model is final at once: 40 + 10
    #expect(arranged[2].presentation.frame.minX == 120)  // the screen starts where it was
    Application.shared.renderFrame(at: 0.5)
    #expect(arranged[2].presentation.frame.minX == 85)  // halfway: (120 + 50) / 2
    #expect(arranged[1].presentation.frame.width == 30)  // collapsing: (60 + 0) / 2
    #expect(stack.presentation.frame.width == 135)  // (170 + 100) / 2
    Application.shared.renderFrame(at: 1)
    #expect(arranged[2].presentation.frame.minX == 50)
    #expect(arranged[1].presentation.frame.width == 0)
    _ = window
  }
}
