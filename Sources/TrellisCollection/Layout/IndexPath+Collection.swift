import Foundation

extension IndexPath {
  /// Creates an index path for an item in a section (`IndexPath(item:section:)`, which UIKit adds to Foundation).
  ///
  /// Built by appending to a one-index path, which Foundation stores inline as a pair: `init(indexes:)`
  /// with an array literal would allocate the array on the heap, for every index path.
  public init(item: Int, section: Int) {
    self.init(index: section)
    append(item)
  }

  /// Creates an index path for a row in a section (`IndexPath(row:section:)`).
  public init(row: Int, section: Int) { self.init(item: row, section: section) }

  /// The section, the first index.
  public var section: Int {
    get { self[0] }
    set { self[0] = newValue }
  }

  /// The item, the second index.
  public var item: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// The row, the second index (the table-view spelling of `item`).
  public var row: Int {
    get { self[1] }
    set { self[1] = newValue }
  }

  /// A short form for messages and dumps: `[section, item]`.
  public var shortDescription: String { count == 2 ? "[\(self[0]), \(self[1])]" : description }
}
