// The primal and dual simplex of Cassowary (Badros & Borning, sections 2.2 and 3), with Bland's rule:
// the entering symbol is the lowest-numbered improving one and ties for the leaving row go to the
// lowest-numbered basic symbol, so degenerate pivots never cycle.

extension Tableau {
  /// Pivots until no symbol improves the objective (the artificial one while it is active).
  /// - Complexity: O(pivots × rows × row length).
  mutating func optimize() {
    while true {
      let entering = enteringSymbol()
      if entering < 0 { return }
      guard let index = leavingRow(for: entering) else { return }  // unbounded: impossible, errors are ≥ 0
      pivot(rowAt: index, entering: entering)
    }
  }

  /// The lowest-numbered non-dummy symbol whose reduced cost is lexicographically negative, or -1.
  /// - Complexity: O(levels² × objective length × log(objective length)).
  func enteringSymbol() -> Symbol {
    var best: Symbol = -1
    if artificialActive {
      for cell in artificial.cells
      where cell.coefficient <= -nearZeroTolerance && kinds[Int(cell.symbol)] != .dummy {
        if best < 0 || cell.symbol < best { best = cell.symbol }
      }
      return best
    }
    for objective in objectives {
      for cell in objective.cells
      where cell.coefficient <= -nearZeroTolerance && (best < 0 || cell.symbol < best)
        && kinds[Int(cell.symbol)] != .dummy && hasNegativeCost(cell.symbol)
      {
        best = cell.symbol
      }
    }
    return best
  }

  /// The restricted row that bounds `entering` first as it grows (lowest ratio constant/−coefficient; ties
  /// to the lowest basic symbol), or nil when none does.
  /// - Complexity: O(rows × log(row length)).
  func leavingRow(for entering: Symbol) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    var bestSymbol = Symbol.max
    for index in rows.indices {
      let row = rows[index]
      guard kinds[Int(row.basic)] != .external else { continue }
      let coefficient = row.coefficient(for: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if ratio < bestRatio - nearZeroTolerance
        || (ratio <= bestRatio + nearZeroTolerance && row.basic < bestSymbol)
      {
        best = index
        bestRatio = min(ratio, bestRatio)
        bestSymbol = row.basic
      }
    }
    return best
  }

  /// Restores feasibility after edits moved constants (rows in `infeasible`), keeping optimality.
  /// - Complexity: O(pivots × rows × row length).
  mutating func dualOptimize() {
    while let leaving = infeasible.popLast() {
      guard let index = row(of: leaving), rows[index].constant < -nearZeroTolerance else { continue }
      let entering = dualEnteringSymbol(rows[index])
      guard entering >= 0 else { continue }  // impossible while required constraints are consistent
      pivot(rowAt: index, entering: entering)
    }
  }

  /// The symbol to enter for an infeasible row: among its positive non-dummy cells, the lowest reduced
  /// cost ratio (lexicographically; ties to the lowest symbol), or -1.
  /// - Complexity: O(row length × levels × log(objective length)).
  func dualEnteringSymbol(_ row: Row) -> Symbol {
    var best: Symbol = -1
    var bestCoefficient = 0.0
    for cell in row.cells where cell.coefficient > 0 && kinds[Int(cell.symbol)] != .dummy {
      if best < 0 {
        best = cell.symbol
        bestCoefficient = cell.coefficient
        continue
      }
      let order = compareCostRatios(cell.symbol, cell.coefficient, best, bestCoefficient)
      if order < 0 || (order == 0 && cell.symbol < best) {
        best = cell.symbol
        bestCoefficient = cell.coefficient
      }
    }
    return best
  }

  /// The row to pivot a parametric marker into when its constraint is removed (the paper's choice, which
  /// keeps every restricted row feasible): a restricted row where it has a negative coefficient with the
  /// lowest ratio, else a restricted row with the lowest ratio among positive ones, else an unrestricted
  /// row; nil when the marker appears nowhere.
  /// - Complexity: O(rows × log(row length)).
  func markerLeavingRow(_ marker: Symbol) -> Int? {
    var first: Int?
    var second: Int?
    var third: Int?
    var firstRatio = Double.infinity
    var secondRatio = Double.infinity
    for index in rows.indices {
      let row = rows[index]
      let coefficient = row.coefficient(for: marker)
      if coefficient == 0 { continue }
      if kinds[Int(row.basic)] == .external {
        if third == nil { third = index }
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if ratio < firstRatio {
          firstRatio = ratio
          first = index
        }
      } else {
        let ratio = row.constant / coefficient
        if ratio < secondRatio {
          secondRatio = ratio
          second = index
        }
      }
    }
    return first ?? second ?? third
  }
}

extension Tableau {
  /// Whether `symbol` (parametric, restricted) is held at zero by a degenerate restricted row that
  /// would go negative as it grows.
  /// - Complexity: O(rows × log(row length)).
  func leavingRowBlocks(_ symbol: Symbol) -> Bool {
    for row in rows where kinds[Int(row.basic)] != .external && isNearZero(row.constant) {
      if row.coefficient(for: symbol) < 0 { return true }
    }
    return false
  }
}
