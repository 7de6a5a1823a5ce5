import Testing
import TrellisTesting
import TrellisUIKitNames

/// The ported searchable list: a diffable data source and a cell registration, as a tutorial writes them.
@MainActor
@Suite("A ported diffable list filtered by a query")
struct MountainsPortTests {
  func labels(_ controller: MountainsViewController) -> [String] {
    controller.collectionView.layoutIfNeeded()
    return controller.collectionView.indexPathsForVisibleItems.sorted().compactMap {
      (controller.collectionView.cellForItem(at: $0) as? MountainCell)?.label.text
    }
  }

  @Test func theListFiltersAndReconfiguresThroughTheDiffableDataSource() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 220))
    let controller = MountainsViewController()
    host.show(controller)
    host.runFrame()
    #expect(controller.dataSource.snapshot().numberOfItems == 100)
    #expect(
      labels(controller) == [
        "Mountain 0 1000 m", "Mountain 1 1010 m", "Mountain 10 1100 m", "Mountain 11 1110 m", "Mountain 12 1120 m",
      ])
    controller.performQuery(with: "Mountain 9")
    host.advance(by: 1)
    #expect(controller.dataSource.snapshot().itemIdentifiers.map(\.id) == [9] + Array(90..<100))
    #expect(labels(controller).first == "Mountain 9 1090 m")
    let cell = controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))
    let configured = controller.configuredCells
    controller.updateHeight(of: 9, to: 4000)
    host.advance(by: 1)
    #expect(labels(controller).first == "Mountain 9 4000 m")
    #expect(controller.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cell, "reconfigured in place")
    #expect(controller.configuredCells == configured + 1)
    #expect(controller.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 0))?.id == 9)
    #expect(
      controller.dataSource.indexPath(for: Mountain(id: 95, name: "", height: 0)) == IndexPath(item: 6, section: 0))
  }
}
