import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

/// A shaped pango layout of one text block at one width, with the measurements drawing needs.
///
/// Made once per (text block, width) by `PangoTextSystem` and kept in its cache, so measuring a
/// label and drawing it shape the text once.
final class TextLayout {
  /// The `PangoLayout`, shaped in user units (points) with hinted metrics off.
  let layout: OpaquePointer
  /// The widest line's logical width in points.
  let width: CGFloat
  /// The bottom of each line's logical box, from the top of the layout, in points.
  let lineBottoms: [CGFloat]
  /// The maximum number of lines shown, 0 for no limit.
  let lineLimit: Int
  /// Where unwrapped text sits horizontally in a wider box: 0 left, 0.5 centre, 1 right; nil when
  /// pango aligns it (the layout has a width).
  let manualAlignment: CGFloat?

  init(layout: OpaquePointer, lineLimit: Int, manualAlignment: CGFloat?) {
    self.layout = layout
    self.lineLimit = lineLimit
    self.manualAlignment = manualAlignment
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    width = CGFloat(logical.width) / CGFloat(PANGO_SCALE)
    var bottoms: [CGFloat] = []
    let iterator = pango_layout_get_iter(layout)
    repeat {
      var line = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &line)
      bottoms.append(CGFloat(line.y + line.height) / CGFloat(PANGO_SCALE))
    } while pango_layout_iter_next_line(iterator) != 0
    pango_layout_iter_free(iterator)
    lineBottoms = bottoms
  }

  deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

  /// The number of lines shown when nothing else limits them.
  var visibleLineCount: Int { lineLimit > 0 ? min(lineBottoms.count, lineLimit) : lineBottoms.count }

  /// The height of the shown lines in points.
  var height: CGFloat { visibleLineCount > 0 ? lineBottoms[visibleLineCount - 1] : 0 }

  /// The height of the lines that fit in `available` points, at least one line.
  /// - Complexity: O(number of lines).
  func height(fittingIn available: CGFloat) -> CGFloat {
    var shown = 1
    while shown < visibleLineCount, lineBottoms[shown] <= available + 0.5 { shown += 1 }
    return lineBottoms.isEmpty ? 0 : lineBottoms[shown - 1]
  }
}
