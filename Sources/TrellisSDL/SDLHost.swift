import CSDL2
import Foundation
import Trellis
import TrellisCairo

/// A real window on a desktop: the SDL2 event loop, a vsync frame clock, HiDPI scale and input mapping.
///
/// The host owns one resizable SDL window. `run(delegate:)` launches the application and loops: it polls
/// SDL events and sends them to `Application.shared.handle(_:)` as `HostEvent`s, drains the main queue so
/// `DispatchQueue.main.async` work and main-actor tasks run, calls `Application.shared.renderFrame(at:)`,
/// and when that reports a change draws every window with `CairoRenderer` into a streaming texture the
/// size of the drawable and presents it. When nothing changes the loop sleeps in `SDL_WaitEventTimeout`;
/// while animations run it ticks once per display refresh.
///
/// Environment:
/// - `TRELLIS_SCALE=2` forces the pixels-per-point scale (the window is made that many times larger on
///   displays without native HiDPI, such as X11), to try HiDPI rendering anywhere.
/// - `TRELLIS_FRAME_LOG=path` writes one line per presented frame with the milliseconds it took and its
///   input-to-present latency (see `FramePacer`).
/// - `TRELLIS_FRAME_OVERLAY=1` shows the frame-time overlay from the start (F12 or Ctrl+Shift+P
///   toggles it; see `showsFrameOverlay`).
/// - `TRELLIS_RENDER_PATH=cpu` or `gpu` overrides the choice of `renderPath`.
/// - `TRELLIS_WINDOW_POSITION=x,y` places the window's top-left corner on the desktop (for example `0,0`
///   under Xvfb, so scripted clicks in screen coordinates land at the same window coordinates).
/// - `TRELLIS_SYNTHETIC_DROP=[SECONDS@]X,Y:PATH[;PATH...]` drops files on the window SECONDS after launch
///   (1 by default): the pointer is warped to X,Y (points) and SDL_DROPBEGIN, SDL_DROPFILE per path and
///   SDL_DROPCOMPLETE are pushed onto SDL's queue, so the real drop path runs where no program can drag
///   files (a virtual X display under a test script).
///
/// ```swift
/// if SDLHost.isDisplayAvailable {
///   try SDLHost(title: "Showcase", size: CGSize(width: 390, height: 844)).run(delegate: AppDelegate())
/// }
/// ```
@MainActor public final class SDLHost: ApplicationHost {
  /// The screen: the window's size in points and its pixels per point.
  public let screen: Screen
  /// The window title.
  public let title: String
  /// The longest the loop sleeps while idle, in seconds, before it drains the main queue again.
  ///
  /// Work that background threads send to the main queue waits at most this long; call `wakeUp()` after
  /// enqueueing to run it at once.
  public var idleWakeInterval: TimeInterval = 1.0 / 60.0 { didSet { pacer.idleWakeInterval = idleWakeInterval } }
  /// Where the window's top-left corner opens on the desktop, in SDL window coordinates; nil lets SDL
  /// centre it. Starts as `TRELLIS_WINDOW_POSITION` (`x,y`) when that is set.
  public var windowPosition: CGPoint?
  /// Whether `run(delegate:)` is looping.
  public internal(set) var isRunning = false
  /// The number of frames presented so far.
  public internal(set) var frameCount = 0
  /// The name of the SDL render driver in use (for example `opengl` or `software`), once running.
  public internal(set) var renderDriverName = ""
  /// Whether the renderer was created with vsync (a software fallback may not have it).
  public internal(set) var hasVSync = false { didSet { pacer.presentWaitsForVSync = hasVSync } }

  /// The scale set by `TRELLIS_SCALE`, which overrides the drawable-to-window ratio.
  let forcedScale: CGFloat?
  /// The size the window opens at, in points.
  let initialSize: CGSize
  /// Draws windows into the texture's pixels.
  let canvasRenderer = CairoRenderer()

  var sdlWindow: OpaquePointer?
  var sdlRenderer: OpaquePointer?
  var texture: OpaquePointer?
  /// The drawable size in pixels, which the texture matches.
  var pixelWidth: Int32 = 0
  var pixelHeight: Int32 = 0
  /// Points per SDL window coordinate: 1 unless `TRELLIS_SCALE` overrides the platform's scale.
  var pointsPerWindowUnit: CGFloat = 1

  /// When frames run and how long input waits for them (see `FramePacer`).
  var pacer = FramePacer(refreshInterval: 1.0 / 60.0, presentWaitsForVSync: false, idleWakeInterval: 1.0 / 60.0)
  /// The display's refresh interval, which paces frames.
  var frameInterval: TimeInterval {
    get { pacer.refreshInterval }
    set { pacer.refreshInterval = newValue }
  }
  /// `SDL_GetPerformanceCounter()` when the loop started, and the counter's ticks per second.
  var startCounter: UInt64 = 0
  var counterFrequency: Double = 1

  /// The texture holds no valid frame (new, resized, or its device was reset).
  var needsRedraw = true
  /// The window was exposed: present the texture again even if nothing changed.
  var needsPresent = false
  /// The application asked for a frame through `setNeedsFrame()`.
  var frameRequested = true
  /// The loop ends after the current iteration.
  var quitRequested = false

