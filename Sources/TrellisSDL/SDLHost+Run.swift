import CSDL2
import Foundation
import Trellis

extension SDLHost {
  /// How much earlier than one refresh interval after the last frame the next may start.
  ///
  /// With blocking vsync the loop wakes right after a refresh, so the next frame is always due at once;
  /// without it, frames are paced to the refresh rate by waiting for events until they are due.
  static let pacingSlack: TimeInterval = 0.001
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

  /// One turn of the loop: wait for events or the next frame, handle them, and draw if due.
  func runIteration() {
    let wantsFrame =
      frameRequested || Application.shared.needsFrame || needsRedraw || needsPresent || isFadingDamageFlash
    let due = lastFrameStart + frameInterval - Self.pacingSlack
    let waitStart = now
    // Idle waits end at the next frame slot when one is near, so work that timers and background
    // threads put on the main queue still reaches the screen at the refresh rate.
    let wait = wantsFrame || due > waitStart ? due - waitStart : idleWakeInterval
    var event = SDL_Event()
    var gotEvent = false
    if wait > 0.0005 {
      gotEvent = SDL_WaitEventTimeout(&event, Int32((wait * 1000).rounded(.up))) == 1
    }
    let eventStart = now
    var eventCount = 0
    if gotEvent {
      dispatch(event)
      eventCount += 1
    }
    while !quitRequested, SDL_PollEvent(&event) == 1 {
      dispatch(event)
      eventCount += 1
    }
    drainMainQueue()
    if eventCount > 0 || frameRequested || Application.shared.needsFrame {
      pendingEventTime += now - eventStart
    }
    guard !quitRequested, now >= due else { return }
    drawFrameIfNeeded()
  }

  /// Runs the frame pipeline and, if anything changed, draws and presents; logs presented frames.
  func drawFrameIfNeeded() {
    let start = now
    // Cleared first: a request made during the frame (a frame driver joining inside a tick) asks for the next.
    frameRequested = false
    let changed = Application.shared.renderFrame(at: start)
    let afterLayout = now
    if changed || needsRedraw || isFadingDamageFlash {
      needsRedraw = !drawWindows()
      needsPresent = true
    }
    let afterDraw = now
    // What the frame leaves before its refresh, less the time presenting takes, goes to idle work (cells
    // prepared ahead of scrolling); on a late frame nothing runs.
    if Application.shared.idleWork.hasWork {
      Application.shared.idleWork.run(until: start + frameInterval - Self.presentReserve) { now }
    }
    guard needsPresent else { return }
    present()
    needsPresent = false
    let end = now
    lastFrameStart = start
    frameCount += 1
    frameLog?.record(
      FrameTiming(
        start: start, events: pendingEventTime, layout: afterLayout - start, draw: afterDraw - afterLayout,
        present: end - afterDraw))
    if let frameOverlay {
      frameOverlay.record(
        start: start, work: pendingEventTime + (afterDraw - start) - frameOverlayDrawTime, present: end - afterDraw,
        counters: frameCountersAfterDraw ?? frameCounters())
    }
    frameCountersAfterDraw = nil
    frameOverlayDrawTime = 0
    pendingEventTime = 0
  }

  /// Runs the main run loop once without blocking: pending `DispatchQueue.main` work and main-actor jobs.
  func drainMainQueue() {
    _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
  }
}
