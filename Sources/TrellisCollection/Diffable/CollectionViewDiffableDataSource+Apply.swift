import Foundation
import TrellisDiffable
import TrellisUI

extension CollectionViewDiffableDataSource {
  /// Shows a snapshot: diffs it against the applied one by identifier and performs the difference as
  /// one batch, animated or not (`apply(_:animatingDifferences:completion:)`).
  ///
  /// The first apply reloads. Without animation the view still updates minimally (iOS 15). The
  /// snapshot's reported errors go to the collection view's `errorHandler` first. `snapshot()` returns
  /// the new state as soon as this returns; `completion` runs after the animations (at once when
  /// nothing changed).
  /// - Complexity: O(n) for n items (the diff), plus the batch's cost in changed and visible elements.
  public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
    noteApply(from: MainActor.shared)
    commit(snapshot, diff: nil, animatingDifferences: animatingDifferences, completion: completion)
  }

  /// Shows a snapshot, computing the diff off the main actor so that no frame waits for it, and returns
  /// after the animations (`apply(_:animatingDifferences:) async`).
  ///
  /// The commit joins the next frame on the main actor; if another apply landed meanwhile, the diff is
  /// recomputed there against it. Applying from two different actors is reported
  /// (`DiffableDataSourceError.appliedFromDifferentActors`) and still applies.
  public func apply(
    _ snapshot: Snapshot, animatingDifferences: Bool = true, isolation: isolated (any Actor)? = #isolation
  ) async {
    let caller: any Actor = isolation ?? MainActor.shared
    let (base, generation) = await begin(from: caller)
    let diff = await Self.diff(from: base, to: snapshot.storage)
    await finish(snapshot, diff: diff, base: generation, animatingDifferences: animatingDifferences)
  }

  /// Shows a snapshot by reloading the collection view, without a diff or animation
  /// (`applySnapshotUsingReloadData(_:completion:)`).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
    noteApply(from: MainActor.shared)
    report(snapshot.errors)
    reload(snapshot)
    completion?()
  }

  /// Shows a snapshot by reloading the collection view (`applySnapshotUsingReloadData(_:) async`).
  public func applySnapshotUsingReloadData(_ snapshot: Snapshot) async {
    applySnapshotUsingReloadData(snapshot, completion: nil)
  }

  // MARK: The one path

  /// Reports the snapshot's errors, then shows it: a reload the first time, otherwise the diff (given,
  /// or computed here) as a structural batch followed by a batch of reloads and reconfigures.
  func commit(
    _ snapshot: Snapshot, diff precomputed: SnapshotDiff?, animatingDifferences: Bool, completion: (() -> Void)?
  ) {
    report(snapshot.errors)
    guard let collectionView, hasApplied else {
      reload(snapshot)
      completion?()
      return
    }
    let diff = precomputed ?? SnapshotDiff(from: current.storage, to: snapshot.storage)
    pruneSectionSnapshots(against: snapshot)
    if diff.isEmpty {
      current = snapshot.unmarked
      generation += 1
      completion?()
      return
    }
    let newSnapshot = snapshot.unmarked
    var pending = 0
    let finished: (Bool) -> Void = { _ in
      pending -= 1
      if pending == 0 { completion?() }
    }
    let perform = {
      if !diff.isStructurallyEmpty {
        pending += 1
        collectionView.performBatchUpdates(
          {
            self.current = newSnapshot
            self.generation += 1
            Self.record(diff, in: collectionView)
          }, completion: finished)
      } else {
        self.current = newSnapshot
        self.generation += 1
      }
      let reloadedSections = Set(diff.reloadedSections)
      let reconfigured = diff.reconfiguredItems.filter { !reloadedSections.contains($0.section) }
      if !diff.reloadedSections.isEmpty || !diff.reloadedItems.isEmpty || !reconfigured.isEmpty {
        pending += 1
        collectionView.performBatchUpdates(
          {
            if !diff.reloadedSections.isEmpty { collectionView.reloadSections(IndexSet(diff.reloadedSections)) }
            if !diff.reloadedItems.isEmpty { collectionView.reloadItems(at: diff.reloadedItems) }
            if !reconfigured.isEmpty { collectionView.reconfigureItems(at: reconfigured) }
          }, completion: finished)
      }
    }
    pending += 1  // held until both batches are recorded, so a synchronous completion can't run early
    if animatingDifferences { perform() } else { View.performWithoutAnimation(perform) }
    finished(true)
  }

  /// Records the structural part of a diff in the running batch.
  /// - Complexity: O(changes).
  static func record(_ diff: SnapshotDiff, in collectionView: CollectionView) {
    if !diff.deletedSections.isEmpty { collectionView.deleteSections(IndexSet(diff.deletedSections)) }
    if !diff.insertedSections.isEmpty { collectionView.insertSections(IndexSet(diff.insertedSections)) }
    for move in diff.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
    if !diff.deletedItems.isEmpty { collectionView.deleteItems(at: diff.deletedItems) }
    if !diff.insertedItems.isEmpty { collectionView.insertItems(at: diff.insertedItems) }
    for move in diff.movedItems { collectionView.moveItem(at: move.from, to: move.to) }
  }

  /// Shows a snapshot with `reloadData()`.
  func reload(_ snapshot: Snapshot) {
    hasApplied = true
    pruneSectionSnapshots(against: snapshot)
    current = snapshot.unmarked
    generation += 1
    collectionView?.reloadData()
  }

  /// Hands the errors a snapshot's or section snapshot's calls recorded to the collection view's `errorHandler`.
  func report(_ errors: [DiffableDataSourceError]) {
    guard let collectionView else { return }
    for error in errors { collectionView.report(.diffableDataSource(error)) }
  }

  /// Notes the actor an apply came from; reports an apply from an actor other than the first one's.
  func noteApply(from actor: any Actor) {
    let id = ObjectIdentifier(actor)
    let name = actor === MainActor.shared ? "the main actor" : "\(type(of: actor))"
    guard let first = applyingActor else {
      applyingActor = (id, name)
      return
    }
    if first.id != id {
      collectionView?.report(.diffableDataSource(.appliedFromDifferentActors(first: first.name, second: name)))
    }
  }

  // MARK: Off the main actor

  /// Starts an asynchronous apply: notes the caller and hands out the applied storage and its generation.
  func begin(from caller: any Actor) -> (SnapshotStorage<SectionIdentifierType, ItemIdentifierType>, Int) {
    noteApply(from: caller)
    return (current.storage, generation)
  }

  /// Computes a diff on the concurrent executor, away from the main actor.
  @concurrent nonisolated static func diff(
    from old: SnapshotStorage<SectionIdentifierType, ItemIdentifierType>,
    to new: SnapshotStorage<SectionIdentifierType, ItemIdentifierType>
  ) async -> SnapshotDiff {
    SnapshotDiff(from: old, to: new)
  }

  /// Commits an asynchronous apply on the main actor and waits for its animations; the diff is
  /// recomputed when another apply landed since it was computed (or the first apply is still to come).
  func finish(_ snapshot: Snapshot, diff: SnapshotDiff, base: Int, animatingDifferences: Bool) async {
    let usable = hasApplied && base == generation ? diff : nil
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      commit(snapshot, diff: usable, animatingDifferences: animatingDifferences) { continuation.resume() }
    }
  }
}
