import CCairo
import Foundation

/// One write of the direct (pixman) path: what lands in a rectangle of the target — a raster's pixels
/// copied or blended, a solid colour, or the window's clear — and where its source lines up.
///
/// The same value is written at once or recorded in a `CompositeQueue` first; either way `write`
/// puts it into a region of the target.
struct DirectComposite {
  /// Where the pixels come from.
  enum Source {
    /// A raster's opaque pixels, copied unblended (`pixman_blt`).
    case copy(RasterSurface)
    /// A raster's pixels blended over the target (`PIXMAN_OP_OVER`), through `mask` when not nil.
    case blend(RasterSurface, mask: OpaquePointer?)
    /// A solid colour: replacing the pixels (`PIXMAN_OP_SRC`, an opaque colour at full opacity) or
    /// blended over them through `mask` when not nil.
    case fill(SolidFill, replaces: Bool, mask: OpaquePointer?)
    /// The frame's clear: every pixel set to a premultiplied ARGB32 value (`pixman_fill`).
    case clear(pixel: UInt32)
  }

  /// Where the pixels come from.
  var source: Source
  /// The source pixel at target pixel (x, y) is (x + `dx`, y + `dy`).
  var dx: Int32
  /// The vertical offset from target pixels to source pixels.
  var dy: Int32

  /// Whether the result in every pixel of a region ignores what the target held there, so whatever an
  /// earlier composite wrote to those pixels is never seen: copies, replacing fills and clears.
  var replacesPixels: Bool {
    switch source {
    case .copy, .clear: return true
    case .blend: return false
    case .fill(_, let replaces, _): return replaces
    }
  }

  /// Writes the composite into `region` of `target` (inside it) and counts the pixels written.
  func write(_ region: PixelBox, into target: TargetSurface, statistics: inout RenderStatistics) {
    let width = region.x1 - region.x0
    let height = region.y1 - region.y0
    let pixels = Int(width) * Int(height)
    let surface = target.surface
    switch source {
    case .copy(let raster):
      statistics.copiedPixels += pixels
      if let sourceBits = raster.surface.data, let targetBits = surface.data,
        pixman_blt(
          sourceBits.assumingMemoryBound(to: UInt32.self), targetBits.assumingMemoryBound(to: UInt32.self),
          Int32(raster.surface.bytesPerRow / 4), Int32(surface.bytesPerRow / 4), 32, 32, region.x0 + dx,
          region.y0 + dy, region.x0, region.y0, width, height) != 0
      {
        return
      }
      pixman_image_composite32(
        PIXMAN_OP_SRC, raster.identityPixmanImage, nil, target.pixmanImage, region.x0 + dx, region.y0 + dy, 0, 0,
        region.x0, region.y0, width, height)
    case .blend(let raster, let mask):
      statistics.blendedPixels += pixels
      pixman_image_composite32(
        PIXMAN_OP_OVER, raster.identityPixmanImage, mask, target.pixmanImage, region.x0 + dx, region.y0 + dy, 0, 0,
        region.x0, region.y0, width, height)
    case .fill(let fill, let replaces, let mask):
      if replaces { statistics.copiedPixels += pixels } else { statistics.blendedPixels += pixels }
      pixman_image_composite32(
        replaces ? PIXMAN_OP_SRC : PIXMAN_OP_OVER, fill.pixmanImage, mask, target.pixmanImage, 0, 0, 0, 0, region.x0,
        region.y0, width, height)
    case .clear(let pixel):
      statistics.clearedPixels += pixels
      guard let data = surface.data else { return }
      _ = pixman_fill(
        data.assumingMemoryBound(to: UInt32.self), Int32(surface.bytesPerRow / 4), 32, region.x0, region.y0, width,
        height, pixel)
    }
  }
}
