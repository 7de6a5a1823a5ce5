import Foundation
import TrellisGeometry

/// The last few values of a quantity with the frame-clock times they were set at, and its recent rate
/// of change: what a transition layout keeps for `transitionProgress` and for each animated key.
///
/// Fixed storage (`capacity` samples in a ring), so recording allocates nothing once made. Values set
/// at the same clock time (within one frame) replace each other: the rate is measured across frames.
struct ValueHistory {
  /// How many samples are kept.
  static let capacity = 8
  /// How far back the rate of change looks, in seconds: samples older than this before the newest are
  /// ignored, and a quantity untouched for longer than this is at rest.
  static let window: TimeInterval = 0.1

  private var times = [TimeInterval](repeating: 0, count: ValueHistory.capacity)
  private var values = [CGFloat](repeating: 0, count: ValueHistory.capacity)
  private var newest = 0
  private(set) var count = 0

  /// The most recent value; 0 before any.
  var lastValue: CGFloat { count == 0 ? 0 : values[newest] }

  /// Records `value` at clock time `time`; a sample at the same time as the newest replaces it.
  mutating func record(_ value: CGFloat, at time: TimeInterval) {
    if count > 0, times[newest] == time {
      values[newest] = value
      return
    }
    newest = (newest + 1) % Self.capacity
    times[newest] = time
    values[newest] = value
    count = min(count + 1, Self.capacity)
  }

  /// Forgets every sample.
  mutating func removeAll() { count = 0 }

  /// The rate of change per second at clock time `now`: the slope from the oldest sample within
  /// `window` of the newest to the newest; 0 with fewer than two such samples, or when the newest is
  /// older than `window` (the quantity has stopped).
  /// - Complexity: O(`capacity`).
  func rate(at now: TimeInterval) -> CGFloat {
    guard count >= 2, now - times[newest] <= Self.window else { return 0 }
    var oldest = newest
    for step in 1..<count {
      let index = (newest - step + Self.capacity) % Self.capacity
      guard times[newest] - times[index] <= Self.window else { break }
      oldest = index
    }
    let span = times[newest] - times[oldest]
    guard span > 0 else { return 0 }
    return (values[newest] - values[oldest]) / CGFloat(span)
  }
}
