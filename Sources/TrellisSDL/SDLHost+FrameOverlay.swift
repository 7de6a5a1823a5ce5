import CSDL2
import Foundation
import Trellis
import TrellisCairo

extension SDLHost {
  /// Whether the frame-time overlay (`FrameTimeOverlayView`) is shown in the window's top-right corner:
  /// toggled by F12 or Ctrl+Shift+P, on at start with `TRELLIS_FRAME_OVERLAY=1`.
  ///
  /// The overlay is drawn over the windows after them, outside the view tree: it receives no touches,
  /// doesn't change what the application lays out, and asks for no frames of its own, so it shows the
  /// frames before the one it is drawn in. Its own drawing (time and rasterisations) is left out of its
  /// figures; the frame log (`TRELLIS_FRAME_LOG`) still includes it in the draw time.
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

  /// Draws the overlay over the windows in `target`, in the top-right corner, when it is shown.
  func drawFrameOverlay(into target: PixelBuffer) {
    guard let frameOverlay else { return }
    let size = frameOverlay.bounds.size
    frameOverlay.frame = CGRect(
      origin: CGPoint(x: max(0, screen.bounds.width - size.width - 8), y: 8), size: size)
    frameOverlay.layoutIfNeeded()
    canvasRenderer.render(frameOverlay, over: target, scale: currentScale)
  }
}
