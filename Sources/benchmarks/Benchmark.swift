import Foundation

/// A named workload: `measure` runs it once and returns one figure (in `unit`); the table shows the median.
@MainActor struct Benchmark {
  /// The name used on the command line and in the table.
  let name: String
  /// What one figure counts, such as "ms/frame".
  let unit: String
  /// How many times `measure` runs.
  let runs: Int
  /// What the workload does, for the table.
  let note: String
  /// Runs the workload once and returns its figure.
  let measure: () -> Double

  /// Runs the workload `runs` times and returns the median and spread.
  func run() -> BenchmarkResult {
    let figures = (0..<runs).map { _ in measure() }.sorted()
    return BenchmarkResult(
      name: name, unit: unit, median: figures[figures.count / 2], minimum: figures.first!, maximum: figures.last!,
      runs: runs, note: note)
  }

  /// The wall time of `body` in milliseconds.
  static func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }

  /// The calling thread's CPU time for `body` in milliseconds: fairer than wall time on a loaded machine
  /// (time waiting for a core doesn't count; caches shared with other work still do).
  static func cpuMilliseconds(_ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
  }

  /// `milliseconds(_:)`, or `cpuMilliseconds(_:)` when `cpuTime` is true.
  static func milliseconds(cpuTime: Bool, _ body: () -> Void) -> Double {
    cpuTime ? cpuMilliseconds(body) : milliseconds(body)
  }
}
