import Foundation

extension StackView {
  /// How a stack view sizes and spaces its arranged views along its axis (`UIStackView.Distribution`).
  public enum Distribution: Int, Sendable {
    /// The views fill the axis: those that don't fit shrink by compression resistance, those that don't
    /// fill stretch by hugging priority.
    case fill = 0
    /// The views fill the axis with equal lengths.
    case fillEqually = 1
    /// The views fill the axis with lengths in proportion to their intrinsic content sizes.
    case fillProportionally = 2
    /// The views keep their intrinsic lengths and the gaps between them are equal, `spacing` at least.
    case equalSpacing = 3
    /// The views' centres are equally far apart, their gaps `spacing` at least.
    case equalCentering = 4
  }
}
