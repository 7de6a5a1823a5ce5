import CCairo
import Foundation
import TrellisGeometry

/// One cached raster of a view's content: a cairo surface, a reusable pattern, and a pixman image of
/// the same pixels for projective compositing.
package final class RasterSurface {
  /// The pixels.
  package let surface: CairoSurface
  /// A pattern of the surface, reused every frame (only its matrix and filter change).
  let pattern: OpaquePointer
  /// Pixels per point of this raster (the screen scale, unless the view was too large for it).
  package let scale: CGFloat
  /// Which pixels are visible and which opaque, found each time the raster is drawn (`updateCoverage()`).
  private(set) var coverage: RasterCoverage
  /// Counts the times the pixels were drawn (each drawing ends with `updateCoverage()`), so copies kept
  /// elsewhere (the GPU path's textures) know when they are stale.
  package private(set) var generation: UInt64 = 0
  private var pixman: OpaquePointer?
  private var hasTransform = false

  /// Wraps a surface drawn at `scale` pixels per point.
  init(surface: CairoSurface, scale: CGFloat) {
    self.surface = surface
    self.scale = scale
    pattern = cairo_pattern_create_for_surface(surface.pointer)!
    coverage = .blended(width: surface.width, height: surface.height)
  }

  deinit {
    cairo_pattern_destroy(pattern)
    if let pixman { pixman_image_unref(pixman) }
  }

  /// Scans the pixels for `coverage`; call after drawing (and flushing) the surface.
  /// - Complexity: O(pixels).
  func updateCoverage() {
    generation &+= 1
    guard let data = surface.data else {
      coverage = .blended(width: surface.width, height: surface.height)
      return
    }
    coverage = RasterCoverage.scan(
      data.assumingMemoryBound(to: UInt32.self), width: surface.width, height: surface.height,
      rowPixels: surface.bytesPerRow / 4)
  }

  /// The pixman image with an identity transform, for pixel-aligned composites.
  var identityPixmanImage: OpaquePointer {
    let image = pixmanImage
    if hasTransform {
      pixman_image_set_transform(image, nil)
      hasTransform = false
    }
    return image
  }

  /// The pixman image with a projective transform (the inverse map from destination to raster pixels).
  func pixmanImage(transformedBy transform: inout pixman_transform) -> OpaquePointer {
    let image = pixmanImage
    pixman_image_set_transform(image, &transform)
    hasTransform = true
    return image
  }

  /// A pixman image sharing the surface's pixels, made on first use.
  private var pixmanImage: OpaquePointer {
    if let pixman { return pixman }
    let image = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(surface.width), Int32(surface.height),
      surface.data?.assumingMemoryBound(to: UInt32.self), Int32(surface.bytesPerRow))!
    pixman_image_set_filter(image, PIXMAN_FILTER_BILINEAR, nil, 0)
    pixman_image_set_repeat(image, PIXMAN_REPEAT_NONE)
    pixman = image
    return image
  }
}
