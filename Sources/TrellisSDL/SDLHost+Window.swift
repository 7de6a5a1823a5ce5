import CSDL2
import Foundation
import Trellis
import TrellisCairo

extension SDLHost {
  /// Starts SDL video and creates the window, a vsync renderer (software if that fails) and the texture.
  func openWindow() throws {
    // No synthetic touches from the mouse; keep the desktop compositor on (SDL turns it off for games).
    _ = SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
    _ = SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
    // Compositions longer than SDL_TEXTEDITING's 32 bytes arrive whole, as SDL_TEXTEDITING_EXT.
    _ = SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
    guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw SDLError(call: "SDL_Init") }
    let scale = forcedScale ?? 1
    let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
    let x = windowPosition.map { Int32($0.x.rounded()) } ?? Self.windowPositionUndefined
    let y = windowPosition.map { Int32($0.y.rounded()) } ?? Self.windowPositionUndefined
    guard
      let window = SDL_CreateWindow(
        title, x, y,
        Int32((initialSize.width * scale).rounded()), Int32((initialSize.height * scale).rounded()), flags)
    else { throw SDLError(call: "SDL_CreateWindow") }
    sdlWindow = window
    let vsyncFlags = SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue
    if let renderer = SDL_CreateRenderer(window, -1, vsyncFlags) {
      sdlRenderer = renderer
    } else if let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) {
      sdlRenderer = renderer
    } else {
      throw SDLError(call: "SDL_CreateRenderer")
    }
    readRendererInfo()
    chooseRenderPath()
    matchForcedScale()
    _ = updateGeometry()
    guard texture != nil else { throw SDLError(call: "SDL_CreateTexture") }
    screen.update(size: pointSize, scale: currentScale)
    frameInterval = refreshInterval()
    SDL_StopTextInput()
    // Files and texts dropped from other programs (both on by default in SDL 2; said here, not assumed).
    _ = SDL_EventState(UInt32(SDL_DROPFILE.rawValue), SDL_ENABLE)
    _ = SDL_EventState(UInt32(SDL_DROPTEXT.rawValue), SDL_ENABLE)
    _ = SDL_EventState(UInt32(SDL_DROPBEGIN.rawValue), SDL_ENABLE)
    _ = SDL_EventState(UInt32(SDL_DROPCOMPLETE.rawValue), SDL_ENABLE)
  }

  /// Destroys the texture, renderer and window and shuts SDL down.
  func closeWindow() {
    releaseTextureCompositor()
    if let texture { SDL_DestroyTexture(texture) }
    windowPixels?.deallocate()
    windowPixels = nil
    if let sdlRenderer { SDL_DestroyRenderer(sdlRenderer) }
    if let sdlWindow { SDL_DestroyWindow(sdlWindow) }
    texture = nil
    sdlRenderer = nil
    sdlWindow = nil
    SDL_Quit()
  }

  /// `SDL_WINDOWPOS_UNDEFINED`, a macro Swift does not import.
  static let windowPositionUndefined: Int32 = 0x1FFF_0000

  /// The drawable's pixels per SDL window coordinate (2 on a native HiDPI display, 1 on X11).
  var drawableRatio: CGFloat {
    guard let sdlWindow else { return 1 }
    var width: Int32 = 0
    var height: Int32 = 0
    SDL_GetWindowSize(sdlWindow, &width, &height)
    return width > 0 && pixelWidth > 0 ? CGFloat(pixelWidth) / CGFloat(width) : 1
  }

  /// Pixels per point: `TRELLIS_SCALE` if set, else the drawable-to-window ratio.
  var currentScale: CGFloat { forcedScale ?? drawableRatio }

  /// The drawable size in points.
  var pointSize: CGSize {
    CGSize(width: CGFloat(pixelWidth) / currentScale, height: CGFloat(pixelHeight) / currentScale)
  }

  /// When `TRELLIS_SCALE` differs from the platform's ratio, resizes the window so that the drawable is
  /// the requested size in points at the forced scale.
  func matchForcedScale() {
    guard let forcedScale, let sdlWindow else { return }
    readDrawableSize()
    let ratio = drawableRatio
    guard abs(ratio - forcedScale) > 0.01 else { return }
    let factor = forcedScale / ratio
    SDL_SetWindowSize(
      sdlWindow, Int32((initialSize.width * factor).rounded()), Int32((initialSize.height * factor).rounded()))
  }

  /// Reads the drawable size and the window size, re-creates the texture if the pixel size changed.
  /// - Returns: whether the size in points or the scale changed.
  func updateGeometry() -> Bool {
    let oldSize = pointSize
    let oldScale = currentScale
    let oldWidth = pixelWidth
    let oldHeight = pixelHeight
    readDrawableSize()
    pointsPerWindowUnit = drawableRatio / currentScale
    if texture == nil || pixelWidth != oldWidth || pixelHeight != oldHeight { recreateTexture() }
    return pointSize != oldSize || currentScale != oldScale
  }

  /// Stores the renderer's output size, the drawable in pixels.
  func readDrawableSize() {
    guard let sdlRenderer else { return }
    var width: Int32 = 0
    var height: Int32 = 0
    guard SDL_GetRendererOutputSize(sdlRenderer, &width, &height) == 0 else { return }
    pixelWidth = max(width, 1)
    pixelHeight = max(height, 1)
  }

  /// Replaces the texture with a streaming ARGB8888 one the size of the drawable.
  func recreateTexture() {
    if let texture { SDL_DestroyTexture(texture) }
    texture = SDL_CreateTexture(
      sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), pixelWidth,
      pixelHeight)
    if let texture { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
    windowPixels?.deallocate()
    let bytes = Int(pixelWidth) * Int(pixelHeight) * 4
    windowPixels = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: 64)
    windowPixels?.initializeMemory(as: UInt8.self, repeating: 0, count: bytes)
    needsRedraw = true
  }

  /// Records the render driver's name and whether it has vsync.
  func readRendererInfo() {
    var info = SDL_RendererInfo()
    guard let sdlRenderer, SDL_GetRendererInfo(sdlRenderer, &info) == 0 else { return }
    renderDriverName = info.name.map { String(cString: $0) } ?? ""
    hasVSync = info.flags & SDL_RENDERER_PRESENTVSYNC.rawValue != 0
  }

  /// The display's refresh interval, 1/60 s when the display does not say.
  func refreshInterval() -> TimeInterval {
    var mode = SDL_DisplayMode()
    let display = sdlWindow.map { SDL_GetWindowDisplayIndex($0) } ?? 0
    guard SDL_GetCurrentDisplayMode(max(display, 0), &mode) == 0, mode.refresh_rate > 0 else { return 1.0 / 60.0 }
    return 1.0 / Double(mode.refresh_rate)
  }

  /// Draws the visible windows, back to front, into the window buffer (black when there are none) and
  /// uploads what changed to the texture.
  ///
  /// With one window (the normal case) only its damage is redrawn (`CairoRenderer.renderChanges`) and
  /// only the redrawn rectangles are uploaded (`SDL_UpdateTexture` with a rectangle); the frame-time
  /// overlay's rectangle is damaged every frame it is shown, as it is drawn over the window. With several
  /// windows every frame is drawn whole: the renderer clears the target to each window's background, and
  /// windows fill the screen, so the frontmost covers the rest.
  /// - Returns: whether the texture now holds the frame.
  /// - Complexity: O(visible views × damaged rectangles) per window when their rasters are cached.
  func drawWindows() -> Bool {
    if let textureCompositor, damageFlash == nil, drawWindowsWithTextures(textureCompositor) { return true }
    lastFrameUsedTextures = false
    guard let texture, let pixels = windowPixels else { return false }
    let pitch = Int(pixelWidth) * 4
    let target = PixelBuffer(base: pixels, width: Int(pixelWidth), height: Int(pixelHeight), bytesPerRow: pitch)
    let windows = Application.shared.windows.filter { !$0.isHidden }
    var uploadsEverything = true
    if tracksDamage, windows.count == 1 {
      let window = windows[0]
      if frameOverlay != nil { measureDamage(of: window) }
      if damageFlash != nil { prepareDamageFlash(in: window) }
      if let frameOverlay { window.addDamage(frameOverlay.frame) }
      canvasRenderer.renderChanges(of: window, into: target, scale: currentScale, redrawingEverything: needsRedraw)
      uploadsEverything = canvasRenderer.lastDamageRedrewEverything
      frameRenderPath = .cpuDamage
    } else {
      frameRenderPath = .cpuFull
      if windows.isEmpty { pixels.initializeMemory(as: UInt8.self, repeating: 0, count: pitch * Int(pixelHeight)) }
      for window in windows { canvasRenderer.render(window, into: target, scale: currentScale) }
    }
    if frameOverlay != nil {
      let overlayStart = now
      if uploadsEverything { frameDamagedPixels = Int(pixelWidth) * Int(pixelHeight) }
      frameCountersAfterDraw = frameCounters()
      drawFrameOverlay(into: target)
      frameOverlayDrawTime += now - overlayStart
    }
    if damageFlash != nil { drawDamageFlash(into: target) }
    if uploadsEverything {
      return SDL_UpdateTexture(texture, nil, pixels, Int32(pitch)) == 0
    }
    var uploaded = true
    canvasRenderer.forEachRedrawnBox { x0, y0, x1, y1 in
      var rect = SDL_Rect(x: x0, y: y0, w: x1 - x0, h: y1 - y0)
      let start = pixels + Int(y0) * pitch + Int(x0) * 4
      if SDL_UpdateTexture(texture, &rect, start, Int32(pitch)) != 0 { uploaded = false }
    }
    return uploaded
  }

  /// Copies the texture to the window and presents it (blocking until the refresh with vsync).
  func present() {
    guard let sdlRenderer, !presentComposedFrame() else { return }
    if let texture { SDL_RenderCopy(sdlRenderer, texture, nil, nil) }
    SDL_RenderPresent(sdlRenderer)
  }
}
