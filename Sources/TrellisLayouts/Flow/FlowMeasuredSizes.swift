import Foundation
import TrellisCollection

/// One measured item of a self-sizing flow section: its index and its two lengths, exactly as measured
/// (24 bytes), so a measured size comes back unchanged and the view isn't asked again.
struct FlowMeasuredItem: Equatable {
  /// The item's index in its section.
  var item: Int
  /// The measured length along lines.
  var cross: CGFloat
  /// The measured length in the scrolling direction.
  var scroll: CGFloat
}

/// The sizes a self-sizing flow layout measured, per section a sorted array of measured items over the
/// uniform estimate: unmeasured items take no storage, so memory is proportional to the items measured.
///
/// The layout keeps them across invalidations; they follow their items through batch updates
/// (`remap(_:)`), and are dropped for reloaded items, on `reloadData()` and when the length across the
/// scrolling direction changes (Documentation/Behaviour.md#self-sizing).
struct FlowMeasuredSizes {
  /// Per section, its measured items sorted by index; sections past the end have none.
  private(set) var sections: [[FlowMeasuredItem]] = []
  /// The length along lines the sizes were measured at.
  var crossExtent: CGFloat = 0

  /// The number of measured items.
  /// - Complexity: O(sections).
  var count: Int { sections.reduce(0) { $0 + $1.count } }

  /// The bytes the store keeps, counting array capacities.
  /// - Complexity: O(sections).
  var byteCount: Int {
    sections.capacity * MemoryLayout<[FlowMeasuredItem]>.stride
      + sections.reduce(0) { $0 + $1.capacity * MemoryLayout<FlowMeasuredItem>.stride }
  }

  /// A section's measured items, sorted by index (empty when none).
  func items(inSection section: Int) -> [FlowMeasuredItem] {
    section < sections.count ? sections[section] : []
  }

  /// Records an item's measured lengths, replacing an earlier measurement.
  /// - Complexity: O(log m) to find it, O(m) to insert, for m measured items in the section.
  mutating func record(section: Int, item: Int, cross: CGFloat, scroll: CGFloat) {
    if sections.count <= section { sections.append(contentsOf: repeatElement([], count: section + 1 - sections.count)) }
    let entry = FlowMeasuredItem(item: item, cross: cross, scroll: scroll)
    let index = sections[section].partitioningIndex(in: 0..<sections[section].count) { $0.item >= item }
    if index < sections[section].count, sections[section][index].item == item {
      sections[section][index] = entry
    } else {
      sections[section].insert(entry, at: index)
    }
  }

  /// The measured lengths of an item, or nil when it keeps the estimate.
  /// - Complexity: O(log m) for m measured items in the section.
  func size(section: Int, item: Int) -> FlowMeasuredItem? {
    guard section < sections.count else { return nil }
    let items = sections[section]
    let index = items.partitioningIndex(in: 0..<items.count) { $0.item >= item }
    return index < items.count && items[index].item == item ? items[index] : nil
  }

  /// Forgets every measurement.
  mutating func removeAll() { sections = [] }

  /// Moves every measurement to its item's index path after a batch update, dropping those of deleted and
  /// reloaded items and of deleted sections.
  /// - Complexity: O(m log c) for m measured items and c changes, plus sorting the moved ones.
  mutating func remap(_ newIndexPath: (IndexPath) -> IndexPath?) {
    guard !sections.isEmpty else { return }
    var remapped: [[FlowMeasuredItem]] = []
    for (section, items) in sections.enumerated() {
      for entry in items {
        guard let target = newIndexPath(IndexPath(item: entry.item, section: section)), target.count == 2 else {
          continue
        }
        if remapped.count <= target.section {
          remapped.append(contentsOf: repeatElement([], count: target.section + 1 - remapped.count))
        }
        remapped[target.section].append(FlowMeasuredItem(item: target.item, cross: entry.cross, scroll: entry.scroll))
      }
    }
    for index in remapped.indices { remapped[index].sort { $0.item < $1.item } }
    sections = remapped
  }
}
