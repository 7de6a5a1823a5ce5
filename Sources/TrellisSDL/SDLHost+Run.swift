import CSDL2
import Foundation
import Trellis

extension SDLHost {
  /// The part of a frame kept free of idle work for copying the texture and presenting.
  static let presentReserve: TimeInterval = 0.003

  /// Opens the window, launches the application with `delegate`, and runs the event loop until the
  /// window is closed, SDL quits (for example on SIGINT or SIGTERM) or Ctrl+Q is pressed.
  ///
  /// Call it from the main thread's synchronous code (top-level `main.swift` code): the loop drains
  /// the main queue itself, so `DispatchQueue.main.async` blocks and main-actor tasks run between frames.
  /// - Throws: `SDLError` when SDL cannot start, or the window, renderer or texture cannot be created.
  public func run(delegate: any ApplicationDelegate) throws {
    precondition(!isRunning, "SDLHost.run(delegate:) is already running")
    do { try openWindow() } catch {
      closeWindow()
      throw error
    }
    defer { closeWindow() }
    startCounter = SDL_GetPerformanceCounter()
    counterFrequency = Double(SDL_GetPerformanceFrequency())
    frameLog = FrameLog(environmentVariable: "TRELLIS_FRAME_LOG")
    defer { frameLog = nil }
    if Self.overlayRequestedByEnvironment { showsFrameOverlay = true }
    if Self.environmentFlag("TRELLIS_DAMAGE_FLASH") { flashesDamage = true }
    isRunning = true
    defer { isRunning = false }
    quitRequested = false
    // The system clipboard backs the general pasteboard while the window is open (text only in SDL 2).
    let previousBackend = Pasteboard.general.backend
    Pasteboard.general.backend = SDLClipboard()
    defer { Pasteboard.general.backend = previousBackend }
    let launchStart = now
    Application.shared.launch(host: self, delegate: delegate)
    scheduleSyntheticDropFromEnvironment()
    drainMainQueue()
    pendingEventTime += now - launchStart
    while !quitRequested { runIteration() }
    cancelAllTouches()
  }

  /// Seconds since the loop started, on SDL's monotonic performance counter.
  var now: TimeInterval { Double(SDL_GetPerformanceCounter() &- startCounter) / counterFrequency }

  /// One turn of the loop: wait for events or the next frame (as `pacer` says), handle them, and draw if due.
  func runIteration() {
    let wantsFrame =
      frameRequested || Application.shared.needsFrame || needsRedraw || needsPresent || isFadingDamageFlash
      || (frameOverlay?.hasStaleDisplay ?? false)
    // Idle waits end at the next frame slot when one is near, so work that timers and background
    // threads put on the main queue still reaches the screen at the refresh rate.
    let wait = pacer.wait(at: now, wantsFrame: wantsFrame)
    var event = SDL_Event()
    var gotEvent = false
    if wait > 0.0005 {
      gotEvent = SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) == 1
    }
    let eventStart = now
    var eventCount = 0
    var readInput = false
    if gotEvent {
      readInput = Self.isInput(event)
      dispatch(event)
      eventCount += 1
    }
    while !quitRequested, SDL_PollEvent(&event) == 1 {
      readInput = readInput || Self.isInput(event)
      dispatch(event)
      eventCount += 1
    }
    // Input counts from when the wait returned or the poll began: SDL read it from the window system then.
    if readInput { pacer.noteInput(at: eventStart) }
    drainMainQueue()
    if eventCount > 0 || frameRequested || Application.shared.needsFrame {
      pendingEventTime += now - eventStart
    }
    guard !quitRequested, pacer.isFrameDue(at: now) else { return }
    drawFrameIfNeeded()
  }

  /// Runs the frame pipeline and, if anything changed, draws and presents; logs presented frames.
  func drawFrameIfNeeded() {
    let start = now
    // Cleared first: a request made during the frame (a frame driver joining inside a tick) asks for the next.
    frameRequested = false
    pacer.beginFrame(at: start)
    let changed = Application.shared.renderFrame(at: start)
    let afterLayout = now
    var overlayOnly = false
    if changed || needsRedraw || isFadingDamageFlash {
      needsRedraw = !drawWindows()
      needsPresent = true
    } else if let frameOverlay, frameOverlay.hasStaleDisplay {
      // The application's frames stopped before the overlay's display caught up: draw it once more, unrecorded.
      frameOverlay.refreshDisplay()
      needsRedraw = !drawWindows()
      needsPresent = true
      overlayOnly = true
    }
    let afterDraw = now
    // What the frame leaves before its refresh, less the time presenting takes, goes to idle work (cells
    // prepared ahead of scrolling); on a late frame nothing runs.
    if Application.shared.idleWork.hasWork {
      Application.shared.idleWork.run(until: start + frameInterval - Self.presentReserve) { now }
    }
    guard needsPresent else {
      _ = pacer.endFrame(presentedAt: nil)
      return
    }
    present()
    needsPresent = false
    let end = now
    let latency = pacer.endFrame(presentedAt: end)
    frameCount += 1
    if !overlayOnly {
      recordFrame(start: start, layoutEnd: afterLayout, drawEnd: afterDraw, end: end, latency: latency)
    }
    frameCountersAfterDraw = nil
    frameOverlayDrawTime = 0
    frameDamagedPixels = 0
    pendingEventTime = 0
  }

  /// Writes a presented frame's times to the frame log and the overlay; the overlay's own drawing is left
  /// out of the overlay's figures.
  func recordFrame(
    start: TimeInterval, layoutEnd: TimeInterval, drawEnd: TimeInterval, end: TimeInterval, latency: TimeInterval?
  ) {
    frameLog?.record(
      FrameTiming(
        start: start, events: pendingEventTime, layout: layoutEnd - start, draw: drawEnd - layoutEnd,
        present: end - drawEnd, latency: latency))
    guard let frameOverlay else { return }
    frameOverlay.record(
      start: start, work: pendingEventTime + (drawEnd - start) - frameOverlayDrawTime, present: end - drawEnd,
      counters: frameCountersAfterDraw ?? frameCounters(), composite: drawEnd - layoutEnd - frameOverlayDrawTime,
      damagedPixels: frameDamagedPixels, windowPixels: Int(pixelWidth) * Int(pixelHeight), latency: latency,
      path: frameRenderPath)
  }

  /// Whether an SDL event is input from the user (keys, text, pointer, wheel, touch, a drop), whose
  /// latency to the screen the frames measure.
  static func isInput(_ event: SDL_Event) -> Bool {
    switch SDL_EventType(event.type) {
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP, SDL_MOUSEMOTION, SDL_MOUSEWHEEL, SDL_FINGERDOWN, SDL_FINGERMOTION,
      SDL_FINGERUP, SDL_MULTIGESTURE, SDL_KEYDOWN, SDL_KEYUP, SDL_TEXTINPUT, SDL_TEXTEDITING, SDL_TEXTEDITING_EXT,
      SDL_DROPCOMPLETE:
      return true
    default: return false
    }
  }

  /// Runs the main run loop once without blocking: pending `DispatchQueue.main` work and main-actor jobs.
  func drainMainQueue() {
    _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
  }
}
