import CSDL2
import Foundation
import Trellis
import TrellisCairo

extension SDLHost {
  /// Whether the frame-time overlay (`FrameTimeOverlayView`) is shown in the window's top-right corner:
  /// toggled by F12 or Ctrl+Shift+P, on at start with `TRELLIS_FRAME_OVERLAY=1`.
  ///
  /// The overlay is drawn over the windows after them, outside the view tree: it receives no touches and
  /// doesn't change what the application lays out, so it shows the frames before the one it is drawn in.
  /// It asks for one frame of its own only when the application's frames stop before its text and graph
  /// (updated at most four times a second) caught up; that frame is recorded neither in it nor in the
  /// log. Its own drawing (time, rasterisations, measuring the damage) is left out of its figures; the
  /// frame log (`TRELLIS_FRAME_LOG`) still includes it in the draw time.
  public var showsFrameOverlay: Bool {
    get { frameOverlay != nil }
    set {
      guard newValue != (frameOverlay != nil) else { return }
      frameOverlay = newValue ? FrameTimeOverlayView() : nil
      needsRedraw = true
      frameRequested = true
    }
  }

  /// Whether `TRELLIS_FRAME_OVERLAY` asks for the overlay at start (`1`, `true` or `yes`).
  static var overlayRequestedByEnvironment: Bool {
    ["1", "true", "yes"].contains(ProcessInfo.processInfo.environment["TRELLIS_FRAME_OVERLAY"]?.lowercased() ?? "")
  }

  /// Whether a key press toggles the overlay: F12 alone, or Ctrl+Shift+P.
  static func togglesFrameOverlay(_ key: Key, modifiers: KeyModifiers) -> Bool {
    (key == .function(12) && modifiers.isEmpty) || (key == .character("p") && modifiers == [.control, .shift])
  }

  /// The running totals the overlay turns into per-frame counts: cells made and reused by every
  /// collection view in the visible windows, and the renderer's rasterisations so far.
  /// - Complexity: O(views in the windows).
  func frameCounters() -> FrameCounters {
    FrameCounters.totals(
      in: Application.shared.windows.filter { !$0.isHidden }, rasterisations: canvasRenderer.statistics.rasterisations)
  }

  /// How the host composites its frames, chosen when the window opens: `.gpu` (the cached view rasters
  /// as textures, composited by SDL's renderer) when the renderer is hardware-accelerated, else the CPU
  /// path (cairo and pixman into one uploaded texture): `.cpuDamage` when damage tracking is on (the
  /// default; a frame with several windows is still drawn whole), `.cpuFull` with `TRELLIS_FULL_FRAMES=1`.
  /// `TRELLIS_RENDER_PATH=cpu|gpu` overrides the choice of the GPU path. On the GPU path a frame whose
  /// views need a rotated or projected clip (or, on a renderer without custom blend modes, any opacity
  /// group or rounded clip), or drawn with the damage flash on, is still drawn by the CPU path; the
  /// frame-time overlay shows the path each frame took.
  public var renderPath: RenderPath {
    textureCompositor != nil ? .gpu : tracksDamage ? .cpuDamage : .cpuFull
  }

  /// Before the flash and the overlay add their own rectangles: collects `window`'s damage and stores
  /// its pixels (each rectangle rounded out and a pixel wider, as the renderer redraws it, within the
  /// window; overlapping rectangles count twice; a scroll drawn by moving pixels counts its exposed
  /// strips) in `frameDamagedPixels`, the time taken in
  /// `frameOverlayDrawTime`.
  /// - Complexity: O(views in the window), as `Window.collectDamage()`.
  func measureDamage(of window: Window) {
    let start = now
    window.collectDamage()
    let scale = currentScale
    var pixels = 0
    func count(_ rect: CGRect) {
      guard !rect.isNull else { return }
      let x0 = max(0, Int((rect.minX * scale).rounded(.down)) - 1)
      let y0 = max(0, Int((rect.minY * scale).rounded(.down)) - 1)
      let x1 = min(Int(pixelWidth), Int((rect.maxX * scale).rounded(.up)) + 1)
      let y1 = min(Int(pixelHeight), Int((rect.maxY * scale).rounded(.up)) + 1)
      if x1 > x0 && y1 > y0 { pixels += (x1 - x0) * (y1 - y0) }
    }
    for rect in window.damage.rectangles { count(rect) }
    // A scroll drawn by moving pixels redraws the strips scrolled in (and what changed, counted above).
    window.forEachPendingExposedStrip(count)
    frameDamagedPixels = pixels
    frameOverlayDrawTime += now - start
  }

  /// Draws the overlay over the windows in `target`, in the top-right corner, when it is shown.
  func drawFrameOverlay(into target: PixelBuffer) {
    guard let frameOverlay else { return }
    placeFrameOverlay(frameOverlay)
    canvasRenderer.render(frameOverlay, over: target, scale: currentScale)
  }

  /// Puts the overlay in the window's top-right corner, 8 points in, and lays it out: where both render
  /// paths draw it.
  func placeFrameOverlay(_ frameOverlay: FrameTimeOverlayView) {
    let size = frameOverlay.bounds.size
    frameOverlay.frame = CGRect(
      origin: CGPoint(x: max(0, screen.bounds.width - size.width - 8), y: 8), size: size)
    frameOverlay.layoutIfNeeded()
  }
}
