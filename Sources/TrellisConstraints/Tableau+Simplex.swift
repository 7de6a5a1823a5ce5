// The primal and dual simplex of Cassowary (Badros & Borning, sections 2.2 and 3), with Bland's rule:
// the entering symbol is the lowest-numbered improving one and ties for the leaving row go to the
// lowest-numbered basic symbol, so degenerate pivots never cycle.

extension Tableau {
  /// Pivots until no symbol improves the objective (the artificial one while it is active).
  /// - Complexity: O(pivots × rows × row length).
  mutating func optimize() {
    defer { infeasible.removeAll(keepingCapacity: true) }  // primal pivots keep rows feasible
    var budget = pivotBudget
    while budget > 0 {
      let entering = enteringSymbol()
      if entering < 0 { return }
      guard let index = leavingRow(for: entering) else { return }  // unbounded: impossible, errors are ≥ 0
      pivot(rowAt: index, entering: entering)
      budget -= 1
    }
  }

  /// A bound on the pivots of one optimisation, far above what Bland's rule needs, so that no rounding
  /// accident can make a loop endless.
  var pivotBudget: Int { 64 * (rows.count + 16) }

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
    for level in objectives.indices {
      for cell in objectives[level].cells
      where cell.coefficient <= -nearZeroTolerance && (best < 0 || cell.symbol < best)
        && kinds[Int(cell.symbol)] != .dummy && isZeroAbove(level, cell.symbol)
      {
        best = cell.symbol
      }
    }
    return best
  }

  /// Whether `symbol`'s coefficient is near zero in every objective row above `level`.
  /// - Complexity: O(level × log(objective length)).
  func isZeroAbove(_ level: Int, _ symbol: Symbol) -> Bool {
    var higher = 0
    while higher < level {
      if !isNearZero(objectives[higher].coefficient(for: symbol)) { return false }
      higher += 1
    }
    return true
  }

  /// The restricted row that bounds `entering` first as it grows (lowest ratio constant/−coefficient; ties
  /// to the lowest basic symbol), or nil when none does.
  /// - Complexity: O(rows × log(row length)).
  func leavingRow(for entering: Symbol) -> Int? {
    var best: Int?
    var bestRatio = Double.infinity
    var bestSymbol = Symbol.max
    let bit = Row.bit(entering)
    rows.withUnsafeBufferPointer { rows in
      for index in rows.indices where rows[index].mask & bit != 0 {
        guard kinds[Int(rows[index].basic)] != .external else { continue }
        let coefficient = rows[index].coefficient(for: entering)
        guard coefficient < 0 else { continue }
        let ratio = -rows[index].constant / coefficient
        if ratio < bestRatio - nearZeroTolerance
          || (ratio <= bestRatio + nearZeroTolerance && rows[index].basic < bestSymbol)
        {
          best = index
          bestRatio = min(ratio, bestRatio)
          bestSymbol = rows[index].basic
        }
      }
    }
    return best
  }

  /// Restores feasibility after edits moved constants (rows in `infeasible`), keeping optimality. The
  /// leaving row is the one found infeasible last (as Kiwi does, which tends to follow a push along a
  /// chain), and after as many pivots as there are rows, the infeasible one with the lowest basic symbol:
  /// the dual form of Bland's rule, which can't cycle.
  /// - Complexity: O(pivots × rows × row length).
  mutating func dualOptimize() {
    var budget = pivotBudget
    var lastInFirst = rows.count + 16
    while budget > 0 {
      var leaving: Symbol = -1
      var kept = 0
      for symbol in infeasible {
        guard let index = row(of: symbol), rows[index].constant < -nearZeroTolerance else { continue }
        infeasible[kept] = symbol
        kept += 1
        if leaving < 0 || lastInFirst > 0 || symbol < leaving { leaving = symbol }
      }
      infeasible.removeSubrange(kept...)
      lastInFirst -= 1
      guard leaving >= 0, let index = row(of: leaving) else { break }
      let entering = dualEnteringSymbol(rows[index])
      guard entering >= 0 else {  // impossible while the required constraints are consistent
        infeasible.removeAll { $0 == leaving }
        continue
      }
      pivot(rowAt: index, entering: entering)
      budget -= 1
    }
    infeasible.removeAll(keepingCapacity: true)
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
    for index in rows.indices where rows[index].mayContain(marker) {
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
    for index in rows.indices where rows[index].mayContain(symbol) {
      if kinds[Int(rows[index].basic)] != .external && isNearZero(rows[index].constant)
        && rows[index].coefficient(for: symbol) < 0
      {
        return true
      }
    }
    return false
  }
}
