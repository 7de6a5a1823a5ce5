// Adding and removing constraint rows (Badros & Borning, sections 3.1 and 3.3, as Kiwi arranges them),
// and moving an edit constraint's constant (section 3.2).

/// The tableau symbols of one constraint: its marker and, for a non-required one, its second error.
struct ConstraintTag {
  /// The slack, the first error, or the dummy: the symbol whose row is dropped on removal.
  var marker: Symbol
  /// The other error symbol of a non-required constraint, or -1.
  var other: Symbol
}

extension Tableau {
  /// Adds the symbols of a relation at a strength to a row holding the constraint's expression (basic
  /// symbols already substituted), weighs its errors into the objective, and makes the constant ≥ 0.
  /// - Complexity: O(levels + row length).
  mutating func finishRow(
    _ row: inout Row, relation: ConstraintRelation, strength: ConstraintStrength
  ) -> ConstraintTag {
    var tag = ConstraintTag(marker: -1, other: -1)
    switch relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = relation == .lessThanOrEqual ? 1.0 : -1.0
      tag.marker = makeSymbol(.slack)
      row.add(sign, for: tag.marker)
      if !strength.isRequired {
        tag.other = makeSymbol(.error)
        row.add(-sign, for: tag.other)
        addObjective(error: tag.other, strength: strength)
      }
    case .equal:
      if strength.isRequired {
        tag.marker = makeSymbol(.dummy)
        row.add(1, for: tag.marker)
      } else {
        tag.marker = makeSymbol(.error)
        tag.other = makeSymbol(.error)
        row.add(-1, for: tag.marker)
        row.add(1, for: tag.other)
        addObjective(error: tag.marker, strength: strength)
        addObjective(error: tag.other, strength: strength)
      }
    }
    if row.constant < 0 { row.scale(by: -1) }
    return tag
  }

  /// Adds a finished row to the tableau and re-optimises; returns false, leaving the tableau as it was
  /// before the call, when the row can't be satisfied with the required rows already in.
  /// - Complexity: O(pivots × rows × row length).
  mutating func add(_ newRow: Row, tag: ConstraintTag) -> Bool {
    var row = newRow
    var subject = chooseSubject(row, tag: tag)
    if subject < 0 && row.cells.allSatisfy({ kinds[Int($0.symbol)] == .dummy }) {
      guard isNearZero(row.constant) else { return false }
      subject = tag.marker
    }
    if subject < 0 {
      let saved = self
      guard addWithArtificialVariable(row) else {
        self = saved
        return false
      }
    } else {
      row.solve(for: subject)
      row.basic = subject
      substitute(subject, by: row)
      append(row)
    }
    optimize()
    return true
  }

  /// The symbol to solve a new row for: its first external symbol, else its slack or error marker (or
  /// other error) when that has a negative coefficient (so the row stays feasible); else -1.
  /// - Complexity: O(row length).
  func chooseSubject(_ row: Row, tag: ConstraintTag) -> Symbol {
    for cell in row.cells where kinds[Int(cell.symbol)] == .external { return cell.symbol }
    if tag.marker >= 0 && kinds[Int(tag.marker)].isRestricted && row.coefficient(for: tag.marker) < 0 {
      return tag.marker
    }
    if tag.other >= 0 && kinds[Int(tag.other)].isRestricted && row.coefficient(for: tag.other) < 0 {
      return tag.other
    }
    return -1
  }

  /// Adds a row with no usable subject through an artificial variable (phase one of the simplex): the
  /// row is satisfiable if and only if the artificial variable can be driven to zero. On failure the
  /// tableau is left inconsistent; the caller restores its copy.
  /// - Complexity: O(pivots × rows × row length).
  mutating func addWithArtificialVariable(_ row: Row) -> Bool {
    let variable = makeSymbol(.slack)
    var definition = row
    definition.basic = variable
    append(definition)
    artificial = row
    artificial.basic = -1
    artificialActive = true
    optimize()
    let succeeded = isNearZero(artificial.constant)
    artificialActive = false
    artificial = Row()
    guard succeeded else { return false }
    if let index = self.row(of: variable) {
      var definition = removeRow(at: index)
      if !definition.cells.isEmpty {
        let entering =
          definition.cells.first(where: { kinds[Int($0.symbol)].isRestricted })?.symbol
          ?? definition.cells[0].symbol
        definition.solve(for: variable, entering)
        definition.basic = entering
        substitute(entering, by: definition)
        append(definition)
      }
    }
    purge(variable)
    releaseSymbol(variable)
    return true
  }

  /// Removes a constraint's row: takes its errors out of the objective, drops the marker's row (pivoting
  /// the marker in first when it is parametric), clears the residue of its symbols and re-optimises.
  /// - Complexity: O(pivots × rows × row length).
  mutating func remove(tag: ConstraintTag, strength: ConstraintStrength) {
    if kind(tag.marker) == .error { removeObjective(error: tag.marker, strength: strength) }
    if tag.other >= 0 && kind(tag.other) == .error { removeObjective(error: tag.other, strength: strength) }
    if let index = row(of: tag.marker) {
      _ = removeRow(at: index)
    } else if let index = markerLeavingRow(tag.marker) {
      var row = removeRow(at: index)
      row.solve(for: row.basic, tag.marker)
      row.basic = -1
      substitute(tag.marker, by: row)
    }
    purge(tag.marker)
    releaseSymbol(tag.marker)
    if tag.other >= 0 {
      purge(tag.other)
      releaseSymbol(tag.other)
    }
    optimize()
  }

  /// Moves an edit constraint's constant by `delta` (its symbols `tag`) and restores feasibility with the
  /// dual simplex.
  /// - Complexity: O(rows × log(row length)) plus the dual simplex's pivots.
  mutating func suggest(delta: Double, tag: ConstraintTag) {
    infeasible.removeAll(keepingCapacity: true)
    if let index = row(of: tag.marker) {
      rows[index].constant -= delta
      if rows[index].constant < 0 { infeasible.append(rows[index].basic) }
    } else if let index = row(of: tag.other) {
      rows[index].constant += delta
      if rows[index].constant < 0 { infeasible.append(rows[index].basic) }
    } else {
      for index in rows.indices where rows[index].mayContain(tag.marker) {
        let coefficient = rows[index].coefficient(for: tag.marker)
        guard coefficient != 0 else { continue }
        rows[index].constant += delta * coefficient
        if rows[index].constant < 0 && kinds[Int(rows[index].basic)] != .external {
          infeasible.append(rows[index].basic)
        }
      }
    }
    dualOptimize()
  }
}
