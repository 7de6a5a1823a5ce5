import Foundation
import Testing
import Trellis
import TrellisTestSupport
import TrellisTesting

/// A data source and delegate over a model of item numbers per section that logs the movement calls and
/// moves its model when told.
@MainActor final class MovingDataSource: CollectionViewDataSource, CollectionViewDelegate {
  var model: [[Int]]
  var log: [String] = []
  var movable: (IndexPath) -> Bool = { _ in true }
  /// The delegate's answer for (original, current, proposed); nil: the proposal.
  var redirect: ((IndexPath, IndexPath, IndexPath) -> IndexPath)?
  /// The index paths cells were asked for, in order.
  var cellRequests: [IndexPath] = []

  init(_ model: [[Int]]) { self.model = model }

  func numberOfSections(in collectionView: CollectionView) -> Int { model.count }
  func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
    model[section].count
  }
  func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
    cellRequests.append(indexPath)
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! CountingCell
    cell.label.text = "\(model[indexPath.section][indexPath.item])"
    return cell
  }
  func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
    log.append("canMove \(indexPath.shortDescription)")
    return movable(indexPath)
  }
  func collectionView(
    _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
  ) {
    log.append("move \(sourceIndexPath.shortDescription) → \(destinationIndexPath.shortDescription)")
    let item = model[sourceIndexPath.section].remove(at: sourceIndexPath.item)
    model[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
  }
  func collectionView(
    _ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
    atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
  ) -> IndexPath {
    log.append(
      "target \(originalIndexPath.shortDescription) \(currentIndexPath.shortDescription) "
        + "\(proposedIndexPath.shortDescription)")
    return redirect?(originalIndexPath, currentIndexPath, proposedIndexPath) ?? proposedIndexPath
  }
}

/// A row layout that logs the interactive-movement hooks and the update hooks with what they get.
@MainActor final class MovementLoggingLayout: RowLayout {
  var log: [String] = []

  private func describe(_ paths: [IndexPath]?) -> String {
    paths.map { "[" + $0.map(\.shortDescription).joined(separator: ", ") + "]" } ?? "nil"
  }

  override func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
    -> IndexPath
  {
    let answer = super.targetIndexPath(forInteractivelyMovingItem: previousIndexPath, withPosition: position)
    log.append(
      "targetIndexPath \(previousIndexPath.shortDescription) (\(position.x), \(position.y)) → \(answer.shortDescription)"
    )
    return answer
  }
  override func layoutAttributesForInteractivelyMovingItem(
    at indexPath: IndexPath, withTargetPosition position: CGPoint
  )
    -> LayoutAttributes
  {
    log.append("movingAttributes \(indexPath.shortDescription) (\(position.x), \(position.y))")
    return super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
  }
  override func invalidationContext(
    forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
    previousIndexPaths: [IndexPath], previousPosition: CGPoint
  ) -> InvalidationContext {
    log.append(
      "movingContext \(describe(targetIndexPaths)) (\(targetPosition.x), \(targetPosition.y)) from "
        + "\(describe(previousIndexPaths)) (\(previousPosition.x), \(previousPosition.y))")
    return super.invalidationContext(
      forInteractivelyMovingItems: targetIndexPaths, withTargetPosition: targetPosition,
      previousIndexPaths: previousIndexPaths, previousPosition: previousPosition)
  }
  override func invalidationContextForEndingInteractiveMovementOfItems(
    toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
  ) -> InvalidationContext {
    log.append(
      "endingContext \(describe(indexPaths)) from \(describe(previousIndexPaths)) cancelled \(movementCancelled)")
    return super.invalidationContextForEndingInteractiveMovementOfItems(
      toFinalIndexPaths: indexPaths, previousIndexPaths: previousIndexPaths, movementCancelled: movementCancelled)
  }
  override func invalidateLayout(with context: InvalidationContext) {
    if context.targetIndexPathsForInteractivelyMovingItems != nil || context.invalidateDataSourceCounts {
      log.append(
        "invalidate targets \(describe(context.targetIndexPathsForInteractivelyMovingItems)) previous "
          + "\(describe(context.previousIndexPathsForInteractivelyMovingItems)) at (\(context.interactiveMovementTarget.x), "
          + "\(context.interactiveMovementTarget.y)) counts \(context.invalidateDataSourceCounts)")
    }
    super.invalidateLayout(with: context)
  }
  override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    log.append("prepareUpdates \(updateItems.map(\.description))")
  }
  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    log.append("finalizeUpdates")
  }
}

/// A collection view 300×200 (40-point rows, five visible) over a `MovingDataSource`, shown in a headless
/// window; errors are collected.
@MainActor struct MovementFixture {
  let host: HeadlessHost
  let collectionView: CollectionView
  let source: MovingDataSource
  let layout: MovementLoggingLayout
  let errors: ErrorLog

  init(model: [[Int]], size: CGSize = CGSize(width: 300, height: 200)) {
    host = HeadlessHost(size: size)
    layout = MovementLoggingLayout()
    collectionView = CollectionView(frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout)
    errors = ErrorLog()
    let errors = errors
    collectionView.errorHandler = { errors.errors.append($0.description) }
    collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.overscanFraction = 0
    source = MovingDataSource(model)
    collectionView.dataSource = source
    collectionView.delegate = source
    host.show(collectionView)
    host.runFrame()
    layout.log = []
  }

  /// The label of the visible cell at an index path (the collection view's arrangement).
  func label(at indexPath: IndexPath) -> String? {
    (collectionView.cellForItem(at: indexPath) as? CountingCell)?.label.text
  }

  /// The visible cell showing item number `number`.
  func cell(showing number: Int) -> CountingCell? {
    collectionView.visibleCells.compactMap { $0 as? CountingCell }.first { $0.label.text == "\(number)" }
  }

  /// The on-screen frame (presentation) of the cell showing `number`.
  func shownFrame(of number: Int) -> CGRect? { cell(showing: number)?.presentation.frame }

  /// Advances `frames` frames, checking the invariants after each.
  func advance(frames: Int) {
    for _ in 0..<frames {
      host.advance(by: host.frameInterval)
      let problems = collectionView.checkInvariants()
      #expect(problems == [], "at t=\(host.now)")
    }
  }

  /// Advances by `seconds`, checking the invariants after every frame.
  func advance(by seconds: TimeInterval) { advance(frames: Int((seconds / host.frameInterval).rounded())) }

  /// The labels of the visible cells in index-path order, as "section.item:label".
  var visibleLabels: [String] {
    collectionView.indexPathsForVisibleItems.sorted().map { "\($0.section).\($0.item):\(label(at: $0) ?? "-")" }
  }
}
