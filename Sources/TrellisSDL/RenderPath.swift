import Foundation

/// How `SDLHost` turns the windows' cached view rasters into a frame.
public enum RenderPath: String, Sendable {
  /// Cairo and pixman composite the rasters into a window buffer in memory, uploaded as one texture.
  case cpu
  /// Each raster is an `SDL_Texture` and SDL's renderer composites them (transforms, perspective,
  /// opacity, clips and opacity groups on the GPU); a frame whose views need what it can't do exactly
  /// (a rotated or projected clip) is drawn by the CPU path instead.
  case gpu

  /// The path for a renderer: `TRELLIS_RENDER_PATH` (`cpu` or `gpu`) when set to one of them, else the
  /// GPU path when the renderer is hardware-accelerated and the CPU path for SDL's software renderer.
  package static func choose(requested: String?, rendererIsAccelerated: Bool) -> RenderPath {
    if let requested, let path = RenderPath(rawValue: requested.lowercased()) { return path }
    return rendererIsAccelerated ? .gpu : .cpu
  }
}
