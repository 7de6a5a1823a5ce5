import Foundation

extension StackView {
  /// The constraints across the axis for the alignment.
  ///
  /// The first shown view meets the canvas (`UISV-canvas-connection`: both edges for `.fill`, the
  /// aligned edge or centre otherwise) and the others line up with it (`UISV-alignment`). Except for
  /// `.fill`, every shown view stays inside the canvas (`UISV-spanning-boundary`) and the canvas is pulled
  /// to the smallest size that holds them (`UISV-spanning-fit`); baseline-aligned views are also pulled
  /// towards the canvas's start, so the one reaching furthest meets it. Baseline alignment is for
  /// horizontal stacks; a vertical stack treats it as `.fill`. A hidden view only keeps its place
  /// across the axis, so it never sizes the stack.
  /// - Complexity: O(n) in the number of arranged views.
  func makeAlignmentConstraints(visible: [View], into made: inout [LayoutConstraint]) {
    let across = StackAxisAttributes.across(axis)
    let canvas = self.canvas
    var alignment = self.alignment
    if axis == .vertical, alignment == .firstBaseline || alignment == .lastBaseline { alignment = .fill }
    let hiddenAnchor: LayoutConstraint.Attribute =
      switch alignment {
      case .center: across.center
      case .trailing: across.end
      default: across.start
      }
    for view in arrangedSubviews where view.isHidden {
      made.append(stackConstraint(view, hiddenAnchor, canvas, hiddenAnchor, "UISV-alignment"))
    }
    guard let first = visible.first else {
      made.append(
        stackConstraint(canvas, across.length, nil, .notAnAttribute, priority: Self.fitPriority, "UISV-spanning-fit"))
      return
    }
    let aligned: [LayoutConstraint.Attribute] =
      switch alignment {
      case .fill: [across.start, across.end]
      case .leading: [across.start]
      case .trailing: [across.end]
      case .center: [across.center]
      case .firstBaseline: [.firstBaseline]
      case .lastBaseline: [.lastBaseline]
      }
    if alignment == .fill || alignment == .leading || alignment == .trailing || alignment == .center {
      for attribute in aligned {
        made.append(stackConstraint(first, attribute, canvas, attribute, "UISV-canvas-connection"))
      }
    }
    for view in visible.dropFirst() {
      for attribute in aligned { made.append(stackConstraint(view, attribute, first, attribute, "UISV-alignment")) }
    }
    guard alignment != .fill else { return }
    let baseline = alignment == .firstBaseline || alignment == .lastBaseline
    for view in visible {
      if alignment != .leading {
        made.append(
          stackConstraint(view, across.start, .greaterThanOrEqual, canvas, across.start, "UISV-spanning-boundary"))
      }
      if alignment != .trailing {
        made.append(stackConstraint(view, across.end, .lessThanOrEqual, canvas, across.end, "UISV-spanning-boundary"))
      }
      if baseline {
        made.append(
          stackConstraint(view, across.start, canvas, across.start, priority: Self.fitPriority, "UISV-spanning-fit"))
      }
    }
    made.append(
      stackConstraint(canvas, across.length, nil, .notAnAttribute, priority: Self.fitPriority, "UISV-spanning-fit"))
  }
}
