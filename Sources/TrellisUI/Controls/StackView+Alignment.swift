import Foundation

extension StackView {
  /// How a stack view places its arranged views across its axis (`UIStackView.Alignment`).
  ///
  /// As in UIKit, `.top` is `.leading` and `.bottom` is `.trailing`: a horizontal stack reads them as
  /// top and bottom, a vertical one as leading and trailing.
  public enum Alignment: Int, Sendable {
    /// The views fill the stack view across the axis.
    case fill = 0
    /// The views' leading (vertical stack) or top (horizontal stack) edges meet the stack view's.
    case leading = 1
    /// The views' first baselines line up (horizontal stacks).
    case firstBaseline = 2
    /// The views are centred across the axis.
    case center = 3
    /// The views' trailing (vertical stack) or bottom (horizontal stack) edges meet the stack view's.
    case trailing = 4
    /// The views' last baselines line up (horizontal stacks).
    case lastBaseline = 5

    /// The views' top edges meet the stack view's (horizontal stacks); the same value as `.leading`.
    public static let top = Alignment.leading
    /// The views' bottom edges meet the stack view's (horizontal stacks); the same value as `.trailing`.
    public static let bottom = Alignment.trailing
  }
}
