import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A section's iOS 17 `orthogonalScrollingProperties`: on the section, in its region, and on the nested
/// scroll view that shows the row (Documentation/Behaviour.md#compositional-orthogonal).
@MainActor
@Suite("Compositional layout: orthogonal scrolling properties")
struct CompositionalOrthogonalPropertiesTests {
  init() { Application.shared.reset() }

  /// A row of groups half of 400 wide and 100 high.
  func row(_ behavior: CollectionLayoutSectionOrthogonalScrollingBehavior) -> CollectionLayoutSection {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)))
    let section = rowSection(layoutSize(.fractionalWidth(0.5), .absolute(100)), [item])
    section.orthogonalScrollingBehavior = behavior
    return section
  }

  @Test func theDefaultsAndRawValuesAreUIKits() {
    let properties = CollectionLayoutSection(group: row(.continuous).group).orthogonalScrollingProperties
    #expect(properties.decelerationRate == .automatic)
    #expect(properties.bounce == .automatic)
    #expect(CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.normal.rawValue == 0.998)
    #expect(CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.fast.rawValue == 0.99)
    #expect(CollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate.automatic.rawValue == 0)
    let bounces: [CollectionLayoutSectionOrthogonalScrollingProperties.Bounce] = [.automatic, .always, .never]
    #expect(bounces.map(\.rawValue) == [0, 1, 2])
  }

  @Test func theRowsScrollViewTakesTheSectionsRateAndBounce() {
    // Section 0: continuous, fast, never bounces. Section 1: paging with the defaults (fast, as paging
    // always was). Section 2: continuous, one group (200 of 400: the row fits), always bounces.
    // Section 3: continuous with the defaults: the collection view's rate, set to 0.95.
    let first = row(.continuous)
    first.orthogonalScrollingProperties.decelerationRate = .fast
    first.orthogonalScrollingProperties.bounce = .never
    let third = row(.continuous)
    third.orthogonalScrollingProperties.bounce = .always
    let sections = [first, row(.paging), third, row(.continuous)]
    let layout = CompositionalLayout { index, _ in sections[index] }
    let collectionView = CollectionView(frame: box(0, 0, 400, 600), collectionViewLayout: layout)
    collectionView.decelerationRate = DecelerationRate(rawValue: 0.95)  // what `.automatic` takes, when placed
    let dataSource = CountingDataSource(counts: [4, 4, 1, 4])
    dataSource.registerCells(on: collectionView)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let region = layout.orthogonalScrollingRegion(forSection: 0)
    #expect(region?.decelerationRate == .fast)
    #expect(region?.bounce == .never)
    #expect(layout.orthogonalScrollingRegion(forSection: 1)?.decelerationRate == .automatic)
    // The rows' scroll views, by their frames: section i's row is at y = 100·i.
    let rows = collectionView.subviews.compactMap { $0 as? ScrollView }.sorted { $0.frame.minY < $1.frame.minY }
    #expect(rows.map(\.frame.minY) == [0, 100, 200, 300])
    #expect(rows.map(\.decelerationRate.rawValue) == [0.99, 0.99, 0.95, 0.95])
    #expect(rows.map(\.bounces) == [false, true, true, true])
    #expect(rows.map(\.alwaysBounceHorizontal) == [false, false, true, false])  // across the vertical page
    #expect(rows.map(\.alwaysBounceVertical) == [false, false, false, false])
  }
}
