import Foundation
import TrellisGeometry

/// An element of a flow layout.
enum FlowElement: Equatable {
  /// A section's header.
  case header(section: Int)
  /// An item.
  case item(section: Int, item: Int)
  /// A section's footer.
  case footer(section: Int)
}

/// Which supplementary views pin, and the visible range in the scrolling direction they pin to.
struct FlowPinning {
  /// Whether headers pin to the visible start.
  var pinsHeaders = false
  /// Whether footers pin to the visible end.
  var pinsFooters = false
  /// The start of the visible area inside the adjusted content insets, for a content offset clamped to its
  /// valid range (so nothing pins while the content bounces past an end).
  var visibleStart: CGFloat = 0
  /// The end of the visible area inside the adjusted content insets, for the same clamped offset.
  var visibleEnd: CGFloat = 0
}

extension FlowGeometry {
  /// How far searches reach beyond a rectangle, covering positions moved by pixel rounding; results are
  /// then filtered exactly.
  static let searchSlack: CGFloat = 1

  /// The frame of an item.
  /// - Complexity: O(1) in a uniform section; O(log n + m) in a variable one (n items, m on the line).
  func itemFrame(section index: Int, item: Int) -> CGRect {
    let section = sections[index]
    if section.isEstimated { return estimatedItemFrame(section, item: item) }
    return section.isUniform ? uniformItemFrame(section, item: item) : variableItemFrame(section, item: item)
  }

  /// The frame of a section's header, pinned when `pinning` says so, or nil when it has none.
  ///
  /// A pinned header starts at `max(natural, visibleStart)` but never ends past its section's end, so the
  /// next section's header pushes it out (Documentation/Behaviour.md#flow-pinning). The section's end is
  /// taken after its footer and bottom inset [?]: UIKit's exact cap point is unverified, and this is where
  /// the next header starts, as in a plain table view.
  func headerFrame(section index: Int, pinning: FlowPinning) -> CGRect? {
    let section = sections[index]
    guard section.headerLength > 0 else { return nil }
    var origin = section.start
    if pinning.pinsHeaders { origin = min(max(origin, pinning.visibleStart), section.end - section.headerLength) }
    return axes.rect(
      cross: 0, scroll: pixelAligned(origin), crossLength: crossExtent, scrollLength: section.headerLength)
  }

  /// The frame of a section's footer, pinned when `pinning` says so, or nil when it has none.
  ///
  /// A pinned footer ends at `min(natural end, visibleEnd)` but never starts before its section's start (its
  /// header's top), so the previous section's footer pushes it out: the mirror image of a pinned header [?].
  func footerFrame(section index: Int, pinning: FlowPinning) -> CGRect? {
    let section = sections[index]
    guard section.footerLength > 0 else { return nil }
    var origin = section.end - section.footerLength
    if pinning.pinsFooters { origin = max(min(origin, pinning.visibleEnd - section.footerLength), section.start) }
    return axes.rect(
      cross: 0, scroll: pixelAligned(origin), crossLength: crossExtent, scrollLength: section.footerLength)
  }

  /// Calls `body` with every element whose frame overlaps `rect` (Core Graphics' rule, `CGRect.overlaps`):
  /// per section its header, items in order, then its footer.
  ///
  /// Binary search finds the first section, then the first line, then only the lines in range are walked.
  /// - Complexity: O(log s + log n + k + m) for s sections, n items in a section, k answers, and m items on
  ///   the lines at the rectangle's edges.
  func forEachElement(in rect: CGRect, pinning: FlowPinning, _ body: (FlowElement, CGRect) -> Void) {
    guard !rect.isNull, !rect.isEmpty, !sections.isEmpty else { return }
    let (low, high) = axes.scrollRange(of: rect)
    let slack = Self.searchSlack
    var index = sections.partitioningIndex(in: 0..<sections.count) { $0.end > low - slack }
    while index < sections.count, sections[index].start < high + slack {
      if let frame = headerFrame(section: index, pinning: pinning), frame.overlaps(rect) {
        body(.header(section: index), frame)
      }
      let section = sections[index]
      if section.itemCount > 0 {
        if section.isEstimated {
          forEachEstimatedItem(of: section, in: rect) { item, frame in body(.item(section: index, item: item), frame) }
        } else if section.isUniform {
          forEachUniformItem(of: section, index: index, in: rect, body)
        } else {
          forEachVariableItem(of: section, index: index, in: rect, body)
        }
      }
      if let frame = footerFrame(section: index, pinning: pinning), frame.overlaps(rect) {
        body(.footer(section: index), frame)
      }
      index += 1
    }
  }

  /// The items of a uniform section overlapping `rect`: line and column ranges computed directly.
  /// - Complexity: O(k) for k answers, plus a line and a column at each edge.
  private func forEachUniformItem(
    of section: FlowSection, index: Int, in rect: CGRect, _ body: (FlowElement, CGRect) -> Void
  ) {
    let slack = Self.searchSlack
    let (low, high) = axes.scrollRange(of: rect)
    let lastLine = section.lineCount - 1
    let firstInRange = clamped(
      ((low - slack - section.itemsStart - section.itemScroll) / section.linePitch).rounded(.down), 0, lastLine)
    let lastInRange = clamped(((high + slack - section.itemsStart) / section.linePitch).rounded(.down), 0, lastLine)
    let perLine = section.itemsPerLine
    var firstColumn = 0
    var lastColumn = min(perLine, section.itemCount) - 1
    let columnPitch = section.itemCross + section.gridGap
    if section.centresUniformItems {
      lastColumn = 0
    } else if columnPitch > 0 {
      let (crossLow, crossHigh) = axes.crossRange(of: rect)
      let leading = section.inset.crossLeading
      firstColumn = clamped(
        ((crossLow - slack - leading - section.itemCross) / columnPitch).rounded(.down), 0, lastColumn)
      lastColumn = clamped(((crossHigh + slack - leading) / columnPitch).rounded(.down), 0, lastColumn)
    }
    guard firstInRange <= lastInRange, firstColumn <= lastColumn else { return }
    for line in firstInRange...lastInRange {
      for column in firstColumn...lastColumn {
        let item = line * perLine + column
        guard item < section.itemCount else { break }
        let frame = uniformItemFrame(section, item: item)
        if frame.overlaps(rect) { body(.item(section: index, item: item), frame) }
      }
    }
  }

  /// The items of a variable section overlapping `rect`: binary search on line origins, then the lines
  /// in range, each placed once.
  /// - Complexity: O(log n + k + m) for n items in the section, k answers and m items on edge lines.
  private func forEachVariableItem(
    of section: FlowSection, index: Int, in rect: CGRect, _ body: (FlowElement, CGRect) -> Void
  ) {
    let slack = Self.searchSlack
    let (low, high) = axes.scrollRange(of: rect)
    let start = section.storageStart
    let end = start + section.itemCount
    let reach = low - slack - section.longestLine
    let first = lineOrigins.partitioningIndex(in: start..<end) { $0 >= reach }
    let last = lineOrigins.partitioningIndex(in: first..<end) { $0 > high + slack }
    var slot = first
    while slot < last {
      let placed = line(startingAt: slot, in: section)
      forEachItem(of: placed) { slot, frame in
        if frame.overlaps(rect) { body(.item(section: index, item: slot - start), frame) }
      }
      slot = placed.end
    }
  }

  /// `value` as an integer clamped to `low...high`; NaN gives `low`.
  private func clamped(_ value: CGFloat, _ low: Int, _ high: Int) -> Int {
    guard value > CGFloat(low) else { return low }
    guard value < CGFloat(high) else { return high }
    return Int(value)
  }
}
