import Foundation

/// A misuse a stack view refused, with the numbers; the stack view kept its arrangement as it was and
/// handed the error to `StackView.reportArrangementError(_:)`.
public enum StackViewError: Error, Equatable, CustomStringConvertible {
  /// `insertArrangedSubview(_:at:)` was given an index outside `0...count`.
  case indexOutOfRange(index: Int, count: Int)
  /// A view can't be arranged by itself or by one of its descendants.
  case arrangedAncestor(view: String)
  /// `setCustomSpacing(_:after:)` named a view the stack view doesn't arrange.
  case notArranged(view: String)
  /// `member` was given the non-finite `value`; the stack view kept `kept`.
  case nonFiniteSpacing(member: String, value: CGFloat, kept: CGFloat)

  /// One line naming the problem and the numbers.
  public var description: String {
    switch self {
    case .indexOutOfRange(let index, let count):
      "insertArrangedSubview(_:at:): index \(index) beyond bounds 0...\(count); the view was not inserted"
    case .arrangedAncestor(let view):
      "insertArrangedSubview(_:at:): \(view) is the stack view or one of its ancestors; not arranged"
    case .notArranged(let view):
      "setCustomSpacing(_:after:): \(view) is not an arranged subview; spacing not set"
    case .nonFiniteSpacing(let member, let value, let kept):
      "\(member): refused non-finite value \(value); kept \(kept)"
    }
  }
}
