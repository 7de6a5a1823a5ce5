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

/// The figures of one workload.
struct BenchmarkResult {
  let name: String
  let unit: String
  let median: Double
  let minimum: Double
  let maximum: Double
  let runs: Int
  let note: String

  /// Prints results as an aligned table.
  static func printTable(_ results: [BenchmarkResult]) {
    func pad(_ text: String, _ width: Int) -> String {
      text.padding(toLength: max(width, text.count), withPad: " ", startingAt: 0)
    }
    func format(_ value: Double) -> String { String(format: value < 10 ? "%.3f" : "%.1f", value) }
    print(pad("workload", 22) + pad("median", 10) + pad("min", 10) + pad("max", 10) + pad("unit", 12) + "runs  note")
    for r in results {
      print(
        pad(r.name, 22) + pad(format(r.median), 10) + pad(format(r.minimum), 10) + pad(format(r.maximum), 10)
          + pad(r.unit, 12) + pad(String(r.runs), 6) + r.note)
    }
  }
}
