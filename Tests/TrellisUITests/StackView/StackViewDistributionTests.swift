import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// Each distribution along each axis, in a stack placed by its frame: three views of intrinsic lengths
/// 40, 60 and 50 (150 in all) with `spacing` 10 (two gaps, 20).
@MainActor
@Suite("StackView distributions")
struct StackViewDistributionTests {
  /// Three views, 40 × 20, 60 × 30 and 50 × 10, or transposed for a vertical stack.
  func views(_ axis: LayoutConstraint.Axis) -> [SizedView] {
    axis == .horizontal
      ? [SizedView(40, 20), SizedView(60, 30), SizedView(50, 10)]
      : [SizedView(20, 40), SizedView(30, 60), SizedView(10, 50)]
  }

  /// Lays out a stack 320 long and 100 across with a distribution; returns the views' frames.
  func frames(_ distribution: StackView.Distribution, _ axis: LayoutConstraint.Axis) -> [CGRect] {
    let arranged = views(axis)
    // The middle view hugs least, so `.fill` stretches it.
    arranged[1].setContentHuggingPriority(.defaultLow - 1, for: axis)
    let frame =
      axis == .horizontal ? CGRect(x: 0, y: 0, width: 320, height: 100) : CGRect(x: 0, y: 0, width: 100, height: 320)
    let (root, stack) = makeStack(arranged, axis: axis, frame: frame)
    stack.distribution = distribution
    stack.spacing = 10
    root.layoutIfNeeded()
    return arranged.map { axis == .horizontal ? $0.frame : transposed($0.frame) }
  }

  /// A vertical frame read as the horizontal one it mirrors.
  func transposed(_ r: CGRect) -> CGRect { CGRect(x: r.minY, y: r.minX, width: r.height, height: r.width) }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func fillStretchesTheViewThatHugsLeast(_ axis: LayoutConstraint.Axis) {
    let f = frames(.fill, axis)
    #expect(f[0] == CGRect(x: 0, y: 0, width: 40, height: 100))  // intrinsic 40; across: fills 100
    #expect(f[1] == CGRect(x: 50, y: 0, width: 210, height: 100))  // 40 + 10; 60 + (320 − 170) = 210
    #expect(f[2] == CGRect(x: 270, y: 0, width: 50, height: 100))  // 50 + 210 + 10; ends at 320
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func fillEquallyGivesEachAThird(_ axis: LayoutConstraint.Axis) {
    let f = frames(.fillEqually, axis)
    #expect(f[0] == CGRect(x: 0, y: 0, width: 100, height: 100))  // (320 − 20) / 3 = 100
    #expect(f[1] == CGRect(x: 110, y: 0, width: 100, height: 100))  // 100 + 10
    #expect(f[2] == CGRect(x: 220, y: 0, width: 100, height: 100))  // 210 + 10
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func fillProportionallySharesByIntrinsicLength(_ axis: LayoutConstraint.Axis) {
    let f = frames(.fillProportionally, axis)
    #expect(f[0] == CGRect(x: 0, y: 0, width: 80, height: 100))  // 300 × 40/150 = 80
    #expect(f[1] == CGRect(x: 90, y: 0, width: 120, height: 100))  // 300 × 60/150 = 120, at 80 + 10
    #expect(f[2] == CGRect(x: 220, y: 0, width: 100, height: 100))  // 300 × 50/150 = 100, at 210 + 10
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func equalSpacingPadsTheGapsEvenly(_ axis: LayoutConstraint.Axis) {
    let f = frames(.equalSpacing, axis)
    #expect(f[0] == CGRect(x: 0, y: 0, width: 40, height: 100))  // intrinsic lengths kept
    #expect(f[1] == CGRect(x: 125, y: 0, width: 60, height: 100))  // gaps (320 − 150) / 2 = 85: 40 + 85
    #expect(f[2] == CGRect(x: 270, y: 0, width: 50, height: 100))  // 185 + 85
  }

  @Test(arguments: [LayoutConstraint.Axis.horizontal, .vertical])
  func equalCenteringSpacesTheCentres(_ axis: LayoutConstraint.Axis) {
    let f = frames(.equalCentering, axis)
    #expect(f[0] == CGRect(x: 0, y: 0, width: 40, height: 100))  // centre 20
    // Centre (20 + 295) / 2 = 157.5, less 30: 127.5, both edges rounded to whole pixels at scale 1 (128, 188).
    #expect(f[1] == CGRect(x: 128, y: 0, width: 60, height: 100))
    #expect(f[2] == CGRect(x: 270, y: 0, width: 50, height: 100))  // centre 320 − 25 = 295
  }

  @Test func equalSpacingKeepsTheMinimumWhenTheStackIsTooShort() {
    let arranged = views(.horizontal)
    arranged[2].setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
    let (root, stack) = makeStack(arranged, frame: CGRect(x: 0, y: 0, width: 150, height: 100))
    stack.distribution = .equalSpacing
    stack.spacing = 10
    root.layoutIfNeeded()
    #expect(arranged[1].frame == CGRect(x: 50, y: 0, width: 60, height: 100))  // gap stays 10: 40 + 10
    #expect(arranged[2].frame == CGRect(x: 120, y: 0, width: 30, height: 100))  // resists least: 150 − 120 = 30
  }

  @Test func theStackNamesItsConstraintsAsUIKitDoes() {
    let (root, stack) = makeStack(views(.horizontal), frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    stack.distribution = .fillEqually
    root.layoutIfNeeded()
    // Along: 2 canvas connections (first, last), 2 gaps, 2 equal lengths; across (.fill): the first view's
    // 2 edges to the canvas, the others' 2 edges each to the first.
    #expect(
      identifierCounts(stack) == [
        "UISV-canvas-connection": 4, "UISV-spacing": 2, "UISV-fill-equally": 2, "UISV-alignment": 4,
      ])
    stack.distribution = .equalSpacing
    #expect(
      identifierCounts(stack) == [
        "UISV-canvas-connection": 4, "UISV-spacing": 2, "UISV-distributing-edge": 4, "UISV-distributing": 1,
        "UISV-canvas-fit": 1, "UISV-alignment": 4,
      ])
    #expect(stack.arrangementConstraints.allSatisfy { $0.isActive })
  }
}
