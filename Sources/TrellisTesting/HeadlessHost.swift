import Foundation
import TrellisGeometry
import TrellisUI

/// A host without a display, for tests: a manual clock, synthetic input, PNG and text snapshots.
///
/// Like swift-nio's `EmbeddedChannel`, it drives the real application pipeline deterministically:
/// time moves only when the test says so, and every input goes through `Application.handle(_:)`
/// exactly as a window host's would.
@MainActor public final class HeadlessHost: ApplicationHost {
  /// The simulated screen.
  public let screen: Screen
  /// The renderer used for PNG snapshots (for example `CairoRenderer()`); nil means text dumps only.
  public var renderer: (any WindowRenderer)?
  /// The frame interval `advance(by:)` steps with, 1/60 s by default.
  public var frameInterval: TimeInterval = 1.0 / 60.0
  /// The time the idle workers get after each frame (see `IdleWorkScheduler`); 0 (none) by default, so
  /// nothing is prepared ahead unless a test asks for it.
  public var idleTimePerFrame: TimeInterval = 0
  /// The number of frames run so far.
  public private(set) var frameCount = 0
  /// Whether the application asked for a frame since the last one.
  public private(set) var frameRequested = false
  /// Whether a text field has turned text input on (see `HeadlessHost+TextInput`).
  public internal(set) var isTextInputActive = false
  /// The caret rectangle the editing text field last reported, in window coordinates.
  public internal(set) var textInputRect: CGRect?

  /// Creates a host with a screen size and scale; call `launch` or `show` next.
  ///
  /// Resets `Application.shared`, so each test starts from a clean application at time zero.
  public init(size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 1, renderer: (any WindowRenderer)? = nil)
  {
    screen = Screen(size: size, scale: scale)
    self.renderer = renderer
    Application.shared.reset()
    _ = Self.resetsApplicationAtExitUnderLeakSanitizer
  }

  /// The current time on the frame clock.
  public var now: TimeInterval { Application.shared.clock.now }

  /// The key window.
  public var window: Window? { Application.shared.keyWindow }

  /// Notes the request; frames run only when the test advances time or calls `runFrame()`.
  public func setNeedsFrame() { frameRequested = true }

  /// Launches the application with a delegate and runs the first frame.
  public func launch(delegate: any ApplicationDelegate) {
    Application.shared.launch(host: self, delegate: delegate)
    runFrame()
  }

  /// Shows a controller in a new key window filling the screen, runs the first frame, and returns the window.
  @discardableResult public func show(_ controller: ViewController) -> Window {
    if Application.shared.host !== self { Application.shared.launch(host: self, delegate: nil) }
    let window = Window(frame: screen.bounds)
    window.rootViewController = controller
    window.makeKeyAndVisible()
    runFrame()
    return window
  }

  /// Shows a bare view in a new key window filling the screen, runs the first frame, and returns the window.
  @discardableResult public func show(_ view: View) -> Window {
    if Application.shared.host !== self { Application.shared.launch(host: self, delegate: nil) }
    let window = Window(frame: screen.bounds)
    window.addSubview(view)
    window.makeKeyAndVisible()
    runFrame()
    return window
  }

  /// Runs one frame at the current time: animations tick, windows lay out.
  public func runFrame() {
    frameRequested = false
    Application.shared.renderFrame(at: now)
    runIdleWork()
    frameCount += 1
  }

  /// Gives the idle workers `idleTimePerFrame` after a frame (see `IdleWorkScheduler`); with the
  /// scheduler's `fixedUnitCost` set, how many units run is exact.
  private func runIdleWork() {
    guard idleTimePerFrame > 0 else { return }
    let start = Date.timeIntervalSinceReferenceDate
    Application.shared.idleWork.run(until: idleTimePerFrame) { Date.timeIntervalSinceReferenceDate - start }
  }

  /// Moves the clock forward by `seconds` in steps of `frameInterval`, running a frame at each step.
  /// - Complexity: O(seconds / frameInterval) frames.
  public func advance(by seconds: TimeInterval) {
    let end = now + seconds
    var t = now
    while t + frameInterval < end - 1e-9 {
      t += frameInterval
      frame(at: t)
    }
    frame(at: end)
  }

  private func frame(at time: TimeInterval) {
    frameRequested = false
    Application.shared.renderFrame(at: time)
    runIdleWork()
    frameCount += 1
  }

  /// Sends a raw host event and runs a frame without moving the clock.
  public func send(_ event: HostEvent) {
    Application.shared.handle(event)
    runFrame()
  }

