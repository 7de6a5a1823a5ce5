import Foundation
import Trellis
import TrellisTesting

/// `FlowLayout` under batch updates: the commit of an insert of 10 items into one 1M-item section
/// through a collection view shown in a headless window (validation, the layout's re-prepare after
/// `invalidateDataSourceCounts`, `prepare(forCollectionViewUpdates:)`, animation set-up); the animation
/// that follows runs to its end untimed.
@MainActor enum FlowUpdateBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "flow-update-insert-uniform-1m", unit: "ms/commit", runs: 5,
        note: "insertItems of 10 items in a 1M-item section, itemSize only (no sizeForItemAt), 1280×800 window"
      ) { insertTime(variable: false) },
      Benchmark(
        name: "flow-update-insert-variable-1m", unit: "ms/commit", runs: 5,
        note: "as flow-update-insert-uniform-1m, sizes from sizeForItemAt (30–120 × 30–80 pt)"
      ) { insertTime(variable: true) },
    ]
  }

  /// A flow delegate answering item sizes from a table that the benchmark keeps in step with the data;
  /// the table is raw memory, so answering costs what `FlowBenchmarks.Sizes` costs (no exclusivity check
  /// of a class's array property per call).
  final class Sizes: CollectionViewDelegateFlowLayout {
    let sizes: UnsafeMutableBufferPointer<CGSize>
    var count: Int
    init(_ initial: [CGSize], capacity: Int) {
      sizes = .allocate(capacity: capacity)
      _ = sizes.initialize(from: initial)
      count = initial.count
    }
    /// Inserts a size at `index`, shifting the later ones.
    func insert(_ size: CGSize, at index: Int) {
      let base = sizes.baseAddress!
      (base + index + 1).update(from: base + index, count: count - index)
      base[index] = size
      count += 1
    }
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.item] }
  }

  /// The average milliseconds of one commit of a 10-item insert at random positions.
  static func insertTime(variable: Bool) -> Double {
    let repetitions = 5
    var random = SeededRandomNumberGenerator(seed: 0xF10E)
    let (host, cv, source) = UpdateCommitBenchmarks.makeShownCollectionView(items: 1_000_000)
    let sizes = variable ? Sizes(FlowBenchmarks.variableSizes, capacity: 1_000_000 + 10 * repetitions) : nil
    if let sizes {
      cv.delegate = sizes
      cv.collectionViewLayout.invalidateLayout()
      cv.layoutIfNeeded()  // the sizes are read here, not in the first timed commit
    }
    var total = 0.0
    for _ in 0..<repetitions {
      let newCount = source.count + 10
      var positions = Set<Int>()
      while positions.count < 10 { positions.insert(Int.random(in: 0..<newCount, using: &random)) }
      let inserts = positions.sorted().map { IndexPath(item: $0, section: 0) }
      if let sizes {  // the model changes before the batch, outside the timing
        for indexPath in inserts { sizes.insert(CGSize(width: 64, height: 48), at: indexPath.item) }
      }
      total += Benchmark.milliseconds {
        source.count = newCount
        cv.insertItems(at: inserts)
        cv.layoutIfNeeded()
      }
      host.advance(by: 0.4)
    }
    withExtendedLifetime(source) {}
    Application.shared.reset()
    sizes?.sizes.deallocate()  // after the reset: no layout asks the delegate any more
    return total / Double(repetitions)
  }
}
