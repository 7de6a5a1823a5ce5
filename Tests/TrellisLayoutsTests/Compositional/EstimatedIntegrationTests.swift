import Foundation
import Testing
import Trellis
import TrellisCollection
import TrellisTestSupport
import TrellisTesting

/// A cell whose content is 30, 40 or 50 points tall by its item (item % 3), at any width.
@MainActor final class ThreeHeightsCell: CollectionViewCell {
  var item = 0
  override func apply(_ layoutAttributes: LayoutAttributes) {
    super.apply(layoutAttributes)
    item = layoutAttributes.indexPath.item
  }
  override func sizeThatFits(_ size: CGSize) -> CGSize {
    CGSize(width: size.width, height: 30 + 10 * CGFloat(item % 3))
  }
}

/// End to end: the collection view measures the estimated elements a compositional layout marks and the
/// layout places them at their measured sizes in the same pass. Needs the collection view's side of
/// self-sizing (the `selfsizing` branch); the layout's side alone is tested in EstimatedLayoutTests.
@MainActor
@Suite("Compositional layout: estimated sizes measured by a collection view")
struct EstimatedIntegrationTests {
  @Test func visibleRowsTakeTheirMeasuredHeightsInOnePass() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 400))
    let layout = CompositionalLayout(section: estimatedListSection())
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: layout)
    let source = CountingDataSource(counts: [100])
    source.registerCells(ThreeHeightsCell.self, on: collectionView)
    collectionView.dataSource = source
    host.show(collectionView)
    collectionView.layoutIfNeeded()
    let frames = (0..<6).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
    #expect(
      frames == [
        box(0, 0, 300, 30), box(0, 30, 300, 40), box(0, 70, 300, 50), box(0, 120, 300, 30), box(0, 150, 300, 40),
        box(0, 190, 300, 50),
      ])
    // 30 + 40 + 50 = 120 per three rows
    #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame == box(0, 70, 300, 50))
    // Rows far below were never shown: they keep the estimate.
    #expect(layout.layoutAttributesForItem(at: IndexPath(item: 99, section: 0))?.frame.height == 44)
  }

  @Test func listRowsTakeTheHeightOfTheirWrappedContent() {
    let host = HeadlessHost(size: CGSize(width: 320, height: 600))
    let layout = CompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain))
    let collectionView = CollectionView(
      frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    var content = ListContentConfiguration.subtitleCell()
    content.text = "Title"
    content.secondaryText = String(repeating: "a long secondary text that wraps ", count: 6)
    let registration = CollectionView.CellRegistration<CollectionViewListCell, Int> { cell, _, _ in
      cell.contentConfiguration = content
    }
    let source = ClosureDataSource(count: 3) { collectionView, indexPath in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: indexPath.item)
    }
    collectionView.dataSource = source
    host.show(collectionView)
    collectionView.layoutIfNeeded()
    let height = ListContentView(configuration: content).sizeThatFits(CGSize(width: 320, height: 0)).height
    #expect(height > 44)  // the wrapped secondary text needs more than the estimate
    let frames = (0..<2).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
    #expect(frames == [box(0, 0, 320, height), box(0, height, 320, height)])
  }
}

/// A data source of one section of `count` items whose cells `cell` makes.
@MainActor final class ClosureDataSource: CollectionViewDataSource {
  let count: Int
  let cell: (CollectionView, IndexPath) -> CollectionViewCell
  init(count: Int, cell: @escaping (CollectionView, IndexPath) -> CollectionViewCell) {
    self.count = count
    self.cell = cell
  }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    cell(collectionView, indexPath)
  }
}
