import CCairo
import Foundation

/// A reusable offscreen buffer for projective drawing under a clip, grown as needed, never shrunk.
final class ScratchSurface {
  /// The pixels as a cairo surface.
  let surface: CairoSurface
  /// The same pixels as a pixman image.
  let pixmanImage: OpaquePointer

  /// Creates a buffer of at least a size.
  init(width: Int, height: Int) {
    surface = CairoSurface(width: width, height: height)
    pixmanImage = pixman_image_create_bits(
      PIXMAN_a8r8g8b8, Int32(surface.width), Int32(surface.height),
      surface.data?.assumingMemoryBound(to: UInt32.self), Int32(surface.bytesPerRow))!
  }

  deinit { pixman_image_unref(pixmanImage) }

  /// Whether the buffer holds a region of a size.
  func fits(width: Int, height: Int) -> Bool { surface.width >= width && surface.height >= height }
}
