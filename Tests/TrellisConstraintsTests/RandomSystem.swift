@testable import TrellisConstraints

/// SplitMix64: a small seeded generator, so a failing system can be rebuilt from its seed.
struct SplitMix64: RandomNumberGenerator {
  /// The state.
  var state: UInt64

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// One constraint of a random system, as plain numbers: `Σ coefficients[i] × x[i] + constant RELATION 0`.
struct PlainConstraint {
  /// One coefficient per variable.
  var coefficients: [Double]
  /// The constant.
  var constant: Double
  /// The relation with zero.
  var relation: ConstraintRelation
  /// The level (1000 = required).
  var level: Float
  /// The weight within the level.
  var weight: Double

  /// The expression's value at `point`.
  func value(at point: [Double]) -> Double {
    zip(coefficients, point).reduce(constant) { $0 + $1.0 * $1.1 }
  }

  /// How far `point` is from meeting the constraint (0 when it does).
  func violation(at point: [Double]) -> Double {
    let v = value(at: point)
    switch relation {
    case .lessThanOrEqual: return max(0, v)
    case .greaterThanOrEqual: return max(0, -v)
    case .equal: return abs(v)
    }
  }

  /// The solver's constraint over `variables`.
  func linear(_ variables: [ConstraintVariable]) -> LinearConstraint {
    let terms = zip(variables, coefficients).filter { $0.1 != 0 }.map { ConstraintTerm($0.0, $0.1) }
    return LinearConstraint(
      LinearExpression(terms, constant: constant), relation,
      strength: level >= 1000 ? .required : ConstraintStrength(level: level, weight: weight))
  }

  /// A random constraint on `count` variables: small integer coefficients (at least one not zero), a
  /// constant in −10...10, required two times in five, else at 750, 500 or 250 with weight 1, 2 or 3.
  static func random(variables count: Int, using random: inout SplitMix64) -> PlainConstraint {
    var coefficients = (0..<count).map { _ in Double(Int.random(in: -3...3, using: &random)) }
    if coefficients.allSatisfy({ $0 == 0 }) { coefficients[Int.random(in: 0..<count, using: &random)] = 1 }
    let relation = [ConstraintRelation.lessThanOrEqual, .equal, .greaterThanOrEqual].randomElement(using: &random)!
    let required = Int.random(in: 0..<5, using: &random) < 2
    return PlainConstraint(
      coefficients: coefficients, constant: Double(Int.random(in: -10...10, using: &random)), relation: relation,
      level: required ? 1000 : [750, 500, 250].randomElement(using: &random)!,
      weight: Double(Int.random(in: 1...3, using: &random)))
  }
}

/// The independent check: the lexicographic optimum of a small system found by visiting every vertex of
/// the arrangement of its hyperplanes (each constraint's `expression = 0`). The systems the tests make
/// include a weak anchor `x[i] = k` for every variable, so every cell of the arrangement is pointed and the
/// optimum, when the required constraints can hold, is at one of its vertices.
enum BruteForce {
  /// The levels of the objective, highest first.
  static func levels(_ constraints: [PlainConstraint]) -> [Float] {
    Array(Set(constraints.filter { $0.level < 1000 }.map(\.level))).sorted(by: >)
  }

  /// The weighted violation at each level (highest first) at `point`.
  static func objective(_ constraints: [PlainConstraint], levels: [Float], at point: [Double]) -> [Double] {
    levels.map { level in
      constraints.filter { $0.level == level }.reduce(0) { $0 + $1.weight * $1.violation(at: point) }
    }
  }

  /// Whether `point` meets every required constraint (within 1e-7).
  static func feasible(_ constraints: [PlainConstraint], at point: [Double]) -> Bool {
    constraints.allSatisfy { $0.level < 1000 || $0.violation(at: point) <= 1e-7 }
  }

  /// Whether `a` is lexicographically below `b` by more than the tolerance at the first level that differs.
  static func less(_ a: [Double], _ b: [Double]) -> Bool {
    for (x, y) in zip(a, b) {
      if x < y - 1e-7 { return true }
      if x > y + 1e-7 { return false }
    }
    return false
  }

  /// The lexicographically least objective over the feasible vertices, or nil when no vertex is feasible.
  static func optimum(_ constraints: [PlainConstraint], variables n: Int) -> [Double]? {
    let levels = levels(constraints)
    var best: [Double]?
    var chosen: [Int] = []
    func visit(_ start: Int) {
      if chosen.count == n {
        guard let point = solve(chosen.map { constraints[$0] }, n), feasible(constraints, at: point) else { return }
        let value = objective(constraints, levels: levels, at: point)
        if best == nil || less(value, best!) { best = value }
        return
      }
      guard start < constraints.count else { return }
      for index in start..<constraints.count {
        chosen.append(index)
        visit(index + 1)
        chosen.removeLast()
      }
    }
    visit(0)
    return best
  }

  /// The point where the `n` hyperplanes meet (Gaussian elimination with partial pivoting), or nil.
  static func solve(_ planes: [PlainConstraint], _ n: Int) -> [Double]? {
    var a = planes.map { $0.coefficients + [-$0.constant] }
    for column in 0..<n {
      let pivot = (column..<n).max { abs(a[$0][column]) < abs(a[$1][column]) }!
      guard abs(a[pivot][column]) > 1e-9 else { return nil }
      a.swapAt(column, pivot)
      for row in 0..<n where row != column {
        let factor = a[row][column] / a[column][column]
        for k in column...n { a[row][k] -= factor * a[column][k] }
      }
    }
    return (0..<n).map { a[$0][n] / a[$0][$0] }
  }
}
