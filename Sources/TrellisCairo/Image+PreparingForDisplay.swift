import Foundation
import TrellisUI

/// A decoded surface handed from the thread that decoded it to the main actor, which alone uses it after.
private struct DecodedSurfaceTransfer: @unchecked Sendable {
  let surface: CairoSurface?
}

extension Image {
  /// Decodes the pixels of an image now, on the calling actor, and returns an image whose pixels are ready
  /// (`preparingForDisplay()`): drawing it decodes nothing. Images that need no decoding (bitmaps,
  /// drawings, images already decoded) are returned as they are; undecodable data gives nil.
  /// - Complexity: O(pixels).
  @MainActor public func preparingForDisplay() -> Image? {
    guard case .encoded(let data) = source, !(rendererCache is DecodedImage) else { return self }
    return attaching(Self.decode(data))
  }

  /// Decodes the pixels of an image off the main actor and returns an image whose pixels are ready
  /// (`byPreparingForDisplay()`, iOS 15), or nil when the data can't be decoded or the calling task was
  /// cancelled (the decode itself runs to its end; its result is dropped).
  /// - Complexity: O(pixels), off the main actor.
  @MainActor public func byPreparingForDisplay() async -> Image? {
    guard case .encoded(let data) = source, !(rendererCache is DecodedImage) else { return self }
    let decoding = Task.detached(priority: .userInitiated) { () -> DecodedSurfaceTransfer? in
      guard !Task.isCancelled else { return nil }
      return DecodedSurfaceTransfer(surface: Self.decode(data))
    }
    let transfer = await withTaskCancellationHandler {
      await decoding.value
    } onCancel: {
      decoding.cancel()
    }
    guard let transfer, !Task.isCancelled else { return nil }
    return attaching(transfer.surface)
  }

  /// PNG or JPEG pixels, or nil.
  private nonisolated static func decode(_ data: Data) -> CairoSurface? {
    PNGCodec.decode(data) ?? JPEGDecoder.decode(data)
  }

  /// A new image of the same data and scale with `surface` as its decoded pixels; nil without pixels.
  @MainActor private func attaching(_ surface: CairoSurface?) -> Image? {
    guard let surface, case .encoded(let data) = source, let image = Image(data: data, scale: scale) else {
      return nil
    }
    image.rendererCache = DecodedImage(surface: surface)
    return image
  }
}
