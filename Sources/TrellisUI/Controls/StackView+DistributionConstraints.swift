import Foundation

extension StackView {
  /// The constraints along the axis that set one distribution apart.
  ///
  /// - `.fill` adds none: the views' hugging and compression resistance share the length.
  /// - `.fillEqually`: every shown view as long as the first (`UISV-fill-equally`).
  /// - `.fillProportionally`: each shown view's length the canvas's less the gaps, times its share of
  ///   the intrinsic lengths (`UISV-fill-proportionally`, priority 999); views without an intrinsic
  ///   length count as zero, and when all are zero the stack fills as `.fill`.
  /// - `.equalSpacing`: a layout guide spans each gap, every guide as long as the first
  ///   (`UISV-distributing`), and the canvas pulled to its smallest length (`UISV-canvas-fit`).
  /// - `.equalCentering`: a guide spans each pair of centres, kept equal at priority 999, so that the
  ///   minimum `spacing` holds first; the canvas pulled to its smallest length.
  /// - Complexity: O(n) in the number of arranged views.
  func makeDistributionConstraints(visible: [View], into made: inout [LayoutConstraint]) {
    guard let first = visible.first else { return }
    let along = StackAxisAttributes.along(axis)
    switch distribution {
    case .fill:
      break
    case .fillEqually:
      for view in visible.dropFirst() {
        made.append(stackConstraint(view, along.length, first, along.length, "UISV-fill-equally"))
      }
    case .fillProportionally:
      makeProportionalConstraints(visible: visible, into: &made)
    case .equalSpacing, .equalCentering:
      makeGapGuideConstraints(visible: visible, into: &made)
    }
  }

  private func makeProportionalConstraints(visible: [View], into made: inout [LayoutConstraint]) {
    let along = StackAxisAttributes.along(axis)
    proportionalLengths = visible.map { intrinsicLength(of: $0) }
    let total = proportionalLengths.reduce(0, +)
    guard total > 0 else { return }
    let spacing = totalSpacing(visible: visible)
    for (view, length) in zip(visible, proportionalLengths) {
      let share = length / total
      made.append(
        stackConstraint(
          view, along.length, canvas, along.length, multiplier: share, constant: -spacing * share,
          priority: .required - 1, "UISV-fill-proportionally"))
    }
  }

  private func makeGapGuideConstraints(visible: [View], into made: inout [LayoutConstraint]) {
    let along = StackAxisAttributes.along(axis)
    let centring = distribution == .equalCentering
    let edgeStart = centring ? along.center : along.end
    let edgeEnd = centring ? along.center : along.start
    for index in visible.indices.dropFirst() {
      let previous = visible[index - 1]
      let view = visible[index]
      let guide = LayoutGuide()
      guide.identifier = "UISV-distributing"
      addLayoutGuide(guide)
      made.append(stackConstraint(guide, along.start, previous, edgeStart, "UISV-distributing-edge"))
      made.append(stackConstraint(view, edgeEnd, guide, along.end, "UISV-distributing-edge"))
      if let firstGuide = gapGuides.first {
        made.append(
          stackConstraint(
            guide, along.length, firstGuide, along.length, priority: centring ? .required - 1 : .required,
            "UISV-distributing"))
      }
      gapGuides.append(guide)
    }
    made.append(
      stackConstraint(canvas, along.length, nil, .notAnAttribute, priority: Self.fitPriority, "UISV-canvas-fit"))
  }

  /// A view's intrinsic length along the axis, zero when it has none.
  func intrinsicLength(of view: View) -> CGFloat {
    let size = view.intrinsicContentSize
    return max(0, axis == .horizontal ? size.width : size.height)
  }

  /// After the frames were applied: if a shown view's intrinsic length changed since `.fillProportionally`'s
  /// constraints were made (a label's text changed), makes them again and applies the new frames.
  /// - Complexity: O(n) in the number of arranged views.
  func refreshProportionsIfNeeded() {
    guard distribution == .fillProportionally else { return }
    var index = 0
    var changed = false
    for view in arrangedSubviews where !view.isHidden {
      if index >= proportionalLengths.count || proportionalLengths[index] != intrinsicLength(of: view) {
        changed = true
        break
      }
      index += 1
    }
    guard changed || index != proportionalLengths.count else { return }
    arrangementDidChange()
    applyConstraintFrames()
  }
}
