import Foundation

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
