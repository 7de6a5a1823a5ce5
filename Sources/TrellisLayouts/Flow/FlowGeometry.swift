import Foundation
import TrellisGeometry

/// A flow layout's whole geometry, free of views: sections stacked in the scrolling direction, their
/// lines, and any item's frame on demand.
///
/// Storage is compact and independent of item count for uniform sections. A variable section keeps 16 bytes per
/// item (plus up to 1/64 headroom, see `resizeSlots(to:)`) in three contiguous arrays indexed by slot: its two
/// lengths as `Float32` (8 bytes) and the scrolling-direction origin of its line (8 bytes). Items of one line
/// share that origin and origins strictly increase from line to line, so the origins are both the line model
/// (binary search finds the lines in a range) and the item-to-line map (O(1)); a line's extent is found by
/// searching for the first and last slot with the same origin.
///
/// `Float32` sizes are exact for values with at most 24 significant bits: every multiple of 1/1024 below
/// 16,384 points, so all pixel-aligned and text-measured sizes. Other values round to the nearest `Float32`
/// (relative error below 6e-8, under 0.001 points for items below 16,000 points) and the layout reports
/// the rounded size. Uniform sections keep their size as `CGFloat`, exactly.
///
/// Positions (origins of items, headers and footers) are rounded to the nearest pixel of `scale`, halves
/// away from zero; sizes are kept as given, and the content size is the exact sum. UIKit's own rounding is
/// [?] (Documentation/Behaviour.md#flow-rounding: UXKit rounds to the display scale).
struct FlowGeometry {
  /// A tolerance for deciding whether items fit on a line, so that sizes such as a third of the width
  /// (which don't add up exactly in binary floating point, nor after `Float32` storage) fill a line.
  static let fitTolerance: CGFloat = 1.0 / 1024
  /// The least distance between the origins of consecutive lines; a line spacing so negative that a line
  /// would start at or before the previous line's origin is clamped to this, keeping origins increasing.
  static let minimumLinePitch: CGFloat = 1.0 / 1024

  /// Which way the content scrolls.
  var axes = FlowAxes()
  /// The sections, in order.
  var sections: [FlowSection] = []
  /// Per-item slot: length along lines (variable sections only).
  var crossSizes: [Float32] = []
  /// Per-item slot: length in the scrolling direction (variable sections only).
  var scrollSizes: [Float32] = []
  /// Per-item slot: the scrolling-direction origin of the item's line (variable sections only).
  var lineOrigins: [CGFloat] = []
  /// The recorded lines of self-sizing sections (see `FlowGeometry+Estimated`), section after section.
  var estimatedLines: [FlowEstimatedLine] = []
  /// The measured sizes of self-sizing sections' items, as the layout keeps them.
  var measured = FlowMeasuredSizes()
  /// The content's length along lines: the bounds less the adjusted content insets (`D`).
  var crossExtent: CGFloat = 0
  /// Pixels per point, for rounding positions.
  var scale: CGFloat = 1
  /// The content's length in the scrolling direction.
  var contentLength: CGFloat = 0
  /// Whether any section has a header.
  var hasHeaders = false
  /// Whether any section has a footer.
  var hasFooters = false

  /// The content size.
  var contentSize: CGSize { axes.size(cross: crossExtent, scroll: contentLength) }

  /// The bytes this geometry keeps, counting array capacities.
  var byteCount: Int {
    sections.capacity * MemoryLayout<FlowSection>.stride + crossSizes.capacity * MemoryLayout<Float32>.stride
      + scrollSizes.capacity * MemoryLayout<Float32>.stride + lineOrigins.capacity * MemoryLayout<CGFloat>.stride
      + estimatedLines.capacity * MemoryLayout<FlowEstimatedLine>.stride
  }

  /// Forgets the section metrics, keeping array capacity (and the slots, for `resizeSlots(to:)`).
  /// - Complexity: O(1).
  mutating func removeAllMetrics(axes: FlowAxes) {
    self.axes = axes
    sections.removeAll(keepingCapacity: true)
    estimatedLines.removeAll(keepingCapacity: true)
    hasHeaders = false
    hasFooters = false
  }

  /// Makes exactly `count` per-item slots, keeping their storage when it is large enough. The slots'
  /// values are not kept: every caller rewrites the slots it uses.
  ///
  /// Storage that must grow is allocated afresh, zeroed and with 1/64 headroom, instead of growing in place
  /// (which would copy the old values and double the capacity): the next insert into a large variable
  /// section then fits without allocating or copying, and storage stays within 2 % of the item count.
  /// - Complexity: O(1) when the count is unchanged or shrinks; O(count) otherwise.
  mutating func resizeSlots(to count: Int) {
    guard crossSizes.count != count else { return }
    if crossSizes.count > count {
      crossSizes.removeLast(crossSizes.count - count)
      scrollSizes.removeLast(scrollSizes.count - count)
      lineOrigins.removeLast(lineOrigins.count - count)
    } else if count <= min(crossSizes.capacity, scrollSizes.capacity, lineOrigins.capacity) {
      let extra = count - crossSizes.count
      crossSizes.append(contentsOf: repeatElement(0, count: extra))
      scrollSizes.append(contentsOf: repeatElement(0, count: extra))
      lineOrigins.append(contentsOf: repeatElement(0, count: extra))
    } else {
      let capacity = count + count / 64
      // The old arrays go first, so the old and new storage are never held together.
      (crossSizes, scrollSizes, lineOrigins) = ([], [], [])
      crossSizes = Self.zeroed(count, capacity: capacity)
      scrollSizes = Self.zeroed(count, capacity: capacity)
      lineOrigins = Self.zeroed(count, capacity: capacity)
    }
  }

