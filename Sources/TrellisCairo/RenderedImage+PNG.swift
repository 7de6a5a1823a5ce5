import CCairo
import Foundation

extension RenderedImage {
  /// Reads PNG data through cairo, or returns nil when it isn't a PNG cairo can read.
  /// - Complexity: O(number of pixels).
  public convenience init?(pngData: Data) {
    guard let surface = PNGCodec.decode(pngData) else { return nil }
    self.init(surface: surface)
  }

  /// The image encoded as PNG by cairo.
  /// - Complexity: O(number of pixels).
  public func pngData() throws -> Data { try PNGCodec.encode(surface) }

  /// Writes the image as a PNG file.
  /// - Complexity: O(number of pixels).
  public func writePNG(to path: String) throws {
    let data = try pngData()
    guard FileManager.default.createFile(atPath: path, contents: data) else {
      throw CairoRendererError.writeFailed(path: path)
    }
  }
}
