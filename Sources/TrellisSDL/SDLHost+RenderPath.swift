import CSDL2
import Foundation
import Trellis
import TrellisCairo

extension SDLHost {
  /// Whether frames go through the GPU path: as `TRELLIS_RENDER_PATH` asks (`cpu` or `gpu`, any case),
  /// else when the window's renderer is hardware-accelerated (not SDL's software renderer).
  package static func choosesGPUPath(requested: String?, rendererIsAccelerated: Bool) -> Bool {
    switch requested?.lowercased() {
    case "gpu": true
    case "cpu": false
    default: rendererIsAccelerated
    }
  }

  /// Chooses the path for the window's renderer (`choosesGPUPath`) and makes the GPU path's compositor
  /// if it is chosen.
  func chooseRenderPath() {
    var info = SDL_RendererInfo()
    guard let sdlRenderer, SDL_GetRendererInfo(sdlRenderer, &info) == 0 else { return }
    let accelerated = info.flags & SDL_RENDERER_ACCELERATED.rawValue != 0
    let gpu = Self.choosesGPUPath(
      requested: ProcessInfo.processInfo.environment["TRELLIS_RENDER_PATH"], rendererIsAccelerated: accelerated)
    textureCompositor = gpu ? TextureCompositor(renderer: sdlRenderer, rasters: canvasRenderer) : nil
  }

  /// Destroys the GPU path's textures (before the renderer, or when its device was reset).
  func releaseTextureCompositor() {
    textureCompositor?.destroyTextures()
    textureCompositor = nil
  }

  /// Composites the visible windows and the frame-time overlay through the GPU path into the
  /// renderer's back buffer; false (and the next CPU frame redraws everything) when a view needs the
  /// CPU path, which then draws this frame.
  /// - Complexity: O(visible views) when rasters and textures are current.
  func drawWindowsWithTextures(_ compositor: TextureCompositor) -> Bool {
    guard let sdlRenderer else { return false }
    let windows = Application.shared.windows.filter { !$0.isHidden }
    if windows.isEmpty {
      SDL_SetRenderDrawColor(sdlRenderer, 0, 0, 0, 255)
      SDL_RenderClear(sdlRenderer)
    }
    var composited = windows.allSatisfy {
      compositor.composite($0, width: pixelWidth, height: pixelHeight, scale: currentScale)
    }
    if composited, let frameOverlay {
      frameCountersAfterDraw = frameCounters()
      let overlayStart = now
      placeFrameOverlay(frameOverlay)
      composited = compositor.composite(
        frameOverlay, overTargetOf: pixelWidth, height: pixelHeight, scale: currentScale)
      frameOverlayDrawTime = now - overlayStart
    }
    hasComposedFrame = composited
    lastFrameUsedTextures = composited
    if composited {
      frameRenderPath = .gpu
      // The GPU path draws whole frames: the overlay reports the whole window as redrawn.
      frameDamagedPixels = Int(pixelWidth) * Int(pixelHeight)
    }
    // The CPU path's window buffer and damage state are stale after GPU frames.
    if !composited { needsRedraw = true }
    return composited
  }

  /// Presents the frame the GPU path composed, composing it again first if the back buffer holds none
  /// (SDL's back buffer is undefined after a present); false when the last frame was the CPU path's.
  func presentComposedFrame() -> Bool {
    guard let sdlRenderer, let textureCompositor, lastFrameUsedTextures else { return false }
    if !hasComposedFrame && !drawWindowsWithTextures(textureCompositor) { return false }
    hasComposedFrame = false
    SDL_RenderPresent(sdlRenderer)
    return true
  }
}
