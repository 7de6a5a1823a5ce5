import Foundation
import TrellisGeometry

/// A small panel that plots the last few seconds of frames against the 16.7 ms budget — each frame's
/// work as a bar (green within the budget, red over it) and its presentation interval as a yellow tick —
/// and prints the figures of `FrameTimeline.summary(seconds:)`: work, rate and misses, cells made, the
/// compositing time and path, the newest frame's damaged area and the input-to-present latency. The
/// performance case study of the book's chapter 2 as a tool. `SDLHost` shows one (F12, Ctrl+Shift+P or
/// `TRELLIS_FRAME_OVERLAY=1`).
///
/// Feed it with `record(start:work:present:counters:composite:damagedPixels:windowPixels:latency:path:)`
/// after each presented frame; it redraws its text and graph at most every `displayInterval` seconds of
/// frame time (laying out text and recording the graph's drawing allocate, and figures changing at the
/// refresh rate can't be read), so the frames in between allocate nothing. A frame recorded sooner
/// leaves the display behind (`hasStaleDisplay`): a host that only draws when something changes calls
/// `refreshDisplay()` and draws the overlay once more when its frames stop, so the last figures are
/// never held back.
@MainActor public final class FrameTimeOverlayView: View {
  /// The recorded frames.
  public private(set) var timeline: FrameTimeline
  /// How many seconds the graph and the figures cover.
  public var seconds: TimeInterval = 4 { didSet { setNeedsDisplay() } }
  /// The graph's height in milliseconds: twice the budget.
  static let graphMilliseconds = 2 * FrameTimeline.budget * 1000

  /// The shortest time between two updates of the text and the graph, in the recorded frames' seconds.
  public var displayInterval: TimeInterval = 0.25
  /// Whether frames were recorded since the text and the graph were last updated.
  public private(set) var hasStaleDisplay = false
  /// The start of the newest frame the display showed when last updated; nil before the first.
  private var displayedFrameStart: TimeInterval?

  /// The lines shown, drawn by `draw(_:)` (not labels: a label's new text asks the application for a
  /// layout pass, and so for a frame, which the overlay must never cause).
  public private(set) var displayedText: [String] = []
  /// The number of lines of text.
  static let lineCount = 6
  /// The height of a line of text.
  static let lineHeight: CGFloat = 17

  /// Creates an overlay 430 × 201 points, keeping `capacity` frames.
  public init(capacity: Int = 600) {
    timeline = FrameTimeline(capacity: capacity)
    super.init(frame: CGRect(x: 0, y: 0, width: 430, height: 201))
    backgroundColor = Color(white: 0.08, alpha: 0.82)
    cornerRadius = 8
    isUserInteractionEnabled = false
    updateText()
  }

  /// Creates an overlay as `init(capacity:)` does (Trellis reads no archives).
  public required convenience init?(coder: NSCoder) { self.init() }

  /// Records a presented frame (see
  /// `FrameTimeline.record(start:work:present:counters:composite:damagedPixels:windowPixels:latency:path:)`)
  /// and updates the text and the graph when `displayInterval` has passed since they were last updated
  /// (or the clock went back), which show it when the overlay is next drawn. Between updates nothing is
  /// allocated.
  public func record(
    start: TimeInterval, work: TimeInterval, present: TimeInterval, counters: FrameCounters,
    composite: TimeInterval = 0, damagedPixels: Int = 0, windowPixels: Int = 0, latency: TimeInterval? = nil,
    path: RenderPath? = nil
  ) {
    timeline.record(
      start: start, work: work, present: present, counters: counters, composite: composite,
      damagedPixels: damagedPixels, windowPixels: windowPixels, latency: latency, path: path)
    if let displayedFrameStart, start >= displayedFrameStart, start - displayedFrameStart < displayInterval {
      hasStaleDisplay = true
    } else {
      refreshDisplay()
    }
  }

  /// Updates the text and the graph to every frame recorded so far.
  /// - Complexity: O(frames in the last `seconds`).
  public func refreshDisplay() {
    updateText()
    displayedFrameStart = timeline.newest?.start
    hasStaleDisplay = false
  }

  /// Forgets every frame.
  public func reset() {
    timeline.removeAll()
    updateText()
    displayedFrameStart = nil
    hasStaleDisplay = false
  }

  /// The six lines the overlay prints for a summary of `seconds` seconds.
  public static func text(for summary: FrameSummary, seconds: TimeInterval) -> [String] {
    func ms(_ value: TimeInterval) -> String { String(format: "%.1f ms", value * 1000) }
    let latency =
      summary.framesWithInput == 0
      ? "latency: no input"
      : "latency \(ms(summary.averageLatency)) avg, \(ms(summary.worstLatency)) worst · input to present"
    let share =
      summary.lastWindowPixels > 0
      ? String(format: " (%.1f%%)", 100 * Double(summary.lastDamagedPixels) / Double(summary.lastWindowPixels)) : ""
    return [
      "work \(ms(summary.averageWork)) avg, \(ms(summary.worstWork)) worst · budget \(ms(FrameTimeline.budget))",
      String(format: "%.0f fps", summary.framesPerSecond)
        + " · \(summary.framesOverBudget) of \(summary.frames) over budget · \(summary.missedRefreshes) missed"
        + " · last \(Int(seconds)) s",
      "cells \(summary.cellsCreated) made, \(summary.cellsReused) reused · \(summary.rasterisations) rasterised",
      "composite \(ms(summary.averageComposite)) avg, \(ms(summary.worstComposite)) worst · "
        + (summary.lastPath?.name ?? "path unknown"),
      "damaged \(grouped(summary.lastDamagedPixels)) px\(share) in the last frame", latency,
    ]
  }

  /// `value` with its thousands separated by commas.
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    var text = value < 0 ? "-" : ""
    for (index, digit) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { text.append(",") }
      text.append(digit)
    }
    return text
  }

  /// Sets the text to the summary of the last `seconds` and redraws text and graph.
  private func updateText() {
    displayedText = Self.text(for: timeline.summary(seconds: seconds), seconds: seconds)
    setNeedsDisplay()
  }

  /// The plot's rectangle in the overlay's bounds.
  var plotRect: CGRect {
    let top = 6 + CGFloat(Self.lineCount) * Self.lineHeight + 5
    return CGRect(x: 10, y: top, width: bounds.width - 20, height: bounds.height - top - 10)
  }

  /// The font of a line: the first semibold.
  static func font(ofLine index: Int) -> Font { .systemFont(ofSize: 12, weight: index == 0 ? .semibold : .regular) }

  /// Draws the text, then the budget line, the work bars and the interval ticks of the last `seconds` seconds.
  public override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    let width = bounds.width - 20
    for (index, line) in displayedText.enumerated() {
      // Centred in its line's height, as a label centres its text.
      let block = TextBlock(line, font: Self.font(ofLine: index), color: .white)
      let height = min(TextSystems.current.size(of: block, maxWidth: width).height, Self.lineHeight)
      let top = 6 + CGFloat(index) * Self.lineHeight + ((Self.lineHeight - height) / 2).rounded()
      context.draw(block, in: CGRect(x: 10, y: top, width: width, height: height))
    }
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
