import Foundation

/// Breaks one variable section into lines from its stored sizes, greedily: an item joins the line while
/// the line's lengths plus one minimum inter-item spacing between each two fit in the available length
/// (Documentation/Behaviour.md#flow-line-breaking). Writes every item's line origin.
///
/// The items can come in consecutive runs (`take`), each as soon as its sizes are stored: a run may end
/// in the middle of a line, and the next one goes on with it. So the same breaker serves a re-break of a
/// whole section and a section whose lines another thread breaks while the delegate's sizes still come
/// (`FlowLineWork`), with the same arithmetic in the same order, so the same origins.
struct FlowLineBreaker {
  /// The available length plus the fit tolerance.
  let limit: CGFloat
  /// The minimum spacing between items of a line.
  let spacing: CGFloat
  /// The spacing between lines.
  let lineSpacing: CGFloat
  /// The origin of the line being filled, in the scrolling direction.
  private var origin: CGFloat
  /// The length along the line taken so far by the line's items and the spacing between them.
  private var used: CGFloat = 0
  /// The longest item of the line being filled, in the scrolling direction.
  private var tallest: CGFloat = 0
  /// The longest line so far, the one being filled not counted.
  private var longest: CGFloat = 0
  /// The lines so far, the one being filled counted.
  private var lines = 0
  /// Whether an item that starts a line is longer than the line.
  private var tooLong = false

  /// A breaker for `section`, whose start and available length are placed; its first line starts at the
  /// section's `itemsStart`.
  init(_ section: FlowSection) {
    limit = section.available + FlowGeometry.fitTolerance
    spacing = section.interitemSpacing
    lineSpacing = section.lineSpacing
    origin = section.itemsStart
  }

  /// Takes the items of `slots`, the run after the last one taken (the section's first run starts the
  /// first line), and writes their line origins.
  /// - Complexity: O(slots.count).
  mutating func take(
    _ slots: Range<Int>, cross: UnsafePointer<Float32>, scroll: UnsafePointer<Float32>,
    origins: UnsafeMutablePointer<CGFloat>
  ) {
    var slot = slots.lowerBound
    let end = slots.upperBound
    // Locals, not properties, in the loops (registers, no stores back through `self` per item).
    var (origin, used, tallest, longest, lines, tooLong) = (origin, used, tallest, longest, lines, tooLong)
    while slot < end {
      if lines > 0 {
        // The line being filled takes the items that fit; each takes its origin as it joins (no second
        // loop over the line, whose varying length would cost a second mispredicted branch per line).
        while slot < end {
          let next = used + (spacing + CGFloat(cross[slot]))  // one dependent add per item
          if next > limit { break }
          used = next
          tallest = max(tallest, CGFloat(scroll[slot]))
          origins[slot] = origin
          slot += 1
        }
        guard slot < end else { break }  // the run ends inside the line: the next run goes on with it
        longest = max(longest, tallest)
        origin += max(tallest + lineSpacing, FlowGeometry.minimumLinePitch)
      }
      // `slot` starts a line.
      used = CGFloat(cross[slot])
      tallest = CGFloat(scroll[slot])
      if used > limit { tooLong = true }
      origins[slot] = origin
      lines += 1
      slot += 1
    }
    (self.origin, self.used, self.tallest, self.longest, self.lines, self.tooLong) =
      (origin, used, tallest, longest, lines, tooLong)
  }

  /// Writes the lines' summary to `section`, all of whose items were taken (count, longest line, whether
  /// every line holds one item, where the last ends); returns whether an item is longer than its line
  /// (UIKit's "behavior … is not defined" case).
  func finish(_ section: inout FlowSection) -> Bool {
    section.lineCount = lines
    section.longestLine = max(longest, tallest)
    section.everyLineHoldsOneItem = lines == section.itemCount
    section.itemsEnd = origin + tallest
    return tooLong
  }
}
