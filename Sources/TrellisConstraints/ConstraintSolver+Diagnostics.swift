// Questions about the solution: ambiguity, and the tableau invariants the tests check after every step.

extension ConstraintSolver {
  /// Whether the variable's value is not fixed by the constraints and objective (it is a free parametric
  /// variable at the optimum, so other values are equally good): used to report ambiguous layouts.
  ///
  /// True when the variable is in no constraint, is parametric, or its row depends on a free variable or
  /// on a slack or error that costs nothing at any level and can grow.
  /// - Complexity: O(row length × (levels × log(objective length) + rows × log(row length))).
  public func isAmbiguous(_ variable: ConstraintVariable) -> Bool {
    guard let entry = state.variables[ObjectIdentifier(variable)],
      let index = state.tableau.row(of: entry.symbol)
    else { return true }
    let tableau = state.tableau
    for cell in tableau.rows[index].cells {
      switch tableau.kind(cell.symbol) {
      case .external: return true
      case .slack, .error:
        if tableau.hasZeroCost(cell.symbol) && tableau.leavingRowBlocks(cell.symbol) == false { return true }
      case .dummy, .unused: continue
      }
    }
    return false
  }

  /// What is wrong with the tableau, one sentence each (empty when it is sound): rows in basic form, cells
  /// sorted and not near zero, restricted rows feasible, free variables only in unrestricted rows, the
  /// objective optimal, and the symbol tables consistent.
  /// - Complexity: O(rows × row length × log(row length)).
  package func invariantViolations() -> [String] {
    var problems: [String] = []
    let t = state.tableau
    for (index, row) in t.rows.enumerated() {
      if row.basic < 0 || t.rowIndex[Int(row.basic)] != Int32(index) {
        problems.append("row \(index): basic symbol \(row.basic) is not indexed to it")
        continue
      }
      let basicKind = t.kind(row.basic)
      if basicKind.isRestricted && row.constant < -nearZeroTolerance {
        problems.append("row \(index): restricted basic symbol \(row.basic) has constant \(row.constant) < 0")
      }
      for (position, cell) in row.cells.enumerated() {
        if position > 0 && row.cells[position - 1].symbol >= cell.symbol {
          problems.append("row \(index): cells not sorted at \(position)")
        }
        if isNearZero(cell.coefficient) { problems.append("row \(index): near-zero cell \(cell.symbol)") }
        if t.rowIndex[Int(cell.symbol)] >= 0 {
          problems.append("row \(index): basic symbol \(cell.symbol) appears as a cell")
        }
        if !row.mayContain(cell.symbol) { problems.append("row \(index): mask misses symbol \(cell.symbol)") }
        if t.kind(cell.symbol) == .unused { problems.append("row \(index): unused symbol \(cell.symbol)") }
        if basicKind != .external && t.kind(cell.symbol) == .external {
          problems.append("row \(index): free symbol \(cell.symbol) in a restricted row")
        }
      }
    }
    for (level, objective) in t.objectives.enumerated() {
      for cell in objective.cells {
        if !objective.mayContain(cell.symbol) {
          problems.append("objective \(level): mask misses symbol \(cell.symbol)")
        }
        if t.rowIndex[Int(cell.symbol)] >= 0 {
          problems.append("objective \(level): basic symbol \(cell.symbol) appears")
        }
        if t.kind(cell.symbol) == .external {
          problems.append("objective \(level): free symbol \(cell.symbol) appears")
        }
      }
    }
    if t.enteringSymbol() >= 0 { problems.append("objective not optimal: \(t.enteringSymbol()) can enter") }
    let basicCount = t.rowIndex.filter { $0 >= 0 }.count
    if basicCount != t.rows.count { problems.append("\(basicCount) symbols indexed to \(t.rows.count) rows") }
    if t.artificialActive { problems.append("artificial objective left active") }
    return problems
  }

  /// The objective's value at each level present, highest level first (level, value).
  /// - Complexity: O(levels).
  package var objectiveValues: [(level: Float, value: Double)] {
    zip(state.tableau.levels, state.tableau.objectives).map { ($0, $1.constant) }
  }
}
