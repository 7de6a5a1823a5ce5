import Foundation
import TrellisGeometry
import TrellisUI

extension CollectionView {
  /// Discards every visible view and re-reads everything from the data source at the next layout pass
  /// (`reloadData()`). The selection is kept, as UIKit keeps it, except index paths the new counts no
  /// longer contain (UIKit keeps those too, and later calls with them fail).
  public func reloadData() {
    cancelInteractiveMovement(before: "reloadData()", animated: false)
    discardPlaceholders()
    counts.isStale = true
    let context = collectionViewLayout.invalidationContextType.init()
    context.invalidateEverything = true
    context.invalidateDataSourceCounts = true
    collectionViewLayout.invalidateLayout(with: context)
    discardVisibleViews()
    containers.offsets.removeAll()
    prefetching.forgetOutstanding()
    forgetDragSources()
    forgetLandingItems()
    setNeedsLayout()
  }

  /// The number of sections, as the collection view last read it from the data source (`numberOfSections`).
  public var numberOfSections: Int {
    reloadCountsIfNeeded()
    return counts.items.count
  }

  /// The number of items in a section, as last read (`numberOfItems(inSection:)`); a section out of range
  /// is reported and answers 0.
  public func numberOfItems(inSection section: Int) -> Int {
    reloadCountsIfNeeded()
    guard section >= 0, section < counts.items.count else {
      report(.sectionOutOfRange(call: "numberOfItems(inSection:)", section: section, sections: counts.items.count))
      return 0
    }
    return counts.items[section]
  }

  /// Re-reads the counts if a reload is pending; negative counts are reported and read as 0.
  /// - Complexity: O(number of sections).
  /// With `droppingSelection` false the selection is left for the caller to remap (a batch update).
  func reloadCountsIfNeeded(droppingSelection: Bool = true) {
    guard counts.isStale else { return }
    counts.isStale = false
    guard let dataSource else {
      counts.items = []
      return
    }
    var sections = dataSource.numberOfSections(in: self)
    if sections < 0 {
      report(.negativeCount(call: "numberOfSections(in:)", section: nil, count: sections))
      sections = 0
    }
    var items: [Int] = []
    items.reserveCapacity(sections)
    for section in 0..<sections {
      let count = dataSource.collectionView(self, numberOfItemsInSection: section)
      if count < 0 {
        report(.negativeCount(call: "collectionView(_:numberOfItemsInSection:)", section: section, count: count))
      }
      items.append(max(0, count))
    }
    counts.items = items
    if droppingSelection { dropSelectionOutsideCounts() }
  }

  /// Deselects index paths the counts don't contain (after a reload with fewer items), without the delegate.
  /// - Complexity: O(selected items).
  private func dropSelectionOutsideCounts() {
    guard !selection.isEmpty else { return }
    for indexPath in selection.outside(counts.items) { setSelected(false, at: indexPath) }
  }

  /// Whether an index path names an existing item; reports `call` when it doesn't.
  func checkItem(_ indexPath: IndexPath, call: String, reporting: Bool = true) -> Bool {
    reloadCountsIfNeeded()
    guard let miss = counts.miss(indexPath) else { return true }
    if reporting {
      report(.indexPathOutOfRange(call: call, indexPath: indexPath, sections: miss.sections, items: miss.items))
    }
    return false
  }

  /// Used by the data source's default supplementary-view method: reports and returns a placeholder.
  public func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
    report(.missingSupplementaryView(kind: kind, indexPath: indexPath))
    return placeholderSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// An empty supplementary view that passes as dequeued for the element, shown in place of a view the
  /// data source could not give.
  func placeholderSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView {
    let placeholder = CollectionReusableView(frame: .zero)
    placeholder.isFreshlyDequeued = true
    placeholder.dequeuedElement = ElementKey(category: .supplementaryView, kind: kind, indexPath: indexPath)
    return placeholder
  }

  /// An empty cell that passes as dequeued for the item, shown in place of a cell the data source could
  /// not give.
  func placeholderCell(at indexPath: IndexPath) -> CollectionViewCell {
    let placeholder = CollectionViewCell(frame: .zero)
    placeholder.isFreshlyDequeued = true
    placeholder.dequeuedElement = ElementKey(category: .cell, kind: nil, indexPath: indexPath)
    return placeholder
  }
}
