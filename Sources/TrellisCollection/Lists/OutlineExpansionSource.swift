import Foundation

/// A data source that knows which items of its section snapshots are expanded and can toggle them: what
/// a list cell's outline-disclosure accessory asks the collection view's data source (the diffable data
/// source adopts it; the protocol is not generic so the cell can ask through `dataSource`).
@MainActor package protocol OutlineExpansionSource: AnyObject {
  /// Whether the item at `indexPath` is expanded in its section snapshot; nil when it has none or no item is there.
  func isItemExpanded(at indexPath: IndexPath) -> Bool?
  /// Expands a collapsed item or collapses an expanded one, through the section snapshot handlers.
  func toggleExpansionOfItem(at indexPath: IndexPath)
}
