// The lexicographic objective: one row per strength level present, highest level first.

extension Tableau {
  /// The index of `level`'s objective row, made (empty) when the level is new.
  /// - Complexity: O(levels).
  mutating func objectiveIndex(forLevel level: Float) -> Int {
    var index = 0
    while index < levels.count && levels[index] > level { index += 1 }
    if index < levels.count && levels[index] == level { return index }
    levels.insert(level, at: index)
    levelUsers.insert(0, at: index)
    objectives.insert(Row(), at: index)
    return index
  }

  /// Weighs the error symbol `error` into its level's objective row.
  /// - Complexity: O(levels + row length).
  mutating func addObjective(error: Symbol, strength: ConstraintStrength) {
    let level = objectiveIndex(forLevel: strength.effectiveLevel)
    levelUsers[level] += 1
    if let index = row(of: error) {
      objectives[level].add(rows[index], times: strength.effectiveWeight, scratch: &scratch)
    } else {
      objectives[level].add(strength.effectiveWeight, for: error)
    }
  }

  /// Takes the error symbol `error` out of its level's objective row, dropping the row when no error is
  /// left at that level.
  /// - Complexity: O(levels + row length).
  mutating func removeObjective(error: Symbol, strength: ConstraintStrength) {
    let level = objectiveIndex(forLevel: strength.effectiveLevel)
    levelUsers[level] -= 1
    if levelUsers[level] == 0 {
      levels.remove(at: level)
      levelUsers.remove(at: level)
      objectives.remove(at: level)
      return
    }
    if let index = row(of: error) {
      objectives[level].add(rows[index], times: -strength.effectiveWeight, scratch: &scratch)
    } else {
      objectives[level].add(-strength.effectiveWeight, for: error)
    }
  }

  /// Whether `symbol`'s reduced cost is zero at every level.
  /// - Complexity: O(levels × log(row length)).
  func hasZeroCost(_ symbol: Symbol) -> Bool {
    if artificialActive { return isNearZero(artificial.coefficient(for: symbol)) }
    for objective in objectives where !isNearZero(objective.coefficient(for: symbol)) { return false }
    return true
  }

  /// Compares `a`'s reduced cost divided by `aDivisor` with `b`'s divided by `bDivisor`, level by level:
  /// -1, 0 or 1.
  /// - Complexity: O(levels × log(row length)).
  func compareCostRatios(_ a: Symbol, _ aDivisor: Double, _ b: Symbol, _ bDivisor: Double) -> Int {
    if artificialActive {
      return compare(artificial.coefficient(for: a) / aDivisor, artificial.coefficient(for: b) / bDivisor)
    }
    for objective in objectives {
      let order = compare(objective.coefficient(for: a) / aDivisor, objective.coefficient(for: b) / bDivisor)
      if order != 0 { return order }
    }
    return 0
  }

  /// -1, 0 or 1 as `a` is below, within the tolerance of, or above `b`.
  private func compare(_ a: Double, _ b: Double) -> Int {
    a < b - nearZeroTolerance ? -1 : (a > b + nearZeroTolerance ? 1 : 0)
  }
}
