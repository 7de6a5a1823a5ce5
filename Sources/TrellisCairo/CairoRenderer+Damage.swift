import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension CairoRenderer {
  /// Redraws only what changed in `window` since the last call into the same pixels: `target` must
  /// still hold what that call drew (a persistent window buffer). Each damaged rectangle (see
  /// `Window.collectDamage()`) is cleared to the window's background and the tree drawn clipped to it;
  /// nothing outside is touched. The first call, a call for other pixels, another size, scale or
  /// window, `redrawingEverything`, or damage over half the target redraws the whole target.
  /// `lastDamage` and `lastDamageRedrewEverything` say what was redrawn.
  /// - Complexity: O(visible views × damaged rectangles) when their rasters are cached, plus the pixels redrawn.
  public func renderChanges(
    of window: Window, into target: PixelBuffer, scale: CGFloat, redrawingEverything: Bool = false
  ) {
    window.collectDamage()
    damageState.region.removeAll()
    swap(&damageState.region, &window.damage)
    damageState.boxes.removeAll(keepingCapacity: true)
    let identity = DamageState.Target(
      base: target.base, width: target.width, height: target.height, bytesPerRow: target.bytesPerRow, scale: scale,
      window: ObjectIdentifier(window))
    let whole = PixelBox(x0: 0, y0: 0, x1: Int32(target.width), y1: Int32(target.height))
    var redrawsEverything = redrawingEverything || damageState.target != identity
    damageState.target = identity
    var pixels = 0
    if !redrawsEverything {
      for rect in damageState.region.rectangles {
        let covering = PixelBox(
          covering: CGRect(
            x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale))
        let box = PixelBox(x0: covering.x0 - 1, y0: covering.y0 - 1, x1: covering.x1 + 1, y1: covering.y1 + 1)
          .intersection(whole)
        guard !box.isEmpty else { continue }
        damageState.boxes.append(box)
        pixels += Int(box.x1 - box.x0) * Int(box.y1 - box.y0)
      }
      // Past half the target, one pass over everything costs less than several clipped ones.
      redrawsEverything = pixels * 2 > target.width * target.height
    }
    damageState.redrewEverything = redrawsEverything
    let surface = targetSurface(wrapping: target)
    if redrawsEverything {
      damageState.boxes.removeAll(keepingCapacity: true)
      damageState.boxes.append(whole)
      drawFrame(of: window, into: surface, scale: scale, clearsToBackground: true)
      return
    }
    for box in damageState.boxes {
      drawFrame(of: window, into: surface, scale: scale, clearsToBackground: true, region: box)
    }
    // One frame however many rectangles it took.
    statistics.frames -= damageState.boxes.count - 1
    statistics.damagedRectangles += damageState.boxes.count
    statistics.damagedPixels += pixels
  }

  /// The damage (window points) the last `renderChanges` redrew; its rectangles, not the whole target,
  /// even when it redrew everything.
  public var lastDamage: DamageRegion { damageState.region }

  /// Whether the last `renderChanges` redrew the whole target.
  public var lastDamageRedrewEverything: Bool { damageState.redrewEverything }

  /// Calls `body` with each box of target pixels (x0, y0, x1, y1, ends excluded) the last
  /// `renderChanges` redrew: one box covering the target when it redrew everything.
  package func forEachRedrawnBox(_ body: (Int32, Int32, Int32, Int32) -> Void) {
    for box in damageState.boxes { body(box.x0, box.y0, box.x1, box.y1) }
  }

  /// Paints a translucent colour over a rectangle (points, at `scale`) of what `target` holds: the
  /// damage flash of the SDL host.
  package func tint(_ rect: CGRect, of target: PixelBuffer, scale: CGFloat, with color: Color) {
    let surface = targetSurface(wrapping: target)
    let cr = surface.cr
    cairo_surface_mark_dirty(surface.surface.pointer)
    cairo_save(cr)
    cairo_identity_matrix(cr)
    cairo_reset_clip(cr)
    cairo_rectangle(cr, rect.minX * scale, rect.minY * scale, rect.width * scale, rect.height * scale)
    CairoDrawing.setColor(cr, color, opacity: 1)
    cairo_fill(cr)
    cairo_restore(cr)
    cairo_surface_flush(surface.surface.pointer)
  }

  /// Limits the frame being drawn to a box of target pixels, in cairo and in the direct paths.
  func clip(to region: PixelBox) {
    guard let frame else { return }
    let box = region.intersection(frame.clipBox)
    let cr = frame.target.cr
    cairo_new_path(cr)
    cairo_rectangle(cr, Double(box.x0), Double(box.y0), Double(box.x1 - box.x0), Double(box.y1 - box.y0))
    cairo_clip(cr)
    self.frame!.clipBox = box
    self.frame!.cullBox = box
  }
}
