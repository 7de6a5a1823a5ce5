import Foundation

/// Where one presented frame's time went, in seconds.
struct FrameTiming {
  /// When the frame began, in loop seconds.
  var start: TimeInterval
  /// Handling input events and draining the main queue since the previous presented frame.
  var events: TimeInterval
  /// `Application.renderFrame(at:)`: animations and layout.
  var layout: TimeInterval
  /// Drawing the windows into the texture (zero when the frame only re-presents it).
  var draw: TimeInterval
  /// Copying the texture and presenting (includes waiting for the refresh when vsync blocks).
  var present: TimeInterval
  /// From the oldest input the frame includes to the present's return; nil when it includes none.
  var latency: TimeInterval?

  /// The whole frame: events, layout, draw and present.
  var total: TimeInterval { events + layout + draw + present }
}

/// Writes one line per presented frame to a file named by an environment variable.
///
/// The file starts with a `#` header naming the columns; each line then holds the frame's start in
/// seconds and its total, events, layout, draw and present times and its input-to-present latency in
/// milliseconds (`-` for a frame without input), separated by spaces.
/// Lines are flushed as written, so the log survives the program being killed.
final class FrameLog {
  private let file: UnsafeMutablePointer<FILE>

  /// Opens the file named by `environmentVariable`; nil when the variable is unset or the file cannot
  /// be created (a warning goes to standard error).
  init?(environmentVariable: String) {
    guard let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty else { return nil }
    guard let file = fopen(path, "w") else {
      FileHandle.standardError.write(Data("TrellisSDL: cannot write \(environmentVariable)=\(path)\n".utf8))
      return nil
    }
    self.file = file
    setvbuf(file, nil, _IOLBF, 0)
    fputs("# start_s total_ms events_ms layout_ms draw_ms present_ms latency_ms\n", file)
  }

  deinit { fclose(file) }

  /// Appends one frame's line.
  func record(_ timing: FrameTiming) {
    func ms(_ seconds: TimeInterval) -> String { String(format: "%.3f", seconds * 1000) }
    let fields = [
      String(format: "%.4f", timing.start), ms(timing.total), ms(timing.events), ms(timing.layout), ms(timing.draw),
      ms(timing.present), timing.latency.map(ms) ?? "-",
    ]
    fputs(fields.joined(separator: " ") + "\n", file)
  }
}
