import Foundation

/// Which pixels of a cached raster carry anything and which are opaque, found once when the raster
/// is drawn, so a frame copies the opaque parts (`PIXMAN_OP_SRC`, no blending), blends only the rest
/// and skips transparent margins.
///
/// The opaque part is a cross: `opaqueRows` are whole rows of opaque pixels (of the visible box), and
/// `opaqueColumns` are opaque in every visible row outside them; a rounded rectangle's four corners are
/// what is left to blend. All coordinates are raster pixels.
struct RasterCoverage: Equatable {
  /// The smallest box holding every pixel that isn't fully transparent (empty when none is).
  var visible: PixelBox
  /// Rows `y0..<y1` opaque across the whole visible box (empty when there are none).
  var opaqueRows: Range<Int32>
  /// Columns `x0..<x1` opaque in every visible row above and below `opaqueRows` (empty when none are).
  var opaqueColumns: Range<Int32>

  /// Coverage claiming nothing opaque: everything in `width × height` is blended.
  static func blended(width: Int, height: Int) -> RasterCoverage {
    RasterCoverage(
      visible: PixelBox(x0: 0, y0: 0, x1: Int32(width), y1: Int32(height)), opaqueRows: 0..<0, opaqueColumns: 0..<0)
  }

  /// Scans premultiplied ARGB32 pixels (alpha in the top byte).
  /// - Complexity: O(pixels): each row is read from both ends to its first visible pixel, and whole
  ///   when those are its end pixels; the rows outside the opaque band again for the columns.
  static func scan(_ pixels: UnsafePointer<UInt32>, width: Int, height: Int, rowPixels: Int) -> RasterCoverage {
    var minX = width
    var maxX = -1
    var minY = height
    var maxY = -1
    // The longest run of rows that are opaque from edge to edge.
    var bestRows = 0..<0
    var runStart = -1
    for y in 0..<height {
      let row = pixels + y * rowPixels
      // The first and last pixels that aren't transparent, each found from its own edge.
      var first = 0
      while first < width && row[first] == 0 { first += 1 }
      guard first < width else {
        runStart = -1
        continue
      }
      var last = width - 1
      while row[last] == 0 { last -= 1 }
      minX = min(minX, first)
      maxX = max(maxX, last)
      minY = min(minY, y)
      maxY = y
      // Only a row visible from edge to edge can be opaque; its alphas are ANDed (a loop the compiler
      // vectorises, as it wouldn't one that stops at the first translucent pixel).
      var all: UInt32 = first == 0 && last == width - 1 ? 0xFFFF_FFFF : 0
      if all != 0 {
        for x in 0..<width { all &= row[x] }
      }
      if all >= 0xFF00_0000 {
        if runStart < 0 { runStart = y }
        if y + 1 - runStart > bestRows.count { bestRows = runStart..<(y + 1) }
      } else {
        runStart = -1
      }
    }
    guard maxY >= 0 else {
      return RasterCoverage(visible: PixelBox(x0: 0, y0: 0, x1: 0, y1: 0), opaqueRows: 0..<0, opaqueColumns: 0..<0)
    }
    let visible = PixelBox(x0: Int32(minX), y0: Int32(minY), x1: Int32(maxX + 1), y1: Int32(maxY + 1))
    // The opaque columns: the run through the middle column, narrowed by every visible row outside the band.
    let middle = (minX + maxX) / 2
    var columns = minX..<(maxX + 1)
    for y in minY...maxY where !bestRows.contains(y) {
      let row = pixels + y * rowPixels
      guard row[middle] >= 0xFF00_0000 else {
        columns = 0..<0
        break
      }
      var lower = middle
      while lower > columns.lowerBound && row[lower - 1] >= 0xFF00_0000 { lower -= 1 }
      var upper = middle + 1
      while upper < columns.upperBound && row[upper] >= 0xFF00_0000 { upper += 1 }
      columns = lower..<upper
    }
    return RasterCoverage(
      visible: visible, opaqueRows: Int32(bestRows.lowerBound)..<Int32(bestRows.upperBound),
      opaqueColumns: Int32(columns.lowerBound)..<Int32(columns.upperBound))
  }
}
