import Foundation
import TrellisGeometry

/// One line of a variable section, placed: its slots, origin, length and how its items spread.
struct FlowLine {
  /// The first slot.
  var first: Int
  /// The slot after the last.
  var end: Int
  /// The origin in the scrolling direction.
  var origin: CGFloat
  /// The length in the scrolling direction: the longest item's.
  var length: CGFloat
  /// Where the first item starts along the line.
  var crossStart: CGFloat
  /// The space between neighbours.
  var gap: CGFloat
}

extension FlowGeometry {
  /// Breaks a variable section into lines from its stored sizes (`FlowLineBreaker`), writing every item's
  /// line origin; returns whether some item is longer than a line.
  /// - Complexity: O(items of the section).
  mutating func layOutLines(_ section: inout FlowSection) -> Bool {
    let start = section.storageStart
    let count = section.itemCount
    var origins = lineOrigins
    lineOrigins = []  // keeps `origins` uniquely referenced: written in place
    defer { lineOrigins = origins }
    var breaker = FlowLineBreaker(section: section)
    crossSizes.withUnsafeBufferPointer { cross in
      scrollSizes.withUnsafeBufferPointer { scroll in
        origins.withUnsafeMutableBufferPointer { origins in
          // A local copy, so the breaker's state can stay in registers rather than in the closure's capture.
          var local = breaker
          for item in 0..<count {
            let slot = start &+ item  // within the slots' count
            origins[slot] = local.place(item: item, cross: CGFloat(cross[slot]), scroll: CGFloat(scroll[slot]))
          }
          breaker = local
        }
      }
    }
    breaker.finish(into: &section)
    return breaker.foundTooLongItem
  }

  /// The first slot of the line holding `slot`.
  /// - Complexity: O(log n) for n items in the section.
  func lineStart(of slot: Int, in section: FlowSection) -> Int {
    let origin = lineOrigins[slot]
    return lineOrigins.partitioningIndex(in: section.storageStart..<slot) { $0 >= origin }
  }

  /// The line starting at slot `first`, placed as Documentation/Behaviour.md#flow-justification,
  /// #flow-lone-item and #flow-last-line say: a complete line of several items is justified (first item at
  /// the leading inset, last flush with the trailing inset); a complete line of one item is centred in the
  /// whole content length `D`; the incomplete last line starts at the leading inset with the minimum
  /// inter-item spacing. Only the last line is incomplete, and not even it when every line of the section
  /// holds one item.
  /// - Complexity: O(m) for m items on the line.
  func line(startingAt first: Int, in section: FlowSection) -> FlowLine {
    let origin = lineOrigins[first]
    let end = section.storageStart + section.itemCount
    var slot = first
    var total: CGFloat = 0
    var tallest: CGFloat = 0
    while slot < end, lineOrigins[slot] == origin {
      total += CGFloat(crossSizes[slot])
      tallest = max(tallest, CGFloat(scrollSizes[slot]))
      slot += 1
    }
    let count = slot - first
    let isComplete = first != section.lastLineStart || section.everyLineHoldsOneItem
    var line = FlowLine(
      first: first, end: slot, origin: origin, length: tallest, crossStart: section.inset.crossLeading,
      gap: section.interitemSpacing)
    if isComplete && count == 1 {
      line.crossStart = (crossExtent - total) / 2
      line.gap = 0
    } else if isComplete {
      line.gap = (section.available - total) / CGFloat(count - 1)
    }
    return line
  }

  /// Calls `body` with the slot and frame of every item of a line, in order; items are centred across the
  /// line (Documentation/Behaviour.md#flow-cross-alignment).
  /// - Complexity: O(m) for m items on the line.
  func forEachItem(of line: FlowLine, _ body: (Int, CGRect) -> Void) {
    var position = line.crossStart
    for slot in line.first..<line.end {
      let cross = CGFloat(crossSizes[slot])
      let scroll = CGFloat(scrollSizes[slot])
      let frame = axes.rect(
        cross: pixelAligned(position), scroll: pixelAligned(line.origin + (line.length - scroll) / 2),
        crossLength: cross, scrollLength: scroll)
      body(slot, frame)
      position += cross + line.gap
    }
  }

  /// The frame of item `item` of a variable section.
  /// - Complexity: O(log n + m) for n items in the section and m on the item's line.
  func variableItemFrame(_ section: FlowSection, item: Int) -> CGRect {
    let slot = section.storageStart + item
    let placed = line(startingAt: lineStart(of: slot, in: section), in: section)
    var result = CGRect.zero
    forEachItem(of: placed) { candidate, frame in if candidate == slot { result = frame } }
    return result
  }
}

extension Array {
  /// The first index in `range` whose element satisfies `predicate`, or `range.upperBound`; the
  /// predicate must be false for a prefix of the range and true for the rest.
  /// - Complexity: O(log n) for n elements in the range.
  func partitioningIndex(in range: Range<Int>, where predicate: (Element) -> Bool) -> Int {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high {
      let middle = low + (high - low) / 2
      if predicate(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
