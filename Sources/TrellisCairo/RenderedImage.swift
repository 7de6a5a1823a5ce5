import CCairo
import Foundation

/// An image the renderer made (or read from PNG): pixels it owns, readable by tests and writable as PNG.
public final class RenderedImage {
  let surface: CairoSurface

  init(surface: CairoSurface) {
    self.surface = surface
    cairo_surface_flush(surface.pointer)
  }

  /// Creates a transparent image of a pixel size.
  /// - Complexity: O(width × height).
  public convenience init(width: Int, height: Int) {
    self.init(surface: CairoSurface(width: width, height: height))
  }

  /// The width in pixels.
  public var width: Int { surface.width }
  /// The height in pixels.
  public var height: Int { surface.height }

  /// The pixels, for drawing into with `CairoRenderer.render(_:into:scale:)` or reading row by row.
  public var pixelBuffer: PixelBuffer {
    PixelBuffer(base: surface.data!, width: width, height: height, bytesPerRow: surface.bytesPerRow)
  }

  /// The premultiplied `0xAARRGGBB` pixel at a position inside the image.
  public subscript(x: Int, y: Int) -> UInt32 {
    get { pixelBuffer.pixel(x: x, y: y) }
    set {
      pixelBuffer.setPixel(newValue, x: x, y: y)
      cairo_surface_mark_dirty(surface.pointer)
    }
  }

  /// The straight-alpha colour at a position, components in 0…1.
  public func color(x: Int, y: Int) -> (red: Double, green: Double, blue: Double, alpha: Double) {
    let p = self[x, y]
    let a = Double(p >> 24) / 255
    guard a > 0 else { return (0, 0, 0, 0) }
    func channel(_ shift: UInt32) -> Double { min(1, Double((p >> shift) & 0xFF) / 255 / a) }
    return (channel(16), channel(8), channel(0), a)
  }
}
