import Foundation
import TrellisGeometry

/// Insets whose sides are leading and trailing rather than left and right (`NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
  /// The top inset.
  public var top: CGFloat
  /// The inset at the side where lines start: left in a left-to-right interface.
  public var leading: CGFloat
  /// The bottom inset.
  public var bottom: CGFloat
  /// The inset at the side where lines end: right in a left-to-right interface.
  public var trailing: CGFloat

  /// Creates insets.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// No insets (`NSDirectionalEdgeInsets.zero`).
  public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// The left-and-right insets these are in a layout direction.
  public func edgeInsets(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
    direction == .rightToLeft
      ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
      : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
  }

  /// The directional insets that left-and-right insets are in a layout direction.
  public init(_ insets: EdgeInsets, in direction: UserInterfaceLayoutDirection) {
    self =
      direction == .rightToLeft
      ? DirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
      : DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
  }

  /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`'s description.
  public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
