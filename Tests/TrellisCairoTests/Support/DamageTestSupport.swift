import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// Pixels owned by a damage test, as a host's persistent window buffer (cleared to 0).
final class DamageTestBuffer {
  let pixels: PixelBuffer
  init(width: Int, height: Int) {
    let memory = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
    memory.initializeMemory(as: UInt8.self, repeating: 0, count: width * height * 4)
    pixels = PixelBuffer(base: memory, width: width, height: height, bytesPerRow: width * 4)
  }
  deinit { pixels.base.deallocate() }
}

/// Runs a frame of `host`, redraws its window's changes into `buffer` and returns the damage redrawn,
/// after checking its invariants.
@MainActor func redrawChanges(
  _ host: HeadlessHost, _ renderer: CairoRenderer, _ buffer: DamageTestBuffer, scale: CGFloat = 1,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [CGRect] {
  host.runFrame()
  renderer.renderChanges(of: host.window!, into: buffer.pixels, scale: scale)
  #expect(renderer.lastDamage.checkInvariants().isEmpty, sourceLocation: sourceLocation)
  return renderer.lastDamage.rectangles
}

/// The first pixel at which a buffer differs from an image of its size, as (x, y, buffer, image).
/// - Complexity: O(pixels).
func firstDifference(_ buffer: PixelBuffer, _ image: RenderedImage) -> (Int, Int, UInt32, UInt32)? {
  precondition(buffer.width == image.width && buffer.height == image.height)
  for y in 0..<buffer.height {
    for x in 0..<buffer.width where buffer.pixel(x: x, y: y) != image[x, y] {
      return (x, y, buffer.pixel(x: x, y: y), image[x, y])
    }
  }
  return nil
}
