import Foundation

extension IndexPath {
  /// An index path of a section and an item, built as TrellisCollection's `IndexPath(item:section:)` is
  /// (one index, then an append: stored inline, no heap array), which this module can't see.
  @inline(__always)
  static func pair(section: Int, item: Int) -> IndexPath {
    var path = IndexPath(index: section)
    path.append(item)
    return path
  }
}
