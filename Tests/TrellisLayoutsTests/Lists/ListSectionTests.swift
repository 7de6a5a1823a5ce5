import Foundation
import Testing
import Trellis
import TrellisCollection
import TrellisTestSupport

@MainActor
@Suite("Lists: list sections of the compositional layout")
struct ListSectionTests {
  private func fixture(_ configuration: CollectionLayoutListConfiguration, counts: [Int]) -> CompositionalFixture {
    CompositionalFixture(
      size: CGSize(width: 320, height: 600), counts: counts,
      kinds: [CollectionView.elementKindSectionHeader, CollectionView.elementKindSectionFooter],
      layout: CompositionalLayout.list(using: configuration))
  }

  @Test func insetGroupedRowsAreInsetAndStackedWithHeaders() {
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.headerMode = .supplementary
    let f = fixture(configuration, counts: [2, 1])
    // Section 0: header 38 tall at the top (supplementaries follow the 20-pt side insets: 320 − 40 = 280 wide),
    // then rows of 44 at y = 38 and 82; section 1 starts at 38 + 88 = 126: header to 164, its row 164…208.
    #expect(f.supplementary(CollectionView.elementKindSectionHeader)?.frame == box(20, 0, 280, 38))
    #expect(f.frames(section: 0) == [box(20, 38, 280, 44), box(20, 82, 280, 44)])
    #expect(f.supplementary(CollectionView.elementKindSectionHeader, section: 1)?.frame == box(20, 126, 280, 38))
    #expect(f.frames(section: 1) == [box(20, 164, 280, 44)])
    #expect(f.collectionView.contentSize == CGSize(width: 320, height: 208))
    let header = f.supplementary(CollectionView.elementKindSectionHeader)?.listCellAppearance
    #expect(header?.isHeader == true && header?.appearance == .insetGrouped, "a header list cell styles as one")
    #expect(f.messages.isEmpty)
  }

  @Test func aListColoursACollectionViewWithoutABackground() {
    let grouped = fixture(CollectionLayoutListConfiguration(appearance: .insetGrouped), counts: [1])
    #expect(grouped.collectionView.backgroundColor == .systemGroupedBackground)
    var tinted = CollectionLayoutListConfiguration(appearance: .plain)
    tinted.backgroundColor = .systemTeal
    #expect(fixture(tinted, counts: [1]).collectionView.backgroundColor == .systemTeal)
    // A colour the app set stays.
    let layout = CompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .grouped))
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
    cv.backgroundColor = .white
    cv.layoutIfNeeded()
    #expect(cv.backgroundColor == .white)
  }

  @Test func groupedSectionsWithoutHeadersAreSpacedBy35() {
    let f = fixture(CollectionLayoutListConfiguration(appearance: .grouped), counts: [1, 1])
    // Each section's top inset is 35: row 0 at 35, section 1's row at 35 + 44 + 35 = 114; full width.
    #expect(f.frames(section: 0) == [box(0, 35, 320, 44)])
    #expect(f.frames(section: 1) == [box(0, 114, 320, 44)])
  }

  @Test func plainHeadersPin() {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    configuration.headerMode = .supplementary
    let f = fixture(configuration, counts: [20, 20])
    f.scroll(to: CGPoint(x: 0, y: 100))
    // Section 0's header (28 tall) stays at the top of the visible bounds while its rows (28…908) show.
    #expect(f.supplementary(CollectionView.elementKindSectionHeader)?.frame == box(0, 100, 320, 28))
  }

  @Test func rowsCarryTheirListAppearance() {
    var configuration = CollectionLayoutListConfiguration(appearance: .insetGrouped)
    configuration.itemSeparatorHandler = { indexPath, separators in
      var changed = separators
      if indexPath.item == 1 { changed.bottomSeparatorVisibility = .hidden }
      return changed
    }
    let f = fixture(configuration, counts: [3])
    let appearances = (0..<3).map {
      f.layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.listCellAppearance
    }
    #expect(appearances.map { $0?.appearance } == [.insetGrouped, .insetGrouped, .insetGrouped])
    #expect(appearances.map { $0?.roundedCorners } == [.top, [], .bottom])
    // Between rows a bottom separator, none after the last row, and none where the handler hid it.
    #expect(appearances.map { $0?.showsBottomSeparator } == [true, false, false])
    let shown = f.collectionView.visibleCells.compactMap { $0.appliedLayoutAttributes?.listCellAppearance }
    #expect(shown.count == 3, "the collection view's own query path carries the appearance too")
  }

  @Test func swipeProvidersAreAnsweredPerSection() {
    var configuration = CollectionLayoutListConfiguration(appearance: .plain)
    var asked: [IndexPath] = []
    configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
      asked.append(indexPath)
      return indexPath.item == 0 ? SwipeActionsConfiguration(actions: []) : nil
    }
    let list = CollectionLayoutListConfiguration(appearance: .plain)
    let layout = CompositionalLayout { section, environment in
      CollectionLayoutSection.list(using: section == 0 ? configuration : list, layoutEnvironment: environment)
    }
    let f = CompositionalFixture(size: CGSize(width: 320, height: 600), counts: [2, 2], layout: layout)
    #expect(f.layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0)) != nil)
    #expect(f.layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 1, section: 0)) == nil)
    #expect(f.layout.trailingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 1)) == nil)
    #expect(f.layout.leadingSwipeActionsConfiguration(forItemAt: IndexPath(item: 0, section: 0)) == nil)
    #expect(asked == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)])
  }
}
