import Foundation

/// A misuse of a snapshot, a section snapshot or a diffable data source, with the identifiers involved.
///
/// UIKit raises Objective-C exceptions for most of these; Trellis refuses the call, which then changes
/// nothing, and reports the error: a snapshot keeps what its refused calls reported in `errors`, and the
/// data source hands them, with its own, to the collection view's `errorHandler` when the snapshot is
/// applied. The messages use UIKit's wording where UIKit has one (see Documentation/Behaviour.md,
/// "Diffable data source").
public enum DiffableDataSourceError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
  /// One call's array names an item identifier more than once (`appendItems([a, a])`).
  case duplicateItemIdentifiers([String])
  /// One call's array names a section identifier more than once.
  case duplicateSectionIdentifiers([String])
  /// A section identifier appended or inserted again.
  case sectionIdentifierAlreadyExists(String)
  /// Item identifiers appended or inserted that were already in the snapshot: they moved (iOS 15's
  /// behaviour, which UIKit logs as a client bug).
  case existingItemIdentifiersMoved(count: Int)
  /// `appendItems(_:)` without a section into a snapshot with no sections.
  case noSections
  /// A call named a section identifier that the snapshot doesn't have.
  case sectionIdentifierNotFound(call: String, identifier: String)
  /// A call named an item identifier that the snapshot doesn't have (as the place to insert or move to,
  /// or as the item to move).
  case itemIdentifierNotFound(call: String, identifier: String)
  /// An insert whose destination is among the identifiers being inserted.
  case destinationAmongInsertedIdentifiers(String)
  /// A move of an item or section relative to itself.
  case moveRelativeToItself(String)
  /// `reloadItems` of an identifier the snapshot doesn't have.
  case reloadOfAbsentItem(String)
  /// `reconfigureItems` of an identifier the snapshot doesn't have.
  case reconfigureOfAbsentItem(String)
  /// `reloadSections` of an identifier the snapshot doesn't have.
  case reloadOfAbsentSection(String)
  /// A section snapshot was given identifiers it already has, or the same identifier twice.
  case sectionSnapshotDuplicateItems([String])
  /// A section snapshot was asked about, or told to place something relative to, an item it doesn't have.
  case sectionSnapshotItemNotFound(call: String, identifier: String)
  /// A section snapshot was told to delete an item it doesn't have.
  case sectionSnapshotDeleteOfAbsentItem(String)
  /// The cell provider returned nil; the collection view shows an empty cell instead.
  case cellProviderReturnedNil(indexPath: IndexPath, item: String)
  /// A supplementary view was needed but the data source has no `supplementaryViewProvider`.
  case noSupplementaryViewProvider(kind: String, indexPath: IndexPath)
  /// The supplementary view provider returned nil, or a view dequeued for another kind.
  case supplementaryViewProviderMismatch(kind: String, indexPath: IndexPath, detail: String)
  /// Snapshots were applied from two different actors; the data source applies them in call order.
  case appliedFromDifferentActors(first: String, second: String)

  /// The message, in UIKit's wording where UIKit has one.
  public var description: String {
    switch self {
    case .duplicateItemIdentifiers(let identifiers):
      return "Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(Self.set(identifiers))"
    case .duplicateSectionIdentifiers(let identifiers):
      return "Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(Self.set(identifiers))"
    case .sectionIdentifierAlreadyExists(let identifier):
      return "Diffable data source detected an attempt to insert or append 1 section identifier that already "
        + "exists in the snapshot. Identifiers in a snapshot must be unique. Section identifier that already "
        + "exists: \(identifier)"
    case .existingItemIdentifiersMoved(let count):
      return "Diffable data source detected an attempt to insert or append \(count) item identifier"
        + "\(count == 1 ? "" : "s") that already exist in the snapshot. The existing item identifiers will be "
        + "moved into place instead, but this operation will be more expensive."
    case .noSections:
      return "There are currently no sections in the data source. Please add a section first."
    case .sectionIdentifierNotFound(let call, let identifier):
      return "\(call): Section identifier was not found in the snapshot: \(identifier)"
    case .itemIdentifierNotFound(let call, let identifier):
      return "\(call): Item identifier was not found in the snapshot: \(identifier)"
    case .destinationAmongInsertedIdentifiers(let identifier):
      return "Invalid update: destination for insertion operation [\(identifier)] is in the insertion identifier list"
    case .moveRelativeToItself(let identifier):
      return "Invalid update: attempt to move identifier \(identifier) relative to itself"
    case .reloadOfAbsentItem(let identifier):
      return "Attempted to reload item identifier that does not exist in the snapshot: \(identifier)"
    case .reconfigureOfAbsentItem(let identifier):
      return "Attempted to reconfigure item identifier that does not exist in the snapshot: \(identifier)"
    case .reloadOfAbsentSection(let identifier):
      return "Attempted to reload section identifier that does not exist in the snapshot: \(identifier)"
    case .sectionSnapshotDuplicateItems(let identifiers):
      return "Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(Self.set(identifiers))"
    case .sectionSnapshotItemNotFound(let call, let identifier):
      return "\(call): Item identifier does not exist in section snapshot: \(identifier)"
    case .sectionSnapshotDeleteOfAbsentItem(let identifier):
      return "Failed to find index of item \(identifier) in section snapshot"
    case .cellProviderReturnedNil(let indexPath, let item):
      return "UICollectionViewDiffableDataSource cell provider returned nil for index path "
        + "\(Self.path(indexPath)) with item identifier '\(item)', which is not allowed. You must always return "
        + "a cell to the collection view"
    case .noSupplementaryViewProvider(let kind, let indexPath):
      return "UICollectionView's data source requested a supplementary view of kind '\(kind)' at "
        + "\(Self.path(indexPath)), but a supplementaryViewProvider was not specified on the diffable data source"
    case .supplementaryViewProviderMismatch(let kind, let indexPath, let detail):
      return "the supplementaryViewProvider's view for kind '\(kind)' at \(Self.path(indexPath)) is unusable: \(detail)"
    case .appliedFromDifferentActors(let first, let second):
      return "Snapshots must be applied from one actor: this data source was first applied from \(first), now "
        + "from \(second); the apply still runs"
    }
  }

  /// Identifiers as UIKit prints a set of them.
  static func set(_ identifiers: [String]) -> String { "{(" + identifiers.joined(separator: ", ") + ")}" }

  /// An index path as `[section, item]`.
  static func path(_ indexPath: IndexPath) -> String { "[" + indexPath.map(String.init).joined(separator: ", ") + "]" }
}
