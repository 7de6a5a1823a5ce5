import Foundation
import Testing
import TrellisDiffable

/// The snapshot's rules (Documentation/Behaviour.md, "Diffable data source"), each with exact contents.
@Suite struct DiffableDataSourceSnapshotTests {
  typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

  func contents(_ snapshot: Snapshot) -> [String: [Int]] {
    Dictionary(uniqueKeysWithValues: snapshot.sectionIdentifiers.map { ($0, snapshot.itemIdentifiers(inSection: $0)) })
  }

  func make(_ sections: KeyValuePairs<String, [Int]>) -> Snapshot {
    var snapshot = Snapshot()
    for (section, items) in sections {
      snapshot.appendSections([section])
      snapshot.appendItems(items, toSection: section)
    }
    return snapshot
  }

  @Test func sectionAndItemIdentifiersAreSeparateNamespaces() {
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([1])
    snapshot.appendItems([1])
    #expect(snapshot.sectionIdentifiers == [1])
    #expect(snapshot.itemIdentifiers == [1])
    #expect(snapshot.errors.isEmpty)
  }

  @Test func appendItemsGoesToTheLastSection() {
    var snapshot = make(["a": [1], "b": [2]])
    snapshot.appendItems([3, 4])
    #expect(snapshot.itemIdentifiers(inSection: "b") == [2, 3, 4])
    #expect(snapshot.numberOfItems == 4)
    #expect(snapshot.indexOfItem(4) == 3)
    #expect(snapshot.sectionIdentifier(containingItem: 3) == "b")
  }

  @Test func flatIndexCountsAcrossSections() {
    let snapshot = make(["a": [10, 11], "b": [], "c": [12]])
    #expect(snapshot.indexOfItem(10) == 0)
    #expect(snapshot.indexOfItem(12) == 2)
    #expect(snapshot.indexOfItem(99) == nil)
    #expect(snapshot.indexOfSection("c") == 2)
    #expect(snapshot.sectionIdentifier(containingItem: 12) == "c")
    #expect(snapshot.numberOfItems(inSection: "b") == 0)
  }

