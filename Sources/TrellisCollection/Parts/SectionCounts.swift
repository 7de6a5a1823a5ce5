import Foundation

/// The item count of every section, as last read from the data source, and whether a read is due:
/// the data part of a collection view.
struct SectionCounts {
  /// Items per section.
  var items: [Int] = []
  /// Whether the counts must be read again before they are used (after `reloadData()` or during a commit).
  var isStale = true

  /// Why `indexPath` names no item: the section count and, when the section exists, its item count;
  /// nil when it names an item.
  func miss(_ indexPath: IndexPath) -> (sections: Int, items: Int?)? {
    guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < items.count else {
      return (items.count, nil)
    }
    let count = items[indexPath.section]
    guard indexPath.item >= 0, indexPath.item < count else { return (items.count, count) }
    return nil
  }
}
