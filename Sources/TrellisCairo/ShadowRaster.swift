import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

/// A view's cached shadow: its outline (the shadow path, or the alpha of the view's own content) blurred
/// and coloured, kept on the view's `ViewRaster` and made again only when its key changes, so a still
/// shadow costs one composite a frame (`Documentation/Behaviour.md#layer-shadows`).
///
/// The shadow's opacity is not in the raster: it multiplies the composite, so fading a shadow doesn't
/// blur it again. Its offset isn't either: it moves the composite.
package final class ShadowRaster {
  /// Everything the shadow's pixels depend on; a different key makes them again.
  struct Key: Equatable {
    /// The shadow colour's components.
    var color: ColorComponents
    /// The blur radius in points.
    var radius: CGFloat
    /// The outline; nil casts the content's alpha.
    var path: Path?
    /// The view's bounds (the content's place and, with a path, nothing else).
    var bounds: CGRect
    /// The pixels per point wanted.
    var scale: CGFloat
    /// The content raster's key when the content's alpha casts the shadow.
    var source: ViewRaster.Key?
  }

  /// The key the pixels were made for.
  var key: Key
  /// The blurred, coloured shadow before its offset and opacity.
  package let raster: RasterSurface
  /// What the raster covers, in bounds coordinates, before the offset.
  package let rect: CGRect

  init(key: Key, raster: RasterSurface, rect: CGRect) {
    self.key = key
    self.raster = raster
    self.rect = rect
  }

  /// The Gaussian's standard deviation for a shadow radius: half of it (the commonly observed mapping
  /// of Core Animation's `shadowRadius`, `Documentation/Behaviour.md#layer-shadows`).
  static func sigma(forRadius radius: CGFloat) -> CGFloat { radius / 2 }

  /// The shadow of `raster`'s view for `key`, or nil when the view casts nothing (no path, no content).
  /// - Complexity: O(the shadow's pixels × the blur's taps); runs only when the key changes.
  static func make(key: Key, content raster: ViewRaster) -> ShadowRaster? {
    let bounds = key.bounds
    let outline: CGRect
    if let path = key.path {
      outline = path.boundingBox
    } else {
      switch raster.content {
      case .empty:
        guard raster.border != nil else { return nil }
        outline = bounds
      case .solid, .surface: outline = bounds
      }
    }
    guard outline.minX.isFinite, outline.minY.isFinite, outline.width.isFinite, outline.height.isFinite,
      !outline.isNull, outline.width > 0 || outline.height > 0
    else { return nil }
    let reach = max(0, key.radius) * LayerState.shadowReachPerRadius
    let side = max(outline.width + 2 * reach, outline.height + 2 * reach, 1)
    let scale = min(key.scale, ViewRaster.maximumPixelSide / side)
    let margin = (reach * scale).rounded(.up)
    // Pixels on the grid of the content's raster (whole pixels from the bounds origin).
    let x0 = ((outline.minX - bounds.minX) * scale).rounded(.down) - margin
    let y0 = ((outline.minY - bounds.minY) * scale).rounded(.down) - margin
    let x1 = ((outline.maxX - bounds.minX) * scale).rounded(.up) + margin
    let y1 = ((outline.maxY - bounds.minY) * scale).rounded(.up) + margin
    let width = Int(max(x1 - x0, 1))
    let height = Int(max(y1 - y0, 1))
    let rect = CGRect(
      x: bounds.minX + x0 / scale, y: bounds.minY + y0 / scale, width: CGFloat(width) / scale,
      height: CGFloat(height) / scale)
    let mask = CairoSurface(width: width, height: height)
    let cr = cairo_create(mask.pointer)!
    cairo_scale(cr, scale, scale)
    cairo_translate(cr, -rect.minX, -rect.minY)
    cairo_set_source_rgba(cr, 0, 0, 0, 1)
    if let path = key.path {
      CairoDrawing.addPath(cr, path)
      cairo_fill(cr)
    } else {
      switch raster.content {
      case .empty: break
      case .solid:
        cairo_rectangle(cr, bounds.minX, bounds.minY, bounds.width, bounds.height)
        cairo_fill(cr)
      case .surface(let surface): paint(surface, at: bounds.origin, into: cr)
      }
      if let border = raster.border { paint(border, at: bounds.origin, into: cr) }
    }
    cairo_destroy(cr)
    cairo_surface_flush(mask.pointer)
    let shadow = CairoSurface(width: width, height: height)
    blur(mask, using: shadow, sigma: sigma(forRadius: max(0, key.radius)) * scale)
    // The colour through the blurred alpha, premultiplied, replacing what the blur left in `shadow`.
    let colour = cairo_create(shadow.pointer)!
    cairo_set_operator(colour, CAIRO_OPERATOR_CLEAR)
    cairo_paint(colour)
    cairo_set_operator(colour, CAIRO_OPERATOR_OVER)
    CairoDrawing.setColor(colour, key.color)
    cairo_mask_surface(colour, mask.pointer, 0, 0)
    cairo_destroy(colour)
    cairo_surface_flush(shadow.pointer)
    let surface = RasterSurface(surface: shadow, scale: scale)
    surface.updateCoverage()
    return ShadowRaster(key: key, raster: surface, rect: rect)
  }

  /// Paints a content raster's pixels (their alpha is what counts) with its top-left at `origin`.
  private static func paint(_ surface: RasterSurface, at origin: CGPoint, into cr: OpaquePointer) {
    cairo_save(cr)
    cairo_translate(cr, origin.x, origin.y)
    cairo_scale(cr, 1 / surface.scale, 1 / surface.scale)
    cairo_set_source_surface(cr, surface.surface.pointer, 0, 0)
    cairo_paint(cr)
    cairo_restore(cr)
  }

  /// Blurs `image` in place with a Gaussian of `sigma` pixels, in two passes through `scratch` (same
  /// size): pixman's separable convolution, across then down, each pass one-dimensional (the other
  /// axis a one-tap box), so a pixel costs the kernel's width twice, not its square.
  /// - Complexity: O(pixels × sigma).
  static func blur(_ image: CairoSurface, using scratch: CairoSurface, sigma: CGFloat) {
    guard sigma > 0.05, let imageBits = image.data, let scratchBits = scratch.data else { return }
    let width = Int32(image.width)
    let height = Int32(image.height)
    let source = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, width, height, imageBits.assumingMemoryBound(to: UInt32.self), Int32(image.bytesPerRow))!
    let between = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, width, height, scratchBits.assumingMemoryBound(to: UInt32.self), Int32(scratch.bytesPerRow))!
    defer {
      pixman_image_unref(source)
      pixman_image_unref(between)
    }
    // pixman's Gaussian kernel has sigma √2⁄2 at scale 1; the scale stretches it.
    let stretch = pixman_fixed_t((Double(sigma) * 2.0.squareRoot() * 65536).rounded())
    let one: pixman_fixed_t = 65536
    setFilter(
      on: source, scaleX: stretch, scaleY: one, sampleX: PIXMAN_KERNEL_GAUSSIAN, sampleY: PIXMAN_KERNEL_BOX)
    pixman_image_composite32(PIXMAN_OP_SRC, source, nil, between, 0, 0, 0, 0, 0, 0, width, height)
    setFilter(
      on: between, scaleX: one, scaleY: stretch, sampleX: PIXMAN_KERNEL_BOX, sampleY: PIXMAN_KERNEL_GAUSSIAN)
    pixman_image_composite32(PIXMAN_OP_SRC, between, nil, source, 0, 0, 0, 0, 0, 0, width, height)
    cairo_surface_mark_dirty(image.pointer)
    cairo_surface_mark_dirty(scratch.pointer)
  }

  /// Gives `image` a separable convolution sampling with the given kernels (no reconstruction: the
  /// image isn't scaled), one phase (every sample falls on a pixel centre).
  private static func setFilter(
    on image: OpaquePointer, scaleX: pixman_fixed_t, scaleY: pixman_fixed_t, sampleX: pixman_kernel_t,
    sampleY: pixman_kernel_t
  ) {
    var count: Int32 = 0
    guard
      let parameters = pixman_filter_create_separable_convolution(
        &count, scaleX, scaleY, PIXMAN_KERNEL_IMPULSE, PIXMAN_KERNEL_IMPULSE, sampleX, sampleY, 0, 0)
    else { return }
    pixman_image_set_filter(image, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, parameters, count)
    free(parameters)
    pixman_image_set_repeat(image, PIXMAN_REPEAT_NONE)
  }
}

extension ShadowRaster.Key {
  /// The shadow's key for a view's presentation state at a scale, its content raster being `raster`.
  @MainActor init(state p: LayerState, scale: CGFloat, raster: ViewRaster) {
    let path = p.shadowPath.flatMap { $0.elements.isEmpty ? nil : $0 }
    self.init(
      color: ColorComponents(p.shadowColor ?? .clear), radius: p.drawnShadowRadius, path: path, bounds: p.bounds,
      scale: scale, source: path == nil ? raster.key : nil)
  }
}
