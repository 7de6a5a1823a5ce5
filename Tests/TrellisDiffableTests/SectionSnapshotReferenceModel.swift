@testable import TrellisDiffable

/// A naive section snapshot for the random test: children arrays per item, walked recursively, with the
/// same rules for refusals and the same reports, written as plainly as possible.
struct SectionSnapshotReferenceModel: Equatable {
  typealias Snapshot = DiffableDataSourceSectionSnapshot<Int>

  /// The roots, in order.
  var roots: [Int] = []
  /// The children of each item that has any.
  var children: [Int: [Int]] = [:]
  /// The parent of each item; nil value for a root.
  var parents: [Int: Int?] = [:]
  /// The expanded items.
  var expanded: Set<Int> = []
  /// The reports, as the snapshot keeps them.
  var errors: [DiffableDataSourceError] = []

  func contains(_ item: Int) -> Bool { parents[item] != nil }
  func siblings(under parent: Int?) -> [Int] { parent.map { children[$0] ?? [] } ?? roots }
  mutating func setSiblings(_ siblings: [Int], under parent: Int?) {
    if let parent { children[parent] = siblings.isEmpty ? nil : siblings } else { roots = siblings }
  }

  /// Depth-first, all items.
  var items: [Int] {
    func walk(_ item: Int) -> [Int] { [item] + (children[item] ?? []).flatMap(walk) }
    return roots.flatMap(walk)
  }

  /// Depth-first, only below expanded items.
  var visibleItems: [Int] {
    func walk(_ item: Int) -> [Int] { [item] + (expanded.contains(item) ? (children[item] ?? []).flatMap(walk) : []) }
    return roots.flatMap(walk)
  }

  func level(of item: Int) -> Int {
    var level = 0
    var current = item
    while let parent = parents[current] ?? nil {
      level += 1
      current = parent
    }
    return level
  }

  func isVisible(_ item: Int) -> Bool {
    var current = item
    while let parent = parents[current] ?? nil {
      if !expanded.contains(parent) { return false }
      current = parent
    }
    return true
  }

  /// `item` and all its descendants.
  func subtree(_ item: Int) -> [Int] { [item] + (children[item] ?? []).flatMap(subtree) }

  func duplicates(_ items: [Int], allowed: Set<Int> = []) -> [String] {
    var seen = Set<Int>()
    var found: [String] = []
    for item in items {
      let repeated = (contains(item) && !allowed.contains(item)) || !seen.insert(item).inserted
      if repeated, !found.contains(String(item)) { found.append(String(item)) }
    }
    return found
  }

  /// Reports `call`'s absent `item` and answers false, or answers true.
  mutating func check(_ item: Int, _ call: String) -> Bool {
    if contains(item) { return true }
    errors.append(.sectionSnapshotItemNotFound(call: call, identifier: String(item)))
    return false
  }

  /// Puts `forest`'s trees at `index` among the children of `parent`, or refuses them.
  mutating func place(_ forest: Self, under parent: Int?, at index: Int, allowed: Set<Int> = []) {
    let duplicates = duplicates(forest.items, allowed: allowed)
    guard duplicates.isEmpty else { return errors.append(.sectionSnapshotDuplicateItems(duplicates)) }
    var siblings = siblings(under: parent)
    siblings.insert(contentsOf: forest.roots, at: index)
    setSiblings(siblings, under: parent)
    for item in forest.items {
      let newParent: Int? = forest.parents[item]! ?? parent
      parents[item] = .some(newParent)
      if let list = forest.children[item] { children[item] = list }
      if forest.expanded.contains(item) { expanded.insert(item) }
    }
  }

  static func leaves(_ items: [Int]) -> Self {
    var forest = Self()
    forest.roots = items
    for item in items { forest.parents[item] = .some(nil) }
    return forest
  }

  mutating func append(_ forest: Self, to parent: Int?, call: String = "append(_:to:)") {
    guard !forest.roots.isEmpty else { return }
    if let parent, !check(parent, call) { return }
    place(forest, under: parent, at: siblings(under: parent).count)
  }

  mutating func insert(_ forest: Self, before item: Int) {
    guard !forest.roots.isEmpty, check(item, "insert(_:before:)") else { return }
    let parent = parents[item]!
    place(forest, under: parent, at: siblings(under: parent).firstIndex(of: item)!)
  }

  mutating func insert(_ forest: Self, after item: Int) {
    guard !forest.roots.isEmpty, check(item, "insert(_:after:)") else { return }
    let parent = parents[item]!
    place(forest, under: parent, at: siblings(under: parent).firstIndex(of: item)! + 1)
  }

  mutating func remove(_ item: Int) {
    guard contains(item) else { return }
    let parent = parents[item]!
    setSiblings(siblings(under: parent).filter { $0 != item }, under: parent)
    for gone in subtree(item) {
      parents[gone] = nil
      children[gone] = nil
      expanded.remove(gone)
    }
  }

  mutating func delete(_ items: [Int]) {
    var absent: [Int] = []
    for item in items where !contains(item) && !absent.contains(item) { absent.append(item) }
    guard absent.isEmpty else {
      return errors += absent.map { .sectionSnapshotDeleteOfAbsentItem(String($0)) }
    }
    for item in items { remove(item) }
  }

  mutating func deleteAll() {
    let kept = errors
    self = Self()
    errors = kept
  }

  mutating func setExpanded(_ isExpanded: Bool, _ items: [Int]) {
    for item in items where check(item, isExpanded ? "expand(_:)" : "collapse(_:)") {
      if isExpanded { expanded.insert(item) } else { expanded.remove(item) }
    }
  }

  mutating func replace(childrenOf parent: Int, using forest: Self) {
    guard check(parent, "replace(childrenOf:using:)") else { return }
    let descendants = Set(subtree(parent).dropFirst())
    let duplicates = duplicates(forest.items, allowed: descendants)
    guard duplicates.isEmpty else { return errors.append(.sectionSnapshotDuplicateItems(duplicates)) }
    for child in children[parent] ?? [] { remove(child) }
    place(forest, under: parent, at: 0)
  }

  /// The subtree below `parent` as a forest of its own.
  func forest(of parent: Int, includingParent: Bool) -> Self {
    var forest = Self()
    forest.roots = includingParent ? [parent] : children[parent] ?? []
    for item in subtree(parent).dropFirst(includingParent ? 0 : 1) {
      let parent: Int? = forest.roots.contains(item) ? nil : parents[item]!
      forest.parents[item] = .some(parent)
      forest.children[item] = children[item]
      if expanded.contains(item) { forest.expanded.insert(item) }
    }
    return forest
  }

  /// The same tree as a section snapshot, built with appends and one expand.
  func build() -> Snapshot {
    var snapshot = Snapshot()
    snapshot.append(roots)
    for item in items { snapshot.append(children[item] ?? [], to: item) }
    snapshot.expand(items.filter(expanded.contains))
    return snapshot
  }
}
