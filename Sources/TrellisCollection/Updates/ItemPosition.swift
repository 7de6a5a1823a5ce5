import Foundation

/// A section and an item as two plain integers: the planner's key for an item, cheaper to hash, compare
/// and copy than an `IndexPath`. A section-level position has item `NSNotFound`, as UIKit's update items do.
package struct ItemPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The section.
  package var section: Int
  /// The item, or `NSNotFound` for a whole section.
  package var item: Int

  /// Creates a position.
  package init(section: Int, item: Int) {
    self.section = section
    self.item = item
  }

  /// The position of an item index path (which must have two indexes).
  package init(_ indexPath: IndexPath) { self.init(section: indexPath[0], item: indexPath[1]) }

  /// The position that stands for a whole section (item `NSNotFound`).
  package static func section(_ section: Int) -> ItemPosition { ItemPosition(section: section, item: NSNotFound) }

  /// The index path `[section, item]`.
  package var indexPath: IndexPath { IndexPath(item: item, section: section) }

  /// Orders by section, then item; a whole section (`NSNotFound`) after its items, as UIKit compares index paths.
  package static func < (lhs: ItemPosition, rhs: ItemPosition) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `[section, item]`, or `section S` for a whole section.
  package var description: String { item == NSNotFound ? "section \(section)" : "[\(section), \(item)]" }
}
