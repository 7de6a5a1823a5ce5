import Foundation
import Testing

@testable import TrellisDiffable

/// Hand-written diffs with their exact results.
@Suite struct SnapshotDiffTests {
  /// The index path `[section, item]`.
  func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(indexes: [section, item]) }

  /// An item move between two index paths.
  func move(_ from: (Int, Int), _ to: (Int, Int)) -> SnapshotDiff.ItemMove {
    SnapshotDiff.ItemMove(from: path(from.0, from.1), to: path(to.0, to.1))
  }

  /// The diff between two layouts, after checking it against the model.
  func diff(_ old: ModelLayout, _ new: ModelLayout, marks: DiffModel.Marks = DiffModel.Marks()) -> SnapshotDiff {
    let diff = SnapshotDiff(from: DiffModel.storage(old), to: DiffModel.storage(new, marks: marks))
    #expect(DiffModel.problems(diff, from: old, to: new, marks: marks) == [])
    return diff
  }

  @Test func emptyToFull() {
    var expected = SnapshotDiff()
    expected.insertedSections = [0, 1]
    #expect(diff([], [(0, [1, 2]), (1, [3])]) == expected)
  }

  @Test func fullToEmpty() {
    var expected = SnapshotDiff()
    expected.deletedSections = [0, 1]
    #expect(diff([(0, [1, 2]), (1, [3])], []) == expected)
  }

  @Test func unchangedIsEmpty() {
    #expect(diff([(0, [1, 2]), (1, []), (2, [3])], [(0, [1, 2]), (1, []), (2, [3])]).isEmpty)
  }

  @Test func swappedSectionsWithChangesInside() {
    var expected = SnapshotDiff()
    expected.movedSections = [SnapshotDiff.SectionMove(from: 1, to: 0)]
    expected.deletedItems = [path(0, 1)]
    expected.insertedItems = [path(0, 2)]
    expected.movedItems = [move((1, 1), (0, 0))]
    #expect(diff([(0, [1, 2, 3]), (1, [4, 5])], [(1, [5, 4, 6]), (0, [1, 3])]) == expected)
  }

  @Test func itemMovesBetweenSections() {
    var expected = SnapshotDiff()
    expected.movedItems = [move((0, 1), (1, 1))]
    #expect(diff([(0, [1, 2]), (1, [3])], [(0, [1]), (1, [3, 2])]) == expected)
  }

  @Test func itemLeavesADeletedSection() {
    var expected = SnapshotDiff()
    expected.deletedSections = [0]
    expected.insertedItems = [path(0, 1)]
    #expect(diff([(0, [1, 2]), (1, [3])], [(1, [3, 2])]) == expected)
  }

  @Test func itemEntersAnInsertedSection() {
    var expected = SnapshotDiff()
    expected.insertedSections = [1]
    expected.deletedItems = [path(0, 1)]
    #expect(diff([(0, [1, 2])], [(0, [1]), (5, [2])]) == expected)
  }

  @Test func reversingFiveItemsIsFourMoves() {
    var expected = SnapshotDiff()
    expected.movedItems = [move((0, 1), (0, 3)), move((0, 2), (0, 2)), move((0, 3), (0, 1)), move((0, 4), (0, 0))]
    #expect(diff([(0, [1, 2, 3, 4, 5])], [(0, [5, 4, 3, 2, 1])]) == expected)
  }

  @Test func rotatingByOneIsOneMove() {
    var expected = SnapshotDiff()
    expected.movedItems = [move((0, 0), (0, 4))]
    #expect(diff([(0, [1, 2, 3, 4, 5])], [(0, [2, 3, 4, 5, 1])]) == expected)
  }

  @Test func marksOfItemsAndSectionsInBoth() {
    var marks = DiffModel.Marks()
    marks.reloadedSections = [1, 9]  // 9 is new: ignored
    marks.reloadedItems = [6, 2, 4, 7]  // 4 is in reloaded section 1; 7 is new: ignored
    marks.reconfiguredItems = [2, 3, 5]  // 2 is reloaded; 5 is in reloaded section 1
    var expected = SnapshotDiff()
    expected.insertedSections = [0]
    expected.insertedItems = [path(1, 3)]
    expected.reloadedSections = [2]
    expected.reloadedItems = [path(1, 1), path(1, 2)]
    expected.reconfiguredItems = [path(1, 0)]
    #expect(
      diff([(0, [3, 2, 6]), (1, [4, 5])], [(9, [8]), (0, [3, 2, 6, 7]), (1, [4, 5])], marks: marks) == expected)
  }
}
