import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A section without items takes a moved or dropped item over its header (UIKit's base answer only ever
/// targets an item, so an empty section could never be reached; Documentation/Behaviour.md#interactive-movement).
@MainActor
@Suite("Collection view: moving and dropping into an empty section")
struct EmptySectionMovementTests {
  /// Item numbers per section with plain headers; moves its model when told.
  @MainActor final class HeaderedSource: CollectionViewDataSource {
    var model: [[Int]]
    var moves: [String] = []
    init(_ model: [[Int]]) { self.model = model }
    func numberOfSections(in collectionView: CollectionView) -> Int { model.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      model[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingCell
      cell.label.text = "\(model[indexPath.section][indexPath.item])"
      return cell
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(
      _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
      moves.append("\(sourceIndexPath.shortDescription) → \(destinationIndexPath.shortDescription)")
      let item = model[sourceIndexPath.section].remove(at: sourceIndexPath.item)
      model[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
    }
  }

  /// 100×100 items, 3 per row, 40-point headers, in a 300×500 view: section 0's header at y 0, its items
  /// at y 40; section 1 (empty) has its header at y 140; section 2's header at y 180, its item at y 220.
  @Test func anItemMovedOverAnEmptySectionsHeaderGoesFirstInIt() {
    let host = HeadlessHost(size: CGSize(width: 300, height: 500))
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 0
    layout.minimumInteritemSpacing = 0
    layout.headerReferenceSize = CGSize(width: 300, height: 40)
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 500), collectionViewLayout: layout)
    cv.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    cv.register(
      CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
      withReuseIdentifier: "header")
    var errors: [String] = []
    cv.errorHandler = { errors.append($0.description) }
    let source = HeaderedSource([[0, 1, 2], [], [3]])
    cv.dataSource = source
    host.show(cv)
    host.runFrame()
    func frame(of number: Int) -> CGRect? {
      cv.visibleCells.compactMap { $0 as? CountingCell }.first { $0.label.text == "\(number)" }?.presentation.frame
    }
    withExtendedLifetime(source) {
      #expect(cv.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
      cv.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 120))  // between the rows: over item 1
      #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 1, section: 0))
      cv.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 160))  // over section 1's header
      #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 0, section: 1))
      host.advance(by: 0.35)
      #expect(cv.checkInvariants() == [])
      // Section 0 keeps items 1 and 2; section 1's header now sits at y 140 with item 0 below it (a line's
      // only item is centred, as UIKit's flow layout does).
      #expect(frame(of: 1) == CGRect(x: 0, y: 40, width: 100, height: 100))
      #expect(frame(of: 3) == CGRect(x: 100, y: 320, width: 100, height: 100))
      // Over the now non-empty section's header, nothing changes.
      cv.updateInteractiveMovementTargetPosition(CGPoint(x: 150, y: 150))
      #expect(cv.interactivelyMovingItemIndexPath == IndexPath(item: 0, section: 1))
      cv.endInteractiveMovement()
      #expect(source.moves == ["[0, 0] → [1, 0]"])
      #expect(source.model == [[1, 2], [0], [3]])
      host.advance(by: 0.35)
      #expect(frame(of: 0) == CGRect(x: 100, y: 180, width: 100, height: 100))
      #expect(cv.checkInvariants() == [])
      #expect(errors == [])
    }
  }

  @Test func aDropOverAnEmptySectionsHeaderGoesFirstInIt() throws {
    // B's sections: [b0, b1], [], [b2]; 100×60 tiles, 3 per row, 40-point headers: section 1's header is at
    // y 100…140 of B.
    let scene = DragDropScene(models: [("A", [["a0", "a1"]]), ("B", [["b0", "b1"], [], ["b2"]])])
    let b = scene.views[1]
    let flow = try #require(b.collectionViewLayout as? FlowLayout)
    flow.headerReferenceSize = CGSize(width: 300, height: 40)
    scene.host.runFrame()
    let model = try #require(b.model)
    model.operation = .copy
    scene.pressAndHold(at: scene.tile(0))
    let over = CGPoint(x: 450, y: 120)
    scene.move(from: scene.tile(0), to: over, steps: 4)
    #expect(b.dropGapIndexPath == IndexPath(item: 0, section: 1), "the gap opens in the empty section")
    scene.release(at: over)
    #expect(model.sections == [["b0", "b1"], ["a0"], ["b2"]])
    #expect(scene.errors.lines == [])
  }
}
