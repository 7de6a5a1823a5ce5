import Foundation

extension StackView {
  /// The constraints along the axis that every distribution shares: the first and last shown views meet
  /// the canvas's ends (`UISV-canvas-connection`), each shown view follows the one before after its gap
  /// (`UISV-spacing`: equal for the fill distributions, at least for the equal ones), and a hidden view
  /// collapses to zero length (`UISV-hiding`) where it stands, its gap dropped.
  /// - Complexity: O(n) in the number of arranged views.
  func makeAxisConstraints(visible: [View], into made: inout [LayoutConstraint]) {
    let along = StackAxisAttributes.along(axis)
    let canvas = self.canvas
    let baselineGaps = isBaselineRelativeArrangement && axis == .vertical
    let gapRelation: LayoutConstraint.Relation =
      distribution == .equalSpacing || distribution == .equalCentering ? .greaterThanOrEqual : .equal
    var previous: View?
    for view in arrangedSubviews {
      if view.isHidden {
        made.append(stackConstraint(view, along.length, nil, .notAnAttribute, "UISV-hiding"))
        if let previous {
          made.append(stackConstraint(view, along.start, previous, along.end, "UISV-spacing"))
        } else {
          made.append(stackConstraint(view, along.start, canvas, along.start, "UISV-canvas-connection"))
        }
        continue
      }
      if let previous {
        let gap = resolvedSpacing(after: previous)
        if baselineGaps {
          made.append(
            stackConstraint(view, .firstBaseline, gapRelation, previous, .lastBaseline, constant: gap, "UISV-spacing"))
        } else {
          made.append(
            stackConstraint(view, along.start, gapRelation, previous, along.end, constant: gap, "UISV-spacing"))
        }
      } else {
        made.append(stackConstraint(view, along.start, canvas, along.start, "UISV-canvas-connection"))
      }
      previous = view
    }
    if let previous {
      made.append(stackConstraint(canvas, along.end, previous, along.end, "UISV-canvas-connection"))
    } else {
      made.append(
        stackConstraint(canvas, along.length, nil, .notAnAttribute, priority: Self.fitPriority, "UISV-canvas-fit"))
    }
  }

  /// The gaps between consecutive shown views, summed.
  func totalSpacing(visible: [View]) -> CGFloat {
    var total: CGFloat = 0
    for view in visible.dropLast() { total += resolvedSpacing(after: view) }
    return total
  }
}
