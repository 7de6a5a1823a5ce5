/// What a section's or layout's content insets are measured from (`UIContentInsetsReference`).
public enum ContentInsetsReference: Int, Sendable, Hashable {
  /// The system's choice (for a section: the configuration's reference).
  case automatic
  /// The collection view's edges.
  case none
  /// The safe area.
  case safeArea
  /// The layout margins.
  case layoutMargins
  /// The readable content guide.
  case readableContent
}
