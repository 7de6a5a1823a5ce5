import Foundation
import Trellis

/// Self-sizing workloads: a 1M-item flow section with an estimated height, scrolled through cells that are
/// measured as they appear (`preferredLayoutAttributesFitting(_:)`, one layout pass per frame).
@MainActor enum SelfSizingBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "selfsizing-scroll-frame", unit: "µs/frame (mean)", runs: 7,
        note: "1280×800, one 1280-wide column of self-sizing label cells (30–70 pt, estimate 60), 1M items: "
          + "scroll 4 pt through fresh cells + layout pass with measuring"
      ) { scrollFrame() },
      Benchmark(
        name: "selfsizing-scroll-allocs", unit: "allocs/frame", runs: 3,
        note:
          "heap allocations per frame scrolling back over measured cells (needs the allocation probe; -1 without it)"
      ) { scrollAllocations() },
    ]
  }

  /// A label cell whose content is 30–70 pt tall by item, set when configured.
  final class SizingCell: CollectionViewCell {
    let label = Label()
    var contentHeight: CGFloat = 40
    required init(frame: CGRect) {
      super.init(frame: frame)
      contentView.addSubview(label)
    }

    /// Not used: the collection view makes these views with `init(frame:)`.
    required init?(coder: NSCoder) { nil }
    override func layoutSubviews() {
      super.layoutSubviews()
      label.frame = contentView.bounds
    }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 1280, height: contentHeight) }
  }

  /// A data source with precomputed texts; each item's height is 30 + (item mod 5) × 10.
  final class Source: CollectionViewDataSource {
    let texts = (0..<1000).map { String($0) }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 1_000_000 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! SizingCell
      cell.label.text = texts[indexPath.item % 1000]
      cell.contentHeight = 30 + CGFloat(indexPath.item % 5) * 10
      return cell
    }
  }

  static func makeCollectionView() -> (CollectionView, Source) {
    let layout = FlowLayout()
    layout.estimatedItemSize = CGSize(width: 1280, height: 60)
    layout.minimumLineSpacing = 0
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
    cv.register(SizingCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source()
    cv.dataSource = source
    cv.layoutIfNeeded()
    return (cv, source)
  }

  /// Mean microseconds of a 4 pt scroll plus layout pass into cells never measured: the mean, since only
  /// about one frame in twelve shows a new cell and measures it (a median would hide them).
  static func scrollFrame() -> Double {
    let (cv, source) = makeCollectionView()
    let warm = CollectionBenchmarks.scroll(cv, from: 0, frames: 300)
    var samples: [Double] = []
    samples.reserveCapacity(600)
    _ = CollectionBenchmarks.scroll(cv, from: warm, frames: 600) { frame in
      samples.append(Benchmark.milliseconds(frame) * 1000)
    }
    withExtendedLifetime(source) {}
    return samples.reduce(0, +) / Double(samples.count)
  }

  /// Heap allocations per frame scrolling back up over cells measured on the way down, or -1 without
  /// the allocation probe. A cell shown again for a measured item is asked again (its answer changes
  /// nothing), which costs the attribute copies it is offered.
  static func scrollAllocations() -> Double {
    guard AllocationProbe.count != nil else { return -1 }
    let (cv, source) = makeCollectionView()
    var offset = CollectionBenchmarks.scroll(cv, from: 0, frames: 1200)
    let before = AllocationProbe.count!
    for _ in 0..<600 {
      offset -= 4
      cv.contentOffset = CGPoint(x: 0, y: offset)
      cv.layoutIfNeeded()
    }
    let after = AllocationProbe.count!
    withExtendedLifetime(source) {}
    return Double(after - before) / 600
  }
}
