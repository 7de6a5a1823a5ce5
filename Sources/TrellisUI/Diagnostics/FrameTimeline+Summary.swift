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

  /// Creates an empty summary.
  public init() {}
}

extension FrameTimeline {
  /// The frames that began within `seconds` before the newest, summed up, against `budget`.
  /// - Complexity: O(samples in the window), no allocation.
  public func summary(seconds: TimeInterval, budget: TimeInterval = FrameTimeline.budget) -> FrameSummary {
    var summary = FrameSummary()
    var totalWork: TimeInterval = 0
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
      if first == nil { first = sample.start }
      last = sample.start
    }
    if summary.frames > 0 { summary.averageWork = totalWork / Double(summary.frames) }
    if let first, summary.frames > 1, last > first {
      summary.framesPerSecond = Double(summary.frames - 1) / (last - first)
    }
    return summary
  }
}
