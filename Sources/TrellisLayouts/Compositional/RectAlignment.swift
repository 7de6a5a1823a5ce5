import Foundation

/// Where a boundary item sits against its section or layout (`NSRectAlignment`).
public enum RectAlignment: Int, Sendable, Hashable {
  /// No alignment.
  case none = 0
  /// The top edge, centred horizontally.
  case top
  /// The top-leading corner.
  case topLeading
  /// The leading edge, centred vertically.
  case leading
  /// The bottom-leading corner.
  case bottomLeading
  /// The bottom edge, centred horizontally.
  case bottom
  /// The bottom-trailing corner.
  case bottomTrailing
  /// The trailing edge, centred vertically.
  case trailing
  /// The top-trailing corner.
  case topTrailing

  /// The edges the alignment names.
  var edges: DirectionalRectEdge {
    switch self {
    case .none: []
    case .top: .top
    case .topLeading: [.top, .leading]
    case .leading: .leading
    case .bottomLeading: [.bottom, .leading]
    case .bottom: .bottom
    case .bottomTrailing: [.bottom, .trailing]
    case .trailing: .trailing
    case .topTrailing: [.top, .trailing]
    }
  }
}
