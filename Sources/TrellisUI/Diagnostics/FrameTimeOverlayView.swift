import Foundation
import TrellisGeometry

/// A small panel that plots the last few seconds of frames against the 16.7 ms budget — each frame's
/// work as a bar (green within the budget, red over it) and its presentation interval as a yellow tick —
/// and prints the figures of `FrameTimeline.summary(seconds:)`: the performance case study of the book's
/// chapter 2 as a tool. `SDLHost` shows one (F12, Ctrl+Shift+P or `TRELLIS_FRAME_OVERLAY=1`).
///
/// Feed it with `record(start:work:present:counters:)` after each presented frame; it redraws its graph
/// and text (a host that only draws when something changes gets no frame for the overlay alone, so the
/// text is never held back for a later one).
@MainActor public final class FrameTimeOverlayView: View {
  /// The recorded frames.
  public private(set) var timeline: FrameTimeline
  /// How many seconds the graph and the figures cover.
  public var seconds: TimeInterval = 4 { didSet { setNeedsDisplay() } }
  /// The graph's height in milliseconds: twice the budget.
  static let graphMilliseconds = 2 * FrameTimeline.budget * 1000

  private let lines = [Label(), Label(), Label()]

  /// Creates an overlay 380 × 150 points, keeping `capacity` frames.
  public init(capacity: Int = 600) {
    timeline = FrameTimeline(capacity: capacity)
    super.init(frame: CGRect(x: 0, y: 0, width: 380, height: 150))
    backgroundColor = Color(white: 0.08, alpha: 0.82)
    cornerRadius = 8
    isUserInteractionEnabled = false
    for (index, line) in lines.enumerated() {
      line.font = .systemFont(ofSize: 12, weight: index == 0 ? .semibold : .regular)
      line.textColor = .white
      addSubview(line)
    }
    updateText()
  }

  /// Creates an overlay as `init(capacity:)` does (Trellis reads no archives).
  public required convenience init?(coder: NSCoder) { self.init() }

  /// Records a presented frame (see `FrameTimeline.record(start:work:present:counters:)`) and updates
  /// the text and the graph, which show it when the overlay is next drawn.
  public func record(start: TimeInterval, work: TimeInterval, present: TimeInterval, counters: FrameCounters) {
    timeline.record(start: start, work: work, present: present, counters: counters)
    setNeedsDisplay()
    updateText()
  }

  /// Forgets every frame.
  public func reset() {
    timeline.removeAll()
    setNeedsDisplay()
    updateText()
  }

  /// The three lines the overlay prints for a summary of `seconds` seconds.
  public static func text(for summary: FrameSummary, seconds: TimeInterval) -> [String] {
    func ms(_ value: TimeInterval) -> String { String(format: "%.1f ms", value * 1000) }
    return [
      "work \(ms(summary.averageWork)) avg, \(ms(summary.worstWork)) worst · budget \(ms(FrameTimeline.budget))",
      String(format: "%.0f fps", summary.framesPerSecond)
        + " · \(summary.framesOverBudget) of \(summary.frames) over budget · \(summary.missedRefreshes) missed"
        + " · last \(Int(seconds)) s",
      "cells \(summary.cellsCreated) made, \(summary.cellsReused) reused · \(summary.rasterisations) rasterised",
    ]
  }

  /// The lines shown now.
  public var displayedText: [String] { lines.map { $0.text ?? "" } }

  private func updateText() {
    for (line, text) in zip(lines, Self.text(for: timeline.summary(seconds: seconds), seconds: seconds)) {
      line.text = text
    }
  }

  /// The plot's rectangle in the overlay's bounds.
  var plotRect: CGRect { CGRect(x: 10, y: 62, width: bounds.width - 20, height: bounds.height - 72) }

  public override func layoutSubviews() {
    super.layoutSubviews()
    for (index, line) in lines.enumerated() {
      line.frame = CGRect(x: 10, y: 6 + CGFloat(index) * 17, width: bounds.width - 20, height: 17)
    }
  }

  /// Draws the budget line, the work bars and the interval ticks of the last `seconds` seconds.
  public override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    let plot = plotRect
    context.fillColor = Color(white: 1, alpha: 0.08)
    context.fill(plot)
    func y(_ seconds: TimeInterval) -> CGFloat {
      plot.maxY - min(1, CGFloat(seconds * 1000 / Self.graphMilliseconds)) * plot.height
    }
    context.fillColor = Color(white: 1, alpha: 0.6)
    context.fill(CGRect(x: plot.minX, y: y(FrameTimeline.budget) - 0.5, width: plot.width, height: 1))
    guard let newest = timeline.newest else { return }
    let span = max(seconds, 0.001)
    let barWidth = max(1, plot.width * CGFloat(FrameTimeline.budget / span))
    let green = Color(red: 0.3, green: 0.85, blue: 0.4)
    let red = Color(red: 0.95, green: 0.3, blue: 0.25)
    let yellow = Color(red: 1, green: 0.85, blue: 0.2)
    var first = true
    timeline.forEachSample(inLast: seconds) { sample in
      let x = plot.maxX - CGFloat((newest.start - sample.start) / span) * plot.width - barWidth
      context.fillColor = sample.work > FrameTimeline.budget ? red : green
      let top = y(sample.work)
      context.fill(CGRect(x: x, y: top, width: barWidth, height: plot.maxY - top))
      if !first {
        context.fillColor = yellow
        context.fill(CGRect(x: x, y: y(sample.interval) - 1, width: barWidth, height: 2))
      }
      first = false
    }
  }
}
