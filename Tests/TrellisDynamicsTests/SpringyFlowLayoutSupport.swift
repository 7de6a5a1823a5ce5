import Foundation
import Trellis
import TrellisDynamics
import TrellisTestSupport
import TrellisTesting

/// A 390 × 560 collection view at the window's origin under a `SpringyFlowLayout` with the book's
/// metrics (44 × 44 items, spacing 10, insets 10), and a plain `FlowLayout` with the same metrics and
/// size to compare with.
@MainActor final class SpringyFixture {
  static let size = CGSize(width: 390, height: 560)
  let host = HeadlessHost(size: SpringyFixture.size)
  let layout = SpringyFlowLayout()
  let collectionView: CollectionView
  /// One section of plain cells, its item count settable.
  let dataSource: CountingDataSource
  let reference = FlowLayout()
  let referenceView: CollectionView
  var errors: [String] = []

  init(items: Int, tiles: Bool = true) {
    dataSource = CountingDataSource(count: items)
    for flow in [layout, reference] {
      flow.itemSize = CGSize(width: 44, height: 44)
      flow.minimumInteritemSpacing = 10
      flow.minimumLineSpacing = 10
      flow.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    }
    layout.tilesSprings = tiles
    let frame = CGRect(origin: .zero, size: Self.size)
    collectionView = CollectionView(frame: frame, collectionViewLayout: layout)
    referenceView = CollectionView(frame: frame, collectionViewLayout: reference)
    for view in [collectionView, referenceView] {
      view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      view.dataSource = dataSource
    }
    DynamicAnimator.errorHandler = { [unowned self] error in self.errors.append(error.description) }
    collectionView.errorHandler = { [unowned self] error in self.errors.append("\(error)") }
    host.show(collectionView)
    referenceView.layoutIfNeeded()
  }

  /// The flow frame of an item, from the plain flow layout (re-laid out for the current count); null
  /// for an item that doesn't exist.
  func flowFrame(_ item: Int) -> CGRect {
    referenceView.reloadData()
    referenceView.layoutIfNeeded()
    return reference.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.frame ?? .null
  }

  /// The frames of the visible cells by item.
  var visibleFrames: [Int: CGRect] {
    var frames: [Int: CGRect] = [:]
    for cell in collectionView.visibleCells {
      if let indexPath = collectionView.indexPath(for: cell) { frames[indexPath.item] = cell.frame }
    }
    return frames
  }

  /// A drag up the middle of the screen by `distance` over 0.3 s, held for 0.05 s (the springs lag).
  func dragUp(by distance: CGFloat, x: CGFloat = 195, from y: CGFloat = 450) {
    host.drag(
      from: CGPoint(x: x, y: y), to: CGPoint(x: x, y: y - distance), duration: 0.3, holdBeforeRelease: 0.05)
  }
}
