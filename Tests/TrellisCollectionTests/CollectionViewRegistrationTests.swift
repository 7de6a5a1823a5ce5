import Foundation
import Testing
import Trellis

@MainActor
@Suite("Collection view: cell and supplementary registrations")
struct CollectionViewRegistrationTests {
  final class Source: CollectionViewDataSource {
    let names = ["Ada", "Grace", "Edsger"]
    var makesRegistrationInside = false
    var configured: [String] = []
    // Made up front, as UIKit requires (a lazy property would be made inside the first cellForItemAt).
    var cellRegistration: CollectionView.CellRegistration<CountingCell, String>!
    let headerRegistration = CollectionView.SupplementaryRegistration<HeaderView>(
      elementKind: CollectionView.elementKindSectionHeader
    ) { view, kind, indexPath in
      view.tag = 100 + indexPath.section
    }

    init() {
      cellRegistration = CollectionView.CellRegistration<CountingCell, String> { [unowned self] cell, indexPath, name in
        cell.label.text = name
        self.configured.append("\(indexPath.item):\(name)")
      }
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      if makesRegistrationInside {
        let fresh = CollectionView.CellRegistration<CountingCell, String> { _, _, _ in }
        return collectionView.dequeueConfiguredReusableCell(using: fresh, for: indexPath, item: names[indexPath.item])
      }
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: names[indexPath.item])
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
      collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
    }
  }

  @Test func registrationsRegisterOnFirstUseAndConfigureEveryDequeue() {
    let layout = RowLayout()
    layout.headerHeight = 20
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
    let source = Source()
    cv.errorHandler = { Issue.record("unexpected error: \($0)") }
    cv.dataSource = source
    cv.layoutIfNeeded()
    #expect(source.configured == ["0:Ada", "1:Grace", "2:Edsger"])
    let labels = (0..<3).map { (cv.cellForItem(at: IndexPath(item: $0, section: 0)) as? CountingCell)?.label.text }
    #expect(labels == ["Ada", "Grace", "Edsger"])
    #expect(
      cv.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?
        .tag == 100)
    source.configured = []
    cv.reloadData()
    cv.layoutIfNeeded()
    #expect(source.configured == ["0:Ada", "1:Grace", "2:Edsger"])
    #expect(cv.statistics.viewsReused >= 3, "the second pass reused the registration's cells")
    withExtendedLifetime(source) {}
  }

  @Test func aRegistrationMadeInsideCellForItemIsReportedWithUIKitsText() {
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: RowLayout())
    let source = Source()
    source.makesRegistrationInside = true
    var errors: [String] = []
    cv.errorHandler = { errors.append($0.description) }
    cv.dataSource = source
    cv.layoutIfNeeded()
    #expect(errors.count == 3)
    #expect(
      errors.first
        == "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell is requested will prevent reuse and cause created cells to remain inaccessible in memory for the lifetime of the collection view. Registrations should be created up front and reused."
    )
    #expect(cv.visibleCells.count == 3, "the cells are still shown")
    withExtendedLifetime(source) {}
  }
}
