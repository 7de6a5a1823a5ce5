import Foundation
import Trellis
import TrellisTesting

/// A 300×200 window, white, filled by a collection view of 100×60 tiles (a flow layout without spacing,
/// 3 per row) whose data source and drag and drop delegates are `model`, its cells of `cellClass`
/// registered as `reuseIdentifier`. The caller keeps `model` alive.
@MainActor func showDragTileGrid(
  _ model: some CollectionViewDataSource & CollectionViewDragDelegate & CollectionViewDropDelegate,
  cellClass: CollectionViewCell.Type, reuseIdentifier: String
) -> (host: HeadlessHost, window: Window) {
  let host = HeadlessHost(size: CGSize(width: 300, height: 200))
  let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
  root.backgroundColor = .white
  let layout = FlowLayout()
  layout.itemSize = CGSize(width: 100, height: 60)
  layout.minimumInteritemSpacing = 0
  layout.minimumLineSpacing = 0
  let cv = CollectionView(frame: root.bounds, collectionViewLayout: layout)
  cv.backgroundColor = .white
  cv.register(cellClass, forCellWithReuseIdentifier: reuseIdentifier)
  cv.dataSource = model
  cv.dragDelegate = model
  cv.dropDelegate = model
  root.addSubview(cv)
  return (host, host.show(root))
}

/// Lifts the first tile of a `showDragTileGrid` window by its centre (a finger held 0.6 s) and drags it to
/// `point`, through (100, 90).
@MainActor func liftFirstTile(in host: HeadlessHost, to point: CGPoint) {
  host.send(.touchDown(id: 1, location: CGPoint(x: 50, y: 30), pointer: false))
  for _ in 0..<36 { host.advance(by: host.frameInterval) }
  host.send(.touchMoved(id: 1, location: CGPoint(x: 100, y: 90)))
  host.send(.touchMoved(id: 1, location: point))
}
