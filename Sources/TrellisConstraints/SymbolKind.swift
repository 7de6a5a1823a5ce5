/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
  /// A `ConstraintVariable`: unrestricted in sign.
  case external
  /// The slack of an inequality (≥ 0).
  case slack
  /// An error of a non-required constraint (≥ 0), weighted in the objective.
  case error
  /// The marker of a required equality: always 0, never pivoted in.
  case dummy
  /// A released index, free for reuse.
  case unused

  /// Whether the symbol is kept ≥ 0 (slacks and errors).
  var isRestricted: Bool { self == .slack || self == .error }
}
