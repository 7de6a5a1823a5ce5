import Foundation
import TrellisCollection
import TrellisGeometry
import TrellisUI

extension CollectionLayoutSection {
  /// A section laid out as a list of full-width rows in the configuration's appearance
  /// (`list(using:layoutEnvironment:)`): one row per group, an estimated 44 points tall that each
  /// row's cell measures (at least 44 points), headers and footers as `elementKindSectionHeader`/`Footer` boundary items when their
  /// mode is `.supplementary`, insets by appearance (Documentation/Behaviour.md#list-sections); its rows'
  /// attributes carry their `listCellAppearance` and the layout answers the configuration's swipe
  /// providers.
  public static func list(
    using configuration: CollectionLayoutListConfiguration, layoutEnvironment: any CollectionLayoutEnvironment
  ) -> CollectionLayoutSection {
    let metrics = ListSectionMetrics(appearance: configuration.appearance)
    let row = CollectionLayoutItem(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListSectionMetrics.rowHeight)))
    let group = CollectionLayoutGroup.vertical(
      layoutSize: CollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListSectionMetrics.rowHeight)),
      subitems: [row])
    let section = CollectionLayoutSection(group: group)
    let topSpacing =
      configuration.headerMode == .supplementary ? 0 : (configuration.headerTopPadding ?? metrics.sectionTopSpacing)
    section.contentInsets = DirectionalEdgeInsets(
      top: topSpacing, leading: metrics.horizontalInset, bottom: metrics.sectionBottomSpacing,
      trailing: metrics.horizontalInset)
    var boundaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    if configuration.headerMode == .supplementary {
      let header = CollectionLayoutBoundarySupplementaryItem(
        layoutSize: CollectionLayoutSize(
          widthDimension: .fractionalWidth(1),
          heightDimension: .estimated(metrics.headerHeight + (configuration.headerTopPadding ?? 0))),
        elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
      header.pinToVisibleBounds = metrics.pinsHeaders
      boundaryItems.append(header)
    }
    if configuration.footerMode == .supplementary {
      boundaryItems.append(
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(metrics.footerHeight)),
          elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom))
    }
    section.boundarySupplementaryItems = boundaryItems
    section.listConfiguration = configuration
    return section
  }
}

/// The lengths of a list section by appearance (Trellis's reading of iOS's list metrics on a phone).
struct ListSectionMetrics {
  /// The height of a row before it is measured.
  static let rowHeight: CGFloat = 44
  /// The inset of the rows from the collection view's leading and trailing edges.
  var horizontalInset: CGFloat = 0
  /// The space above a section without a supplementary header.
  var sectionTopSpacing: CGFloat = 0
  /// The space below a section.
  var sectionBottomSpacing: CGFloat = 0
  /// The height of a supplementary header.
  var headerHeight: CGFloat = 28
  /// The height of a supplementary footer.
  var footerHeight: CGFloat = 28
  /// Whether headers stay at the top while their section scrolls (plain lists, as plain tables).
  var pinsHeaders = false

  /// The metrics of an appearance.
  init(appearance: ListAppearance) {
    switch appearance {
    case .plain:
      pinsHeaders = true
    case .grouped:
      sectionTopSpacing = 35
      headerHeight = 38
      footerHeight = 38
    case .insetGrouped:
      horizontalInset = 20
      sectionTopSpacing = 35
      headerHeight = 38
      footerHeight = 38
    case .sidebar:
      horizontalInset = 10
      sectionTopSpacing = 10
      headerHeight = 44
    case .sidebarPlain:
      headerHeight = 44
    }
  }
}
