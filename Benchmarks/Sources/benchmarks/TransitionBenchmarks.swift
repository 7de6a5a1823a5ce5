import Foundation
import TrellisCollection
import TrellisLayouts
import TrellisUI

/// Interactive layout transitions: one frame of a pinch between two grid densities in a 1M-item grid
/// (about 100 cells visible), the gesture setting `transitionProgress` every frame.
@MainActor enum TransitionBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "transition-interactive-frame-1m", unit: "µs/frame", runs: 3,
        note: "1M-item grid, 90 pt to 150 pt cells (~100 visible): set transitionProgress + frame + layout pass"
      ) { interactiveFrames(measureAllocations: false) },
      Benchmark(
        name: "transition-interactive-allocs-1m", unit: "allocs/frame", runs: 3,
        note: "heap allocations per interactive-transition frame once warm (needs the allocation probe; -1 without it)"
      ) { interactiveFrames(measureAllocations: true) },
      Benchmark(
        name: "transition-interactive-frame-1m-deep", unit: "µs/frame", runs: 3,
        note: "as transition-interactive-frame-1m at offset 2 000 000, where most shown items pass through"
      ) { interactiveFrames(measureAllocations: false, deep: true) },
      Benchmark(
        name: "transition-interactive-allocs-1m-deep", unit: "allocs/frame", runs: 3,
        note: "heap allocations per deep interactive-transition frame once warm (-1 without the probe)"
      ) { interactiveFrames(measureAllocations: true, deep: true) },
      Benchmark(
        name: "transition-query-1m-deep", unit: "µs/query", runs: 3,
        note: "the transition layout's query alone at offset 2 000 000 after a progress change (the search)"
      ) { deepQueries() },
    ]
  }

  /// The layout the interactive benchmarks pinch towards: 150-point tiles 8 points apart.
  static func denseLayout() -> FlowLayout {
    let dense = FlowLayout()
    dense.itemSize = CGSize(width: 150, height: 150)
    dense.minimumInteritemSpacing = 8
    dense.minimumLineSpacing = 8
    return dense
  }

  /// Median microseconds of the transition layout's plain-geometry query for the visible rectangle, deep
  /// in the 1M grid, each after a change of progress: the two layouts' answers are kept, the items
  /// passing through are searched again; no collection-view layout pass.
  static func deepQueries() -> Double {
    Application.shared.reset()
    let (cv, source) = CollectionBenchmarks.makeCollectionView(items: 1_000_000)
    cv.contentOffset = CGPoint(x: 0, y: 2_000_000)
    cv.layoutIfNeeded()
    let transition = cv.startInteractiveTransition(to: denseLayout())
    let rect = cv.bounds
    var shown = 0
    var samples: [Double] = []
    samples.reserveCapacity(80)
    for step in 0..<160 {
      let milliseconds = Benchmark.milliseconds {
        transition.transitionProgress = 0.1 + 0.01 * CGFloat(step % 80)
        _ = transition.forEachElement(in: rect) { _ in shown += 1 }
      }
      if step >= 80 { samples.append(milliseconds * 1000) }
    }
    precondition(shown > 40 * 160, "a screenful a query: \(shown / 160)")
    withExtendedLifetime(source) {}
    cv.cancelInteractiveTransition()
    Application.shared.reset()
    return samples.sorted()[samples.count / 2]
  }

  /// Median microseconds, or allocations, per frame over 60 frames of progress moving 0.01 a frame,
  /// after 120 warm-up frames over the same range.
  static func interactiveFrames(measureAllocations: Bool, deep: Bool = false) -> Double {
    if measureAllocations && AllocationProbe.count == nil { return -1 }
    Application.shared.reset()
    let (cv, source) = CollectionBenchmarks.makeCollectionView(items: 1_000_000)
    // At the top the two answers overlap; deep in the grid the two densities show different items at
    // one offset and mid-way most shown items are the ones passing through (found by a search).
    if deep {
      cv.contentOffset = CGPoint(x: 0, y: 2_000_000)
      cv.layoutIfNeeded()
    }
    let transition = cv.startInteractiveTransition(to: denseLayout())
    var time: TimeInterval = 0
    var step = 0
    func frame() {
      step += 1
      let phase = step % 160
      transition.transitionProgress = 0.1 + 0.01 * CGFloat(phase < 80 ? phase : 160 - phase)
      time += 1.0 / 60
      Application.shared.renderFrame(at: time)
      cv.layoutIfNeeded()
    }
    for _ in 0..<120 { frame() }
    var samples: [Double] = []
    samples.reserveCapacity(60)
    let before = AllocationProbe.count
    for _ in 0..<60 {
      if measureAllocations { frame() } else { samples.append(Benchmark.milliseconds { frame() } * 1000) }
    }
    let after = AllocationProbe.count
    precondition(cv.indexPathsForVisibleItems.count > 40, "a screenful: \(cv.indexPathsForVisibleItems.count)")
    withExtendedLifetime(source) {}
    cv.cancelInteractiveTransition()
    Application.shared.reset()
    if measureAllocations, let before, let after { return Double(after - before) / 60 }
    return samples.sorted()[samples.count / 2]
  }
}
