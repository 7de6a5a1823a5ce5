import Foundation
import TrellisGeometry

/// A recorded line of a self-sizing (estimated) section: one holding a measured item, started after one,
/// or ending the section. The lines between two recorded ones are full lines of estimates, implicit.
struct FlowEstimatedLine {
  /// The first item's index in the section.
  var first: Int
  /// The number of items.
  var count: Int
  /// The origin in the scrolling direction.
  var origin: CGFloat
  /// The length in the scrolling direction: the longest item's.
  var length: CGFloat
}

/// Where a run of implicit full lines of estimates starts: its first item and its first line's origin.
private struct FlowEstimatedRun {
  /// The first item of the run.
  var first: Int
  /// The first line's origin.
  var origin: CGFloat
  /// The number of full lines.
  var lines: Int
}

extension FlowGeometry {
  /// Lays out a self-sizing section: every item the estimate (`itemCross`, `itemScroll`) unless `measured`
  /// has its size, lines broken greedily as `FlowLineBreaker` does. Runs of full lines of estimates are
  /// skipped arithmetically and left implicit; only the lines around measured items and the section's last
  /// line are recorded in `estimatedLines`, so time and memory are proportional to the measured items.
  /// Returns whether some item is longer than a line.
  /// - Complexity: O(m + N) for m measured items in the section and N estimates per line.
  mutating func layOutEstimated(_ section: inout FlowSection) -> Bool {
    let measuredItems = measured.items(inSection: section.index)
    let count = section.itemCount
    let estimateCross = section.itemCross
    let estimateScroll = section.itemScroll
    var breaker = EstimatedBreaker(section: section)
    // Estimates per full line, by the breaker's own arithmetic.
    var perLine = 1
    var used = estimateCross
    while perLine < count, used + (breaker.spacing + estimateCross) <= breaker.limit {
      used += breaker.spacing + estimateCross
      perLine += 1
    }
    let pitch = max(estimateScroll + section.lineSpacing, Self.minimumLinePitch)
    let estimateTooLong = estimateCross > breaker.limit
    section.itemsPerLine = perLine
    section.linePitch = pitch
    section.gridGap = perLine > 1 ? (section.available - CGFloat(perLine) * estimateCross) / CGFloat(perLine - 1) : 0
    section.estimatedLinesStart = estimatedLines.count
    var item = 0
    var next = 0
    while item < count {
      let measuredItem = next < measuredItems.count && measuredItems[next].item < count ? measuredItems[next] : nil
      let runEnd = measuredItem?.item ?? count
      while item < runEnd {
        if breaker.fits(cross: estimateCross) {
          breaker.place(item: item, cross: estimateCross, scroll: estimateScroll, into: &estimatedLines)
          item += 1
          continue
        }
        // Full lines of estimates, leaving the last 1…N items of the run to be placed one by one (the
        // next measured item may join their line).
        let bulk = (runEnd - item - 1) / perLine
        if bulk > 0 {
          breaker.skipFullLines(
            bulk, at: item, perLine: perLine, pitch: pitch, length: estimateScroll, into: &estimatedLines)
          item += bulk * perLine
        }
        breaker.place(item: item, cross: estimateCross, scroll: estimateScroll, into: &estimatedLines)
        item += 1
      }
      if let measuredItem {
        breaker.place(item: item, cross: measuredItem.cross, scroll: measuredItem.scroll, into: &estimatedLines)
        item += 1
        next += 1
      }
    }
    breaker.closeLine(end: count, into: &estimatedLines)
    section.estimatedLinesCount = estimatedLines.count - section.estimatedLinesStart
    section.lineCount = breaker.lineCount
    section.longestLine = breaker.longest
    section.everyLineHoldsOneItem = breaker.everyLineHoldsOne
    let last = estimatedLines[estimatedLines.count - 1]
    section.itemsEnd = last.origin + last.length
    return breaker.foundTooLongItem || (estimateTooLong && measuredItems.count < count)
  }

