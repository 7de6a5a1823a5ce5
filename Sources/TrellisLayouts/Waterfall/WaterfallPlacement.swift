import Foundation
import TrellisGeometry

/// Places items of given heights in columns, each in the column that is shortest when it comes (the
/// leftmost of equally short ones): the geometry of `WaterfallLayout`, free of views.
struct WaterfallPlacement {
  /// The number of columns, at least 1.
  var columnCount: Int
  /// The width of each column.
  var columnWidth: CGFloat
  /// The space between columns.
  var columnSpacing: CGFloat
  /// The space between an item and the next one in its column.
  var itemSpacing: CGFloat
  /// The section's margins.
  var inset: EdgeInsets

  /// Appends the frames of one section whose content starts at `top` to `frames`, reading heights
  /// through `height` (item index in the section), and returns the section's bottom (after its inset).
  ///
  /// `columnBottoms` is scratch space the caller keeps, so that placing allocates nothing once warm.
  /// - Complexity: O(items × columns).
  func placeSection(
    itemCount: Int, top: CGFloat, columnBottoms: inout [CGFloat], frames: inout [CGRect],
    height: (Int) -> CGFloat
  ) -> CGFloat {
    let start = top + inset.top
    columnBottoms.removeAll(keepingCapacity: true)
    for _ in 0..<columnCount { columnBottoms.append(start) }
    let stride = columnWidth + columnSpacing
    for item in 0..<itemCount {
      var shortest = 0
      for column in 1..<columnCount where columnBottoms[column] < columnBottoms[shortest] { shortest = column }
      let y = columnBottoms[shortest]
      let h = height(item)
      frames.append(CGRect(x: inset.left + CGFloat(shortest) * stride, y: y, width: columnWidth, height: h))
      columnBottoms[shortest] = y + h + itemSpacing
    }
    var bottom = start
    for column in 0..<columnCount where columnBottoms[column] > bottom { bottom = columnBottoms[column] }
    if itemCount > 0 { bottom -= itemSpacing }
    return bottom + inset.bottom
  }
}