  /// An array of `count` zeros with room for `capacity` elements, allocated once.
  /// - Complexity: O(count).
  private static func zeroed<Element: BinaryFloatingPoint>(_ count: Int, capacity: Int) -> [Element] {
    [Element](unsafeUninitializedCapacity: capacity) { buffer, initialized in
      buffer.baseAddress!.initialize(repeating: 0, count: count)
      initialized = count
    }
  }

  /// Rounds a position to the nearest pixel.
  func pixelAligned(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }

  /// Lays every section out for a content length `crossExtent` along lines, from the stored metrics and
  /// sizes; returns whether some item is longer than the space its line offers (UIKit's "behavior … is not
  /// defined" case; it is laid out anyway, alone on its line).
  /// - Complexity: O(sections + items of variable sections); O(sections) when every section is uniform.
  mutating func layOut(crossExtent: CGFloat, scale: CGFloat) -> Bool {
    self.crossExtent = crossExtent
    self.scale = scale
    var tooLong = false
    var position: CGFloat = 0
    estimatedLines.removeAll(keepingCapacity: true)
    for index in sections.indices {
      var section = sections[index]
      begin(&section, at: position)
      if layOutItems(&section) { tooLong = true }
      position = finish(&section)
      sections[index] = section
    }
    contentLength = position
    return tooLong
  }

  /// Places a section's start at `position` and derives where its items start and the length available to
  /// them along lines (`crossExtent` must be set).
  func begin(_ section: inout FlowSection, at position: CGFloat) {
    section.start = position
    section.itemsStart = position + section.headerLength + section.inset.scrollLeading
    section.available = crossExtent - section.inset.crossLeading - section.inset.crossTrailing
  }

  /// Lays out the items of a begun section from its stored metrics: none, a uniform grid, or the lines of
  /// its stored sizes; returns whether some item is longer than a line.
  /// - Complexity: O(1) for empty and uniform sections, O(items) for variable ones.
  mutating func layOutItems(_ section: inout FlowSection) -> Bool {
    if section.itemCount == 0 {
      section.itemsEnd = section.itemsStart
      section.lineCount = 0
      return false
    }
    if section.isEstimated { return layOutEstimated(&section) }
    return section.isUniform ? layOutUniform(&section) : layOutLines(&section)
  }

  /// Places a section's end after its laid-out items, and returns it: where the next section starts.
  func finish(_ section: inout FlowSection) -> CGFloat {
    // Empty sections keep their insets [?]: commonly reported, unverified (Documentation/Behaviour.md#flow-sections).
    section.end = section.itemsEnd + section.inset.scrollTrailing + section.footerLength
    return section.end
  }

  /// The uniform model: `N = floor((A + s) / (w + s))` items per line (at least 1), lines at a fixed pitch,
  /// every line (the last included) on the grid of a full line.
  /// - Complexity: O(1).
  private func layOutUniform(_ section: inout FlowSection) -> Bool {
    let length = section.itemCross
    let spacing = section.interitemSpacing
    let ratio = (section.available + spacing + Self.fitTolerance) / (length + spacing)
    var perLine: Int
    if length + spacing > 0, ratio.isFinite {
      perLine = ratio >= 1 ? Int(min(ratio.rounded(.down), 1e15)) : 1
    } else {
      perLine = section.itemCount  // a spacing that cancels the item length: everything fits on one line
    }
    perLine = max(1, perLine)
    section.itemsPerLine = perLine
    section.lineCount = (section.itemCount + perLine - 1) / perLine
    section.gridGap = perLine > 1 ? (section.available - CGFloat(perLine) * length) / CGFloat(perLine - 1) : 0
    section.linePitch = max(section.itemScroll + section.lineSpacing, Self.minimumLinePitch)
    section.itemsEnd = section.itemsStart + CGFloat(section.lineCount - 1) * section.linePitch + section.itemScroll
    return length > section.available + Self.fitTolerance
  }

  /// The frame of item `item` of a uniform section.
  /// - Complexity: O(1).
  func uniformItemFrame(_ section: FlowSection, item: Int) -> CGRect {
    let line = item / section.itemsPerLine
    let cross: CGFloat
    if section.centresUniformItems {
      cross = (crossExtent - section.itemCross) / 2  // alone on a complete line: centred in D
    } else {
      let column = item - line * section.itemsPerLine
      cross = section.inset.crossLeading + CGFloat(column) * (section.itemCross + section.gridGap)
    }
    let scroll = section.itemsStart + CGFloat(line) * section.linePitch
    return axes.rect(
      cross: pixelAligned(cross), scroll: pixelAligned(scroll), crossLength: section.itemCross,
      scrollLength: section.itemScroll)
  }
}
