import Foundation

/// One recorded call of a batch update, for one index path or section, as `performBatchUpdates` records it.
///
/// Index paths follow UIKit's conventions (`Documentation/Behaviour.md#updates-index-paths`): deletes,
/// reloads and reconfigures name the state before the batch, inserts the state after it, and a move goes
/// from an index path before to one after. A section-level operation names sections only.
package enum BatchUpdateOperation: Hashable, Sendable, CustomStringConvertible {
  /// `insertItems(at:)` for one index path of the state after.
  case insertItem(IndexPath)
  /// `deleteItems(at:)` for one index path of the state before.
  case deleteItem(IndexPath)
  /// `moveItem(at:to:)`: from an index path before to one after.
  case moveItem(from: IndexPath, to: IndexPath)
  /// `reloadItems(at:)` for one index path of the state before.
  case reloadItem(IndexPath)
  /// `reconfigureItems(at:)` for one index path of the state before.
  case reconfigureItem(IndexPath)
  /// `insertSections(_:)` for one section of the state after.
  case insertSection(Int)
  /// `deleteSections(_:)` for one section of the state before.
  case deleteSection(Int)
  /// `moveSection(_:toSection:)`: from a section before to one after.
  case moveSection(from: Int, to: Int)
  /// `reloadSections(_:)` for one section of the state before.
  case reloadSection(Int)

  /// Whether the operation names sections rather than items.
  package var isSectionOperation: Bool {
    switch self {
    case .insertSection, .deleteSection, .moveSection, .reloadSection: true
    case .insertItem, .deleteItem, .moveItem, .reloadItem, .reconfigureItem: false
    }
  }

  /// A description such as `delete item [0, 3]`, `move item [0, 1] to [2, 0]` or `insert section 2`.
  package var description: String {
    switch self {
    case .insertItem(let indexPath): "insert item \(indexPath.shortDescription)"
    case .deleteItem(let indexPath): "delete item \(indexPath.shortDescription)"
    case .moveItem(let from, let to): "move item \(from.shortDescription) to \(to.shortDescription)"
    case .reloadItem(let indexPath): "reload item \(indexPath.shortDescription)"
    case .reconfigureItem(let indexPath): "reconfigure item \(indexPath.shortDescription)"
    case .insertSection(let section): "insert section \(section)"
    case .deleteSection(let section): "delete section \(section)"
    case .moveSection(let from, let to): "move section \(from) to \(to)"
    case .reloadSection(let section): "reload section \(section)"
    }
  }
}

extension BatchUpdateOperation {
  /// The operation's verb: `insert`, `delete`, `move`, `reload` or `reconfigure`.
  var verb: String {
    switch self {
    case .insertItem, .insertSection: "insert"
    case .deleteItem, .deleteSection: "delete"
    case .moveItem, .moveSection: "move"
    case .reloadItem, .reloadSection: "reload"
    case .reconfigureItem: "reconfigure"
    }
  }

  /// `inserted`, `deleted`, `moved`, `reloaded` or `reconfigured`.
  var pastParticiple: String { verb.hasSuffix("e") ? verb + "d" : verb + "ed" }

  /// The section a section operation names before the update and the one it names after.
  var sections: (old: Int?, new: Int?) {
    switch self {
    case .deleteSection(let section), .reloadSection(let section): (section, nil)
    case .insertSection(let section): (nil, section)
    case .moveSection(let from, let to): (from, to)
    case .insertItem, .deleteItem, .moveItem, .reloadItem, .reconfigureItem: (nil, nil)
    }
  }

  /// The item position an item operation names before the update and the one it names after.
  var positions: (old: ItemPosition?, new: ItemPosition?) {
    switch self {
    case .deleteItem(let path), .reloadItem(let path), .reconfigureItem(let path): (ItemPosition(path), nil)
    case .insertItem(let path): (nil, ItemPosition(path))
    case .moveItem(let from, let to): (ItemPosition(from), ItemPosition(to))
    case .insertSection, .deleteSection, .moveSection, .reloadSection: (nil, nil)
    }
  }
}
