import Foundation
import TrellisGeometry

/// Estimates a velocity from timed samples of a position (or, in x alone, a scale).
///
/// The velocity is the mean over the last `window` seconds: from the oldest sample in that window to
/// the newest (or, when the window holds only the newest, from the sample before it). So a finger that
/// rests before lifting (the lift adds a sample) reports about zero, and one that lifts mid-motion
/// reports its recent speed. A query more than `window` after the newest sample gives zero.
struct VelocityTracker {
  /// How far back the estimate looks, in seconds.
  static let window: TimeInterval = 0.1

  private var times: [TimeInterval] = []
  private var points: [CGPoint] = []

  /// Adds a sample; a sample at the time of the newest replaces it.
  /// - Complexity: amortised O(1); old samples are dropped as new ones come.
  mutating func add(_ point: CGPoint, at time: TimeInterval) {
    if let last = times.last, time <= last {
      points[points.count - 1] = point
      return
    }
    times.append(time)
    points.append(point)
    // Keep one sample older than the window, as the anchor for a window holding only the newest.
    var drop = 0
    while drop + 1 < times.count - 1, times[drop + 1] < time - Self.window { drop += 1 }
    if drop > 0 {
      times.removeFirst(drop)
      points.removeFirst(drop)
    }
  }

  /// Moves every sample by an offset, so a baseline change doesn't read as motion.
  /// - Complexity: O(samples), at most a few per window.
  mutating func shift(by offset: CGPoint) {
    for i in points.indices { points[i] = CGPoint(x: points[i].x + offset.x, y: points[i].y + offset.y) }
  }

  /// Scales every sample's x, so a rescaled baseline doesn't read as motion.
  /// - Complexity: O(samples).
  mutating func scaleX(by factor: CGFloat) {
    for i in points.indices { points[i].x *= factor }
  }

  /// Forgets every sample.
  mutating func reset() {
    times.removeAll(keepingCapacity: true)
    points.removeAll(keepingCapacity: true)
  }

  /// The velocity in units per second at time `now`.
  /// - Complexity: O(samples).
  func velocity(at now: TimeInterval) -> CGPoint {
    guard let newest = times.last, times.count > 1, now - newest <= Self.window + 1e-9 else { return .zero }
    let last = times.count - 1
    var first = times.firstIndex { $0 >= newest - Self.window - 1e-9 } ?? last
    if first == last { first -= 1 }
    let dt = CGFloat(newest - times[first])
    guard dt > 0 else { return .zero }
    return CGPoint(x: (points[last].x - points[first].x) / dt, y: (points[last].y - points[first].y) / dt)
  }
}
