import Foundation
import TrellisGeometry

// The factories. Fonts, colours and margins are Trellis's defaults for a light appearance at the
// standard text size; see Documentation/Behaviour.md#list-cell-configurations.
extension ListContentConfiguration {
  /// The margins of a row.
  package static let rowMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
  /// The margins of a plain header or footer.
  package static let plainHeaderMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)

  /// A row with a text, and a smaller secondary text below it when set (`cell()`).
  public static func cell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .cell, font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 15),
      secondaryColor: .secondaryLabel, margins: rowMargins)
  }

  /// A row with a text and a secondary text stacked below it (`subtitleCell()`).
  public static func subtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .subtitleCell, font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 15),
      secondaryColor: .secondaryLabel, margins: rowMargins)
  }

  /// A row with a text and a secondary text at the trailing edge (`valueCell()`).
  public static func valueCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .valueCell, font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 17),
      secondaryColor: .secondaryLabel, margins: rowMargins, sideBySide: true)
  }

  /// A header in a plain list (`plainHeader()`).
  public static func plainHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .plainHeader, font: .systemFont(ofSize: 17, weight: .semibold), color: .label,
      secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel, margins: plainHeaderMargins)
  }

  /// A footer in a plain list (`plainFooter()`).
  public static func plainFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .plainFooter, font: .systemFont(ofSize: 13), color: .secondaryLabel,
      secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel, margins: plainHeaderMargins)
  }

  /// A header in a grouped list (`groupedHeader()`).
  public static func groupedHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .groupedHeader, font: .systemFont(ofSize: 13), color: .secondaryLabel,
      secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel,
      margins: DirectionalEdgeInsets(top: 17, leading: 16, bottom: 6, trailing: 16))
  }

  /// A footer in a grouped list (`groupedFooter()`).
  public static func groupedFooter() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .groupedFooter, font: .systemFont(ofSize: 13), color: .secondaryLabel,
      secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel,
      margins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 17, trailing: 16))
  }

  /// A prominent header in an inset-grouped list (`prominentInsetGroupedHeader()`).
  public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .prominentInsetGroupedHeader, font: .systemFont(ofSize: 20, weight: .bold), color: .label,
      secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel,
      margins: DirectionalEdgeInsets(top: 17, leading: 16, bottom: 8, trailing: 16))
  }

  /// An extra-prominent header in an inset-grouped list (`extraProminentInsetGroupedHeader()`).
  public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .extraProminentInsetGroupedHeader, font: .systemFont(ofSize: 22, weight: .bold), color: .label,
      secondaryFont: .systemFont(ofSize: 15), secondaryColor: .secondaryLabel,
      margins: DirectionalEdgeInsets(top: 17, leading: 16, bottom: 8, trailing: 16))
  }

  /// A header in a sidebar (`sidebarHeader()`).
  public static func sidebarHeader() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .sidebarHeader, font: .systemFont(ofSize: 15, weight: .semibold), color: .secondaryLabel,
      secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel, margins: plainHeaderMargins)
  }

  /// A row in a sidebar (`sidebarCell()`).
  public static func sidebarCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .sidebarCell, font: .systemFont(ofSize: 17), color: .label, secondaryFont: .systemFont(ofSize: 13),
      secondaryColor: .secondaryLabel, margins: rowMargins)
  }

  /// A row in a sidebar with a secondary text below (`sidebarSubtitleCell()`).
  public static func sidebarSubtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .sidebarSubtitleCell, font: .systemFont(ofSize: 17), color: .label,
      secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel, margins: rowMargins)
  }

  /// A row in a sidebar shown beside other content (`accompaniedSidebarCell()`).
  public static func accompaniedSidebarCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .accompaniedSidebarCell, font: .systemFont(ofSize: 17), color: .label,
      secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel, margins: rowMargins)
  }

  /// A row with a secondary text in a sidebar shown beside other content (`accompaniedSidebarSubtitleCell()`).
  public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
    ListContentConfiguration(
      style: .accompaniedSidebarSubtitleCell, font: .systemFont(ofSize: 17), color: .label,
      secondaryFont: .systemFont(ofSize: 13), secondaryColor: .secondaryLabel, margins: rowMargins)
  }
}
