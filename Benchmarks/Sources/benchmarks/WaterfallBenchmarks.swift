import Foundation
import Trellis
import TrellisTesting

/// `WaterfallLayout` workloads at 100k items of seeded random heights: preparing (heights asked, columns
/// filled, spatial index built) and one scrolled frame, comparable with `collection-scroll-frame-1m`
/// (same view size, same cells, about as many visible).
@MainActor enum WaterfallBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "waterfall-prepare-100k", unit: "ms", runs: 5,
        note: "WaterfallLayout.prepare() after invalidateLayout(): 100k heights from the delegate, 12 columns, index"
      ) { prepare() },
      Benchmark(
        name: "waterfall-scroll-frame-100k", unit: "µs/frame", runs: 7,
        note: "1280×800, 12 columns, 100k items 50–150 pt tall (~110 visible) with a label: scroll 4 pt + layout pass"
      ) { scrollFrame() },
      Benchmark(
        name: "waterfall-scroll-allocs-100k", unit: "allocs/frame", runs: 3,
        note: "heap allocations per scrolled waterfall frame at 100k items (needs the allocation probe; -1 without it)"
      ) { scrollAllocations(labels: true) },
      Benchmark(
        name: "waterfall-scroll-allocs-plain-100k", unit: "allocs/frame", runs: 3,
        note: "as waterfall-scroll-allocs-100k with plain cells (no label): the layout and reuse alone"
      ) { scrollAllocations(labels: false) },
      Benchmark(
        name: "waterfall-scroll-allocs-uniform-100k", unit: "allocs/frame", runs: 3,
        note: "as waterfall-scroll-allocs-plain-100k with every item 100 pt tall: no reused cell changes size"
      ) { scrollAllocations(labels: false, uniform: true) },
    ]
  }

  /// Heights 50–150 pt, seeded.
  final class Heights: CollectionViewDelegateWaterfallLayout {
    let heights: [CGFloat]
    init(count: Int, uniform: Bool = false) {
      var random = SeededRandomNumberGenerator(seed: 11)
      heights = (0..<count).map { _ in uniform ? 100 : CGFloat(Int.random(in: 50...150, using: &random)) }
    }
    func collectionView(
      _ collectionView: CollectionView, layout: WaterfallLayout, heightForItemAt indexPath: IndexPath,
      columnWidth: CGFloat
    ) -> CGFloat { heights[indexPath.item] }
  }

  /// A laid-out 1280×800 collection view with a 12-column waterfall of `count` items.
  static func makeCollectionView(count: Int, labels: Bool = true, uniform: Bool = false)
    -> (CollectionView, WaterfallLayout, CollectionViewDataSource, Heights)
  {
    let layout = WaterfallLayout()
    layout.columnCount = 12
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
    cv.register(
      labels ? CollectionBenchmarks.LabelCell.self : CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source: CollectionViewDataSource =
      labels ? CollectionBenchmarks.Source(count: count) : PlainSource(count: count)
    let heights = Heights(count: count, uniform: uniform)
    cv.delegate = heights
    cv.dataSource = source
    cv.layoutIfNeeded()
    return (cv, layout, source, heights)
  }

  static func prepare() -> Double {
    let (cv, layout, source, heights) = makeCollectionView(count: 100_000)
    let time = Benchmark.milliseconds {
      layout.invalidateLayout()
      layout.prepare()
    }
    withExtendedLifetime((cv, source, heights)) {}
    return time
  }

  /// Median microseconds of a 4 pt scroll plus layout pass, after warming up over a few screens.
  static func scrollFrame() -> Double {
    let (cv, _, source, heights) = makeCollectionView(count: 100_000)
    let warm = CollectionBenchmarks.scroll(cv, from: 0, frames: 600)
    var samples: [Double] = []
    samples.reserveCapacity(600)
    _ = CollectionBenchmarks.scroll(cv, from: warm, frames: 600) { frame in
      samples.append(Benchmark.milliseconds(frame) * 1000)
    }
    withExtendedLifetime((source, heights)) {}
    return samples.sorted()[samples.count / 2]
  }

  /// Plain cells, configured with nothing.
  final class PlainSource: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  /// Heap allocations per scrolled frame once warm, or -1 without the allocation probe.
  static func scrollAllocations(labels: Bool, uniform: Bool = false) -> Double {
    guard AllocationProbe.count != nil else { return -1 }
    let (cv, _, source, heights) = makeCollectionView(count: 100_000, labels: labels, uniform: uniform)
    let warm = CollectionBenchmarks.scroll(cv, from: 0, frames: 600)
    let before = AllocationProbe.count!
    _ = CollectionBenchmarks.scroll(cv, from: warm, frames: 600)
    let after = AllocationProbe.count!
    withExtendedLifetime((source, heights)) {}
    return Double(after - before) / 600
  }
}
