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
}
