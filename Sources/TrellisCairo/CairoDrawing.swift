import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

/// Small helpers that put Trellis values (paths, colours) into a cairo context.
enum CairoDrawing {
  /// Sets the source to a straight-alpha colour, its alpha multiplied by `opacity`.
  static func setColor(_ cr: OpaquePointer, _ color: Color, opacity: CGFloat = 1) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
  }

  /// Sets the source to a straight-alpha colour given by its components, its alpha multiplied by `opacity`.
  static func setColor(_ cr: OpaquePointer, _ color: ColorComponents, opacity: CGFloat = 1) {
    cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * opacity)
  }

  /// Appends a path to the context's current path, in user coordinates.
  /// - Complexity: O(number of path elements).
  static func addPath(_ cr: OpaquePointer, _ path: Path) {
    for element in path.elements {
      switch element {
      case .move(let p): cairo_move_to(cr, p.x, p.y)
      case .line(let p): cairo_line_to(cr, p.x, p.y)
      case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
      case .closeSubpath: cairo_close_path(cr)
      }
    }
  }

  /// Appends a path mapped point by point through a homography (control points too, which is exact
  /// for straight edges and close for the short curves of rounded corners).
  /// - Complexity: O(number of path elements).
  static func addPath(_ cr: OpaquePointer, _ path: Path, mappedBy map: ProjectiveTransform) {
    func mapped(_ p: CGPoint) -> CGPoint { map.apply(p) ?? p }
    for element in path.elements {
      switch element {
      case .move(let p):
        let q = mapped(p)
        cairo_move_to(cr, q.x, q.y)
      case .line(let p):
        let q = mapped(p)
        cairo_line_to(cr, q.x, q.y)
      case .curve(let p, let c1, let c2):
        let (q, d1, d2) = (mapped(p), mapped(c1), mapped(c2))
        cairo_curve_to(cr, d1.x, d1.y, d2.x, d2.y, q.x, q.y)
      case .closeSubpath: cairo_close_path(cr)
      }
    }
  }

  /// Appends a rounded rectangle (a plain one when the radius is zero) to the current path.
  static func addRoundedRect(_ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat) {
    let r = max(0, min(radius, min(rect.width, rect.height) / 2))
    guard r > 0 else {
      cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
      return
    }
    cairo_new_sub_path(cr)
    cairo_arc(cr, rect.maxX - r, rect.minY + r, r, -.pi / 2, 0)
    cairo_arc(cr, rect.maxX - r, rect.maxY - r, r, 0, .pi / 2)
    cairo_arc(cr, rect.minX + r, rect.maxY - r, r, .pi / 2, .pi)
    cairo_arc(cr, rect.minX + r, rect.minY + r, r, .pi, 3 * .pi / 2)
    cairo_close_path(cr)
  }
}
