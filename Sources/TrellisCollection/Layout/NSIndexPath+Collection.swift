import Foundation

extension NSIndexPath {
  /// Creates a two-index path, section first (`NSIndexPath(item:section:)`, which Linux Foundation lacks).
  public convenience init(item: Int, section: Int) {
    self.init(indexes: [section, item], length: 2)
  }

  /// Creates a two-index path, section first (`NSIndexPath(row:section:)`).
  public convenience init(row: Int, section: Int) { self.init(item: row, section: section) }

  /// The second index, or `NSNotFound` when the path has fewer than two (`NSIndexPath.item`).
  public var item: Int { length > 1 ? index(atPosition: 1) : NSNotFound }

  /// The second index, as `item` (`NSIndexPath.row`).
  public var row: Int { item }

  /// The first index, or `NSNotFound` when the path is empty (`NSIndexPath.section`).
  public var section: Int { length > 0 ? index(atPosition: 0) : NSNotFound }
}
