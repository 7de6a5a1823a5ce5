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

  /// What a workload found while running (a move count, say), shown before its note in the table; each
  /// run sets it afresh.
  static var detail: String?

  /// Runs the workload `runs` times and returns the median and spread.
  func run() -> BenchmarkResult {
    Benchmark.detail = nil
    let figures = (0..<runs).map { _ in measure() }.sorted()
    let shownNote = Benchmark.detail.map { "[\($0)] \(note)" } ?? note
    return BenchmarkResult(
      name: name, unit: unit, median: figures[figures.count / 2], minimum: figures.first!, maximum: figures.last!,
      runs: runs, note: shownNote)
  }

  /// The wall time of `body` in milliseconds.
  static func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
  }
}
