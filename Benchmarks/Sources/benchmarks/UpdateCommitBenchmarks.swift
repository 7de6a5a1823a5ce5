import Foundation
import Trellis
import TrellisTesting

/// Batch updates through a collection view in a headless window: planning and committing a batch
/// (validation, re-keying, layout update, animation set-up) and the frames of the animation that
/// follows, with about a hundred visible cells of the 1280×800 flow grid. No raster.
@MainActor enum UpdateCommitBenchmarks {
  static var all: [Benchmark] {
    [
      Benchmark(
        name: "update-commit-100-in-1m", unit: "µs/commit", runs: 3,
        note: "performBatchUpdates of 100 random changes (40 del, 40 ins, 10 moves, 10 reloads), 1M-item flow grid"
      ) { commitTime(items: 1_000_000, changes: 100, repetitions: 30) },
      Benchmark(
        name: "update-commit-100-in-10k", unit: "µs/commit", runs: 3, note: "as update-commit-100-in-1m, 10k items"
      ) { commitTime(items: 10_000, changes: 100, repetitions: 30) },
      Benchmark(
        name: "update-commit-mixed-100k", unit: "ms/commit", runs: 3,
        note: "10% mixed changes at 100k items: 10,000 (same mix) in one commit"
      ) { commitTime(items: 100_000, changes: 10_000, repetitions: 3) / 1000 },
      Benchmark(
        name: "update-animation-frame-1m", unit: "µs/frame", runs: 5,
        note: "a frame of the 0.3 s animation after inserting 12 items at the top: animator tick + layout pass"
      ) { animationFrames(measureAllocations: false) },
      Benchmark(
        name: "update-animation-allocs-1m", unit: "allocs/frame", runs: 3,
        note: "heap allocations per animation frame after the first (needs the allocation probe; -1 without it)"
      ) { animationFrames(measureAllocations: true) },
    ]
  }

  /// A data source whose item count the benchmark sets.
  final class Source: CollectionViewDataSource {
    var count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
  }

  /// A 1280×800 flow grid of 90×90 cells (~104 visible) in a headless window.
  static func makeShownCollectionView(items: Int) -> (HeadlessHost, CollectionView, Source) {
    Application.shared.reset()
    let host = HeadlessHost(size: CGSize(width: 1280, height: 800))
    let layout = FlowLayout()
    layout.itemSize = CGSize(width: 90, height: 90)
    layout.minimumInteritemSpacing = 8
    layout.minimumLineSpacing = 8
    let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 1280, height: 800), collectionViewLayout: layout)
    cv.register(CollectionBenchmarks.LabelCell.self, forCellWithReuseIdentifier: "cell")
    let source = Source(count: items)
    cv.dataSource = source
    cv.errorHandler = { fatalError("benchmark batch refused: \($0)") }
    host.show(cv)
    host.runFrame()
    return (host, cv, source)
  }

  /// One random valid batch as the public calls make it: old index paths deleted and reloaded, moves,
  /// new index paths inserted; and the count after.
  struct Calls {
    var deletes: [IndexPath] = []
    var reloads: [IndexPath] = []
    var moves: [(IndexPath, IndexPath)] = []
    var inserts: [IndexPath] = []
    var newCount = 0
  }

  /// A random valid batch of `changes` calls in one section of `items` items: 40% deletes, 40% inserts,
  /// 10% moves, 10% reloads, at distinct random places.
  static func randomCalls(items: Int, changes: Int, _ random: inout SeededRandomNumberGenerator) -> Calls {
    let deletes = changes * 4 / 10
    let moves = changes / 10
    let reloads = changes / 10
    let inserts = changes - deletes - moves - reloads
    var old = Set<Int>()
    while old.count < deletes + moves + reloads { old.insert(Int.random(in: 0..<items, using: &random)) }
    var calls = Calls()
    calls.newCount = items - deletes + inserts
    var new = Set<Int>()
    while new.count < inserts + moves { new.insert(Int.random(in: 0..<calls.newCount, using: &random)) }
    let olds = Array(old).shuffled(using: &random).map { IndexPath(item: $0, section: 0) }
    let news = Array(new).shuffled(using: &random).map { IndexPath(item: $0, section: 0) }
    calls.deletes = Array(olds[0..<deletes])
    calls.reloads = Array(olds[deletes..<deletes + reloads])
    calls.moves = Array(zip(olds[(deletes + reloads)...], news[..<moves]))
    calls.inserts = Array(news[moves...])
    return calls
  }

  /// The average time of one commit in microseconds; each commit's animation runs to its end untimed.
  static func commitTime(items: Int, changes: Int, repetitions: Int) -> Double {
    var random = SeededRandomNumberGenerator(seed: 0xC0_3317)
    let (host, cv, source) = makeShownCollectionView(items: items)
    var total = 0.0
    for _ in 0..<repetitions {
      let calls = randomCalls(items: source.count, changes: changes, &random)
      total += Benchmark.milliseconds {
        source.count = calls.newCount
        cv.performBatchUpdates {
          cv.deleteItems(at: calls.deletes)
          cv.reloadItems(at: calls.reloads)
          for (from, to) in calls.moves { cv.moveItem(at: from, to: to) }
          cv.insertItems(at: calls.inserts)
        }
        cv.layoutIfNeeded()
      }
      host.advance(by: 0.4)
    }
    withExtendedLifetime(source) {}
    Application.shared.reset()
    return total * 1000 / Double(repetitions)
  }

  /// Median microseconds, or allocations, per frame of an insert animation after its first frame.
  static func animationFrames(measureAllocations: Bool) -> Double {
    if measureAllocations && AllocationProbe.count == nil { return -1 }
    let (host, cv, source) = makeShownCollectionView(items: 1_000_000)
    func insertAtTop() {
      source.count += 12
      cv.insertItems(at: (0..<12).map { IndexPath(item: $0, section: 0) })
    }
    insertAtTop()  // warm-up: grows the animator's arrays and the reuse queues
    host.advance(by: 0.4)
    insertAtTop()
    host.advance(by: host.frameInterval)
    var samples: [Double] = []
    samples.reserveCapacity(16)
    let before = AllocationProbe.count
    for _ in 0..<14 {
      if measureAllocations {
        host.advance(by: host.frameInterval)
      } else {
        samples.append(Benchmark.milliseconds { host.advance(by: host.frameInterval) } * 1000)
      }
    }
    let after = AllocationProbe.count
    withExtendedLifetime(source) {}
    withExtendedLifetime(cv) {}
    Application.shared.reset()
    if measureAllocations, let before, let after { return Double(after - before) / 14 }
    return samples.sorted()[samples.count / 2]
  }
}
