import Foundation
import Testing
import Trellis
import TrellisTesting

/// A shared log of delegate calls from several collection views.
@MainActor final class CallLog {
  var lines: [String] = []
}

/// A cell that logs its drag state changes.
@MainActor final class DragLoggingCell: CollectionViewCell {
  var log: CallLog?
  var name = ""
  override func dragStateDidChange(_ dragState: DragState) {
    log?.lines.append("\(name) cell \(dragState)")
  }
}

/// One section of strings: the data source, drag delegate and drop delegate of one collection view,
/// logging every drag and drop call with its name. A drop moves (same collection view) or inserts the
/// dropped strings at the destination inside one batch update, then drops each item at its new index path.
@MainActor final class DragDropModel: CollectionViewDataSource, CollectionViewDragDelegate, CollectionViewDropDelegate {
  let name: String
  let log: CallLog
  var sections: [[String]]
  /// Section 0's items.
  var items: [String] {
    get { sections[0] }
    set { sections[0] = newValue }
  }
  /// The operation and intent `dropSessionDidUpdate` proposes.
  var operation = DropOperation.move
  var intent = CollectionViewDropProposal.Intent.insertAtDestinationIndexPath
  /// Whether `itemsForBeginning` gives an item (otherwise none: no drag).
  var offersItems = true
  /// Whether `canHandle` takes any session (otherwise only sessions of strings).
  var acceptsAnything = false
  /// Items offered when a tap adds to a drag.
  var addsOnTap = true
  /// What performDrop does; by default the standard move-or-insert.
  var performDrop: ((CollectionView, CollectionViewDropCoordinator) -> Void)?
  /// Completions of the drops' `DragAnimating`s, counted.
  var landings = 0

  init(name: String, sections: [[String]], log: CallLog) {
    self.name = name
    self.sections = sections
    self.log = log
  }

  private func note(_ line: String) { log.lines.append("\(name) \(line)") }

  func numberOfSections(in collectionView: CollectionView) -> Int { sections.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    sections[section].count
  }
  /// A plain header (registered by `DragDropScene`), shown when a test gives the flow layout headers.
  func collectionView(
    _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
  ) -> CollectionReusableView {
    collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    (cell as? DragLoggingCell)?.log = log
    (cell as? DragLoggingCell)?.name = "\(name) \(sections[indexPath.section][indexPath.item])"
    return cell
  }

  private func dragItem(_ indexPath: IndexPath) -> DragItem {
    let value = sections[indexPath.section][indexPath.item]
    let item = DragItem(itemProvider: ItemProvider(object: value))
    item.localObject = value
    return item
  }

  func collectionView(
    _ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath
  )
    -> [DragItem]
  {
    note("itemsForBeginning \(indexPath.shortDescription)")
    return offersItems ? [dragItem(indexPath)] : []
  }
  func collectionView(
    _ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint
  ) -> [DragItem] {
    note("itemsForAddingTo \(indexPath.shortDescription) (\(point.x), \(point.y))")
    return addsOnTap ? [dragItem(indexPath)] : []
  }
  func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession) {
    note("dragSessionWillBegin \(session.items.count)")
  }
  func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession) {
    note("dragSessionDidEnd")
  }
  func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool
  {
    note("allowsMove")
    return true
  }
  func collectionView(
    _ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession
  ) -> Bool {
    note("isRestricted")
    return false
  }

  func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool {
    note("canHandle")
    return acceptsAnything || session.canLoadObjects(ofClass: String.self)
  }
  func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession) {
    note("dropSessionDidEnter")
  }
  func collectionView(
    _ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> CollectionViewDropProposal {
    note("dropSessionDidUpdate \(destinationIndexPath?.shortDescription ?? "nil")")
    return CollectionViewDropProposal(operation: operation, intent: intent)
  }
  func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession) {
    note("dropSessionDidExit")
  }
  func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession) {
    note("dropSessionDidEnd")
  }

  func collectionView(_ collectionView: CollectionView, performDropWith coordinator: CollectionViewDropCoordinator) {
    let sources = coordinator.items.map { $0.sourceIndexPath?.shortDescription ?? "nil" }
    note(
      "performDrop \(coordinator.proposal.operation) at \(coordinator.destinationIndexPath?.shortDescription ?? "nil") from \(sources)"
    )
    if let performDrop { return performDrop(collectionView, coordinator) }
    guard let destination = coordinator.destinationIndexPath else { return }
    var targets: [(DragItem, IndexPath)] = []
    collectionView.performBatchUpdates {
      var index = destination.item
      let section = destination.section
      for item in coordinator.items {
        if let source = item.sourceIndexPath, coordinator.proposal.operation == .move {
          let value = self.sections[source.section].remove(at: source.item)
          let to = min(index, self.sections[section].count)
          self.sections[section].insert(value, at: to)
          collectionView.moveItem(at: source, to: IndexPath(item: to, section: section))
          targets.append((item.dragItem, IndexPath(item: to, section: section)))
        } else {
          var text = ""
          item.dragItem.itemProvider.loadObject(ofClass: String.self) { value, _ in text = value ?? "?" }
          let to = min(index, self.sections[section].count)
          self.sections[section].insert(text, at: to)
          collectionView.insertItems(at: [IndexPath(item: to, section: section)])
          targets.append((item.dragItem, IndexPath(item: to, section: section)))
        }
        index += 1
      }
    }
    for (dragItem, indexPath) in targets {
      coordinator.drop(dragItem, toItemAt: indexPath).addCompletion { [weak self] _ in self?.landings += 1 }
    }
  }
}

