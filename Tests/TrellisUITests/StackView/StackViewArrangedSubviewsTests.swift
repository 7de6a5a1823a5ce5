import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// Adding, inserting, moving and removing arranged views.
@MainActor
@Suite("StackView arranged subviews")
struct StackViewArrangedSubviewsTests {
  @Test func arrangedViewsBecomeSubviewsWithoutAutoresizingConstraints() {
    let a = SizedView(40, 30)
    let b = SizedView(60, 30)
    let stack = StackView(arrangedSubviews: [a])
    stack.addArrangedSubview(b)
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    #expect(!a.translatesAutoresizingMaskIntoConstraints && !b.translatesAutoresizingMaskIntoConstraints)
    #expect(!stack.drawsContent)
  }

  @Test func insertingAnExistingSubviewKeepsTheSubviewOrder() {
    let a = SizedView(40, 30)
    let b = SizedView(60, 30)
    let stack = StackView(frame: .zero)
    stack.addSubview(a)
    stack.addSubview(b)
    stack.insertArrangedSubview(b, at: 0)
    stack.insertArrangedSubview(a, at: 1)
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [b, a].map(ObjectIdentifier.init))
    #expect(stack.subviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
    stack.insertArrangedSubview(a, at: 0)  // a move
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [a, b].map(ObjectIdentifier.init))
  }

  @Test func removedArrangedViewStaysASubviewWhereItWas() {
    let arranged = [SizedView(40, 30), SizedView(60, 30), SizedView(50, 30)]
    let (root, stack) = makeFloatingStack(arranged)
    stack.spacing = 10
    root.layoutIfNeeded()
    stack.removeArrangedSubview(arranged[1])
    root.layoutIfNeeded()
    #expect(arranged[1].superview === stack)
    #expect(stack.arrangedSubviews.count == 2)
    #expect(arranged[1].frame == CGRect(x: 50, y: 0, width: 60, height: 30))  // not moved: no longer arranged
    #expect(arranged[2].frame == CGRect(x: 50, y: 0, width: 50, height: 30))  // 40 + 10
    #expect(stack.frame.size == CGSize(width: 100, height: 30))  // 40 + 10 + 50
  }

  @Test func removingFromSuperviewStopsArranging() {
    let arranged = [SizedView(40, 30), SizedView(60, 30)]
    let (root, stack) = makeFloatingStack(arranged)
    stack.setCustomSpacing(4, after: arranged[0])
    arranged[0].removeFromSuperview()
    root.layoutIfNeeded()
    #expect(stack.arrangedSubviews.map(ObjectIdentifier.init) == [ObjectIdentifier(arranged[1])])
    #expect(stack.customSpacing(after: arranged[0]) == StackView.spacingUseDefault)
    #expect(arranged[1].frame == CGRect(x: 0, y: 0, width: 60, height: 30))  // first now
    #expect(stack.frame.size == CGSize(width: 60, height: 30))
  }

  @Test func anEmptyStackCollapses() {
    let (root, stack) = makeFloatingStack([], at: CGPoint(x: 5, y: 5))
    root.layoutIfNeeded()
    #expect(stack.frame == CGRect(x: 5, y: 5, width: 0, height: 0))
  }
}
