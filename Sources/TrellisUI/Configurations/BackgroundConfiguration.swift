import Foundation
import TrellisGeometry

/// The description of a background: colour, corner radius, insets, stroke and an optional custom view
/// (`UIBackgroundConfiguration`).
///
/// The list styles (`listPlainCell()`…) change with the state in `updated(for:)` (selected and
/// highlighted rows tint grey; see Documentation/Behaviour.md#list-cell-configurations); a property you
/// set yourself is kept as set by `updated(for:)`.
@MainActor public struct BackgroundConfiguration {
  /// The system style a configuration was made with, which decides how `updated(for:)` restyles it.
  package enum Style: Hashable, Sendable {
    case clear, listPlainCell, listGroupedCell, listSidebarCell, listAccompaniedSidebarCell
    case listPlainHeaderFooter, listGroupedHeaderFooter, listSidebarHeader
  }

  /// The style `updated(for:)` follows.
  package private(set) var style: Style
  /// The colour the style gives for the last state, used while `backgroundColor` isn't set.
  var styleBackgroundColor: Color?
  /// The colour set through `backgroundColor`, if any (`.some(nil)`: set to nil).
  private var customBackgroundColor: Color??

  /// A view shown behind the content, filling the background's frame.
  public var customView: View?
  /// The corner radius of the background and of `customView`.
  public var cornerRadius: CGFloat = 0
  /// Insets of the background from the edges of the view it backs.
  public var backgroundInsets = DirectionalEdgeInsets.zero
  /// The fill colour; nil fills with the view's tint colour.
  public var backgroundColor: Color? {
    get { customBackgroundColor ?? styleBackgroundColor }
    set { customBackgroundColor = .some(newValue) }
  }
  /// A transformation applied to the fill colour when it is resolved.
  public var backgroundColorTransformer: ConfigurationColorTransformer?
  /// An image drawn over the fill, placed by `imageContentMode`.
  public var image: Image?
  /// How `image` is placed (`.scaleToFill` by default).
  public var imageContentMode = ContentMode.scaleToFill
  /// The stroke colour; nil strokes with the view's tint colour.
  public var strokeColor: Color?
  /// A transformation applied to the stroke colour when it is resolved.
  public var strokeColorTransformer: ConfigurationColorTransformer?
  /// The stroke's width; 0 draws no stroke.
  public var strokeWidth: CGFloat = 0
  /// How far the stroke lies outside the background's frame.
  public var strokeOutset: CGFloat = 0

  /// Creates a configuration of a style with its default colour.
  package init(style: Style, backgroundColor: Color?) {
    self.style = style
    self.styleBackgroundColor = backgroundColor
  }

  /// A configuration with a clear background and no styling (`clear()`).
  public static func clear() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .clear, backgroundColor: .clear)
  }

  /// The fill colour after the transformer, `tintColor` standing in for a nil colour.
  public func resolvedBackgroundColor(for tintColor: Color) -> Color {
    let base = backgroundColor ?? tintColor
    return backgroundColorTransformer.map { $0(base) } ?? base
  }

  /// The stroke colour after the transformer, `tintColor` standing in for a nil colour.
  public func resolvedStrokeColor(for tintColor: Color) -> Color {
    let base = strokeColor ?? tintColor
    return strokeColorTransformer.map { $0(base) } ?? base
  }
}
