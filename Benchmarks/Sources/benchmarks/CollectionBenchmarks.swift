import Foundation
import Trellis

/// Collection-view workloads: one scrolled frame (layout pass, reuse, configuration; no raster) with about
/// a hundred visible cells, at 1k and at 1M items, to show the cost doesn't depend on the item count.
@MainActor enum CollectionBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "collection-scroll-frame-1k", unit: "µs/frame", runs: 7,
        note: "1280×800, 90×90 cells with a label (~104 visible), flow layout, 1k items: scroll 4 pt + layout pass"
      ) { scrollFrame(items: 1_000) },
      Benchmark(
        name: "collection-scroll-frame-1m", unit: "µs/frame", runs: 7, note: "as collection-scroll-frame-1k, 1M items"
      ) { scrollFrame(items: 1_000_000) },
      Benchmark(
        name: "collection-scroll-allocs-1m", unit: "allocs/frame", runs: 3,
        note: "heap allocations per scrolled frame at 1M items (needs the allocation probe; -1 without it)"
      ) { scrollAllocations(items: 1_000_000) },
    ]
  }

  /// A data source with precomputed label texts, so configuring a reused cell allocates nothing; with
  /// `movable`, every item can move interactively (a move changes nothing: the texts repeat).
  final class Source: CollectionViewDataSource {
    let count: Int
    let texts = (0..<1000).map { String($0) }
    var movable = false
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! LabelCell
      cell.label.text = texts[indexPath.item % 1000]
      return cell
    }
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { movable }
    func collectionView(
      _ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}
  }

  /// A cell with a coloured background and a label.
  final class LabelCell: CollectionViewCell {
    let label = Label()
    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.backgroundColor = .systemTeal
      contentView.addSubview(label)
    }

    /// Not used: the collection view makes these views with `init(frame:)`.
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = contentView.bounds
    }
  }

  static func makeCollectionView(items: Int) -> (CollectionView, Source) {
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
    cv.register(LabelCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source(count: items)
    cv.dataSource = source
    cv.layoutIfNeeded()
    return (cv, source)
  }

  /// Scrolls `cv` down 4 pt per frame for `frames` frames, each a layout pass; returns the new offset.
  static func scroll(_ cv: CollectionView, from offset: CGFloat, frames: Int, each: (() -> Void) -> Void = { $0() })
    -> CGFloat
  {
    var offset = offset
    for _ in 0..<frames {
      offset += 4
      each {
        cv.contentOffset = CGPoint(x: 0, y: offset)
        cv.layoutIfNeeded()
      }
    }
    return offset
  }

  /// Median microseconds of a 4 pt scroll plus layout pass, after warming up over a few screens.
  static func scrollFrame(items: Int) -> Double {
    let (cv, source) = makeCollectionView(items: items)
    let warm = scroll(cv, from: 0, frames: 600)
    var samples: [Double] = []
    samples.reserveCapacity(600)
    _ = scroll(cv, from: warm, frames: 600) { frame in samples.append(Benchmark.milliseconds(frame) * 1000) }
    withExtendedLifetime(source) {}
    return samples.sorted()[samples.count / 2]
  }

  /// Heap allocations per scrolled frame once warm, or -1 without the allocation probe.
  static func scrollAllocations(items: Int) -> Double {
    guard AllocationProbe.count != nil else { return -1 }
    let (cv, source) = makeCollectionView(items: items)
    let warm = scroll(cv, from: 0, frames: 600)
    let before = AllocationProbe.count!
    _ = scroll(cv, from: warm, frames: 600)
    let after = AllocationProbe.count!
    withExtendedLifetime(source) {}
    return Double(after - before) / 600
  }
}
