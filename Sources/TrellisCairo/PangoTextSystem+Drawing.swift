import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension PangoTextSystem {
  /// Draws a text block from the top of a rectangle in a cairo context's user space: wrapped to the
  /// rectangle's width, showing the lines that fit its height (at least one) and the line limit.
  /// - Complexity: O(length of the text) when the layout isn't cached yet, O(visible glyphs) to draw.
  func draw(_ block: TextBlock, in rect: CGRect, context cr: OpaquePointer) {
    guard !block.string.isEmpty, rect.width > 0 else { return }
    let shaped = layout(for: block, width: rect.width)
    let height = shaped.height(fittingIn: rect.height)
    var x = rect.minX
    if let fraction = shaped.manualAlignment { x += (rect.width - shaped.width) * fraction }
    cairo_save(cr)
    let clipsSides = shaped.manualAlignment != nil && shaped.width > rect.width
    let slack = block.font.pointSize
    let sideSlack = clipsSides ? 0 : slack
    let hidesLines = height < (shaped.lineBottoms.last ?? 0)
    cairo_rectangle(
      cr, rect.minX - sideSlack, rect.minY - slack, rect.width + 2 * sideSlack,
      height + slack + (hidesLines ? 0 : slack))
    cairo_clip(cr)
    CairoDrawing.setColor(cr, block.color)
    cairo_move_to(cr, x, rect.minY)
    pango_cairo_show_layout(cr, shaped.layout)
    cairo_restore(cr)
  }
}
