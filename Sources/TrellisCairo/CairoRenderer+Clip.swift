import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension CairoRenderer {
  /// Clips to a view's (rounded) bounds through its map, in cairo and, for pixel-aligned
  /// rectangles, in the frame's clip box used by the direct pixman paths.
  func pushClip(bounds: CGRect, radius: CGFloat, map: ProjectiveTransform) -> ClipToken {
    guard let frame else { return .none }
    let cr = frame.target.cr
    if !map.isAffine && !map.isInFront(bounds) { return .empty }
    cairo_save(cr)
    cairo_new_path(cr)
    let token: ClipToken
    if radius <= 0 && map.isScaledTranslation(scale: frame.scale) {
      let a = map.apply(CGPoint(x: bounds.minX, y: bounds.minY)) ?? .zero
      let b = map.apply(CGPoint(x: bounds.maxX, y: bounds.maxY)) ?? .zero
      let (x0, y0, x1, y1) = (a.x.snappedToPixel, a.y.snappedToPixel, b.x.snappedToPixel, b.y.snappedToPixel)
      cairo_rectangle(cr, x0, y0, x1 - x0, y1 - y0)
      token = .rectangle(previous: frame.clipBox)
      self.frame!.clipBox = frame.clipBox.intersection(
        PixelBox(
          x0: Int32(pixel: x0), y0: Int32(pixel: y0), x1: Int32(pixel: x1),
          y1: Int32(pixel: y1)))
    } else if map.isAffine {
      var matrix = map.cairoMatrix
      cairo_set_matrix(cr, &matrix)
      CairoDrawing.addRoundedRect(cr, bounds, radius: radius)
      cairo_identity_matrix(cr)
      token = .complex
      self.frame!.complexClips += 1
    } else {
      CairoDrawing.addPath(cr, Path(roundedRect: bounds, cornerRadius: radius), mappedBy: map)
      token = .complex
      self.frame!.complexClips += 1
    }
    cairo_clip(cr)
    return token
  }

  /// Undoes a `pushClip`.
  func popClip(_ token: ClipToken) {
    guard let cr = frame?.target.cr else { return }
    switch token {
    case .none, .empty: return
    case .rectangle(let previous):
      cairo_restore(cr)
      frame!.clipBox = previous
    case .complex:
      cairo_restore(cr)
      frame!.complexClips -= 1
    }
  }
}
