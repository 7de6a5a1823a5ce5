import Foundation
import TrellisGeometry

/// One scroll indicator: a thin rounded bar above the content that ignores touches.
@MainActor final class ScrollIndicatorView: View {
  /// The bar's thickness, in points (iOS 13 and later: 3).
  static let thickness: CGFloat = 3
  /// The gap between the bar and the view's edges, in points.
  static let margin: CGFloat = 3
  /// The shortest the bar gets inside the content; overscroll squeezes it further, down to `thickness`.
  static let minimumLength: CGFloat = 36
  /// The bar's z position: above cells of any reasonable `zIndex`.
  static let zPosition: CGFloat = 100_000
  /// The bar's colour (the default style: dark, translucent).
  static let color = Color(white: 0, alpha: 0.35)

  /// Creates a bar, transparent until shown.
  override init(frame: CGRect) {
    super.init(frame: frame)
    finishInitScrollIndicator()
  }

  /// Creates a bar with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitScrollIndicator()
  }

  /// The setup both initialisers share.
  private func finishInitScrollIndicator() {
    isUserInteractionEnabled = false
    backgroundColor = Self.color
    cornerRadius = Self.thickness / 2
    zPosition = Self.zPosition
    alpha = 0
  }

  /// The bar's position and length along a track, for an offset within a range.
  /// - Parameters:
  ///   - track: where the bar may be, along the axis.
  ///   - visibleLength: the view's size on the axis.
  ///   - contentLength: the content's size on the axis, insets included.
  ///   - offset: the content offset; `range` its valid values (overscroll shortens the bar).
  /// - Returns: the bar's start and length along the axis.
  static func bar(
    track: ClosedRange<CGFloat>, visibleLength: CGFloat, contentLength: CGFloat, offset: CGFloat,
    range: ClosedRange<CGFloat>
  ) -> (start: CGFloat, length: CGFloat) {
    let trackLength = max(track.upperBound - track.lowerBound, 0)
    let proportional = contentLength > 0 ? trackLength * visibleLength / contentLength : trackLength
    var length = min(max(proportional, minimumLength), trackLength)
    let overscroll = offset < range.lowerBound ? range.lowerBound - offset : max(offset - range.upperBound, 0)
    length = max(length - overscroll, min(thickness, trackLength))
    let span = range.upperBound - range.lowerBound
    let fraction = span > 0 ? min(max((offset - range.lowerBound) / span, 0), 1) : 0
    return (track.lowerBound + fraction * (trackLength - length), length)
  }
}
