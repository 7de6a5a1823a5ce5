import Foundation
import Testing
import Trellis
import TrellisTesting

/// A `CollectionViewController` subclass that forgets a data-source method is reported, never crashes.
@MainActor
@Suite("CollectionViewController: defaults of an incomplete subclass")
struct CollectionViewControllerDefaultsTests {
  /// Reports three items and overrides nothing else.
  final class ForgetfulController: CollectionViewController {
    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
  }

  @Test func aMissingCellProviderIsReportedAndShowsEmptyCells() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 80, height: 80)
    let controller = ForgetfulController(collectionViewLayout: layout)
    let cv = controller.collectionView!
    var errors: [String] = []
    cv.errorHandler = { errors.append($0.description) }
    host.show(controller)
    #expect(
      errors
        == (0..<3).map {
          "ForgetfulController reports items but doesn't override collectionView(_:cellForItemAt:); the cell at [0, \($0)] is shown empty"
        })
    #expect(cv.visibleCells.count == 3, "empty cells keep the layout whole")
    #expect(cv.visibleCells.allSatisfy { $0.contentView.subviews.isEmpty })
  }

  @Test func emptyCellsAreReusedWhenTheDataReloads() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 200))
    let controller = ForgetfulController(collectionViewLayout: FlowLayout())
    let cv = controller.collectionView!
    var errorCount = 0
    cv.errorHandler = { _ in errorCount += 1 }
    host.show(controller)
    let made = cv.statistics.cellsCreated
    cv.reloadData()
    cv.layoutIfNeeded()
    #expect(errorCount == 6)
    #expect(cv.statistics.cellsCreated == made, "the second screenful reuses the first one's empty cells")
    #expect(cv.visibleCells.count == 3)
  }
}
