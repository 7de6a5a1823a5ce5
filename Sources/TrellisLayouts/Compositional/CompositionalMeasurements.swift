import Foundation
import TrellisCollection

/// The sizes cells and boundary supplementaries measured, kept by the layout across invalidations: by
/// section, then item (or boundary kind). Dropped when the container's length across the scroll axis
/// changes or on `reloadData()`, moved with their items by batch updates, dropped for reloaded items
/// (Documentation/Behaviour.md#compositional-self-sizing).
struct CompositionalMeasurements {
  /// Measured items' sizes, by section and item.
  private(set) var items: [Int: [Int: CompositionalMeasuredSize]] = [:]
  /// Measured boundary supplementaries' sizes, by section and kind.
  private(set) var boundaries: [Int: [String: CompositionalMeasuredSize]] = [:]
  /// The number of measured items.
  private(set) var itemCount = 0

  /// Whether nothing is measured.
  var isEmpty: Bool { items.isEmpty && boundaries.isEmpty }

  /// The measured size of an item, if any.
  func item(_ item: Int, section: Int) -> CompositionalMeasuredSize? { items[section]?[item] }

  /// The measured size of a section's boundary supplementary, if any.
  func boundary(_ kind: String, section: Int) -> CompositionalMeasuredSize? { boundaries[section]?[kind] }

  /// Records a measurement of an element (a cell or a section's boundary supplementary).
  mutating func record(_ size: CompositionalMeasuredSize, for key: ElementKey) {
    let section = key.indexPath.section
    switch key.category {
    case .cell:
      if items[section, default: [:]].updateValue(size, forKey: key.indexPath.item) == nil { itemCount += 1 }
    case .supplementaryView:
      boundaries[section, default: [:]][key.kind ?? ""] = size
    case .decorationView:
      break
    }
  }

  /// Forgets everything.
  mutating func removeAll() {
    items = [:]
    boundaries = [:]
    itemCount = 0
  }

  /// Moves every measurement to its element's key after a batch update, dropping those of removed and
  /// reloaded elements (`newKey` gives nil for them); boundary supplementaries follow their section
  /// (`newSection`).
  /// - Complexity: O(measured elements × log changes).
  mutating func remap(element newKey: (ElementKey) -> ElementKey?, section newSection: (Int) -> Int?) {
    let oldItems = items
    let oldBoundaries = boundaries
    removeAll()
    for (section, measured) in oldItems {
      for (item, size) in measured {
        let old = ElementKey(category: .cell, kind: nil, indexPath: IndexPath(item: item, section: section))
        if let new = newKey(old) { record(size, for: new) }
      }
    }
    for (section, measured) in oldBoundaries {
      for (kind, size) in measured {
        // A boundary item belongs to its section, which only a section change moves.
        guard let new = newSection(section) else { continue }
        record(
          size, for: ElementKey(category: .supplementaryView, kind: kind, indexPath: IndexPath(item: 0, section: new)))
      }
    }
  }
}
