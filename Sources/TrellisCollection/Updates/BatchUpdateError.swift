import Foundation

/// Why a batch update was refused: the first problem the planner found, with the operation, the
/// section and the counts (`Documentation/Behaviour.md#updates-planner-errors`).
///
/// The count texts are UIKit's (iOS 6 – 16.3) word for word, two spaces after the first sentence
/// included; the out-of-range texts follow UIKit's where UIKit has one.
package enum BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A count below zero: of a section's items (`section` non-nil) or of the sections, before or after.
  case negativeCount(section: Int?, count: Int, afterUpdate: Bool)
  /// An item operation whose index path doesn't have exactly two indexes.
  case malformedIndexPath(BatchUpdateOperation)
  /// A section operation naming a section past the section count before (`afterUpdate` false) or after.
  case sectionOutOfRange(BatchUpdateOperation, section: Int, sections: Int, afterUpdate: Bool)
  /// Two section operations that can't both apply; `first` was recorded before `second`.
  case conflictingSectionOperations(first: BatchUpdateOperation, second: BatchUpdateOperation)
  /// The section counts don't balance.
  case invalidNumberOfSections(before: Int, after: Int, inserted: Int, deleted: Int)
  /// An item operation naming a section past the section count before or after.
  case itemSectionOutOfRange(BatchUpdateOperation, indexPath: IndexPath, sections: Int, afterUpdate: Bool)
  /// An item operation inside a section that a section operation of the same batch changes; `section`
  /// is the section as the item operation names it.
  case itemInChangedSection(BatchUpdateOperation, section: Int, sectionOperation: BatchUpdateOperation)
  /// An item operation naming an item past its section's count before or after.
  case itemOutOfRange(BatchUpdateOperation, indexPath: IndexPath, items: Int, afterUpdate: Bool)
  /// Two item operations that can't both apply; `first` was recorded before `second`.
  case conflictingItemOperations(first: BatchUpdateOperation, second: BatchUpdateOperation)
  /// A section that exists before and after has the wrong number of items after the update; `section`
  /// is its index after the update.
  case invalidNumberOfItems(
    section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)

  /// The message, in UIKit's wording where UIKit has one.
  package var description: String {
    switch self {
    case .negativeCount(let section, let count, let afterUpdate):
      let what = section.map { "items in section \($0)" } ?? "sections"
      return "invalid number of \(what) \(afterUpdate ? "after" : "before") the update (\(count)): counts can't be "
        + "negative"
    case .malformedIndexPath(let operation):
      return "attempt to \(operation): an item index path needs exactly two indexes, a section and an item"
    case .sectionOutOfRange(let operation, let section, let sections, let afterUpdate):
      let target = if case .moveSection(let from, _) = operation, afterUpdate { "\(from) to section " } else { "" }
      return "attempt to \(operation.verb) section \(target)\(section), but there are only \(sections) sections "
        + "\(afterUpdate ? "after" : "before") the update"
    case .conflictingSectionOperations(let first, let second):
      return Self.conflictText(first, second)
    case .invalidNumberOfSections(let before, let after, let inserted, let deleted):
      return "Invalid update: invalid number of sections.  The number of sections contained in the collection view "
        + "after the update (\(after)) must be equal to the number of sections contained in the collection view "
        + "before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) "
        + "inserted, \(deleted) deleted)."
    case .itemSectionOutOfRange(let operation, let indexPath, let sections, let afterUpdate):
      return
        "attempt to \(Self.itemPhrase(operation, indexPath, afterUpdate: afterUpdate)), but there are only \(sections) sections "
        + "\(afterUpdate ? "after" : "before") the update"
    case .itemInChangedSection(let operation, let section, let sectionOperation):
      return "attempt to \(operation): section \(section) is "
        + "\(sectionOperation.pastParticiple) in the same update (\(sectionOperation))"
    case .itemOutOfRange(let operation, let indexPath, let items, let afterUpdate):
      if afterUpdate {
        return
          "attempt to \(Self.itemPhrase(operation, indexPath, afterUpdate: afterUpdate)), but there are only \(items) items in section "
          + "\(indexPath[0]) after the update"
      }
      return
        "attempt to \(Self.itemPhrase(operation, indexPath, afterUpdate: afterUpdate)) which only contains \(items) items before the update"
    case .conflictingItemOperations(let first, let second):
      return Self.conflictText(first, second)
    case .invalidNumberOfItems(let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
      return "Invalid update: invalid number of items in section \(section).  The number of items contained in an "
        + "existing section after the update (\(after)) must be equal to the number of items contained in that "
        + "section before the update (\(before)), plus or minus the number of items inserted or deleted from that "
        + "section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of items moved into or out "
        + "of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }
  }

  /// `delete item 20 from section 0`, `insert item 6 into section 0`, `move item [0, 1] to item 6 in
  /// section 0`: the operation on the one index path of it that is out of range.
  static func itemPhrase(_ operation: BatchUpdateOperation, _ indexPath: IndexPath, afterUpdate: Bool) -> String {
    let item = indexPath.count == 2 ? indexPath[1] : 0
    let section = indexPath.count >= 1 ? indexPath[0] : 0
    switch operation {
    case .insertItem: return "insert item \(item) into section \(section)"
    case .deleteItem: return "delete item \(item) from section \(section)"
    case .reloadItem: return "reload item \(item) from section \(section)"
    case .reconfigureItem: return "reconfigure item \(item) in section \(section)"
    case .moveItem where !afterUpdate: return "move item \(item) from section \(section)"
    case .moveItem(let from, _): return "move item \(from.shortDescription) to item \(item) in section \(section)"
    case .insertSection, .deleteSection, .moveSection, .reloadSection: return "\(operation)"
    }
  }

  /// The text for two operations that name the same index path or section.
  static func conflictText(_ first: BatchUpdateOperation, _ second: BatchUpdateOperation) -> String {
    switch (first, second) {
    case (.deleteItem(let path), .deleteItem), (.insertItem(let path), .insertItem):
      return "attempt to \(first.verb) item \(path.shortDescription) twice in one update"
    case (.deleteSection(let section), .deleteSection), (.insertSection(let section), .insertSection):
      return "attempt to \(first.verb) section \(section) twice in one update"
    case (.moveItem(let from, let to), .moveItem(let otherFrom, let otherTo)) where from == otherFrom:
      return "attempt to move item \(from.shortDescription) twice in one update (to \(to.shortDescription) and to "
        + "\(otherTo.shortDescription))"
    case (.moveItem(let from, let to), .moveItem(let otherFrom, _)):
      return "attempt to move items \(from.shortDescription) and \(otherFrom.shortDescription) to the same index path "
        + "\(to.shortDescription)"
    case (.moveSection(let from, let to), .moveSection(let otherFrom, let otherTo)) where from == otherFrom:
      return "attempt to move section \(from) twice in one update (to \(to) and to \(otherTo))"
    case (.moveSection(let from, let to), .moveSection(let otherFrom, _)):
      return "attempt to move sections \(from) and \(otherFrom) to the same section \(to)"
    default:
      return pairText(first, second) ?? pairText(second, first) ?? "attempt to \(first) and \(second) in one update"
    }
  }

  /// The text for a delete, insert or reload meeting another kind of operation, in that order.
  private static func pairText(_ first: BatchUpdateOperation, _ second: BatchUpdateOperation) -> String? {
    switch (first, second) {
    case (.deleteItem(let path), .moveItem):
      return "attempt to perform a delete and a move from the same index path \(path.shortDescription)"
    case (.insertItem(let path), .moveItem):
      return "attempt to perform an insert and a move to the same index path \(path.shortDescription)"
    case (.deleteItem(let path), .reloadItem):
      return "attempt to delete and reload the same index path \(path.shortDescription)"
    case (.deleteItem(let path), .reconfigureItem):
      return "attempt to delete and reconfigure the same index path \(path.shortDescription)"
    case (.reloadItem(let path), .moveItem):
      return "attempt to reload and move the same index path \(path.shortDescription)"
    case (.deleteSection(let section), .moveSection):
      return "attempt to perform a delete and a move from the same section \(section)"
    case (.insertSection(let section), .moveSection):
      return "attempt to perform an insert and a move to the same section \(section)"
    case (.deleteSection(let section), .reloadSection):
      return "attempt to delete and reload the same section \(section)"
    case (.reloadSection(let section), .moveSection):
      return "attempt to reload and move the same section \(section)"
    default:
      return nil
    }
  }
}
