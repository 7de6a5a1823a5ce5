import Foundation
import TrellisGeometry

/// The application's delegate: it builds the window when the application has launched (`UIApplicationDelegate`).
@MainActor public protocol ApplicationDelegate: AnyObject {
  /// The main window, which the delegate creates and keeps.
  var window: Window? { get set }
  /// Called once when the host has started: create the window and make it key and visible. The options
  /// are always nil (nothing launches a Trellis application with a URL or a notification).
  func application(
    _ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?
  ) -> Bool
}

/// The running application: windows, the event loop's entry points and the frame pipeline (`UIApplication`).
///
/// One frame: the host delivers input with `handle(_:)`, then calls `renderFrame(at:)`, which advances
/// the clock, ticks the frame drivers (animations, gesture timeouts, any that joined with
/// `addFrameDriver(_:)`) and lays out every window; the host then draws the windows.
@MainActor public final class Application {
  /// The application object.
  public static let shared = Application()

  /// The delegate, kept strongly as `UIApplicationMain` does.
  public var delegate: (any ApplicationDelegate)?
  /// The host driving the application.
  public internal(set) var host: (any ApplicationHost)?
  /// Visible windows, back to front.
  public internal(set) var windows: [Window] = []
  /// The window that receives keys.
  public internal(set) weak var keyWindow: Window?
  /// The responder that receives keys first.
  public internal(set) weak var firstResponder: Responder?
  /// The frame clock: seconds, advanced by the host.
  public let clock = FrameClock()
  /// Work the host runs in what is left of each frame before its deadline (see `IdleWorkScheduler`).
  public let idleWork = IdleWorkScheduler()
  /// Whether a frame is needed: something changed since the last frame (layout, drawing), or a frame
  /// driver wants frames (after a frame it is exactly whether one does).
  public private(set) var needsFrame = true
  /// The direction of the interface (`userInterfaceLayoutDirection`): left to right unless set. UIKit takes it
  /// from the language; Trellis lets it be set, which changes the traits layouts read (and tells the views),
  /// not how text is drawn.
  public var userInterfaceLayoutDirection = UserInterfaceLayoutDirection.leftToRight {
    didSet { if userInterfaceLayoutDirection != oldValue { traitsMayHaveChanged() } }
  }

  var activeTouches: [Int: Touch] = [:]
  var lastTap: (location: CGPoint, time: TimeInterval, count: Int)?
  /// The scroll event reused from one wheel step to the next (see `Application.handle(_:)`).
  var reusableScrollEvent: Event?
  /// The frame drivers in tick order (see `Application+FrameDrivers`).
  var frameDriverEntries: [FrameDriverEntry]
  var isTickingFrameDrivers = false
  var frameDriversNeedCompaction = false

  init() {
    frameDriverEntries = Self.standardFrameDriverEntries()
  }

  /// Starts the application on a host: sets the screen and calls the delegate's `didFinishLaunching`.
  public func launch(host: any ApplicationHost, delegate: (any ApplicationDelegate)?) {
    self.host = host
    self.delegate = delegate
    _ = delegate?.application(self, didFinishLaunchingWithOptions: nil)
    setNeedsFrame()
  }

  /// Detaches the host, windows and delegate, stops animations, gesture timeouts, menus and any drag, removes every
  /// frame driver but the standard two and restores the layout direction and idiom (tests call this between
  /// cases).
  public func reset() {
    for window in windows { window.isKeyWindowStorage = false }
    windows = []
    keyWindow = nil
    firstResponder = nil
    delegate = nil
    host = nil
    activeTouches = [:]
    lastTap = nil
    Animator.shared.removeAll()
    ViewPropertyAnimator.forgetRunningAnimators()
    GestureEnvironment.shared.removeAll()
    PopupMenu.forgetCurrent()
    MenuController.shared.forget()
    DragEngine.shared.reset()
    removeAddedFrameDrivers()
    idleWork.reset()
    clock.reset()
    userInterfaceLayoutDirection = .leftToRight
    Device.current.userInterfaceIdiom = .pad
  }

  /// Notes that a frame must be drawn and tells the host.
  public func setNeedsFrame() {
    if !needsFrame {
      needsFrame = true
      host?.setNeedsFrame()
    }
  }

  /// Advances the clock, ticks the frame drivers in order (`Animator.shared`, gesture timeouts, then the
  /// others in join order) and lays out all windows: everything before drawing a frame. Afterwards
  /// `needsFrame` says whether any driver wants more frames, and if one does the host is asked for one.
  /// - Returns: whether the frame changed anything on screen since the last one.
  /// - Complexity: O(drivers + windows), plus their work.
  @discardableResult public func renderFrame(at time: TimeInterval) -> Bool {
    clock.advance(to: time)
    tickFrameDrivers(at: clock.now)
    for window in windows { window.layoutIfNeeded() }
    let changed = needsFrame
    needsFrame = frameDriversNeedFrames
    if needsFrame { host?.setNeedsFrame() }
    return changed
  }

  func register(_ window: Window) {
    if !windows.contains(where: { $0 === window }) { windows.append(window) }
  }

  func makeKey(_ window: Window) {
    keyWindow?.isKeyWindowStorage = false
    keyWindow = window
    window.isKeyWindowStorage = true
  }
}

/// The application's time in seconds, advanced by the host: vsync in a window, by hand in tests.
@MainActor public final class FrameClock {
  /// The current time in seconds.
  public private(set) var now: TimeInterval = 0

  /// Creates a clock at zero.
  public init() {}

  /// Moves the clock forward; times in the past are ignored.
  public func advance(to time: TimeInterval) { now = max(now, time) }

  /// Sets the clock back to zero.
  public func reset() { now = 0 }
}
