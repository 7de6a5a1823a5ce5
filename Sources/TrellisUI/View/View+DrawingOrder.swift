import Foundation
import TrellisGeometry

/// The order siblings draw in: back to front by `zPosition`, ties in subview order.
///
/// The order is kept in one array per view, rebuilt in place after the subviews or their
/// `zPosition`s change: copied from `subviews`, then, unless already in order, sorted by a stable
/// merge sort (insertion-sorted runs merged through one shared scratch array). So once the arrays have
/// grown, adding, removing or reordering subviews and reading the order allocate nothing, as the
/// renderer and hit testing read it every frame while a collection view's cells come and go.
extension View {
  /// The subviews sorted back to front by `zPosition`, ties in subview order; cached until they change.
  /// - Complexity: O(n log n) when the subviews or their `zPosition`s changed, O(1) otherwise.
  public var subviewsInDrawingOrder: [View] {
    if drawingOrderIsStale { rebuildDrawingOrder() }
    return drawingOrder
  }

  func drawingOrderDidChange() {
    // Emptied at once (keeping its capacity), so it holds no removed view alive.
    drawingOrder.removeAll(keepingCapacity: true)
    drawingOrderIsStale = true
    // Only the subview that moved, came or went is damaged (by its caller), not this view's whole subtree.
    if window != nil || self is Window { Application.shared.setNeedsFrame() }
  }

  /// The merge sort's second array, shared by every view (main actor) and empty between sorts.
  private static var drawingOrderScratch: [View] = []
  /// The length of the runs insertion-sorted before merging.
  private static var drawingOrderRun: Int { 16 }

  private func rebuildDrawingOrder() {
    drawingOrderIsStale = false
    drawingOrder.append(contentsOf: subviews)
    var sorted = true
    for index in drawingOrder.indices.dropFirst()
    where drawingOrder[index].zPosition < drawingOrder[index - 1].zPosition {
      sorted = false
      break
    }
    if !sorted { Self.sortByZPosition(&drawingOrder) }
  }

  /// Sorts views stably by `zPosition`, allocating nothing once the scratch array has grown.
  /// - Complexity: O(n log n).
  private static func sortByZPosition(_ order: inout [View]) {
    let count = order.count
    var start = 0
    while start < count {
      insertionSort(&order, from: start, to: min(start + drawingOrderRun, count))
      start += drawingOrderRun
    }
    guard count > drawingOrderRun else { return }
    var scratch: [View] = []
    swap(&scratch, &drawingOrderScratch)
    scratch.append(contentsOf: order)
    var width = drawingOrderRun
    var sortedIsOrder = true
    while width < count {
      if sortedIsOrder {
        mergeRuns(of: width, from: order, into: &scratch)
      } else {
        mergeRuns(of: width, from: scratch, into: &order)
      }
      sortedIsOrder.toggle()
      width *= 2
    }
    if !sortedIsOrder { swap(&order, &scratch) }
    scratch.removeAll(keepingCapacity: true)
    swap(&scratch, &drawingOrderScratch)
  }

  /// Sorts `order[start..<end]` stably by `zPosition`.
  private static func insertionSort(_ order: inout [View], from start: Int, to end: Int) {
    var index = start + 1
    while index < end {
      let view = order[index]
      let z = view.zPosition
      var slot = index
      while slot > start && order[slot - 1].zPosition > z {
        order[slot] = order[slot - 1]
        slot -= 1
      }
      if slot != index { order[slot] = view }
      index += 1
    }
  }

  /// Merges each pair of sorted runs of `width` views of `source` into `destination` (same count),
  /// taking the earlier run's view on ties.
  private static func mergeRuns(of width: Int, from source: [View], into destination: inout [View]) {
    let count = source.count
    var left = 0
    while left < count {
      let middle = min(left + width, count)
      let end = min(left + 2 * width, count)
      var i = left
      var j = middle
      var k = left
      while i < middle && j < end {
        if source[j].zPosition < source[i].zPosition {
          destination[k] = source[j]
          j += 1
        } else {
          destination[k] = source[i]
          i += 1
        }
        k += 1
      }
      while i < middle {
        destination[k] = source[i]
        i += 1
        k += 1
      }
      while j < end {
        destination[k] = source[j]
        j += 1
        k += 1
      }
      left = end
    }
  }
}