  /// Whether the left mouse button is down as touch 0.
  var mouseIsDown = false
  /// The last pointer position in points, for wheel events without one.
  var pointerLocation = CGPoint.zero
  /// The files and texts of a drop from another program, gathered from SDL_DROPBEGIN to SDL_DROPCOMPLETE.
  var pendingDrop: (files: [String], texts: [String])?
  /// Touch ids given to touchscreen fingers, by SDL device and finger.
  var fingerTouchIDs: [FingerKey: Int] = [:]
  /// The next touch id for a finger (0 is the mouse).
  var nextFingerTouchID = 1
  /// Until when wheel events count as precise, after a fractional (trackpad) delta, in loop seconds.
  var preciseWheelUntil: TimeInterval = -.infinity
  /// The version of the SDL library the program runs against (it may be older than the headers).
  let linkedSDLVersion: (major: Int, minor: Int, patch: Int)

  /// Writes frame times when `TRELLIS_FRAME_LOG` is set.
  var frameLog: FrameLog?
  /// Seconds spent handling events and draining the main queue since the last presented frame.
  var pendingEventTime: TimeInterval = 0
  /// The frame-time overlay while it is shown (see `showsFrameOverlay`).
  var frameOverlay: FrameTimeOverlayView?
  /// The totals read after the windows were drawn, before the overlay, for the frame being made.
  var frameCountersAfterDraw: FrameCounters?
  /// Seconds the overlay took to draw in the frame being made, left out of the frame's work.
  var frameOverlayDrawTime: TimeInterval = 0
  /// The window pixels the frame being made redraws for the application's changes (for the overlay).
  var frameDamagedPixels = 0
  /// How the frame being made is composited (for the overlay).
  var frameRenderPath = RenderPath.cpuFull
  /// The persistent window buffer (drawable-sized, rows of `pixelWidth × 4` bytes): frames redraw only
  /// its damaged rectangles, and only those are uploaded to the texture.
  var windowPixels: UnsafeMutableRawPointer?
  /// Whether frames redraw and upload only what changed (`TRELLIS_FULL_FRAMES=1` turns it off).
  let tracksDamage = !SDLHost.environmentFlag("TRELLIS_FULL_FRAMES")
  /// The damage flash while it is on (see `flashesDamage`).
  var damageFlash: DamageFlash?
  /// The GPU path's compositor while `renderPath` is `.gpu`.
  var textureCompositor: TextureCompositor?
  /// Whether the renderer's back buffer holds a frame the GPU path composed and not yet presented.
  var hasComposedFrame = false
  /// Whether the last frame drawn was composed by the GPU path (else the CPU path's texture holds it).
  var lastFrameUsedTextures = false

  /// Creates a host; the window opens when `run(delegate:)` is called.
  /// - Parameters:
  ///   - title: The window title.
  ///   - size: The window's content size in points.
  public init(title: String, size: CGSize) {
    self.title = title
    initialSize = size
    forcedScale = Self.scaleFromEnvironment()
    screen = Screen(size: size, scale: forcedScale ?? 1)
    windowPosition = Self.positionFromEnvironment()
    var version = SDL_version()
    SDL_GetVersion(&version)
    linkedSDLVersion = (Int(version.major), Int(version.minor), Int(version.patch))
  }

  /// Whether an environment variable is `1`, `true` or `yes`.
  static func environmentFlag(_ name: String) -> Bool {
    ["1", "true", "yes"].contains(ProcessInfo.processInfo.environment[name]?.lowercased() ?? "")
  }

  /// Notes that the application wants a frame; the loop draws it at the next display refresh.
  public func setNeedsFrame() { frameRequested = true }

  /// Whether a window can be opened: `DISPLAY` or `WAYLAND_DISPLAY` is set and SDL's video starts.
  ///
  /// Programs fall back to headless rendering when this is false.
  public static var isDisplayAvailable: Bool {
    let environment = ProcessInfo.processInfo.environment
    let names = ["DISPLAY", "WAYLAND_DISPLAY"]
    guard names.contains(where: { !(environment[$0] ?? "").isEmpty }) else { return false }
    if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return true }
    guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { return false }
    SDL_QuitSubSystem(SDL_INIT_VIDEO)
    return true
  }

  /// Wakes the loop from its idle wait; safe to call from any thread, for example after
  /// `DispatchQueue.main.async` from a background thread.
  nonisolated public static func wakeUp() {
    guard SDL_WasInit(SDL_INIT_EVENTS) != 0 else { return }
    var event = SDL_Event()
    event.type = SDL_USEREVENT.rawValue
    _ = SDL_PushEvent(&event)
  }

  /// Asks the loop to close the window and return from `run(delegate:)` after the current iteration.
  public func quit() { quitRequested = true }

  /// Reads `TRELLIS_WINDOW_POSITION`, two numbers separated by a comma, if set.
  static func positionFromEnvironment() -> CGPoint? {
    guard let text = ProcessInfo.processInfo.environment["TRELLIS_WINDOW_POSITION"] else { return nil }
    let numbers = text.split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 2 else { return nil }
    return CGPoint(x: numbers[0], y: numbers[1])
  }

  /// Reads `TRELLIS_SCALE`, a positive number, if set.
  static func scaleFromEnvironment() -> CGFloat? {
    guard let text = ProcessInfo.processInfo.environment["TRELLIS_SCALE"], let value = Double(text), value > 0
    else { return nil }
    return CGFloat(value)
  }
}

/// Identifies one finger on one touch device.
struct FingerKey: Hashable {
  /// The SDL touch device.
  var device: Int64
  /// The SDL finger on that device.
  var finger: Int64
}
