import Foundation

// The list styles and how they follow the state. The colours are the system colours of a light
// appearance; see Documentation/Behaviour.md#list-cell-configurations.
extension BackgroundConfiguration {
  /// The background of a cell in a plain list (`listPlainCell()`): the system background, grey when
  /// selected or highlighted.
  public static func listPlainCell() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listPlainCell, backgroundColor: .systemBackground)
  }

  /// The background of a cell in a grouped or inset-grouped list (`listGroupedCell()`).
  public static func listGroupedCell() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listGroupedCell, backgroundColor: .systemBackground)
  }

  /// The background of a cell in a sidebar (`listSidebarCell()`): clear, rounded, the tint colour when
  /// selected.
  public static func listSidebarCell() -> BackgroundConfiguration {
    var configuration = BackgroundConfiguration(style: .listSidebarCell, backgroundColor: .clear)
    configuration.cornerRadius = BackgroundConfiguration.sidebarCornerRadius
    return configuration
  }

  /// The background of a cell in a sidebar beside other content (`listAccompaniedSidebarCell()`).
  public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
    var configuration = BackgroundConfiguration(style: .listAccompaniedSidebarCell, backgroundColor: .clear)
    configuration.cornerRadius = BackgroundConfiguration.sidebarCornerRadius
    return configuration
  }

  /// The background of a header or footer in a plain list (`listPlainHeaderFooter()`).
  public static func listPlainHeaderFooter() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listPlainHeaderFooter, backgroundColor: .systemBackground)
  }

  /// The background of a header or footer in a grouped list (`listGroupedHeaderFooter()`): clear.
  public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listGroupedHeaderFooter, backgroundColor: .clear)
  }

  /// The background of a header in a sidebar (`listSidebarHeader()`): clear.
  public static func listSidebarHeader() -> BackgroundConfiguration {
    BackgroundConfiguration(style: .listSidebarHeader, backgroundColor: .clear)
  }

  /// The corner radius of sidebar cells' backgrounds.
  package static let sidebarCornerRadius: CGFloat = 10

  /// The configuration as it shows in `state`: for the list cell styles, selected or highlighted
  /// (`.systemGray4`; a sidebar's selected cell the tint colour, shown by a nil colour). A colour you
  /// set through `backgroundColor` is kept.
  public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
    var result = self
    result.styleBackgroundColor = BackgroundConfiguration.color(of: style, in: state)
    return result
  }

  /// The colour a style shows in a state.
  package static func color(of style: Style, in state: any ConfigurationState) -> Color? {
    let (selected, highlighted) = flags(of: state)
    switch style {
    case .clear: return .clear
    case .listPlainCell, .listGroupedCell:
      return selected || highlighted ? .systemGray4 : .systemBackground
    case .listSidebarCell, .listAccompaniedSidebarCell:
      if selected { return nil }
      return highlighted ? .systemGray4 : .clear
    case .listPlainHeaderFooter: return .systemBackground
    case .listGroupedHeaderFooter, .listSidebarHeader: return .clear
    }
  }

  /// Whether a state is selected and whether it is highlighted (false for states that have neither).
  package static func flags(of state: any ConfigurationState) -> (selected: Bool, highlighted: Bool) {
    if let cell = state as? CellConfigurationState { return (cell.isSelected, cell.isHighlighted) }
    if let view = state as? ViewConfigurationState { return (view.isSelected, view.isHighlighted) }
    return (false, false)
  }
}
