import Foundation

/// What the frames of the last few seconds cost, as the frame-time overlay prints it.
public struct FrameSummary: Hashable, Sendable {
  /// Frames in the window.
  public var frames = 0
  /// The mean work time, in seconds.
  public var averageWork: TimeInterval = 0
  /// The largest work time, in seconds.
  public var worstWork: TimeInterval = 0
  /// The largest presentation interval, in seconds.
  public var worstInterval: TimeInterval = 0
  /// Frames whose work took longer than the budget.
  public var framesOverBudget = 0
  /// Frames presented more than one and a half budgets after the previous one: a refresh was missed.
  public var missedRefreshes = 0
  /// Presented frames per second over the window (0 with fewer than two frames).
  public var framesPerSecond: Double = 0
  /// Cells made in the window.
  public var cellsCreated = 0
  /// Views reused in the window.
  public var cellsReused = 0
  /// View contents rasterised in the window.
  public var rasterisations = 0
  /// The mean compositing time, in seconds.
  public var averageComposite: TimeInterval = 0
  /// The largest compositing time, in seconds.
  public var worstComposite: TimeInterval = 0
  /// Frames that included input (and so have a latency).
  public var framesWithInput = 0
  /// The mean input-to-present latency of the frames with input, in seconds.
  public var averageLatency: TimeInterval = 0
  /// The largest input-to-present latency, in seconds.
  public var worstLatency: TimeInterval = 0
  /// The newest frame's redrawn pixels.
  public var lastDamagedPixels = 0
  /// The newest frame's window size in pixels.
  public var lastWindowPixels = 0
  /// The newest frame's path.
  public var lastPath: RenderPath?

  /// Creates an empty summary.
  public init() {}
}

extension FrameTimeline {
  /// The frames that began within `seconds` before the newest, summed up, against `budget`.
  /// - Complexity: O(samples in the window), no allocation.
  public func summary(seconds: TimeInterval, budget: TimeInterval = FrameTimeline.budget) -> FrameSummary {
    var summary = FrameSummary()
    var totalWork: TimeInterval = 0
    var totalComposite: TimeInterval = 0
    var totalLatency: TimeInterval = 0
    var first: TimeInterval?
    var last: TimeInterval = 0
    forEachSample(inLast: seconds) { sample in
      summary.frames += 1
      totalWork += sample.work
      summary.worstWork = max(summary.worstWork, sample.work)
      if sample.work > budget { summary.framesOverBudget += 1 }
      // Every frame's interval counts, the window's first too (it is how long that frame took to come);
      // only the very first frame recorded has none (0).
      summary.worstInterval = max(summary.worstInterval, sample.interval)
      if sample.interval > budget * 1.5 { summary.missedRefreshes += 1 }
      summary.cellsCreated += sample.cellsCreated
      summary.cellsReused += sample.cellsReused
      summary.rasterisations += sample.rasterisations
      totalComposite += sample.composite
      summary.worstComposite = max(summary.worstComposite, sample.composite)
      if let latency = sample.latency {
        summary.framesWithInput += 1
        totalLatency += latency
        summary.worstLatency = max(summary.worstLatency, latency)
      }
      summary.lastDamagedPixels = sample.damagedPixels
      summary.lastWindowPixels = sample.windowPixels
      summary.lastPath = sample.path
      if first == nil { first = sample.start }
      last = sample.start
    }
    if summary.frames > 0 {
      summary.averageWork = totalWork / Double(summary.frames)
      summary.averageComposite = totalComposite / Double(summary.frames)
    }
    if summary.framesWithInput > 0 { summary.averageLatency = totalLatency / Double(summary.framesWithInput) }
    if let first, summary.frames > 1, last > first {
      summary.framesPerSecond = Double(summary.frames - 1) / (last - first)
    }
    return summary
  }
}
