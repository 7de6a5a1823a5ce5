import Foundation

/// The greedy line breaking of a variable section, one item at a time: an item joins the current line
/// while the line's lengths plus one minimum inter-item spacing between each two fit in the available
/// length (Documentation/Behaviour.md#flow-line-breaking); otherwise it starts the next line.
///
/// One breaker serves both passes that place lines: the read pass feeds it each size as the delegate
/// answers (no second pass over the stored sizes), and a relayout from stored sizes (a width change) feeds
/// it from the slots. Both give it the stored `Float32` lengths, so both break identically.
struct FlowLineBreaker {
  /// The longest a line may be: the available length plus the fit tolerance.
  let limit: CGFloat
  /// The minimum spacing between items of a line.
  let spacing: CGFloat
  /// The spacing between lines.
  let lineSpacing: CGFloat
  /// The current line's origin in the scrolling direction.
  private var origin: CGFloat
  /// The length the current line's items and spacings take along the line; NaN before the first item, so
  /// that it starts a line whatever the limit (a NaN sum fits no limit).
  private var used = CGFloat.nan
  /// The longest item of the current line, in the scrolling direction.
  private var tallest: CGFloat = 0
  /// The first item of the current line, by its index in the section.
  private var lineStart = 0
  /// The lines started so far.
  private var lineCount = 0
  /// The longest closed line.
  private var longest: CGFloat = 0
  /// Whether every closed line holds exactly one item.
  private var everyLineHoldsOne = true
  /// Whether some item is longer than a line.
  private(set) var foundTooLongItem = false

  /// A breaker for a section whose first line starts at `itemsStart`.
  init(section: FlowSection) {
    limit = section.available + FlowGeometry.fitTolerance
    spacing = section.interitemSpacing
    lineSpacing = section.lineSpacing
    origin = section.itemsStart
  }

  /// Places the section's item `item` (items come in order, from 0) and returns its line's origin.
  @inline(__always) mutating func place(item: Int, cross: CGFloat, scroll: CGFloat) -> CGFloat {
    let next = used + (spacing + cross)  // one dependent add per item
    if next <= limit {
      used = next
      tallest = tallest > scroll ? tallest : scroll
    } else {
      startLine(item: item, cross: cross, scroll: scroll)
    }
    return origin
  }

  /// Closes the current line (if any) and starts one with `item`; inlined, so the breaker's
  /// state stays in registers through the caller's loop.
  @inline(__always) private mutating func startLine(item: Int, cross: CGFloat, scroll: CGFloat) {
    if lineCount > 0 { closeLine(end: item) }
    lineCount &+= 1
    lineStart = item
    used = cross
    tallest = scroll
    if cross > limit { foundTooLongItem = true }
  }

  /// Notes the current line, which ends before item `end`, and moves the origin past it.
  @inline(__always) private mutating func closeLine(end: Int) {
    if end &- lineStart > 1 { everyLineHoldsOne = false }  // wrapping: item indices can't overflow
    longest = max(longest, tallest)
    origin += max(tallest + lineSpacing, FlowGeometry.minimumLinePitch)
  }

  /// Writes the lines' summary into the section after its last item has been placed; the section's
  /// `storageStart` must be set.
  func finish(into section: inout FlowSection) {
    let hasLines = lineCount > 0
    section.lineCount = lineCount
    section.longestLine = hasLines ? max(longest, tallest) : longest
    section.lastLineStart = section.storageStart + lineStart
    section.everyLineHoldsOneItem = everyLineHoldsOne && (!hasLines || section.itemCount - lineStart == 1)
    section.itemsEnd = hasLines ? origin + tallest : section.itemsStart
  }
}
