import Foundation
import TrellisCollection
import TrellisUI

/// How a list section looks and behaves: appearance, separators, background, headers and footers,
/// and swipe actions (`UICollectionLayoutListConfiguration`).
///
/// Pure data: a list section reads it, sets each row's `LayoutAttributes.listCellAppearance`
/// (`ListCellAppearance(resolving:appearance:showsSeparators:isFirstInSection:isLastInSection:isHeader:)`)
/// and answers the swipe providers through `CollectionViewLayout`'s swipe-configuration methods.
@MainActor public struct CollectionLayoutListConfiguration {
  /// The list's look (`UICollectionLayoutListConfiguration.Appearance`).
  public typealias Appearance = ListAppearance

  /// How a section's header shows (`UICollectionLayoutListConfiguration.HeaderMode`).
  public enum HeaderMode: Int, Hashable, Sendable {
    /// No header.
    case none
    /// A supplementary view of kind `CollectionView.elementKindSectionHeader`.
    case supplementary
    /// The section's first item, styled as its header (for expandable outlines).
    case firstItemInSection
  }

  /// How a section's footer shows (`UICollectionLayoutListConfiguration.FooterMode`).
  public enum FooterMode: Int, Hashable, Sendable {
    /// No footer.
    case none
    /// A supplementary view of kind `CollectionView.elementKindSectionFooter`.
    case supplementary
  }

  /// The separator configuration a row starts from, returned changed for that row (`ItemSeparatorHandler`).
  public typealias ItemSeparatorHandler =
    @MainActor (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration
  /// The swipe actions of a row; nil for none (`SwipeActionsConfigurationProvider`).
  public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> SwipeActionsConfiguration?

  /// The appearance, fixed at creation.
  public let appearance: Appearance
  /// Whether rows draw separators (true by default); false makes `separatorConfiguration` ineffective.
  public var showsSeparators = true
  /// The separators of every row, before `itemSeparatorHandler`.
  public var separatorConfiguration: ListSeparatorConfiguration
  /// Changes the separators of one row.
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The list's background colour; nil uses the appearance's system colour.
  public var backgroundColor: Color?
  /// How sections' headers show (`.none` by default).
  public var headerMode = HeaderMode.none
  /// How sections' footers show (`.none` by default).
  public var footerMode = FooterMode.none
  /// The space above each section's header; nil uses the system's.
  public var headerTopPadding: CGFloat?
  /// The actions a swipe toward the trailing edge reveals at the leading edge.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// The actions a swipe toward the leading edge reveals at the trailing edge.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Creates a configuration of an appearance (`init(appearance:)`).
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
  }

  /// The background colour the list shows: `backgroundColor`, else the appearance's (grouped lists on
  /// the grouped background, the others on the system background).
  public var resolvedBackgroundColor: Color {
    if let backgroundColor { return backgroundColor }
    switch appearance {
    case .plain, .sidebarPlain: return .systemBackground
    case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
    }
  }

  /// The appearance of the row at `indexPath`: the separator configuration (changed by
  /// `itemSeparatorHandler`) resolved for the row's position; a section's first item is its header
  /// with `headerMode == .firstItemInSection`.
  public func cellAppearance(at indexPath: IndexPath, itemCount: Int) -> ListCellAppearance {
    var separators = separatorConfiguration
    if let itemSeparatorHandler { separators = itemSeparatorHandler(indexPath, separators) }
    let item = indexPath.count > 1 ? indexPath[1] : 0
    return ListCellAppearance(
      resolving: separators, appearance: appearance, showsSeparators: showsSeparators, isFirstInSection: item == 0,
      isLastInSection: item == itemCount - 1, isHeader: headerMode == .firstItemInSection && item == 0)
  }
}
