import Foundation
import Testing
import Trellis
import TrellisTestSupport

/// A data source that answers every supplementary request with a view dequeued for the footer kind.
@MainActor private final class FooterForEveryKindSource: CountingDataSource {
  override func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(
      ofKind: CollectionView.elementKindSectionFooter, withReuseIdentifier: "footer", for: indexPath)
  }
}

@MainActor
@Suite("Collection view: a supplementary view dequeued for another kind is refused")
struct CollectionViewSupplementaryKindTests {
  @Test func aViewOfTheWrongKindIsReportedWithUIKitsTextAndNotShown() {
    let layout = RowLayout()
    layout.headerHeight = 20
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    var errors: [String] = []
    cv.errorHandler = { errors.append($0.description) }
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(
      HeaderView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionFooter,
      withReuseIdentifier: "footer")
    let source = FooterForEveryKindSource(counts: [1])
    cv.dataSource = source
    cv.layoutIfNeeded()
    #expect(
      errors == [
        "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the "
          + "element kind it is being used for. When asked for a view of element kind "
          + "'UICollectionElementKindSectionHeader' the data source dequeued a view registered for the element kind "
          + "'UICollectionElementKindSectionFooter'. (index path [0, 0]; the element is not shown)"
      ])
    #expect(
      cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        == nil)
    #expect(cv.visibleCells.count == 1, "the cell is shown")
    #expect(cv.reusableViewCount == 1, "the refused view went back to the footer queue")
    withExtendedLifetime(source) {}
  }
}
