import Foundation
import TrellisGeometry

/// The content of a list row, header or footer: an image, a text and a secondary text with their
/// styles and spacing (`UIListContentConfiguration`).
///
/// Make one with a factory (`cell()`, `subtitleCell()`, `valueCell()`, headers, footers, sidebar
/// rows), set its texts and image, and assign it to a cell's `contentConfiguration`; `ListContentView`
/// shows it. How the view places the parts: Documentation/Behaviour.md#list-cell-configurations.
@MainActor public struct ListContentConfiguration: ContentConfiguration {
  /// The system style a configuration was made with, which decides how `updated(for:)` restyles it.
  package enum Style: Hashable, Sendable {
    case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter
    case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    case sidebarHeader, sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
  }

  /// The style `updated(for:)` follows.
  package private(set) var style: Style

  /// The image shown at the leading edge; nil shows none.
  public var image: Image?
  /// How the image is sized and tinted.
  public var imageProperties = ImageProperties()
  /// The primary text; nil shows none.
  public var text: String?
  /// How the primary text is styled.
  public var textProperties: TextProperties
  /// The secondary text; nil shows none.
  public var secondaryText: String?
  /// How the secondary text is styled.
  public var secondaryTextProperties: TextProperties
  /// The margins between the view's edges and its content.
  public var directionalLayoutMargins: DirectionalEdgeInsets
  /// Whether the text and secondary text sit side by side (when they fit), rather than stacked.
  public var prefersSideBySideTextAndSecondaryText: Bool
  /// The space between the image's reserved width and the texts.
  public var imageToTextPadding: CGFloat
  /// The space between the texts when side by side.
  public var textToSecondaryTextHorizontalPadding: CGFloat
  /// The space between the texts when stacked.
  public var textToSecondaryTextVerticalPadding: CGFloat

  /// Creates a configuration of a style with its fonts, colours and margins.
  package init(
    style: Style, font: Font, color: Color, secondaryFont: Font, secondaryColor: Color,
    margins: DirectionalEdgeInsets, sideBySide: Bool = false
  ) {
    self.style = style
    textProperties = TextProperties(font: font, color: color)
    secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
    directionalLayoutMargins = margins
    prefersSideBySideTextAndSecondaryText = sideBySide
    imageToTextPadding = ListContentConfiguration.standardImageToTextPadding
    textToSecondaryTextHorizontalPadding = ListContentConfiguration.standardHorizontalTextPadding
    textToSecondaryTextVerticalPadding = ListContentConfiguration.standardVerticalTextPadding
  }

  /// The default space between the image and the texts.
  package static let standardImageToTextPadding: CGFloat = 16
  /// The default space between side-by-side texts.
  package static let standardHorizontalTextPadding: CGFloat = 8
  /// The default space between stacked texts.
  package static let standardVerticalTextPadding: CGFloat = 3

  /// Makes a `ListContentView` showing this configuration.
  public func makeContentView() -> any View & ContentView { ListContentView(configuration: self) }

  /// The configuration as it shows in `state`: a sidebar row's texts and image turn white while it is
  /// selected (its background is then the tint colour); colours you set are kept.
  public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
    var result = self
    let selected = BackgroundConfiguration.flags(of: state).selected
    switch style {
    case .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
      result.textProperties.stateColor = selected ? .white : nil
      result.secondaryTextProperties.stateColor = selected ? .white : nil
      result.imageProperties.stateTintColor = selected ? .white : nil
    default:
      break
    }
    return result
  }
}