  // MARK: Input

  /// A tap: touch down and up at a point (window coordinates) with `duration` between them.
  public func tap(at point: CGPoint, duration: TimeInterval = 0.05, pointer: Bool = false) {
    send(.touchDown(id: 1, location: point, pointer: pointer))
    advance(by: duration)
    send(.touchUp(id: 1, location: point))
  }

  /// A drag from one point to another over `duration`, moving once per frame, then lifting.
  ///
  /// With `holdBeforeRelease` the finger rests at the end for that long first (no fling).
  public func drag(
    from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, holdBeforeRelease: TimeInterval = 0,
    id: Int = 1, pointer: Bool = false
  ) {
    send(.touchDown(id: id, location: start, pointer: pointer))
    let steps = max(1, Int((duration / frameInterval).rounded()))
    for i in 1...steps {
      let f = CGFloat(i) / CGFloat(steps)
      Application.shared.clock.advance(to: now + duration / Double(steps))
      send(
        .touchMoved(id: id, location: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)))
    }
    if holdBeforeRelease > 0 { advance(by: holdBeforeRelease) }
    send(.touchUp(id: id, location: end))
  }

  /// A two-finger pinch around `center`, the finger distance going from `startDistance` to `endDistance`.
  public func pinch(center: CGPoint, from startDistance: CGFloat, to endDistance: CGFloat, duration: TimeInterval = 0.3)
  {
    func points(_ d: CGFloat) -> (CGPoint, CGPoint) {
      (CGPoint(x: center.x - d / 2, y: center.y), CGPoint(x: center.x + d / 2, y: center.y))
    }
    let (a0, b0) = points(startDistance)
    send(.touchDown(id: 10, location: a0, pointer: false))
    send(.touchDown(id: 11, location: b0, pointer: false))
    let steps = max(1, Int((duration / frameInterval).rounded()))
    for i in 1...steps {
      let d = startDistance + (endDistance - startDistance) * CGFloat(i) / CGFloat(steps)
      let (a, b) = points(d)
      Application.shared.clock.advance(to: now + duration / Double(steps))
      Application.shared.handle(.touchMoved(id: 10, location: a))
      send(.touchMoved(id: 11, location: b))
    }
    let (a1, b1) = points(endDistance)
    Application.shared.handle(.touchUp(id: 10, location: a1))
    send(.touchUp(id: 11, location: b1))
  }

  /// A secondary (right) mouse click at a point (window coordinates).
  public func rightClick(at point: CGPoint) { send(.secondaryClick(location: point)) }

  /// A scroll-wheel or trackpad delta at a point.
  public func wheel(
    dx: CGFloat = 0, dy: CGFloat, at point: CGPoint, precise: Bool = false, modifiers: KeyModifiers = []
  ) {
    send(.scroll(delta: CGVector(dx: dx, dy: dy), precise: precise, location: point, modifiers: modifiers))
  }

  /// A key press and release.
  public func key(_ key: Key, modifiers: KeyModifiers = [], characters: String = "") {
    send(.keyDown(key, modifiers: modifiers, characters: characters))
    send(.keyUp(key, modifiers: modifiers))
  }

  /// Changes the screen size and scale, as a window resize would.
  public func resize(to size: CGSize, scale: CGFloat? = nil) {
    send(.resize(size: size, scale: scale ?? screen.scale))
  }

  // MARK: Snapshots

  /// The key window's view tree, one line per view with class and frame.
  public func dumpViewTree() -> String { window?.recursiveDescription ?? "<no window>" }

  /// The key window rendered to PNG data at the screen's scale.
  public func renderPNG() throws -> Data {
    guard let renderer else { throw HeadlessHostError.noRenderer }
    guard let window else { throw HeadlessHostError.noWindow }
    window.layoutIfNeeded()
    return try renderer.pngData(of: window, scale: screen.scale)
  }

  /// Renders the key window to a PNG file.
  public func writePNG(to path: String) throws {
    try renderPNG().write(to: URL(fileURLWithPath: path))
  }
}

/// Why a headless snapshot could not be made.
public enum HeadlessHostError: Error, CustomStringConvertible {
  /// No renderer was given to the host.
  case noRenderer
  /// No window is key.
  case noWindow

  /// A sentence naming the problem.
  public var description: String {
    switch self {
    case .noRenderer: "HeadlessHost.renderPNG(): no renderer; create the host with renderer: CairoRenderer()"
    case .noWindow: "HeadlessHost.renderPNG(): no key window; call show(_:) or launch(delegate:) first"
    }
  }
}