/// A collection view that keeps its model alive.
@MainActor final class DragDropCollectionView: CollectionView {
  var model: DragDropModel?
}

/// Collection views of 100×60 tiles, 3 columns (`TileLayout`), 300×400 each, side by side in a window
/// 300 points wide per view; the invariants are checked after every frame by the caller's `step`.
@MainActor struct DragDropScene {
  let host: HeadlessHost
  let views: [DragDropCollectionView]
  let log: CallLog
  /// Every collection-view error reported, with the collection view's name.
  let errors: CallLog

  /// One collection view per model (a name and its sections), `TileLayout` for one section, otherwise a
  /// `FlowLayout` of the same 100×60 tiles with no spacing (sections follow each other).
  init(models: [(String, [[String]])]) {
    let log = CallLog()
    self.log = log
    let errors = CallLog()
    self.errors = errors
    host = HeadlessHost(size: CGSize(width: 300 * models.count, height: 400))
    let root = View(frame: CGRect(x: 0, y: 0, width: 300 * models.count, height: 400))
    var views: [DragDropCollectionView] = []
    for (index, (name, sections)) in models.enumerated() {
      let layout: CollectionViewLayout
      if sections.count == 1 {
        layout = TileLayout()
      } else {
        let flow = FlowLayout()
        flow.itemSize = CGSize(width: 100, height: 60)
        flow.minimumInteritemSpacing = 0
        flow.minimumLineSpacing = 0
        layout = flow
      }
      let cv = DragDropCollectionView(
        frame: CGRect(x: 300 * index, y: 0, width: 300, height: 400), collectionViewLayout: layout)
      cv.register(DragLoggingCell.self, forCellWithReuseIdentifier: "cell")
      cv.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      let model = DragDropModel(name: name, sections: sections, log: log)
      cv.model = model
      cv.dataSource = model
      cv.dragDelegate = model
      cv.dropDelegate = model
      cv.errorHandler = { error in errors.lines.append("\(name): \(error)") }
      root.addSubview(cv)
      views.append(cv)
    }
    self.views = views
    host.show(root)
  }

  /// The centre of an item's tile in window coordinates in collection view `view`.
  func tile(_ item: Int, in view: Int = 0) -> CGPoint {
    CGPoint(x: CGFloat(300 * view) + CGFloat(item % 3) * 100 + 50, y: CGFloat(item / 3) * 60 + 30)
  }

  /// The invariants of every collection view, as one list of problems.
  func invariantProblems() -> [String] { views.flatMap { $0.checkInvariants() } }

  /// Runs `action` (which sends input and runs frames), then checks the invariants.
  func step(_ label: String, _ action: () -> Void) {
    action()
    let problems = invariantProblems()
    #expect(problems.isEmpty, "\(label): \(problems)")
  }

  /// A finger down at a point, held `hold` seconds (the lift needs 0.5 s), checking invariants each frame.
  func pressAndHold(at point: CGPoint, hold: TimeInterval = 0.6, id: Int = 1, pointer: Bool = false) {
    host.send(.touchDown(id: id, location: point, pointer: pointer))
    let frames = Int((hold / host.frameInterval).rounded())
    for _ in 0..<frames {
      host.advance(by: host.frameInterval)
      let problems = invariantProblems()
      #expect(problems.isEmpty, "holding: \(problems)")
    }
  }

  /// Moves the finger to a point in `steps` frames, checking invariants each frame.
  func move(id: Int = 1, from start: CGPoint, to end: CGPoint, steps: Int = 4) {
    for i in 1...steps {
      let f = CGFloat(i) / CGFloat(steps)
      host.send(
        .touchMoved(id: id, location: CGPoint(x: start.x + (end.x - start.x) * f, y: start.y + (end.y - start.y) * f)))
      let problems = invariantProblems()
      #expect(problems.isEmpty, "moving: \(problems)")
    }
  }

  /// Lifts the finger and lets the preview land, checking invariants each frame.
  func release(id: Int = 1, at point: CGPoint, settle: TimeInterval = 0.4) {
    host.send(.touchUp(id: id, location: point))
    let frames = Int((settle / host.frameInterval).rounded())
    for _ in 0..<frames {
      host.advance(by: host.frameInterval)
      let problems = invariantProblems()
      #expect(problems.isEmpty, "landing: \(problems)")
    }
  }
}
