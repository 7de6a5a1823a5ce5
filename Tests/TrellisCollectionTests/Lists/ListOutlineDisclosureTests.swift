import Foundation
import Testing
import Trellis
import TrellisTesting

/// An outline-disclosure accessory toggles its item through the diffable data source's section
/// snapshot (Documentation/Behaviour.md#list-cells): the accessory alone for style `.cell`, the whole row
/// for `.header`; the expansion shows in the cell's state and the chevron.
@MainActor
@Suite("List cells: outline disclosure")
struct ListOutlineDisclosureTests {
  @MainActor private final class Fixture {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<String, Int>

    init(style: CellAccessory.OutlineDisclosureStyle) {
      collectionView = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: RowLayout())
      collectionView.overscanFraction = 0
      let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, item in
        var content = cell.defaultContentConfiguration()
        content.text = "\(item)"
        cell.contentConfiguration = content
        cell.accessories = [.outlineDisclosure(options: .init(style: style))]
      }
      dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
      }
      var outline = DiffableDataSourceSectionSnapshot<Int>()
      outline.append([1, 5])
      outline.append([2, 3], to: 1)
      dataSource.apply(outline, to: "tree", animatingDifferences: false)
      host.show(collectionView)
    }

    var firstCell: CollectionViewListCell? {
      collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell
    }
  }

  @Test func tappingTheChevronExpandsAndCollapsesTheItem() {
    let f = Fixture(style: .cell)
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 5])
    #expect(f.firstCell?.configurationState.isExpanded == false)
    // Row 0 is 40 tall; the 24-wide chevron sits at 300 − 16 − 24 = 260 … 284.
    #expect(f.firstCell?.accessoryViews.first?.frame == CGRect(x: 260, y: 0, width: 24, height: 40))
    f.host.tap(at: CGPoint(x: 272, y: 20))
    #expect(f.dataSource.snapshot(for: "tree").isExpanded(1))
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 2, 3, 5])
    f.host.advance(by: 1)
    #expect(f.firstCell?.configurationState.isExpanded == true)
    #expect(f.firstCell?.accessoryViews.first?.isExpanded == true, "the chevron points down")
    #expect(f.collectionView.indexPathsForSelectedItems == [], "the chevron's tap doesn't select")
    f.host.tap(at: CGPoint(x: 272, y: 20))
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 5])
    f.host.advance(by: 1)
    #expect(f.firstCell?.configurationState.isExpanded == false)
    f.host.tap(at: CGPoint(x: 100, y: 20))
    #expect(f.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)], "the row still selects")
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 5])
  }

  @Test func listCellsTakeTheirItemsLevelAsIndentation() {
    let f = Fixture(style: .cell)
    f.host.tap(at: CGPoint(x: 272, y: 20))
    f.host.advance(by: 1)
    // Rows 1, 2, 3, 5: 1 and 5 at the root (level 0), 2 and 3 under 1 (level 1).
    let levels = (0..<4).map {
      (f.collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? CollectionViewListCell)?.indentationLevel
    }
    #expect(levels == [0, 1, 1, 0])
  }

  @Test func aHeaderStyleRowTogglesOnATapAnywhere() {
    let f = Fixture(style: .header)
    f.host.tap(at: CGPoint(x: 100, y: 20))
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 2, 3, 5])
    #expect(f.collectionView.indexPathsForSelectedItems == [], "the tap toggled instead of selecting")
    f.host.advance(by: 1)
    #expect(f.firstCell?.configurationState.isExpanded == true)
  }

  @Test func aHandlerReplacesTheToggle() {
    let f = Fixture(style: .cell)
    var calls = 0
    f.firstCell?.accessories = [.outlineDisclosure { calls += 1 }]
    f.host.runFrame()
    f.host.tap(at: CGPoint(x: 272, y: 20))
    #expect(calls == 1)
    #expect(f.dataSource.snapshot().itemIdentifiers == [1, 5])
  }
}

extension ListOutlineDisclosureTests {
  @Test func editingReachesTheVisibleCellsAndTheirAccessories() {
    let f = Fixture(style: .cell)
    f.firstCell?.accessories = [.delete()]
    f.host.runFrame()
    #expect(f.firstCell?.accessoryViews.first?.isHidden == true)
    f.collectionView.isEditing = true
    f.host.runFrame()
    #expect(f.firstCell?.configurationState.isEditing == true)
    #expect(f.firstCell?.accessoryViews.first?.isHidden == false)
    // The delete control at the leading margin; the content after it (16 + 24).
    #expect(f.firstCell?.accessoryViews.first?.frame == CGRect(x: 16, y: 0, width: 24, height: 40))
    #expect(f.firstCell?.contentView.frame.minX == 40)
    f.collectionView.isEditing = false
    f.host.runFrame()
    #expect(f.firstCell?.configurationState.isEditing == false)
  }
}
