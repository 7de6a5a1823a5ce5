import Foundation

/// A caller-owned block of pixels the renderer draws into: 32-bit premultiplied ARGB in native byte
/// order (cairo's `CAIRO_FORMAT_ARGB32`, which is SDL's `SDL_PIXELFORMAT_ARGB8888` on little-endian).
public struct PixelBuffer {
  /// The first byte of the first row.
  public var base: UnsafeMutableRawPointer
  /// The width in pixels.
  public var width: Int
  /// The height in pixels.
  public var height: Int
  /// The distance in bytes from one row to the next; at least `width × 4` and a multiple of 4.
  public var bytesPerRow: Int

  /// Creates a description of pixels owned by the caller.
  public init(base: UnsafeMutableRawPointer, width: Int, height: Int, bytesPerRow: Int) {
    precondition(width >= 0 && height >= 0, "PixelBuffer: negative size \(width)×\(height)")
    precondition(bytesPerRow >= width * 4 && bytesPerRow % 4 == 0, "PixelBuffer: bad bytesPerRow \(bytesPerRow)")
    self.base = base
    self.width = width
    self.height = height
    self.bytesPerRow = bytesPerRow
  }

  /// The premultiplied `0xAARRGGBB` pixel at a position; the position must be inside the buffer.
  public func pixel(x: Int, y: Int) -> UInt32 {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "PixelBuffer: (\(x), \(y)) outside \(width)×\(height)")
    return base.load(fromByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
  }

  /// Stores a premultiplied `0xAARRGGBB` pixel at a position inside the buffer.
  public func setPixel(_ value: UInt32, x: Int, y: Int) {
    precondition(x >= 0 && x < width && y >= 0 && y < height, "PixelBuffer: (\(x), \(y)) outside \(width)×\(height)")
    base.storeBytes(of: value, toByteOffset: y * bytesPerRow + x * 4, as: UInt32.self)
  }
}