  @Test func repeatedIdentifiersInOneCallAreRefusedWithUIKitsText() {
    var snapshot = make(["a": [1]])
    let before = snapshot
    snapshot.appendItems([2, 3, 2])
    snapshot.appendSections(["x", "x"])
    #expect(snapshot == before)
    #expect(
      snapshot.errors.map(\.description) == [
        "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(2)}",
        "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(x)}",
      ])
  }

  @Test func anExistingSectionAppendedAgainIsRefused() {
    var snapshot = make(["a": [1]])
    snapshot.appendSections(["b", "a"])
    #expect(snapshot.sectionIdentifiers == ["a"])
    #expect(
      snapshot.errors.map(\.description) == [
        "Diffable data source detected an attempt to insert or append 1 section identifier that already exists in "
          + "the snapshot. Identifiers in a snapshot must be unique. Section identifier that already exists: a"
      ])
  }

  @Test func anExistingItemAppendedAgainMoves() {
    var snapshot = make(["a": [1, 2], "b": [3]])
    snapshot.appendItems([1], toSection: "b")
    #expect(contents(snapshot) == ["a": [2], "b": [3, 1]])
    #expect(snapshot.indexOfItem(1) == 2)
    #expect(snapshot.storage.isConsistent)
    #expect(
      snapshot.errors.first?.description.hasPrefix(
        "Diffable data source detected an attempt to insert or append 1 item identifier that already exist") == true)
  }

  @Test func appendingWithoutSectionsIsRefused() {
    var snapshot = Snapshot()
    snapshot.appendItems([1])
    snapshot.appendItems([2], toSection: "zz")
    #expect(snapshot.numberOfItems == 0)
    #expect(
      snapshot.errors.map(\.description) == [
        "There are currently no sections in the data source. Please add a section first.",
        "appendItems(_:toSection:): Section identifier was not found in the snapshot: zz",
      ])
  }

  @Test func insertBeforeAndAfterItems() {
    var snapshot = make(["a": [1, 2], "b": [3]])
    snapshot.insertItems([7, 8], beforeItem: 2)
    snapshot.insertItems([9], afterItem: 3)
    #expect(contents(snapshot) == ["a": [1, 7, 8, 2], "b": [3, 9]])
    snapshot.insertItems([10], beforeItem: 99)
    snapshot.insertItems([11, 2], afterItem: 2)
    #expect(contents(snapshot) == ["a": [1, 7, 8, 2], "b": [3, 9]])
    #expect(
      snapshot.errors.map(\.description) == [
        "insertItems(_:beforeItem:): Item identifier was not found in the snapshot: 99",
        "Invalid update: destination for insertion operation [2] is in the insertion identifier list",
      ])
    #expect(snapshot.storage.isConsistent)
  }

  @Test func deleteIgnoresAbsentIdentifiersAndDeleteAllRemovesSections() {
    var snapshot = make(["a": [1, 2, 3], "b": [4]])
    snapshot.deleteItems([2, 99, 4])
    #expect(contents(snapshot) == ["a": [1, 3], "b": []])
    #expect(snapshot.errors.isEmpty)
    snapshot.deleteAllItems()
    #expect(snapshot.numberOfSections == 0)
    #expect(snapshot.numberOfItems == 0)
  }

  @Test func movesOfItemsAndSections() {
    var snapshot = make(["a": [1, 2, 3], "b": [4], "c": [5]])
    snapshot.moveItem(1, afterItem: 3)
    snapshot.moveItem(5, beforeItem: 4)
    snapshot.moveSection("c", beforeSection: "a")
    snapshot.moveSection("a", afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["c", "b", "a"])
    #expect(contents(snapshot) == ["a": [2, 3, 1], "b": [5, 4], "c": []])
    #expect(snapshot.itemIdentifiers == [5, 4, 2, 3, 1])
    snapshot.moveItem(4, beforeItem: 4)
    snapshot.moveSection("q", beforeSection: "a")
    #expect(
      snapshot.errors.map(\.description) == [
        "Invalid update: attempt to move identifier 4 relative to itself",
        "moveSection(_:beforeSection:): Section identifier was not found in the snapshot: q",
      ])
    #expect(snapshot.storage.isConsistent)
  }

  @Test func sectionInsertsAndDeletes() {
    var snapshot = make(["a": [1], "b": [2]])
    snapshot.insertSections(["x", "y"], beforeSection: "b")
    snapshot.insertSections(["z"], afterSection: "b")
    #expect(snapshot.sectionIdentifiers == ["a", "x", "y", "b", "z"])
    snapshot.appendItems([3], toSection: "y")
    snapshot.deleteSections(["a", "nothing"])
    #expect(snapshot.sectionIdentifiers == ["x", "y", "b", "z"])
    #expect(snapshot.itemIdentifiers == [3, 2])
    #expect(snapshot.indexOfItem(2) == 1)
    #expect(snapshot.storage.isConsistent)
  }

  @Test func marksListWhatWasMarkedAndRefuseAbsentIdentifiers() {
    var snapshot = make(["a": [1, 2, 3]])
    snapshot.reloadItems([2, 1, 2])
    snapshot.reconfigureItems([3])
    snapshot.reloadSections(["a"])
    snapshot.reloadItems([1, 42])
    snapshot.reconfigureItems([43])
    snapshot.reloadSections(["nope"])
    #expect(snapshot.reloadedItemIdentifiers == [2, 1])
    #expect(snapshot.reconfiguredItemIdentifiers == [3])
    #expect(snapshot.reloadedSectionIdentifiers == ["a"])
    #expect(
      snapshot.errors.map(\.description) == [
        "Attempted to reload item identifier that does not exist in the snapshot: 42",
        "Attempted to reconfigure item identifier that does not exist in the snapshot: 43",
        "Attempted to reload section identifier that does not exist in the snapshot: nope",
      ])
    snapshot.deleteItems([2])
    #expect(snapshot.reloadedItemIdentifiers == [1])
  }

  @Test func equalityComparesSectionsAndItemsInOrderNotMarks() {
    var first = make(["a": [1, 2], "b": []])
    let second = make(["a": [1, 2], "b": []])
    first.reloadItems([1])
    #expect(first == second)
    #expect(make(["a": [1], "b": [2]]) != make(["a": [1, 2], "b": []]))
    #expect(first.unmarked.reloadedItemIdentifiers.isEmpty)
  }
}
