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

  private static func distribute(
    _ delta: CGFloat, start: CGFloat, length: CGFloat, total: CGFloat, mask: AutoresizingMask,
    flexibleStart: AutoresizingMask, flexibleLength: AutoresizingMask, flexibleEnd: AutoresizingMask
  ) -> (CGFloat, CGFloat) {
    let parts: [(AutoresizingMask, CGFloat)] = [
      (flexibleStart, start), (flexibleLength, length), (flexibleEnd, total - start - length),
    ]
    let flexible = parts.filter { mask.contains($0.0) }
    guard !flexible.isEmpty, delta != 0 else { return (start, length) }
    let sum = flexible.reduce(0) { $0 + max($1.1, 0) }
    func share(_ part: (AutoresizingMask, CGFloat)) -> CGFloat {
      guard mask.contains(part.0) else { return 0 }
      return sum > 0 ? delta * max(part.1, 0) / sum : delta / CGFloat(flexible.count)
    }
    return (start + share(parts[0]), length + share(parts[1]))
  }
}
