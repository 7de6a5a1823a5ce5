import Foundation
import TrellisCollection
import TrellisGeometry

/// The visible range pinned boundary items keep to, along the scroll axis.
struct CompositionalPinning {
  var visibleStart: CGFloat = 0
  var visibleEnd: CGFloat = 0
}

/// A whole compositional layout solved: each section's solution and where it starts along the scroll
/// axis (prefix sums), so re-solving one section moves the others by arithmetic.
struct CompositionalSolution {
  var axes = FlowAxes()
  var sections: [CompositionalSectionGeometry] = []
  /// Where each section starts along the scroll axis.
  var starts: [CGFloat] = []
  /// Where each section ends (non-decreasing, for binary search).
  var ends: [CGFloat] = []
  /// The layout's own boundary items, in content coordinates (their index path is item 0 of section 0).
  var layoutBoundaries: [CompositionalPlacedElement] = []
  var contentSize: CGSize = .zero
  /// Whether some boundary item pins to the visible bounds.
  var pinsSomething = false
  /// Whether some section has a visible-items handler.
  var hasVisibleItemsHandlers = false

  /// The zIndex added to a pinned boundary item's own.
  static let pinnedZIndexBase = 1_000_000_000

  /// Places the sections one after another, `spacing` apart, after `head` and followed by `tail`; the
  /// content is as wide as the collection view or its widest group.
  /// - Complexity: O(sections).
  mutating func placeSections(spacing: CGFloat, head: CGFloat, tail: CGFloat, crossLength: CGFloat) {
    starts = []
    ends = []
    starts.reserveCapacity(sections.count)
    ends.reserveCapacity(sections.count)
    var cursor = head
    pinsSomething = false
    hasVisibleItemsHandlers = false
    for (index, section) in sections.enumerated() {
      if index > 0 { cursor += spacing }
      starts.append(cursor)
      cursor += section.length
      ends.append(cursor)
      if section.boundaries.contains(where: { $0.pinning != .none }) { pinsSomething = true }
      if section.hasVisibleItemsHandler { hasVisibleItemsHandlers = true }
    }
    let widest = sections.reduce(crossLength) { max($0, $1.crossExtent) }
    contentSize = axes.size(cross: widest, scroll: cursor + tail)
  }

  /// A section-relative rectangle in content coordinates.
  func absolute(_ rect: CGRect, section: Int) -> CGRect {
    let start = starts[section]
    return axes.isVertical ? rect.offsetBy(dx: 0, dy: start) : rect.offsetBy(dx: start, dy: 0)
  }

  /// The first section whose end is at or after `position` along the scroll axis.
  /// - Complexity: O(log sections).
  func firstSection(endingAtOrAfter position: CGFloat) -> Int {
    var low = 0
    var high = ends.count
    while low < high {
      let middle = (low + high) / 2
      if ends[middle] < position { low = middle + 1 } else { high = middle }
    }
    return low
  }

  /// The repetitions of a section's group whose extent may meet the range `low…high` along the axis the
  /// group repeats on (section-relative).
  /// - Complexity: O(1); O(log² repetitions) in a section with measured repetitions.
  func groupRange(_ section: CompositionalSectionGeometry, low: CGFloat, high: CGFloat) -> ClosedRange<Int>? {
    guard let template = section.template, section.groupCount > 0 else { return nil }
    let onX = section.groupStep.dx != 0
    let pitch = onX ? section.groupStep.dx : section.groupStep.dy
    let origin = onX ? section.groupOrigin.x : section.groupOrigin.y
    let extentMin = onX ? template.extent.minX : template.extent.minY
    let extentMax = onX ? template.extent.maxX : template.extent.maxY
    let last = section.groupCount - 1
    guard pitch > 0 else { return 0...last }
    if let measured = section.measured {
      return measuredGroupRange(section, measured, low: low, high: high, onX: onX)
    }
    func index(_ value: CGFloat) -> Int {
      guard value.isFinite else { return value > 0 ? last : 0 }
      return Int(max(-1, min(CGFloat(last + 1), value.rounded(.down))))
    }
    let first = max(0, index((low - origin - extentMax) / pitch))
    let end = min(last, index((high - origin - extentMin) / pitch))
    return first <= end ? first...end : nil
  }

  /// `groupRange` for a section with measured repetitions: binary search over the repetitions' starts
  /// (each the unmeasured position plus the measured differences before it, non-decreasing).
  private func measuredGroupRange(
    _ section: CompositionalSectionGeometry, _ measured: CompositionalMeasuredGroups, low: CGFloat, high: CGFloat,
    onX: Bool
  ) -> ClosedRange<Int>? {
    guard let template = section.template else { return nil }
    let last = section.groupCount - 1
    func start(_ index: Int) -> CGFloat {
      let point = section.groupOrigin(index)
      return onX ? point.x : point.y
    }
    func extent(_ index: Int) -> CGRect { measured.groups[index]?.extent ?? template.extent }
    func reachesLow(_ index: Int) -> Bool {
      let rect = extent(index)
      return start(index) + (onX ? rect.maxX : rect.maxY) >= low
    }
    // The last repetition starting at or before `low`; then back over any before it that still reach it.
    var lower = 0
    var upper = last
    while lower < upper {
      let middle = (lower + upper + 1) / 2
      if start(middle) <= low { lower = middle } else { upper = middle - 1 }
    }
    var first = lower
    while first > 0, reachesLow(first - 1) { first -= 1 }
    if !reachesLow(first), first < last { first += 1 }
    // The last repetition whose extent starts at or before `high`.
    lower = first
    upper = last
    while lower < upper {
      let middle = (lower + upper + 1) / 2
      let rect = extent(middle)
      if start(middle) + (onX ? rect.minX : rect.minY) <= high { lower = middle } else { upper = middle - 1 }
    }
    let end = lower
    let endRect = extent(end)
    guard start(end) + (onX ? endRect.minX : endRect.minY) <= high, reachesLow(first) || first < end else {
      return nil
    }
    return first...end
  }
}
