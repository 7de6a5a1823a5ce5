/// The simplex tableau of the Cassowary solver: rows in basic form (`basic = constant + Σ …`), one
/// objective row per strength level present (highest first, minimised lexicographically), and the symbol
/// tables. A value type, so that an attempt that fails can be undone by restoring a copy.
struct Tableau {
  /// The rows, in no order; `rowIndex[basic]` finds each.
  var rows: [Row] = []
  /// For each symbol, the index of the row it is basic in, or -1 when it is parametric (or unused).
  var rowIndex: [Int32] = []
  /// For each symbol, what it stands for.
  var kinds: [SymbolKind] = []
  /// Released symbols, reused before new ones.
  var freeSymbols: [Symbol] = []
  /// The objective rows, one per level in `levels`, to be minimised lexicographically (index 0 first).
  var objectives: [Row] = []
  /// The strength levels present, in decreasing order.
  var levels: [Float] = []
  /// How many error symbols weigh in each level's objective row.
  var levelUsers: [Int] = []
  /// The artificial objective while a constraint is added through an artificial variable.
  var artificial = Row()
  /// Whether `artificial` is in use (it is then substituted and optimised instead of the objectives).
  var artificialActive = false
  /// Basic symbols whose rows may have gone negative, for the dual simplex.
  var infeasible: [Symbol] = []
  /// Merge storage traded with rows as they change.
  var scratch: [Cell] = []
  /// How many pivots the tableau has made (for tests and benchmarks).
  var pivotCount = 0

  /// An empty tableau with room for a small system's rows and symbols.
  init() {
    rows.reserveCapacity(24)
    rowIndex.reserveCapacity(64)
    kinds.reserveCapacity(64)
  }

  /// A new symbol of the given kind, reusing a released index when there is one.
  /// - Complexity: amortised O(1).
  mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
    if let symbol = freeSymbols.popLast() {
      kinds[Int(symbol)] = kind
      return symbol
    }
    kinds.append(kind)
    rowIndex.append(-1)
    return Symbol(kinds.count - 1)
  }

  /// Releases a symbol that appears nowhere any more.
  mutating func releaseSymbol(_ symbol: Symbol) {
    kinds[Int(symbol)] = .unused
    rowIndex[Int(symbol)] = -1
    freeSymbols.append(symbol)
  }

  /// What `symbol` stands for.
  @inline(__always) func kind(_ symbol: Symbol) -> SymbolKind { kinds[Int(symbol)] }

  /// The index of the row `symbol` is basic in, or nil when it is parametric.
  @inline(__always) func row(of symbol: Symbol) -> Int? {
    let index = rowIndex[Int(symbol)]
    return index >= 0 ? Int(index) : nil
  }

  /// Appends a row (its `basic` set) to the tableau.
  mutating func append(_ row: Row) {
    rowIndex[Int(row.basic)] = Int32(rows.count)
    rows.append(row)
  }

  /// Removes and returns the row at `index` (the last row takes its place).
  mutating func removeRow(at index: Int) -> Row {
    let removed = rows[index]
    rowIndex[Int(removed.basic)] = -1
    let last = rows.removeLast()
    if index < rows.count {
      rows[index] = last
      rowIndex[Int(last.basic)] = Int32(index)
    }
    return removed
  }

  /// Adds `coefficient × symbol` to a row being built, through the symbol's row when it is basic.
  /// - Complexity: O(n + m) in the two rows' lengths.
  mutating func addTerm(_ coefficient: Double, _ symbol: Symbol, to row: inout Row) {
    if let index = self.row(of: symbol) {
      row.add(rows[index], times: coefficient, scratch: &scratch)
    } else {
      row.add(coefficient, for: symbol)
    }
  }

  /// Replaces `symbol` by `row`'s right-hand side everywhere: in every row (noting restricted rows that go
  /// negative), in the objective rows and in the artificial objective.
  /// - Complexity: O(rows × row length).
  mutating func substitute(_ symbol: Symbol, by row: Row) {
    let bit = Row.bit(symbol)
    for index in rows.indices where rows[index].mask & bit != 0 {
      if rows[index].substitute(symbol, by: row, scratch: &scratch), rows[index].constant < 0,
        kinds[Int(rows[index].basic)] != .external
      {
        infeasible.append(rows[index].basic)
      }
    }
    for index in objectives.indices {
      _ = objectives[index].substitute(symbol, by: row, scratch: &scratch)
    }
    if artificialActive { _ = artificial.substitute(symbol, by: row, scratch: &scratch) }
  }

  /// Makes `entering` basic in the row at `index` (whose basic symbol leaves) and substitutes it everywhere.
  /// - Complexity: O(rows × row length).
  mutating func pivot(rowAt index: Int, entering: Symbol) {
    pivotCount += 1
    var row = Row()
    swap(&row, &rows[index])
    let leaving = row.basic
    row.solve(for: leaving, entering)
    row.basic = entering
    rowIndex[Int(leaving)] = -1
    substitute(entering, by: row)
    rowIndex[Int(entering)] = Int32(index)
    rows[index] = row
  }

  /// Removes every cell of `symbol` from the rows and objectives (the residue of a symbol that must have
  /// cancelled out), dropping its row first if it is basic.
  /// - Complexity: O(rows × log(row length)).
  mutating func purge(_ symbol: Symbol) {
    if let index = row(of: symbol) { _ = removeRow(at: index) }
    for index in rows.indices where rows[index].mayContain(symbol) { rows[index].remove(symbol) }
    for index in objectives.indices { objectives[index].remove(symbol) }
  }
}
