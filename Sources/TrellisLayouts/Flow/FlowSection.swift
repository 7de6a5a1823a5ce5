import Foundation

/// One section of a flow layout: its metrics (from the layout's properties or the delegate) and the
/// geometry computed from them, in (cross, scroll) coordinates.
///
/// A uniform section (every item the same size) keeps no per-item data: items per line, the grid gap and
/// the line pitch place any item in O(1). A variable section owns the slots
/// `storageStart ..< storageStart + itemCount` of `FlowGeometry`'s per-item arrays.
struct FlowSection {
  // MARK: Metrics

  /// The number of items.
  var itemCount = 0
  /// The section insets, by axis.
  var inset = FlowInsets()
  /// The spacing between lines.
  var lineSpacing: CGFloat = 0
  /// The minimum spacing between items of a line.
  var interitemSpacing: CGFloat = 0
  /// The header's length in the scrolling direction; 0 means no header.
  var headerLength: CGFloat = 0
  /// The footer's length in the scrolling direction; 0 means no footer.
  var footerLength: CGFloat = 0
  /// Whether every item has the size (`itemCross`, `itemScroll`).
  var isUniform = true
  /// The items' length along lines (uniform sections).
  var itemCross: CGFloat = 0
  /// The items' length in the scrolling direction (uniform sections).
  var itemScroll: CGFloat = 0
  /// The first per-item slot (variable sections).
  var storageStart = 0
  /// The section's index.
  var index = 0
  /// Whether the items self-size: laid out at the estimate (`itemCross`, `itemScroll`) unless measured,
  /// with the lines holding a measured item (or ending the section) in `FlowGeometry.estimatedLines` from
  /// `estimatedLinesStart`, and the full lines of estimates between them implicit.
  var isEstimated = false
  /// The first of the section's recorded lines in `FlowGeometry.estimatedLines` (estimated sections).
  var estimatedLinesStart = 0
  /// The number of the section's recorded lines (estimated sections).
  var estimatedLinesCount = 0

  // MARK: Geometry

  /// Where the section (its header) starts in the scrolling direction.
  var start: CGFloat = 0
  /// Where the first line starts: after the header and the leading inset.
  var itemsStart: CGFloat = 0
  /// Where the last line ends.
  var itemsEnd: CGFloat = 0
  /// Where the section (its footer) ends; the next section starts here.
  var end: CGFloat = 0
  /// The length available to items along a line: the content width less the section insets.
  var available: CGFloat = 0
  /// The number of lines.
  var lineCount = 0
  /// Items on every full line (uniform sections; estimated sections: full lines of estimates).
  var itemsPerLine = 1
  /// The gap between neighbours on the grid of full lines (uniform sections).
  var gridGap: CGFloat = 0
  /// The distance from one line's origin to the next (uniform sections; estimated sections: between full
  /// lines of estimates).
  var linePitch: CGFloat = 0
  /// The longest line in the scrolling direction (variable sections), for conservative searches.
  var longestLine: CGFloat = 0
  /// The slot of the first item of the last line (variable sections).
  var lastLineStart = 0
  /// Whether every line holds one item, which makes the last line complete (centred) too.
  var everyLineHoldsOneItem = false

  /// Whether the section's items are each centred alone on their line (uniform sections).
  var centresUniformItems: Bool { itemsPerLine == 1 || itemCount == 1 }
}
