import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

/// Replays a recorded display list into a cairo context, in the context's current user space.
@MainActor struct DisplayListReplayer {
  /// The destination context.
  let cr: OpaquePointer
  /// The text system that shapes and draws text.
  let textSystem: PangoTextSystem

  /// Draws every command; unbalanced saves are restored at the end and extra restores ignored.
  /// - Complexity: O(number of commands) plus the cost of each (text shaping, image decoding once).
  func replay(_ list: DisplayList, statistics: inout RenderStatistics) {
    var depth = 0
    for command in list.commands {
      switch command {
      case .fillRect(let rect, let color):
        CairoDrawing.setColor(cr, color)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_fill(cr)
      case .fillPath(let path, let color):
        CairoDrawing.setColor(cr, color)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        CairoDrawing.addPath(cr, path)
        cairo_fill(cr)
      case .strokePath(let path, let color, let lineWidth):
        CairoDrawing.setColor(cr, color)
        cairo_set_line_width(cr, lineWidth)
        CairoDrawing.addPath(cr, path)
        cairo_stroke(cr)
      case .linearGradient(let rect, let colors, let start, let end):
        drawGradient(in: rect, colors: colors, start: start, end: end)
      case .text(let block, let rect):
        textSystem.draw(block, in: rect, context: cr)
      case .image(let image, let rect, let alpha):
        draw(image, in: rect, alpha: alpha, statistics: &statistics)
      case .saveState:
        cairo_save(cr)
        depth += 1
      case .restoreState:
        if depth > 0 {
          cairo_restore(cr)
          depth -= 1
        }
      case .clip(let path):
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        CairoDrawing.addPath(cr, path)
        cairo_clip(cr)
      case .concat(let t):
        var matrix = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cr, &matrix)
      }
    }
    while depth > 0 {
      cairo_restore(cr)
      depth -= 1
    }
  }

  private func drawGradient(in rect: CGRect, colors: [Color], start: CGPoint, end: CGPoint) {
    guard let first = colors.first else { return }
    guard colors.count > 1 else {
      CairoDrawing.setColor(cr, first)
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      cairo_fill(cr)
      return
    }
    let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)
    for (index, color) in colors.enumerated() {
      let offset = Double(index) / Double(colors.count - 1)
      cairo_pattern_add_color_stop_rgba(pattern, offset, color.red, color.green, color.blue, color.alpha)
    }
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_set_source(cr, pattern)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_fill(cr)
    cairo_pattern_destroy(pattern)
  }

  private func draw(_ image: Image, in rect: CGRect, alpha: CGFloat, statistics: inout RenderStatistics) {
    guard rect.width > 0, rect.height > 0, alpha > 0, image.size.width > 0, image.size.height > 0 else { return }
    cairo_save(cr)
    cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
    cairo_clip(cr)
    if case .drawing(let list) = image.source {
      cairo_translate(cr, rect.minX, rect.minY)
      cairo_scale(cr, rect.width / image.size.width, rect.height / image.size.height)
      if alpha < 1 { cairo_push_group(cr) }
      replay(list, statistics: &statistics)
      if alpha < 1 {
        cairo_pop_group_to_source(cr)
        cairo_paint_with_alpha(cr, alpha)
      }
    } else if let decoded = DecodedImage.decoded(image, statistics: &statistics), let pattern = decoded.pattern,
      let pixels = decoded.surface
    {
      var matrix = cairo_matrix_t()
      cairo_matrix_init_scale(&matrix, CGFloat(pixels.width) / rect.width, CGFloat(pixels.height) / rect.height)
      cairo_matrix_translate(&matrix, -rect.minX, -rect.minY)
      cairo_pattern_set_matrix(pattern, &matrix)
      cairo_set_source(cr, pattern)
      if alpha < 1 { cairo_paint_with_alpha(cr, alpha) } else { cairo_paint(cr) }
    }
    cairo_restore(cr)
  }
}
