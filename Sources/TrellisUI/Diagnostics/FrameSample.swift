import Foundation

/// Running totals of the work that makes views on screen, as a host reads them after each frame: the
/// frame-time overlay records the change since the previous frame.
public struct FrameCounters: Hashable, Sendable {
  /// Cells made with `init(frame:)` (collection views' `statistics.cellsCreated`, summed).
  public var cellsCreated: Int
  /// Views taken from reuse queues (collection views' `statistics.viewsReused`, summed).
  public var cellsReused: Int
  /// View contents rasterised by the renderer (its `statistics.rasterisations`).
  public var rasterisations: Int

  /// Creates totals.
  public init(cellsCreated: Int = 0, cellsReused: Int = 0, rasterisations: Int = 0) {
    self.cellsCreated = cellsCreated
    self.cellsReused = cellsReused
    self.rasterisations = rasterisations
  }
}

/// One presented frame as the frame-time overlay keeps it: when it began, what it cost and what it made.
public struct FrameSample: Hashable, Sendable {
  /// When the frame began, in the host's seconds.
  public var start: TimeInterval
  /// The frame's work in seconds: input, animations and layout, drawing (everything but presenting).
  public var work: TimeInterval
  /// Presenting in seconds (copying to the screen, and the wait for the refresh when vsync blocks).
  public var present: TimeInterval
  /// Seconds since the previous presented frame began: the presentation time a user sees; 0 for the first.
  public var interval: TimeInterval
  /// Cells made during the frame.
  public var cellsCreated: Int
  /// Views reused during the frame.
  public var cellsReused: Int
  /// View contents rasterised during the frame.
  public var rasterisations: Int
  /// Compositing in seconds: drawing the windows' pixels and handing them to the display (part of `work`).
  public var composite: TimeInterval
  /// The window pixels the frame redrew for the application's changes.
  public var damagedPixels: Int
  /// The window's size in pixels when the frame was drawn (0 when unknown).
  public var windowPixels: Int
  /// Seconds from the oldest input the frame includes to its present's return; nil without input.
  public var latency: TimeInterval?
  /// How the frame was composited; nil when the host doesn't say.
  public var path: RenderPath?

  /// Creates a sample.
  public init(
    start: TimeInterval, work: TimeInterval, present: TimeInterval, interval: TimeInterval, cellsCreated: Int = 0,
    cellsReused: Int = 0, rasterisations: Int = 0, composite: TimeInterval = 0, damagedPixels: Int = 0,
    windowPixels: Int = 0, latency: TimeInterval? = nil, path: RenderPath? = nil
  ) {
    self.start = start
    self.work = work
    self.present = present
    self.interval = interval
    self.cellsCreated = cellsCreated
    self.cellsReused = cellsReused
    self.rasterisations = rasterisations
    self.composite = composite
    self.damagedPixels = damagedPixels
    self.windowPixels = windowPixels
    self.latency = latency
    self.path = path
  }

  /// A sample of nothing at time 0.
  public static let zero = FrameSample(start: 0, work: 0, present: 0, interval: 0)
}
