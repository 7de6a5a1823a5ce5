import Foundation
import Testing
import TrellisGeometry

@testable import TrellisUI

/// A plain view with a fixed intrinsic content size, as a stack view's arranged content.
@MainActor final class SizedView: View {
  let size: CGSize

  init(_ width: CGFloat, _ height: CGFloat) {
    size = CGSize(width: width, height: height)
    super.init(frame: .zero)
  }

  required init?(coder: NSCoder) {
    size = .zero
    super.init(coder: coder)
  }

  override var intrinsicContentSize: CGSize { size }
}

/// A 400 × 400 root holding a stack view at `frame` (placed by its frame, as a view that translates its
/// autoresizing mask) arranging `views`.
@MainActor
func makeStack(_ views: [View], axis: LayoutConstraint.Axis = .horizontal, frame: CGRect) -> (
  root: View, stack: StackView
) {
  Application.shared.reset()
  let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let stack = StackView(arrangedSubviews: views)
  stack.axis = axis
  stack.frame = frame
  root.addSubview(stack)
  return (root, stack)
}

/// A 400 × 400 root holding a stack view pinned only at (x, y) by constraints, so it takes the size its
/// arranged views give it.
@MainActor
func makeFloatingStack(_ views: [View], axis: LayoutConstraint.Axis = .horizontal, at origin: CGPoint = .zero) -> (
  root: View, stack: StackView
) {
  Application.shared.reset()
  let root = View(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
  let stack = StackView(arrangedSubviews: views)
  stack.axis = axis
  stack.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(stack)
  LayoutConstraint.activate([
    stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: origin.x),
    stack.topAnchor.constraint(equalTo: root.topAnchor, constant: origin.y),
  ])
  return (root, stack)
}

/// The identifiers of the stack view's own constraints, sorted, with how many carry each.
@MainActor
func identifierCounts(_ stack: StackView) -> [String: Int] {
  var counts: [String: Int] = [:]
  for constraint in stack.arrangementConstraints { counts[constraint.identifier ?? "", default: 0] += 1 }
  return counts
}
