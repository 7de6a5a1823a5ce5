/// A symbol of the tableau: an index into `Tableau`'s symbol tables.
typealias Symbol = Int32

/// One entry of a row: a symbol and its coefficient.
struct Cell {
  /// The symbol.
  var symbol: Symbol
  /// Its coefficient, never near zero.
  var coefficient: Double
}

/// Below this magnitude a coefficient or constant counts as zero.
let nearZeroTolerance = 1e-8

/// Whether `value` is within the tolerance of zero.
@inline(__always) func isNearZero(_ value: Double) -> Bool {
  value < nearZeroTolerance && value > -nearZeroTolerance
}

/// A sparse tableau row, `basic = constant + Σ coefficient × symbol`, its cells sorted by symbol (a row
/// being built, before it has a basic symbol, reads `0 = constant + Σ …`).
struct Row {
  /// The symbol the row defines, or -1 for an objective row or a row being built.
  var basic: Symbol = -1
  /// The constant term.
  var constant: Double = 0
  /// The cells, sorted by symbol, none near zero.
  var cells: [Cell] = []
  /// A bit per symbol modulo 64, set for every symbol among the cells (and perhaps for some no longer
  /// there): scans over all rows skip a row whose bit is clear without searching it.
  var mask: UInt64 = 0

  /// `symbol`'s bit in `mask`.
  @inline(__always) static func bit(_ symbol: Symbol) -> UInt64 { 1 &<< UInt64(symbol & 63) }

  /// Whether the row may contain `symbol` (false means it surely does not).
  @inline(__always) func mayContain(_ symbol: Symbol) -> Bool { mask & Row.bit(symbol) != 0 }

  /// Where `symbol` is, or would be inserted.
  /// - Complexity: O(log n).
  @inline(__always) func position(of symbol: Symbol) -> (found: Bool, index: Int) {
    var low = 0
    var high = cells.count
    while low < high {
      let middle = (low + high) >> 1
      let s = cells[middle].symbol
      if s == symbol { return (true, middle) }
      if s < symbol { low = middle + 1 } else { high = middle }
    }
    return (false, low)
  }

  /// The coefficient of `symbol` (0 when absent).
  /// - Complexity: O(log n).
  @inline(__always) func coefficient(for symbol: Symbol) -> Double {
    guard mayContain(symbol) else { return 0 }
    let (found, index) = position(of: symbol)
    return found ? cells[index].coefficient : 0
  }

  /// Adds `coefficient × symbol`, dropping the cell when the sum is near zero.
  /// - Complexity: O(n).
  mutating func add(_ coefficient: Double, for symbol: Symbol) {
    let (found, index) = position(of: symbol)
    if found {
      let sum = cells[index].coefficient + coefficient
      if isNearZero(sum) { cells.remove(at: index) } else { cells[index].coefficient = sum }
    } else if !isNearZero(coefficient) {
      if index == cells.count {
        cells.append(Cell(symbol: symbol, coefficient: coefficient))
      } else {
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
      }
      mask |= Row.bit(symbol)
    }
  }

  /// Adds `factor × other` (constant and cells), merging through `scratch`, whose storage it trades for its own.
  /// - Complexity: O(n + m).
  mutating func add(_ other: Row, times factor: Double, scratch: inout [Cell]) {
    constant += other.constant * factor
    if other.cells.count <= 2 {
      for cell in other.cells { add(cell.coefficient * factor, for: cell.symbol) }
      return
    }
    mask |= other.mask
    scratch.removeAll(keepingCapacity: true)
    var i = 0
    var j = 0
    let mine = cells.count
    let theirs = other.cells.count
    scratch.reserveCapacity(mine + theirs)
    while i < mine || j < theirs {
      if j == theirs || (i < mine && cells[i].symbol < other.cells[j].symbol) {
        scratch.append(cells[i])
        i += 1
      } else if i == mine || other.cells[j].symbol < cells[i].symbol {
        let value = other.cells[j].coefficient * factor
        if !isNearZero(value) { scratch.append(Cell(symbol: other.cells[j].symbol, coefficient: value)) }
        j += 1
      } else {
        let value = cells[i].coefficient + other.cells[j].coefficient * factor
        if !isNearZero(value) { scratch.append(Cell(symbol: cells[i].symbol, coefficient: value)) }
        i += 1
        j += 1
      }
    }
    swap(&cells, &scratch)
  }

  /// Removes `symbol`'s cell and returns its coefficient (0 when absent).
  /// - Complexity: O(n).
  @discardableResult mutating func remove(_ symbol: Symbol) -> Double {
    guard mayContain(symbol) else { return 0 }
    let (found, index) = position(of: symbol)
    guard found else { return 0 }
    return cells.remove(at: index).coefficient
  }

  /// Multiplies the constant and every coefficient by `factor`.
  /// - Complexity: O(n).
  mutating func scale(by factor: Double) {
    constant *= factor
    for index in cells.indices { cells[index].coefficient *= factor }
  }

  /// Solves `0 = constant + Σ …` for `symbol`, which leaves the cells: `symbol = …`.
  /// - Complexity: O(n).
  mutating func solve(for symbol: Symbol) {
    let coefficient = remove(symbol)
    scale(by: -1 / coefficient)
  }

  /// Solves the row `lhs = …` (which contains `rhs`) for `rhs`: `rhs = …` with `lhs` among the cells.
  /// - Complexity: O(n).
  mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
    add(-1, for: lhs)
    solve(for: rhs)
  }

  /// Replaces `symbol` by the right-hand side of `row` (which defines it); returns whether it was present.
  /// - Complexity: O(n + m).
  @inline(__always) mutating func substitute(
    _ symbol: Symbol, by row: Row, scratch: inout [Cell]
  ) -> Bool {
    guard mayContain(symbol) else { return false }
    let (found, index) = position(of: symbol)
    guard found else { return false }
    let coefficient = cells.remove(at: index).coefficient
    add(row, times: coefficient, scratch: &scratch)
    return true
  }
}
