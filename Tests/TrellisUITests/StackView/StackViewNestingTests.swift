import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// Stack views inside stack views, and a stack view as a cell's content measured with
/// `systemLayoutSizeFitting`.
@MainActor
@Suite("StackView nesting and fitting")
struct StackViewNestingTests {
  @Test func verticalStackOfHorizontalStacks() {
    let a = SizedView(40, 20)
    let b = SizedView(60, 30)
    let c = SizedView(50, 10)
    let row1 = StackView(arrangedSubviews: [a, b])
    row1.spacing = 10
    let row2 = StackView(arrangedSubviews: [c])
    let (root, outer) = makeFloatingStack([row1, row2], axis: .vertical, at: CGPoint(x: 10, y: 20))
    outer.spacing = 5
    outer.alignment = .leading
    root.layoutIfNeeded()
    #expect(outer.frame == CGRect(x: 10, y: 20, width: 110, height: 45))  // widest row 110; 30 + 5 + 10
    #expect(row1.frame == CGRect(x: 0, y: 0, width: 110, height: 30))  // 40 + 10 + 60; tallest 30
    #expect(row2.frame == CGRect(x: 0, y: 35, width: 50, height: 10))  // 30 + 5; leading: own width
    #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 30))  // row1 fills across: 30
    #expect(b.frame == CGRect(x: 50, y: 0, width: 60, height: 30))
    #expect(c.frame == CGRect(x: 0, y: 0, width: 50, height: 10))

    row1.isHidden = true
    root.layoutIfNeeded()
    #expect(outer.frame == CGRect(x: 10, y: 20, width: 50, height: 10))  // only row2 counts
    #expect(row2.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
  }

  @Test func stackAsCellContentFitsAFixedWidth() {
    TextSystems.current = ApproximateTextSystem()
    Application.shared.reset()
    let title = Label()
    title.font = .systemFont(ofSize: 20)
    title.text = "Title"  // 5 × 12 = 60 wide, 1.2 × 20 = 24 high
    let subtitle = Label()
    subtitle.font = .systemFont(ofSize: 10)
    subtitle.text = "Subtitle"  // 8 × 6 = 48 wide, 12 high
    let stack = StackView(arrangedSubviews: [title, subtitle])
    stack.axis = .vertical
    stack.spacing = 4
    stack.alignment = .leading
    let contentView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    stack.translatesAutoresizingMaskIntoConstraints = false
    contentView.addSubview(stack)
    LayoutConstraint.activate([
      stack.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
      stack.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
      stack.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
      stack.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
    ])
    let fitted = contentView.systemLayoutSizeFitting(
      CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
      verticalFittingPriority: .fittingSizeLevel)
    #expect(fitted == CGSize(width: 200, height: 56))  // 8 + 24 + 4 + 12 + 8
    let compressed = contentView.systemLayoutSizeFitting(View.layoutFittingCompressedSize)
    #expect(compressed == CGSize(width: 92, height: 56))  // 16 + 60 (the wider label) + 16
  }
}
