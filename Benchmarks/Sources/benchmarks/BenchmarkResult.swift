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

  /// Prints results as an aligned table: the workload column is as wide as the longest name, and a
  /// space always follows every column, so a name never runs into its figures.
  static func printTable(_ results: [BenchmarkResult]) {
    func pad(_ text: String, _ width: Int) -> String {
      text.padding(toLength: max(width, text.count + 1), withPad: " ", startingAt: 0)
    }
    func format(_ value: Double) -> String { String(format: value < 10 ? "%.3f" : "%.1f", value) }
    let nameWidth = results.map { $0.name.count + 2 }.reduce(22, max)
    print(
      pad("workload", nameWidth) + pad("median", 10) + pad("min", 10) + pad("max", 10) + pad("unit", 12) + "runs  note")
    for r in results {
      print(
        pad(r.name, nameWidth) + pad(format(r.median), 10) + pad(format(r.minimum), 10) + pad(format(r.maximum), 10)
          + pad(r.unit, 12) + pad(String(r.runs), 6) + r.note)
    }
  }
}
