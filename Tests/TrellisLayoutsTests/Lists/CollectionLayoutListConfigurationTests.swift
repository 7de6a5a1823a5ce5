import Foundation
import Testing
import Trellis

/// The list configuration's defaults and how it resolves each row's `ListCellAppearance`
/// (Documentation/Behaviour.md#list-separators).
@MainActor
@Suite("List configuration")
struct CollectionLayoutListConfigurationTests {
  @Test func defaultsFollowTheHeader() {
    let configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    #expect(configuration.appearance == .insetGrouped)
    #expect(configuration.showsSeparators)
    #expect(configuration.headerMode == .none)
    #expect(configuration.footerMode == .none)
    #expect(configuration.headerTopPadding == nil)
    #expect(configuration.backgroundColor == nil)
    #expect(configuration.resolvedBackgroundColor == .systemGroupedBackground)
    #expect(CollectionLayoutListConfiguration(appearance: .plain).resolvedBackgroundColor == .systemBackground)
    #expect(configuration.separatorConfiguration.topSeparatorVisibility == .automatic)
    #expect(configuration.separatorConfiguration.bottomSeparatorInsets == ListSeparatorConfiguration.automaticInsets)
    #expect(configuration.separatorConfiguration.color == .separator)
  }

  @Test func rowsGetSeparatorsBetweenThemAndInsetGroupedEndsGetCorners() {
    let configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    let rows = (0..<3).map { configuration.cellAppearance(at: IndexPath(item: $0, section: 0), itemCount: 3) }
    #expect(rows.map(\.showsBottomSeparator) == [true, true, false])
    #expect(rows.map(\.showsTopSeparator) == [false, false, false])
    #expect(rows.map(\.roundedCorners) == [.top, [], .bottom])
    #expect(rows.map(\.cornerRadius) == [10, 0, 10])
    let single = configuration.cellAppearance(at: IndexPath(item: 0, section: 0), itemCount: 1)
    #expect(single.roundedCorners == .all)
  }

  @Test func theHandlerAndTheSwitchesChangeSeparators() {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.itemSeparatorHandler = { indexPath, separators in
      var separators = separators
      if indexPath.item == 1 {
        separators.topSeparatorVisibility = .visible
        separators.bottomSeparatorVisibility = .hidden
        separators.bottomSeparatorInsets = DirectionalEdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0)
      }
      return separators
    }
    let second = configuration.cellAppearance(at: IndexPath(item: 1, section: 0), itemCount: 3)
    #expect(second.showsTopSeparator)
    #expect(!second.showsBottomSeparator)
    #expect(second.bottomSeparatorInsets.leading == 40)
    configuration.showsSeparators = false
    let hidden = configuration.cellAppearance(at: IndexPath(item: 1, section: 0), itemCount: 3)
    #expect(!hidden.showsTopSeparator, "showsSeparators false overrides the configuration")
    let sidebar = CollectionLayoutListConfiguration(appearance: .sidebar)
    #expect(!sidebar.cellAppearance(at: IndexPath(item: 0, section: 0), itemCount: 3).showsBottomSeparator)
  }

  @Test func theFirstItemIsTheHeaderInThatMode() {
    var configuration = CollectionLayoutListConfiguration(appearance: .sidebar)
    configuration.headerMode = .firstItemInSection
    #expect(configuration.cellAppearance(at: IndexPath(item: 0, section: 2), itemCount: 4).isHeader)
    #expect(!configuration.cellAppearance(at: IndexPath(item: 1, section: 2), itemCount: 4).isHeader)
  }

  @Test func theSwipeProvidersAreStoredForTheLayout() {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    var asked: [IndexPath] = []
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      asked.append(indexPath)
      return nil
    }
    #expect(configuration.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 3, section: 0)) == nil)
    #expect(asked == [IndexPath(item: 3, section: 0)])
    #expect(configuration.leadingSwipeActionsConfigurationProvider == nil)
  }
}
