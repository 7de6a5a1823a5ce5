import Foundation
import Testing
import Trellis
import TrellisTesting

/// A row layout that keeps every list of update items it is given, and their descriptions then.
@MainActor private final class ItemKeepingLayout: RowLayout {
  var kept: [[UpdateItem]] = []
  var described: [[String]] = []
  override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    kept.append(updateItems)
    described.append(updateItems.map(\.description))
  }
}

/// A row layout that looks at the update items it is given and lets go of them.
@MainActor private final class ItemIdentityLayout: RowLayout {
  var identities: [[ObjectIdentifier]] = []
  override func prepare(forCollectionViewUpdates updateItems: [UpdateItem]) {
    super.prepare(forCollectionViewUpdates: updateItems)
    identities.append(updateItems.map(ObjectIdentifier.init))
  }
}

/// Update items are reused from one batch update to the next only when nothing else holds them
/// (Documentation/Architecture.md, the change engine).
@MainActor
@Suite("Collection view: update items reused between batch updates")
struct UpdateItemReuseTests {
  private func item(_ i: Int) -> IndexPath { IndexPath(item: i, section: 0) }

  @Test func itemsALayoutKeepsAreNeverChangedByLaterUpdates() {
    let layout = ItemKeepingLayout()
    let (cv, source, _) = makeCollectionView(counts: [10], layout: layout)
    cv.moveItem(at: item(0), to: item(3))
    source.counts = [9]
    cv.deleteItems(at: [item(5)])
    cv.moveItem(at: item(2), to: item(1))
    #expect(layout.kept.count == 3)
    #expect(layout.kept.map { $0.map(\.description) } == layout.described, "each kept list still says what it said")
    #expect(layout.described == [["move [0, 0] → [0, 3]"], ["delete [0, 5] → –"], ["move [0, 2] → [0, 1]"]])
    #expect(cv.checkInvariants() == [])
  }

  @Test func itemsNobodyKeepsAreReused() {
    let layout = ItemIdentityLayout()
    let (cv, _, _) = makeCollectionView(counts: [10], layout: layout)
    cv.moveItem(at: item(0), to: item(3))
    cv.moveItem(at: item(3), to: item(6))
    #expect(layout.identities.count == 2)
    #expect(
      layout.identities.first == layout.identities.last, "the second update describes its move in the same object")
    #expect(cv.checkInvariants() == [])
  }
}
