import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A collection view whose traits give a display scale of its own.
@MainActor final class ScaledCollectionView: CollectionView {
  var scale: CGFloat = 1
  override var traitCollection: TraitCollection { TraitCollection(displayScale: scale) }
}

/// Resolved fractional sizes floor to the device pixel, positions round to the nearest pixel, at the
/// collection view's display scale (Documentation/Behaviour.md#compositional-sizes).
@MainActor
@Suite("Compositional layout: pixel rounding")
struct CompositionalPixelRoundingTests {
  init() { Application.shared.reset() }

  /// Frames of a section's items and its "header" laid out at `scale` in a view `width` × 600.
  func frames(scale: CGFloat, width: CGFloat, count: Int, section: CollectionLayoutSection) -> ([CGRect], CGRect?) {
    let layout = CompositionalLayout(section: section)
    let collectionView = ScaledCollectionView(
      frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
    collectionView.scale = scale
    let dataSource = CountingDataSource(counts: [count], supplementaryViews: .reuseIdentifierIsKind)
    dataSource.registerCells(on: collectionView)
    dataSource.registerSupplementaryViews(ofKinds: ["header"], on: collectionView)
    collectionView.dataSource = dataSource
    collectionView.layoutIfNeeded()
    let items = (0..<count).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame ?? .null }
    let header = layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
    return (items, header?.frame)
  }

  func thirds() -> CollectionLayoutSection {
    let item = CollectionLayoutItem(layoutSize: layoutSize(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
    return rowSection(layoutSize(.fractionalWidth(1), .absolute(20)), [item])
  }

  @Test func fractionalWidthsFloorToTheHalfPointAtScale2() {
    // A10: 101 / 3 = 33.67 → 67.33 pixels → 67 pixels = 33.5 points; positions follow.
    let (items, _) = frames(scale: 2, width: 101, count: 3, section: thirds())
    #expect(items == [box(0, 0, 33.5, 20), box(33.5, 0, 33.5, 20), box(67, 0, 33.5, 20)])  // 0, 33.5, 2·33.5
  }

  @Test func fractionalWidthsFloorToThePointAtScale1() {
    // A10: 101 / 3 = 33.67 → 33 points.
    let (items, _) = frames(scale: 1, width: 101, count: 3, section: thirds())
    #expect(items == [box(0, 0, 33, 20), box(33, 0, 33, 20), box(66, 0, 33, 20)])  // 0, 33, 2·33
  }

  @Test func aCountGroupsEqualLengthsFloorToThePixel() {
    // (100 − 2·1) / 3 = 32.67: scale 2 → 32.5 (65 pixels), scale 1 → 32; 1 apart.
    let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(10), .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(
      layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), subitem: item, count: 3)
    group.interItemSpacing = .fixed(1)
    let (atTwo, _) = frames(scale: 2, width: 100, count: 3, section: CollectionLayoutSection(group: group))
    #expect(atTwo == [box(0, 0, 32.5, 20), box(33.5, 0, 32.5, 20), box(67, 0, 32.5, 20)])  // 32.5 + 1; 2·33.5
    let (atOne, _) = frames(scale: 1, width: 100, count: 3, section: CollectionLayoutSection(group: group))
    #expect(atOne == [box(0, 0, 32, 20), box(33, 0, 32, 20), box(66, 0, 32, 20)])  // 32 + 1; 2·33
  }

  @Test func positionsRoundToTheNearestPixel() {
    // Three 30-wide items in 101 with flexible spacing: (101 − 90) / 2 = 5.5 between them → 0, 35.5, 71.
    // A 40-wide header centred on the top edge: (101 − 40) / 2 = 30.5.
    func section() -> CollectionLayoutSection {
      let item = CollectionLayoutItem(layoutSize: layoutSize(.absolute(30), .fractionalHeight(1)))
      let section = rowSection(layoutSize(.fractionalWidth(1), .absolute(20)), [item], spacing: .flexible(0))
      section.boundarySupplementaryItems = [
        CollectionLayoutBoundarySupplementaryItem(
          layoutSize: layoutSize(.absolute(40), .absolute(10)), elementKind: "header", alignment: .top)
      ]
      return section
    }
    let (atTwo, headerAtTwo) = frames(scale: 2, width: 101, count: 3, section: section())
    #expect(atTwo.map(\.minX) == [0, 35.5, 71])  // on the half-point grid already
    #expect(headerAtTwo == box(30.5, 0, 40, 10))
    let (atOne, headerAtOne) = frames(scale: 1, width: 101, count: 3, section: section())
    #expect(atOne.map(\.minX) == [0, 36, 71])  // 35.5 rounds half away from zero to 36
    #expect(atOne.map(\.width) == [30, 30, 30])  // absolute sizes are kept
    #expect(headerAtOne == box(31, 0, 40, 10))  // 30.5 → 31
  }
}
