import Foundation
import TrellisConstraints

/// The Cassowary solver (TrellisConstraints) alone: a cell's worth of constraints solved from an empty
/// solver, and one constant changed in a system of a thousand.
@MainActor enum ConstraintBenchmarks {
  /// Solves per run of constraints-cell-20.
  static let cellRepetitions = 2_000
  /// Edits per run of constraints-edit-1000.
  static let editRepetitions = 400
  /// Keeps answers alive so the optimiser can't drop the work.
  static var sink = 0.0

  static var all: [Benchmark] {
    [
      Benchmark(
        name: "constraints-cell-20", unit: "µs/solve", runs: 9,
        note: "a list cell's 20 constraints (image, title, subtitle, accessory; required, 750, 250) added "
          + "to an empty solver, then updateVariables()"
      ) { cellSolve() },
      Benchmark(
        name: "constraints-edit-1000", unit: "µs/edit", runs: 9,
        note: "a chain of 500 views (500 required spacings, 500 preferences at 250): one spacing's "
          + "constant changed by remove + add; the detail is suggestValue on an edit variable"
      ) { chainEdit() },
    ]
  }

  /// The time to solve one cell's constraints (made beforehand) in a new solver, per solve.
  static func cellSolve() -> Double {
    let variables = (0..<20).map { ConstraintVariable("v\($0)") }
    let constraints = cellConstraints(variables)
    var total = 0.0
    let time = Benchmark.milliseconds {
      for _ in 0..<cellRepetitions {
        let solver = ConstraintSolver()
        for constraint in constraints { try? solver.add(constraint) }
        solver.updateVariables()
        total += variables[19].value
      }
    }
    sink += total
    return time * 1000 / Double(cellRepetitions)
  }

  /// A list cell 320 wide: image, title, subtitle and accessory, each with x, y, width and height
  /// (variables 0–15), the content's width and height (16, 17), and the title's and subtitle's
  /// intrinsic widths as preferences. 20 constraints.
  static func cellConstraints(_ v: [ConstraintVariable]) -> [LinearConstraint] {
    let hugging = ConstraintStrength(level: 750)
    let low = ConstraintStrength(level: 250)
    let (image, title, subtitle, accessory) = (0, 4, 8, 12)
    let width = v[16]
    let height = v[17]
    return [
      LinearConstraint(width - 320, .equal),
      LinearConstraint(v[image] - 16, .equal),
      LinearConstraint(v[image + 1] - 11, .equal),
      LinearConstraint(v[image + 2] - 22, .equal),
      LinearConstraint(v[image + 3] - 22, .equal),
      LinearConstraint(v[title] - v[image] - v[image + 2] - 12, .equal),
      LinearConstraint(v[title + 1] - 8, .equal),
      LinearConstraint(v[title + 3] - 20, .equal),
      LinearConstraint(v[title + 2] - 180, .equal, strength: hugging),
      LinearConstraint(v[subtitle] - v[title], .equal),
      LinearConstraint(v[subtitle + 1] - v[title + 1] - v[title + 3] - 2, .equal),
      LinearConstraint(v[subtitle + 3] - 16, .equal),
      LinearConstraint(v[subtitle + 2] - 240, .equal, strength: low),
      LinearConstraint(v[accessory + 2] - 16, .equal),
      LinearConstraint(v[accessory + 3] - 16, .equal),
      LinearConstraint(width - v[accessory] - v[accessory + 2] - 16, .equal),
      LinearConstraint(v[accessory] - v[title] - v[title + 2] - 8, .greaterThanOrEqual),
      LinearConstraint(v[accessory] - v[subtitle] - v[subtitle + 2] - 8, .greaterThanOrEqual),
      LinearConstraint(v[accessory + 1] * 2 + v[accessory + 3] - height, .equal),
      LinearConstraint(height - v[subtitle + 1] - v[subtitle + 3] - 8, .equal),
    ]
  }

  /// The time of one edit in the 1,000-constraint chain, per edit; the suggestValue time in the detail.
  static func chainEdit() -> Double {
    let count = 500
    let x = (0...count).map { ConstraintVariable("x\($0)") }
    let solver = ConstraintSolver()
    try? solver.add(LinearConstraint(LinearExpression(x[0]), .equal))
    var spacings: [LinearConstraint] = []
    for i in 1...count {
      let spacing = LinearConstraint(x[i] - x[i - 1] - 10, .greaterThanOrEqual)
      spacings.append(spacing)
      try? solver.add(spacing)
      try? solver.add(LinearConstraint(x[i] - Double(12 * i), .equal, strength: ConstraintStrength(level: 250)))
    }
    let middle = count / 2
    var total = 0.0
    let time = Benchmark.milliseconds {
      for repetition in 0..<editRepetitions {
        let replacement = LinearConstraint(
          x[middle] - x[middle - 1] - Double(10 + 5 * (repetition % 4)), .greaterThanOrEqual)
        try? solver.remove(spacings[middle - 1])
        try? solver.add(replacement)
        spacings[middle - 1] = replacement
        solver.updateVariables()
        total += x[count].value
      }
    }
    try? solver.addEditVariable(x[middle], strength: ConstraintStrength(level: 999))
    try? solver.suggestValue(Double(12 * middle), for: x[middle])  // where the preferences put it
    let suggestTime = Benchmark.milliseconds {
      for repetition in 0..<editRepetitions {
        try? solver.suggestValue(Double(12 * middle + 40 * (repetition % 5)), for: x[middle])
        solver.updateVariables()
        total += x[count].value
      }
    }
    sink += total
    Benchmark.detail = String(format: "suggestValue %.1f µs", suggestTime * 1000 / Double(editRepetitions))
    return time * 1000 / Double(editRepetitions)
  }
}
