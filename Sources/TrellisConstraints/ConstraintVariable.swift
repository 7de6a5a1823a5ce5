/// A variable the solver assigns (identity-hashed: two variables are equal only if they are the same object).
public final class ConstraintVariable: Hashable, CustomStringConvertible {
  /// The name shown in descriptions; it plays no part in equality.
  public let name: String
  /// The value the solver last assigned, written by `ConstraintSolver.updateVariables()`; 0 until then.
  public internal(set) var value: Double = 0

  /// Creates a variable with the given name (for descriptions only).
  public init(_ name: String = "") {
    self.name = name
  }

  /// Whether the two are the same object.
  public static func == (lhs: ConstraintVariable, rhs: ConstraintVariable) -> Bool {
    lhs === rhs
  }

  /// Hashes the object's identity.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  /// The name, or "unnamed" when it has none.
  public var description: String {
    name.isEmpty ? "unnamed" : name
  }
}
