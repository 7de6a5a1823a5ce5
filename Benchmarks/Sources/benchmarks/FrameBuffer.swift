import Foundation
import TrellisCairo

/// Pixels owned by the benchmark, as a host's framebuffer would be.
final class FrameBuffer {
  let buffer: PixelBuffer

  init(size: CGSize) {
    let width = Int(size.width)
    let height = Int(size.height)
    let memory = UnsafeMutableRawPointer.allocate(byteCount: width * height * 4, alignment: 64)
    buffer = PixelBuffer(base: memory, width: width, height: height, bytesPerRow: width * 4)
  }

  deinit { buffer.base.deallocate() }
}