  /// The frame of item `item` of a self-sizing section.
  /// - Complexity: O(log r + m) for r recorded lines and m items on the item's line.
  func estimatedItemFrame(_ section: FlowSection, item: Int) -> CGRect {
    let start = section.estimatedLinesStart
    let end = start + section.estimatedLinesCount
    let record = estimatedLines.partitioningIndex(in: start..<end) { $0.first > item } - 1
    var result = CGRect.zero
    if record >= start, item < estimatedLines[record].first + estimatedLines[record].count {
      forEachItem(ofRecorded: record, in: section) { candidate, frame in if candidate == item { result = frame } }
      return result
    }
    let run = estimatedRun(after: record, in: section)
    let line = (item - run.first) / section.itemsPerLine
    forEachItem(ofFullLine: line, of: run, in: section) { candidate, frame in
      if candidate == item { result = frame }
    }
    return result
  }

  /// Calls `body` with every item of a self-sizing section whose frame overlaps `rect`, in order.
  /// - Complexity: O(log r + k + m) for r recorded lines, k answers and m items on the edge lines.
  func forEachEstimatedItem(of section: FlowSection, in rect: CGRect, _ body: (Int, CGRect) -> Void) {
    let slack = Self.searchSlack
    let (low, high) = axes.scrollRange(of: rect)
    let start = section.estimatedLinesStart
    let end = start + section.estimatedLinesCount
    let reach = low - slack - section.longestLine
    var record = estimatedLines.partitioningIndex(in: start..<end) { $0.origin >= reach } - 1
    while true {
      // The implicit full lines after `record` (from the section's start when it is before the first).
      let run = estimatedRun(after: record, in: section)
      if run.origin > high + slack { return }
      if run.lines > 0 {
        let firstLine = Self.clampedLine(
          ((low - slack - run.origin - section.itemScroll) / section.linePitch), run.lines)
        let lastLine = Self.clampedLine(((high + slack - run.origin) / section.linePitch), run.lines)
        if firstLine <= lastLine {
          for line in firstLine...lastLine {
            forEachItem(ofFullLine: line, of: run, in: section) { item, frame in
              if frame.overlaps(rect) { body(item, frame) }
            }
          }
        }
      }
      record += 1
      if record >= end || estimatedLines[record].origin > high + slack { return }
      forEachItem(ofRecorded: record, in: section) { item, frame in if frame.overlaps(rect) { body(item, frame) } }
    }
  }

  /// A line index rounded down and clamped to `0..<lines`; NaN gives 0.
  private static func clampedLine(_ value: CGFloat, _ lines: Int) -> Int {
    guard value > 0 else { return 0 }
    guard value < CGFloat(lines - 1) else { return lines - 1 }
    return Int(value.rounded(.down))
  }

  /// The implicit full lines after recorded line `record` (`start - 1`: from the section's start) up to the
  /// next recorded line.
  private func estimatedRun(after record: Int, in section: FlowSection) -> FlowEstimatedRun {
    let start = section.estimatedLinesStart
    let end = start + section.estimatedLinesCount
    var run = FlowEstimatedRun(first: 0, origin: section.itemsStart, lines: 0)
    if record >= start {
      let line = estimatedLines[record]
      run.first = line.first + line.count
      run.origin = line.origin + max(line.length + section.lineSpacing, Self.minimumLinePitch)
    }
    if record + 1 < end { run.lines = (estimatedLines[record + 1].first - run.first) / section.itemsPerLine }
    return run
  }

  /// Calls `body` with the index and frame of every item of an implicit full line of estimates: justified
  /// (first at the leading inset, last flush with the trailing one), or centred in `D` when it holds one.
  private func forEachItem(
    ofFullLine line: Int, of run: FlowEstimatedRun, in section: FlowSection, _ body: (Int, CGRect) -> Void
  ) {
    let perLine = section.itemsPerLine
    let first = run.first + line * perLine
    let origin = run.origin + CGFloat(line) * section.linePitch
    var position = perLine == 1 ? (crossExtent - section.itemCross) / 2 : section.inset.crossLeading
    let gap = perLine == 1 ? 0 : (section.available - CGFloat(perLine) * section.itemCross) / CGFloat(perLine - 1)
    for item in first..<(first + perLine) {
      body(
        item,
        axes.rect(
          cross: pixelAligned(position), scroll: pixelAligned(origin), crossLength: section.itemCross,
          scrollLength: section.itemScroll))
      position += section.itemCross + gap
    }
  }

