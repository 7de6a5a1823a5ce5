import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCollection

/// A row layout that keeps every update it is told about (`currentUpdate` while it finalizes), with what
/// each said then.
@MainActor private final class UpdateKeepingLayout: RowLayout {
  var kept: [CollectionViewUpdate] = []
  var said: [String] = []
  var keeps = true
  var identities: [ObjectIdentifier] = []
  var generations: [UInt64] = []

  override func finalizeCollectionViewUpdates() {
    super.finalizeCollectionViewUpdates()
    guard let update = currentUpdate else { return }
    identities.append(ObjectIdentifier(update))
    generations.append(update.generation)
    said.append(Self.describe(update))
    if keeps { kept.append(update) }
  }

  /// What an update says about items 0 to 3 of section 0, and its update items.
  static func describe(_ update: CollectionViewUpdate) -> String {
    let keys = (0..<4).map { item in
      update.newElementKey(forOld: .cell(IndexPath(item: item, section: 0)))?.indexPath.description ?? "gone"
    }
    return keys.joined(separator: " ") + " | " + update.updateItems.map(\.description).joined(separator: ", ")
  }
}

/// A layout that keeps every context it is given and every merged pending context it makes.
@MainActor private final class ContextKeepingLayout: RowLayout {
  var given: [InvalidationContext] = []
  var merged: [InvalidationContext] = []
  var keeps = true
  override func invalidateLayout(with context: InvalidationContext) {
    super.invalidateLayout(with: context)
    if keeps { given.append(context) }
    if keeps, let pending = pendingInvalidation, pending !== context { merged.append(pending) }
  }
}

/// The objects of a change are reused from one change to the next only when nothing else holds them
/// (Documentation/Architecture.md, the change engine): a batch's `CollectionViewUpdate` and the layout's
/// invalidation contexts (those it made and the merged pending ones).
@MainActor
@Suite("Collection view: update objects and invalidation contexts reused only when nobody holds them")
struct ChangeObjectReuseTests {
  private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

  @Test func anUpdateALayoutKeepsIsNeverChangedByLaterUpdates() {
    let layout = UpdateKeepingLayout()
    let (cv, source, _) = makeCollectionView(counts: [10], layout: layout)
    cv.moveItem(at: item(0), to: item(3))
    source.counts = [9]
    cv.deleteItems(at: [item(1)])
    cv.moveItem(at: item(2), to: item(0))
    #expect(layout.kept.count == 3)
    #expect(Set(layout.identities).count == 3, "each batch made its own update: the last one was held")
    #expect(layout.kept.map(UpdateKeepingLayout.describe) == layout.said, "each kept update still says what it said")
    #expect(
      layout.said == [
        "[0, 3] [0, 0] [0, 1] [0, 2] | move [0, 0] → [0, 3]",
        "[0, 0] gone [0, 1] [0, 2] | delete [0, 1] → –",
        "[0, 1] [0, 2] [0, 0] [0, 3] | move [0, 2] → [0, 0]",
      ])
    #expect(cv.checkInvariants() == [])
  }

  @Test func anUpdateNobodyKeepsIsReusedWithANewGeneration() {
    let layout = UpdateKeepingLayout()
    layout.keeps = false
    let (cv, _, _) = makeCollectionView(counts: [10], layout: layout)
    cv.moveItem(at: item(0), to: item(3))
    cv.moveItem(at: item(3), to: item(6))
    cv.moveItem(at: item(6), to: item(1))
    #expect(Set(layout.identities).count == 1, "one object served the three batches")
    #expect(layout.generations.count == 3 && Set(layout.generations).count == 3, "\(layout.generations)")
    #expect(layout.generations == layout.generations.sorted())
    #expect(
      layout.said == [
        "[0, 3] [0, 0] [0, 1] [0, 2] | move [0, 0] → [0, 3]",
        "[0, 0] [0, 1] [0, 2] [0, 6] | move [0, 3] → [0, 6]",
        "[0, 0] [0, 2] [0, 3] [0, 4] | move [0, 6] → [0, 1]",
      ], "nothing of an earlier batch carried over")
    #expect(cv.currentUpdate == nil)
    #expect(cv.checkInvariants() == [])
  }

  @Test func contextsALayoutKeepsAreNeverChangedByLaterInvalidations() {
    let layout = ContextKeepingLayout()
    let (cv, _, _) = makeCollectionView(counts: [10], layout: layout)
    cv.layoutIfNeeded()
    (layout.given, layout.merged) = ([], [])  // the collection view's own first invalidations
    for round in 0..<3 {
      let marked = InvalidationContext()
      marked.invalidateItems(at: [item(round)])
      layout.invalidateLayout(with: marked)
      layout.invalidateLayout(with: layout.reusableContext(&layout.keptCountsContext))
      cv.layoutIfNeeded()
    }
    #expect(layout.merged.count == 3)
    #expect(Set(layout.merged.map(ObjectIdentifier.init)).count == 3, "each kept merge was left alone")
    #expect(layout.merged.map(\.invalidatedItemIndexPaths) == [[item(0)], [item(1)], [item(2)]])
    let made = layout.given.enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    #expect(Set(made.map(ObjectIdentifier.init)).count == 3, "each kept context the layout made was left alone")
    #expect(cv.checkInvariants() == [])
  }

  @Test func contextsNobodyKeepsAreReusedReset() {
    let layout = ContextKeepingLayout()
    layout.keeps = false
    let (cv, _, _) = makeCollectionView(counts: [10], layout: layout)
    var merges: [ObjectIdentifier] = []
    var made: [ObjectIdentifier] = []
    var paths: [[IndexPath]?] = []
    for round in 0..<3 {
      let marked = InvalidationContext()
      marked.invalidateItems(at: [item(round)])
      marked.contentSizeAdjustment = CGSize(width: 0, height: 10)
      layout.invalidateLayout(with: marked)
      let context = layout.reusableContext(&layout.keptCountsContext)
      #expect(context.invalidatedItemIndexPaths == nil && context.contentSizeAdjustment == .zero, "reset: \(round)")
      made.append(ObjectIdentifier(context))
      layout.invalidateLayout(with: context)
      merges.append(ObjectIdentifier(layout.pendingInvalidation!))
      paths.append(layout.pendingInvalidation?.invalidatedItemIndexPaths)
      cv.layoutIfNeeded()
      #expect(cv.contentSize.height == 410, "round \(round): the merged adjustment once, not accumulated")
    }
    #expect(Set(merges).count == 1, "one merged context served every round")
    #expect(Set(made).count == 1, "one context the layout made served every round")
    #expect(paths == [[item(0)], [item(1)], [item(2)]], "a reused merge starts empty")
    #expect(cv.checkInvariants() == [])
  }
}
