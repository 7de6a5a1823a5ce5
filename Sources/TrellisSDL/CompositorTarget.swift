import CSDL2
import Foundation
import Trellis
import TrellisCairo

/// An offscreen SDL renderer the GPU path can composite into and whose pixels can be read back: SDL's
/// software renderer on a surface (no display needed, for tests), or a hidden window's accelerated
/// renderer drawing into a target texture (under a display, for example Xvfb's llvmpipe OpenGL).
@MainActor package final class CompositorTarget {
  /// The renderer the compositor draws with.
  package let renderer: OpaquePointer
  /// The compositor drawing into this target.
  package let compositor: TextureCompositor
  /// The size in pixels.
  package let width: Int32
  package let height: Int32
  /// The SDL render driver's name (`software`, `opengl`, …).
  package let driverName: String
  /// Whether the driver is hardware-accelerated (`SDL_RENDERER_ACCELERATED`).
  package let isAccelerated: Bool
  private var surface: UnsafeMutablePointer<SDL_Surface>?
  private var window: OpaquePointer?
  private var texture: OpaquePointer?

  /// SDL's software renderer drawing into a `width × height` ARGB8888 surface; no display or SDL_Init needed.
  package init?(softwareWidth width: Int32, height: Int32, rasters: CairoRenderer) {
    guard let surface = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
      let renderer = SDL_CreateSoftwareRenderer(surface)
    else { return nil }
    self.surface = surface
    self.renderer = renderer
    self.width = width
    self.height = height
    (driverName, isAccelerated) = Self.info(of: renderer)
    compositor = TextureCompositor(renderer: renderer, rasters: rasters)
  }

  /// The first renderer SDL picks for a hidden window (accelerated if any is), drawing into a target
  /// texture; SDL's video must be initialised.
  package init?(windowWidth width: Int32, height: Int32, rasters: CairoRenderer) {
    guard
      let window = SDL_CreateWindow(
        "Trellis render paths", 0, 0, width, height, SDL_WINDOW_HIDDEN.rawValue)
    else { return nil }
    guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_TARGETTEXTURE.rawValue),
      let texture = SDL_CreateTexture(
        renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width, height)
    else {
      SDL_DestroyWindow(window)
      return nil
    }
    SDL_SetRenderTarget(renderer, texture)
    self.window = window
    self.renderer = renderer
    self.texture = texture
    self.width = width
    self.height = height
    (driverName, isAccelerated) = Self.info(of: renderer)
    compositor = TextureCompositor(renderer: renderer, rasters: rasters)
  }

  isolated deinit {
    compositor.destroyTextures()
    if let texture { SDL_DestroyTexture(texture) }
    SDL_DestroyRenderer(renderer)
    if let window { SDL_DestroyWindow(window) }
    if let surface { SDL_FreeSurface(surface) }
  }

  private static func info(of renderer: OpaquePointer) -> (String, Bool) {
    var info = SDL_RendererInfo()
    guard SDL_GetRendererInfo(renderer, &info) == 0 else { return ("", false) }
    return (info.name.map { String(cString: $0) } ?? "", info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0)
  }

  /// Composites a window through the GPU path; false when the frame needs the CPU path.
  package func composite(_ window: Window, scale: CGFloat) -> Bool {
    compositor.composite(window, width: width, height: height, scale: scale)
  }

  /// Waits until the renderer has drawn everything queued (reads one pixel back).
  package func finish() {
    var pixel: UInt32 = 0
    var rect = SDL_Rect(x: 0, y: 0, w: 1, h: 1)
    SDL_RenderReadPixels(renderer, &rect, SDL_PIXELFORMAT_ARGB8888.rawValue, &pixel, 4)
  }

  /// Reads the target's pixels into `buffer` (at least `width × height`).
  package func readPixels(into buffer: PixelBuffer) {
    SDL_RenderReadPixels(renderer, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.base, Int32(buffer.bytesPerRow))
  }
}

/// How far apart two frames of the same size are, channel by channel.
package struct PixelDifference: CustomStringConvertible {
  /// The largest difference of one channel (alpha, red, green or blue) of one pixel, 0…255.
  package var maxChannelDifference = 0
  /// Pixels with some channel differing by more than the threshold counted against.
  package var differingPixels = 0
  /// All pixels compared.
  package var pixels = 0

  /// The share of pixels differing by more than the threshold.
  package var differingFraction: Double { pixels == 0 ? 0 : Double(differingPixels) / Double(pixels) }

  /// Compares two buffers of the same size; a pixel differs when a channel is more than `threshold` apart.
  /// - Complexity: O(pixels).
  package init(_ a: PixelBuffer, _ b: PixelBuffer, threshold: Int) {
    let width = min(a.width, b.width)
    let height = min(a.height, b.height)
    pixels = width * height
    for y in 0..<height {
      let rowA = (a.base + y * a.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      let rowB = (b.base + y * b.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width where rowA[x] != rowB[x] {
        var worst = 0
        for shift in stride(from: 0, to: 32, by: 8) {
          let ca = Int((rowA[x] >> UInt32(shift)) & 0xFF)
          let cb = Int((rowB[x] >> UInt32(shift)) & 0xFF)
          worst = max(worst, abs(ca - cb))
        }
        maxChannelDifference = max(maxChannelDifference, worst)
        if worst > threshold { differingPixels += 1 }
      }
    }
  }

  package var description: String {
    String(
      format: "max channel difference %d, %d of %d pixels (%.3f%%) over the threshold", maxChannelDifference,
      differingPixels, pixels, differingFraction * 100)
  }
}
