import Foundation

/// Runs `IdleWorker`s in the time a frame has left before its deadline, one unit at a time, starting a
/// unit only when its expected cost still fits (the frame-deadline scheduling of Android's GapWorker).
///
/// The host calls `run(until:now:)` after drawing a frame and before presenting it, with the frame's
/// deadline. The expected cost of a worker's unit is the smoothed average of its measured units, so an
/// expensive kind of work waits for a frame with room for it; a worker's first unit runs whenever any
/// time is left, to learn its cost. `fixedUnitCost` makes the scheduling deterministic for tests.
@MainActor public final class IdleWorkScheduler {
  /// A worker on the list with its learned cost.
  struct Entry {
    weak var worker: (any IdleWorker)?
    /// The smoothed cost of one unit in seconds; nil until one was measured.
    var unitCost: TimeInterval?
  }

  /// The workers in the order they joined, held weakly.
  var entries: [Entry] = []
  /// When set, every unit is taken to cost this long and no clock is read (deterministic tests).
  public var fixedUnitCost: TimeInterval?
  /// The weight of the newest measurement in a worker's smoothed unit cost.
  public static let smoothing = 0.25
  /// Units done since the scheduler was made, for tests and the frame-time overlay.
  public private(set) var unitsPerformed = 0

  /// Creates an empty scheduler.
  public init() {}

  /// Removes every worker and the fixed unit cost (`Application.reset()`).
  public func reset() {
    entries = []
    fixedUnitCost = nil
  }

  /// Adds a worker after the others, held weakly; adding one already on the list does nothing.
  /// - Complexity: O(workers).
  public func add(_ worker: any IdleWorker) {
    entries.removeAll { $0.worker == nil }
    guard !entries.contains(where: { $0.worker === worker }) else { return }
    entries.append(Entry(worker: worker))
  }

  /// Removes a worker; removing one that isn't on the list does nothing.
  /// - Complexity: O(workers).
  public func remove(_ worker: any IdleWorker) {
    entries.removeAll { $0.worker == nil || $0.worker === worker }
  }

  /// Whether any worker has work waiting.
  /// - Complexity: O(workers).
  public var hasWork: Bool { entries.contains { $0.worker?.hasIdleWork ?? false } }

  /// The smoothed cost of a worker's unit in seconds, nil before its first unit ran.
  /// - Complexity: O(workers).
  public func unitCost(of worker: any IdleWorker) -> TimeInterval? {
    entries.first { $0.worker === worker }?.unitCost
  }

  /// Runs units, each from the first worker in join order that has work and whose expected unit cost
  /// fits before `deadline` on the clock `now`, until none fits or none has work.
  /// - Returns: the number of units done.
  /// - Complexity: O(units × workers) plus the units' work.
  @discardableResult public func run(until deadline: TimeInterval, now: () -> TimeInterval) -> Int {
    var done = 0
    var elapsed: TimeInterval = 0
    var clock: TimeInterval { fixedUnitCost != nil ? elapsed : now() }
    while true {
      let start = clock
      guard start < deadline,
        let index = entries.indices.first(where: { index in
          guard let worker = entries[index].worker, worker.hasIdleWork else { return false }
          return start + (fixedUnitCost ?? entries[index].unitCost ?? 0) <= deadline
        }),
        let worker = entries[index].worker
      else { return done }
      worker.performIdleWork()
      done += 1
      unitsPerformed += 1
      if let fixedUnitCost {
        elapsed += fixedUnitCost
        entries[index].unitCost = fixedUnitCost
      } else {
        let cost = max(0, clock - start)
        entries[index].unitCost = entries[index].unitCost.map { $0 + Self.smoothing * (cost - $0) } ?? cost
      }
    }
  }
}
