import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// Each alignment across each axis: three views of intrinsic lengths 40, 60 and 50 along the axis (150,
/// plus two gaps of 10: the stack's 170 exactly) and 20, 30 and 10 across it, in a stack 100 across.
@MainActor
@Suite("StackView alignments")
struct StackViewAlignmentTests {
  /// Lays the views out with an alignment; returns their frames, vertical ones transposed to read as
  /// horizontal ones.
  func frames(_ alignment: StackView.Alignment, _ axis: LayoutConstraint.Axis) -> [CGRect] {
    let horizontal = axis == .horizontal
    let arranged =
      horizontal
      ? [SizedView(40, 20), SizedView(60, 30), SizedView(50, 10)]
      : [SizedView(20, 40), SizedView(30, 60), SizedView(10, 50)]
    let frame = horizontal ? CGRect(x: 0, y: 0, width: 170, height: 100) : CGRect(x: 0, y: 0, width: 100, height: 170)
    let (root, stack) = makeStack(arranged, axis: axis, frame: frame)
    stack.alignment = alignment
    stack.spacing = 10
    root.layoutIfNeeded()
    return arranged.map {
      horizontal ? $0.frame : CGRect(x: $0.frame.minY, y: $0.frame.minX, width: $0.frame.height, height: $0.frame.width)
    }
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func fillStretchesAcross(_ axis: LayoutConstraint.Axis) {
    #expect(
      frames(.fill, axis) == [
        CGRect(x: 0, y: 0, width: 40, height: 100),  // across: the stack's 100
        CGRect(x: 50, y: 0, width: 60, height: 100),  // 40 + 10
        CGRect(x: 120, y: 0, width: 50, height: 100),  // 110 + 10
      ])
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func leadingAndTopMeetTheStart(_ axis: LayoutConstraint.Axis) {
    let expected = [
      CGRect(x: 0, y: 0, width: 40, height: 20),  // intrinsic 20 across, at 0
      CGRect(x: 50, y: 0, width: 60, height: 30),
      CGRect(x: 120, y: 0, width: 50, height: 10),
    ]
    #expect(frames(.leading, axis) == expected)
    #expect(frames(.top, axis) == expected)  // .top is .leading
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func centerCentresAcross(_ axis: LayoutConstraint.Axis) {
    #expect(
      frames(.center, axis) == [
        CGRect(x: 0, y: 40, width: 40, height: 20),  // (100 − 20) / 2 = 40
        CGRect(x: 50, y: 35, width: 60, height: 30),  // (100 − 30) / 2 = 35
        CGRect(x: 120, y: 45, width: 50, height: 10),  // (100 − 10) / 2 = 45
      ])
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func trailingAndBottomMeetTheEnd(_ axis: LayoutConstraint.Axis) {
    let expected = [
      CGRect(x: 0, y: 80, width: 40, height: 20),  // 100 − 20
      CGRect(x: 50, y: 70, width: 60, height: 30),  // 100 − 30
      CGRect(x: 120, y: 90, width: 50, height: 10),  // 100 − 10
    ]
    #expect(frames(.trailing, axis) == expected)
    #expect(frames(.bottom, axis) == expected)  // .bottom is .trailing
  }

  @Test func aStackWithoutASizeAcrossTakesItsTallestView() {
    let arranged = [SizedView(40, 20), SizedView(60, 30), SizedView(50, 10)]
    let (root, stack) = makeFloatingStack(arranged, at: CGPoint(x: 10, y: 20))
    stack.alignment = .center
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 10, y: 20, width: 170, height: 30))  // 150 + 2 × 10; the tallest, 30
    #expect(arranged[0].frame == CGRect(x: 0, y: 5, width: 40, height: 20))  // (30 − 20) / 2 = 5
    #expect(arranged[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))
    #expect(arranged[2].frame == CGRect(x: 120, y: 10, width: 50, height: 10))  // (30 − 10) / 2 = 10
  }

  @Test func fillWithoutASizeAcrossTakesItsTallestView() {
    let arranged = [SizedView(40, 20), SizedView(60, 30)]
    let (root, stack) = makeFloatingStack(arranged)
    root.layoutIfNeeded()
    // The 20-high view stretches (hugging 250) rather than the 30-high one shrinking (resistance 750).
    #expect(stack.frame == CGRect(x: 0, y: 0, width: 100, height: 30))
    #expect(arranged[0].frame == CGRect(x: 0, y: 0, width: 40, height: 30))
    #expect(arranged[1].frame == CGRect(x: 40, y: 0, width: 60, height: 30))  // spacing 0 by default
  }
}