  /// Calls `body` with the index and frame of every item of recorded line `record`, placed as a variable
  /// section's line (`line(startingAt:in:)`): justified when complete, the section's last line left-aligned
  /// with the minimum spacing unless every line holds one item; items centred across the line.
  private func forEachItem(ofRecorded record: Int, in section: FlowSection, _ body: (Int, CGRect) -> Void) {
    let line = estimatedLines[record]
    let measuredItems = measured.items(inSection: section.index)
    let firstMeasured = measuredItems.partitioningIndex(in: 0..<measuredItems.count) { $0.item >= line.first }
    func size(_ item: Int, _ index: inout Int) -> (CGFloat, CGFloat) {
      if index < measuredItems.count, measuredItems[index].item == item {
        index += 1
        return (measuredItems[index - 1].cross, measuredItems[index - 1].scroll)
      }
      return (section.itemCross, section.itemScroll)
    }
    var index = firstMeasured
    var total: CGFloat = 0
    for item in line.first..<(line.first + line.count) { total += size(item, &index).0 }
    let isLast = record == section.estimatedLinesStart + section.estimatedLinesCount - 1
    let isComplete = !isLast || section.everyLineHoldsOneItem
    var position = section.inset.crossLeading
    var gap = section.interitemSpacing
    if isComplete && line.count == 1 {
      position = (crossExtent - total) / 2
      gap = 0
    } else if isComplete {
      gap = (section.available - total) / CGFloat(line.count - 1)
    }
    index = firstMeasured
    for item in line.first..<(line.first + line.count) {
      let (cross, scroll) = size(item, &index)
      body(
        item,
        axes.rect(
          cross: pixelAligned(position), scroll: pixelAligned(line.origin + (line.length - scroll) / 2),
          crossLength: cross, scrollLength: scroll))
      position += cross + gap
    }
  }
}

/// The greedy line breaking of a self-sizing section (`FlowLineBreaker`'s rule), recording every line it
/// places item by item and skipping runs of full lines of estimates in O(1).
private struct EstimatedBreaker {
  /// The longest a line may be: the available length plus the fit tolerance.
  let limit: CGFloat
  /// The minimum spacing between items of a line.
  let spacing: CGFloat
  /// The spacing between lines.
  let lineSpacing: CGFloat
  /// The current line's origin.
  private var origin: CGFloat
  /// Whether a line is open.
  private var isOpen = false
  /// The current line's first item, used length and longest item.
  private var lineFirst = 0
  private var used: CGFloat = 0
  private var tallest: CGFloat = 0
  /// Lines placed so far, the longest, whether each holds one item, and whether an item is too long.
  private(set) var lineCount = 0
  private(set) var longest: CGFloat = 0
  private(set) var everyLineHoldsOne = true
  private(set) var foundTooLongItem = false

  init(section: FlowSection) {
    limit = section.available + FlowGeometry.fitTolerance
    spacing = section.interitemSpacing
    lineSpacing = section.lineSpacing
    origin = section.itemsStart
  }

  /// Whether an item of length `cross` joins the open line.
  func fits(cross: CGFloat) -> Bool { isOpen && used + (spacing + cross) <= limit }

  /// Places the next item: on the open line if it fits, else on a new line.
  mutating func place(item: Int, cross: CGFloat, scroll: CGFloat, into lines: inout [FlowEstimatedLine]) {
    if fits(cross: cross) {
      used += spacing + cross
      tallest = max(tallest, scroll)
      return
    }
    closeLine(end: item, into: &lines)
    isOpen = true
    lineFirst = item
    used = cross
    tallest = scroll
    if cross > limit { foundTooLongItem = true }
  }

  /// Closes the open line, if any, before item `end`, recording it.
  mutating func closeLine(end: Int, into lines: inout [FlowEstimatedLine]) {
    guard isOpen else { return }
    isOpen = false
    lines.append(FlowEstimatedLine(first: lineFirst, count: end - lineFirst, origin: origin, length: tallest))
    if end - lineFirst > 1 { everyLineHoldsOne = false }
    longest = max(longest, tallest)
    lineCount += 1
    origin += max(tallest + lineSpacing, FlowGeometry.minimumLinePitch)
  }

  /// Closes the open line and passes `count` full lines of `perLine` estimates from item `item`.
  mutating func skipFullLines(
    _ count: Int, at item: Int, perLine: Int, pitch: CGFloat, length: CGFloat, into lines: inout [FlowEstimatedLine]
  ) {
    closeLine(end: item, into: &lines)
    origin += CGFloat(count) * pitch
    lineCount += count
    longest = max(longest, length)
    if perLine > 1 { everyLineHoldsOne = false }
  }
}
