import Foundation

/// How much longer than the template each repetition of a section's group is, stored sparsely: a page of
/// per-repetition differences exists only once one of its repetitions was measured, and a Fenwick tree
/// over the pages' totals gives where any repetition starts in O(log pages).
///
/// Memory: one `CGFloat` per page of the section once anything is measured, plus `pageSize` differences
/// and their prefix sums per page holding a measured repetition (a 1,000,000-item list with 10 rows
/// measured on one screen: 15,625 tree entries and one page).
struct CompositionalRepetitionOffsets: Equatable {
  /// Repetitions per page.
  static let pageSize = 64

  /// One page's differences and their running sums.
  struct Page: Equatable {
    /// The difference of each repetition of the page.
    var deltas = [CGFloat](repeating: 0, count: CompositionalRepetitionOffsets.pageSize)
    /// `prefix[i]`: the sum of `deltas[0..<i]`.
    var prefix = [CGFloat](repeating: 0, count: CompositionalRepetitionOffsets.pageSize + 1)
  }

  /// The number of repetitions.
  private(set) var count = 0
  /// The pages holding a measured repetition, by page index.
  private(set) var pages: [Int: Page] = [:]
  /// The Fenwick tree over page totals (1-based; empty until something is measured).
  private var tree: [CGFloat] = []
  /// The sum of every difference.
  private(set) var total: CGFloat = 0

  /// Offsets for `count` repetitions, all as long as the template.
  init(count: Int = 0) { self.count = max(0, count) }

  /// The number of pages that hold differences.
  var allocatedPageCount: Int { pages.count }
  /// The bytes of storage held (tree and pages), for memory tests.
  var storageBytes: Int {
    (tree.count + pages.count * (2 * Self.pageSize + 1)) * MemoryLayout<CGFloat>.stride
  }

  /// The difference of repetition `index` (0 when it isn't measured).
  func delta(at index: Int) -> CGFloat {
    pages[index / Self.pageSize]?.deltas[index % Self.pageSize] ?? 0
  }

  /// Sets the difference of repetition `index`.
  /// - Complexity: O(pageSize + log pages).
  mutating func setDelta(_ delta: CGFloat, at index: Int) {
    guard index >= 0, index < count else { return }
    let pageIndex = index / Self.pageSize
    let slot = index % Self.pageSize
    let old = pages[pageIndex]?.deltas[slot] ?? 0
    guard old != delta else { return }
    if tree.isEmpty { tree = [CGFloat](repeating: 0, count: (count + Self.pageSize - 1) / Self.pageSize + 1) }
    var page = pages.removeValue(forKey: pageIndex) ?? Page()
    page.deltas[slot] = delta
    for next in slot..<Self.pageSize { page.prefix[next + 1] = page.prefix[next] + page.deltas[next] }
    pages[pageIndex] = page
    var node = pageIndex + 1
    while node < tree.count {
      tree[node] += delta - old
      node += node & -node
    }
    total += delta - old
  }

  /// The sum of the differences of the repetitions before `index`.
  /// - Complexity: O(log pages).
  func offset(before index: Int) -> CGFloat {
    guard !tree.isEmpty, index > 0 else { return 0 }
    let clamped = min(index, count)
    let pageIndex = clamped / Self.pageSize
    var sum: CGFloat = 0
    var node = min(pageIndex, tree.count - 1)
    while node > 0 {
      sum += tree[node]
      node -= node & -node
    }
    if let page = pages[pageIndex] { sum += page.prefix[clamped % Self.pageSize] }
    return sum
  }
}
