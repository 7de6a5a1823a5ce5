import Foundation

/// The last frames a host presented, in a ring buffer of fixed capacity: the model behind the frame-time
/// overlay, free of views and clocks so that tests feed it exact times.
///
/// `record(start:work:present:counters:composite:damagedPixels:windowPixels:latency:path:)` turns the host's running totals into per-frame counts and
/// overwrites the oldest sample once the buffer is full; it allocates nothing after `init`.
/// `summary(seconds:)` sums up the frames of the last few seconds.
public struct FrameTimeline: Sendable {
  /// The display's frame budget at 60 Hz: 1/60 s, 16.7 ms.
  public static let budget: TimeInterval = 1.0 / 60.0

  /// How many samples the buffer holds.
  public let capacity: Int
  /// The samples, `head` the oldest once full.
  private var storage: [FrameSample]
  private var head = 0
  /// How many samples are stored.
  public private(set) var count = 0
  /// The totals at the previous frame, nil before the first.
  private var lastCounters: FrameCounters?
  /// The previous frame's start, nil before the first.
  private var lastStart: TimeInterval?

  /// Creates an empty timeline of `capacity` samples (at least 1; 600 is ten seconds at 60 Hz).
  public init(capacity: Int = 600) {
    self.capacity = max(1, capacity)
    storage = Array(repeating: .zero, count: self.capacity)
  }

  /// Records a presented frame: when it began, its work and present times in seconds, and the host's
  /// running totals after it (counts that went down, as when a collection view left the screen, count 0);
  /// with its compositing time, the pixels it redrew of the window's, its input-to-present latency and
  /// its path when the host knows them (see `FrameSample`; negative figures count 0).
  public mutating func record(
    start: TimeInterval, work: TimeInterval, present: TimeInterval, counters: FrameCounters,
    composite: TimeInterval = 0, damagedPixels: Int = 0, windowPixels: Int = 0, latency: TimeInterval? = nil,
    path: RenderPath? = nil
  ) {
    let previous = lastCounters ?? counters
    let sample = FrameSample(
      start: start, work: max(0, work), present: max(0, present), interval: lastStart.map { max(0, start - $0) } ?? 0,
      cellsCreated: max(0, counters.cellsCreated - previous.cellsCreated),
      cellsReused: max(0, counters.cellsReused - previous.cellsReused),
      rasterisations: max(0, counters.rasterisations - previous.rasterisations), composite: max(0, composite),
      damagedPixels: max(0, damagedPixels), windowPixels: max(0, windowPixels), latency: latency.map { max(0, $0) },
      path: path)
    if count < capacity {
      storage[(head + count) % capacity] = sample
      count += 1
    } else {
      storage[head] = sample
      head = (head + 1) % capacity
    }
    lastCounters = counters
    lastStart = start
  }

  /// Forgets every sample and the previous totals.
  public mutating func removeAll() {
    head = 0
    count = 0
    lastCounters = nil
    lastStart = nil
  }

  /// The sample `offset` frames after the oldest stored (0 is the oldest, `count - 1` the newest).
  public subscript(offset: Int) -> FrameSample {
    precondition(offset >= 0 && offset < count, "FrameTimeline has \(count) samples; no sample \(offset)")
    return storage[(head + offset) % capacity]
  }

  /// The newest sample, nil when there is none.
  public var newest: FrameSample? { count == 0 ? nil : self[count - 1] }

  /// Calls `body` with every sample that began within `seconds` before the newest one began (the
  /// newest included), oldest first, without allocating.
  /// - Complexity: O(samples in the window).
  public func forEachSample(inLast seconds: TimeInterval, _ body: (FrameSample) -> Void) {
    guard let newest else { return }
    let earliest = newest.start - seconds
    var first = count - 1
    while first > 0 && self[first - 1].start >= earliest { first -= 1 }
    for offset in first..<count { body(self[offset]) }
  }
}
