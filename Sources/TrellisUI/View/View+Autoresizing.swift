import Foundation
import TrellisGeometry

/// Which margins and dimensions of a view follow its superview's size changes (`UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates a mask from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The left margin stretches.
  public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
  /// The width stretches.
  public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
  /// The right margin stretches.
  public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
  /// The top margin stretches.
  public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
  /// The height stretches.
  public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  /// The bottom margin stretches.
  public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
  /// Resizes subviews with an autoresizing mask after this view's size changed from `oldSize`.
  /// - Complexity: O(number of subviews).
  func autoresizeSubviews(from oldSize: CGSize) {
    let newSize = bounds.size
    let dw = newSize.width - oldSize.width
    let dh = newSize.height - oldSize.height
    for sub in subviews where !sub.autoresizingMask.isEmpty {
      var f = sub.frame
      (f.origin.x, f.size.width) = Self.distribute(
        dw, start: f.minX, length: f.width, total: oldSize.width, mask: sub.autoresizingMask,
        flexibleStart: .flexibleLeftMargin, flexibleLength: .flexibleWidth, flexibleEnd: .flexibleRightMargin)
      (f.origin.y, f.size.height) = Self.distribute(
        dh, start: f.minY, length: f.height, total: oldSize.height, mask: sub.autoresizingMask,
        flexibleStart: .flexibleTopMargin, flexibleLength: .flexibleHeight, flexibleEnd: .flexibleBottomMargin)
      sub.frame = f
    }
  }

  /// Shares `delta` among the flexible parts in proportion to their lengths (equally when they are all 0),
  /// without allocating: reused cells of varying sizes resize their content view every frame.
  private static func distribute(
    _ delta: CGFloat, start: CGFloat, length: CGFloat, total: CGFloat, mask: AutoresizingMask,
    flexibleStart: AutoresizingMask, flexibleLength: AutoresizingMask, flexibleEnd: AutoresizingMask
  ) -> (CGFloat, CGFloat) {
    let startIsFlexible = mask.contains(flexibleStart)
    let lengthIsFlexible = mask.contains(flexibleLength)
    let endIsFlexible = mask.contains(flexibleEnd)
    let flexibleCount = (startIsFlexible ? 1 : 0) + (lengthIsFlexible ? 1 : 0) + (endIsFlexible ? 1 : 0)
    guard flexibleCount > 0, delta != 0 else { return (start, length) }
    var sum: CGFloat = 0
    if startIsFlexible { sum += max(start, 0) }
    if lengthIsFlexible { sum += max(length, 0) }
    if endIsFlexible { sum += max(total - start - length, 0) }
    func share(_ isFlexible: Bool, _ part: CGFloat) -> CGFloat {
      guard isFlexible else { return 0 }
      return sum > 0 ? delta * max(part, 0) / sum : delta / CGFloat(flexibleCount)
    }
    return (start + share(startIsFlexible, start), length + share(lengthIsFlexible, length))
  }
}
