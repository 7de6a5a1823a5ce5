import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension CairoRenderer {
  /// Redraws only what changed in `window` since the last call into the same pixels: `target` must
  /// still hold what that call drew (a persistent window buffer). Each damaged rectangle (see
  /// `Window.collectDamage()`) is cleared to the window's background and the tree drawn clipped to it;
  /// nothing outside is touched. A scroll the window found it can draw by moving pixels (`ScrollCopy`)
  /// moves them when they fall on whole pixels at `scale`, and only the strips scrolled in are redrawn.
  /// The first call, a call for other pixels, another size, scale or window, `redrawingEverything`, or
  /// damage over half the target redraws the whole target. `lastDamage` and
  /// `lastDamageRedrewEverything` say what was redrawn.
  /// - Complexity: O(visible views × damaged rectangles) when their rasters are cached, plus the pixels
  ///   redrawn and moved.
  public func renderChanges(
    of window: Window, into target: PixelBuffer, scale: CGFloat, redrawingEverything: Bool = false
  ) {
    window.collectDamage()
    let identity = DamageState.Target(
      base: target.base, width: target.width, height: target.height, bytesPerRow: target.bytesPerRow, scale: scale,
      window: ObjectIdentifier(window))
    var redrawsEverything = redrawingEverything || damageState.target != identity
    let copy = window.resolveScrollCopy {
      movesScrolledPixels && !redrawsEverything && $0.isPixelAligned(scale: scale)
    }
    damageState.region.removeAll()
    swap(&damageState.region, &window.damage)
    damageState.boxes.removeAll(keepingCapacity: true)
    damageState.movedBox = nil
    let whole = PixelBox(x0: 0, y0: 0, x1: Int32(target.width), y1: Int32(target.height))
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
    if let copy { movePixels(of: target, by: copy, scale: scale) }
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
  /// `renderChanges` changed: the boxes it redrew (one covering the target when it redrew everything),
  /// then the box scrolled pixels were moved to, if any.
  package func forEachRedrawnBox(_ body: (Int32, Int32, Int32, Int32) -> Void) {
    for box in damageState.boxes { body(box.x0, box.y0, box.x1, box.y1) }
    if let box = damageState.movedBox { body(box.x0, box.y0, box.x1, box.y1) }
  }

  /// Moves the pixels of a scroll within `target` (`ScrollCopy.isPixelAligned(scale:)` holds): each
  /// row of the destination, in the order that reads every source row before it is overwritten.
  /// - Complexity: O(pixels moved).
  private func movePixels(of target: PixelBuffer, by copy: ScrollCopy, scale: CGFloat) {
    let destination = copy.destination
    guard !destination.isNull else { return }
    let whole = PixelBox(x0: 0, y0: 0, x1: Int32(target.width), y1: Int32(target.height))
    let box = PixelBox(
      x0: Int32((destination.minX * scale).rounded()), y0: Int32((destination.minY * scale).rounded()),
      x1: Int32((destination.maxX * scale).rounded()), y1: Int32((destination.maxY * scale).rounded()))
    let dx = Int32((copy.offset.dx * scale).rounded())
    let dy = Int32((copy.offset.dy * scale).rounded())
    // Both the destination and its source must lie in the target.
    let moved = box.intersection(whole).intersection(
      PixelBox(x0: whole.x0 + dx, y0: whole.y0 + dy, x1: whole.x1 + dx, y1: whole.y1 + dy))
    guard !moved.isEmpty else { return }
    let rowBytes = Int(moved.x1 - moved.x0) * 4
    func move(_ y: Int32) {
      let to = target.base + Int(y) * target.bytesPerRow + Int(moved.x0) * 4
      let from = target.base + Int(y - dy) * target.bytesPerRow + Int(moved.x0 - dx) * 4
      memmove(to, from, rowBytes)
    }
    if dy > 0 {
      var y = moved.y1 - 1
      while y >= moved.y0 {
        move(y)
        y -= 1
      }
    } else {
      for y in moved.y0..<moved.y1 { move(y) }
    }
    damageState.movedBox = moved
    statistics.movedPixels += Int(moved.x1 - moved.x0) * Int(moved.y1 - moved.y0)
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
