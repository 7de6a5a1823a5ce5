import Foundation
import Trellis
import TrellisTesting

/// `FlowLayout` workloads: preparing, relayout after a width change, rectangle queries and storage, at up to
/// a million items, through a real collection view (no window).
@MainActor enum FlowBenchmarks {
  /// The collection view's size: a phone screen.
  static let viewSize = CGSize(width: 390, height: 844)
  /// Keeps answers alive so the optimiser can't drop the work.
  static var sink = 0

  static var all: [Benchmark] {
    [
      Benchmark(
        name: "flow-prepare-10k", unit: "µs", runs: 7,
        note: "FlowLayout.prepare() after invalidateLayout(), 10k uniform 50×50 items (no sizeForItemAt)"
      ) { uniformPrepare(items: 10_000) },
      Benchmark(
        name: "flow-prepare-100k", unit: "µs", runs: 7, note: "as flow-prepare-10k, 100k items"
      ) { uniformPrepare(items: 100_000) },
      Benchmark(
        name: "flow-prepare-1m", unit: "µs", runs: 7, note: "as flow-prepare-10k, 1M items"
      ) { uniformPrepare(items: 1_000_000) },
      Benchmark(
        name: "flow-width-1m", unit: "µs", runs: 7,
        note: "1M uniform items: bounds width 390↔375 (invalidation context) and prepare()"
      ) { uniformWidthChange(items: 1_000_000) },
      Benchmark(
        name: "flow-var-first-1m", unit: "ms", runs: 5,
        note: "first prepare() of a new layout, 1M sizes from sizeForItemAt (30–120 × 30–80 pt), empty storage"
      ) { variableFirstPrepare() },
      Benchmark(
        name: "flow-var-again-1m", unit: "ms", runs: 5,
        note: "invalidateLayout() + prepare(): all 1M sizes asked again, into the storage already allocated"
      ) { variableReprepare() },
      Benchmark(
        name: "flow-var-width-1m", unit: "ms", runs: 5,
        note: "1M variable items: bounds width 390↔375, prepare() re-breaks lines from stored sizes (no delegate)"
      ) { variableWidthChange() },
      Benchmark(
        name: "flow-path-set-1m", unit: "ns/item", runs: 5,
        note: "how flow-var-* names items: one IndexPath, item set by the public subscript, handed to a call"
      ) { indexPathCost(fresh: false) },
      Benchmark(
        name: "flow-path-init-1m", unit: "ns/item", runs: 5,
        note: "as flow-path-set-1m with IndexPath(item:section:) made for each item"
      ) { indexPathCost(fresh: true) },
      Benchmark(
        name: "flow-query-1m", unit: "µs/query", runs: 7,
        note: "layoutAttributesForElements(in:) of a 390×844 rect at random offsets, 1M variable items (~47 answers)"
      ) { query(fixture: variable) },
      Benchmark(
        name: "flow-query-uniform-1m", unit: "µs/query", runs: 7,
        note: "as flow-query-1m, 1M uniform 50×50 items (~89 answers)"
      ) { query(fixture: uniform) },
      Benchmark(
        name: "flow-geometry-query-1m", unit: "µs/query", runs: 7,
        note: "as flow-query-1m through forEachElement(in:_:), the collection view's allocation-free path"
      ) { geometryQuery(fixture: variable) },
      Benchmark(
        name: "flow-geometry-query-uniform-1m", unit: "µs/query", runs: 7,
        note: "as flow-query-uniform-1m through forEachElement(in:_:)"
      ) { geometryQuery(fixture: uniform) },
      Benchmark(
        name: "flow-pinned-scroll-1m", unit: "µs/frame", runs: 7,
        note: "1M uniform items in 1,000 sections, pinned headers: scroll 7 pt + layout pass (prepare, query, views)"
      ) { pinnedScroll() },
      Benchmark(
        name: "flow-pinned-scroll-allocs-1m", unit: "allocs/frame", runs: 3,
        note: "as flow-pinned-scroll-1m: heap allocations per scrolled frame once warm (-1 without the probe)"
      ) { pinnedScrollAllocations() },
      Benchmark(
        name: "flow-bytes-variable", unit: "bytes/item", runs: 1,
        note: "storageByteCount / items after the 1M variable prepare (uniform 1M: see flow-bytes-uniform)"
      ) { Double(variable.layout.storageByteCount) / Double(variable.itemCount) },
      Benchmark(
        name: "flow-bytes-uniform", unit: "bytes", runs: 1, note: "storageByteCount of the 1M uniform layout (total)"
      ) { Double(uniform.layout.storageByteCount) },
    ]
  }

  /// A laid-out collection view with a flow layout.
  @MainActor final class Fixture {
    let collectionView: CollectionView
    let layout = FlowLayout()
    let dataSource: Counts
    let delegate: Sizes?
    let itemCount: Int
    /// Query rectangles at seeded random offsets.
    let queries: [CGRect]

    init(counts: [Int], sizes: [CGSize]?, configure: (FlowLayout) -> Void = { _ in }) {
      configure(layout)
      collectionView = CollectionView(frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
      collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
      collectionView.register(
        CollectionReusableView.self, forSupplementaryViewOfKind: CollectionView.elementKindSectionHeader,
        withReuseIdentifier: "header")
      dataSource = Counts(counts)
      delegate = sizes.map(Sizes.init)
      itemCount = counts.reduce(0, +)
      collectionView.delegate = delegate
      collectionView.dataSource = dataSource
      collectionView.layoutIfNeeded()
      var random = SplitMix(seed: 7)
      let height = collectionView.contentSize.height
      queries = (0..<1000).map { _ in
        CGRect(origin: CGPoint(x: 0, y: CGFloat(random.next() % UInt64(max(1, height)))), size: viewSize)
      }
    }
  }

  /// The data source: counts per section, plain cells and headers.
  final class Counts: CollectionViewDataSource {
    let counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: CollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
      counts[section]
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
      _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
      collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
    }
  }

  /// A flow delegate answering sizes from a table (section 0 only).
  final class Sizes: CollectionViewDelegateFlowLayout {
    let sizes: [CGSize]
    init(_ sizes: [CGSize]) { self.sizes = sizes }
    func collectionView(
      _ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
      sizeForItemAt indexPath: IndexPath
    ) -> CGSize { sizes[indexPath.item] }
  }

  /// A seeded generator for sizes and offsets.
  typealias SplitMix = SeededRandomNumberGenerator

  /// A million sizes, 30–120 wide and 30–80 tall, whole points.
  static let variableSizes: [CGSize] = {
    var random = SplitMix(seed: 42)
    return (0..<1_000_000).map { _ in
      CGSize(width: CGFloat(30 + random.next() % 91), height: CGFloat(30 + random.next() % 51))
    }
  }()

  /// 1M variable items, prepared once.
  static let variable = Fixture(counts: [1_000_000], sizes: variableSizes)
  /// 1M uniform items, prepared once.
  static let uniform = Fixture(counts: [1_000_000], sizes: nil)

  /// The median time of one full prepare (metrics and lines) of a uniform layout.
  static func uniformPrepare(items: Int) -> Double {
    let fixture = Fixture(counts: [items], sizes: nil)
    return medianMicroseconds(repeats: 200) {
      fixture.layout.invalidateLayout()
      fixture.layout.prepare()
    }
  }

  /// The median time of a width change and the prepare it causes, uniform items.
  static func uniformWidthChange(items: Int) -> Double {
    let fixture = uniform
    var narrow = false
    return medianMicroseconds(repeats: 200) {
      narrow.toggle()
      fixture.collectionView.bounds.size.width = narrow ? 375 : 390
      fixture.layout.prepare()
    }
  }

  /// The first prepare of a new layout over 1M delegate sizes (the set-up is not timed).
  static func variableFirstPrepare() -> Double {
    let layout = FlowLayout()
    let collectionView = CollectionView(frame: CGRect(origin: .zero, size: viewSize), collectionViewLayout: layout)
    let dataSource = Counts([1_000_000])
    let delegate = Sizes(variableSizes)
    collectionView.delegate = delegate
    collectionView.dataSource = dataSource
    _ = collectionView.numberOfSections  // reads the counts outside the timing
    let elapsed = Benchmark.milliseconds { layout.prepare() }
    sink &+= Int(layout.collectionViewContentSize.height)
    return elapsed
  }

  /// A full prepare into reused storage: every size asked again.
  static func variableReprepare() -> Double {
    let layout = variable.layout
    return Benchmark.milliseconds {
      layout.invalidateLayout()
      layout.prepare()
    }
  }

  /// A width change: lines re-broken from the stored sizes.
  static func variableWidthChange() -> Double {
    let fixture = variable
    let width = fixture.collectionView.bounds.width == 390 ? 375.0 : 390.0
    return Benchmark.milliseconds {
      fixture.collectionView.bounds.size.width = width
      fixture.layout.prepare()
    }
  }

  /// Nanoseconds per index path handed to a call the optimiser can't see through, for 1M items of one
  /// section: the path's item set in place, or a path made for each item.
  static func indexPathCost(fresh: Bool) -> Double {
    let count = 1_000_000
    var total = 0
    let elapsed = Benchmark.milliseconds {
      var received = 0  // a local: a captured variable would be checked for exclusive access at every add
      if fresh {
        for item in 0..<count { received &+= receive(IndexPath(item: item, section: 3)) }
      } else {
        var indexPath = IndexPath(item: 0, section: 3)
        for item in 0..<count {
          indexPath[1] = item
          received &+= receive(indexPath)
        }
      }
      total = received
    }
    sink &+= total
    return elapsed * 1e6 / Double(count)
  }

  /// Stands for a delegate method: takes the path and reads its last index, never inlined.
  @inline(never) nonisolated static func receive(_ indexPath: IndexPath) -> Int { indexPath[1] }

  /// The average time of one rectangle query over the fixture's query rectangles.
  static func query(fixture: Fixture) -> Double {
    fixture.collectionView.bounds.size.width = 390
    fixture.layout.prepare()
    let layout = fixture.layout
    var total = 0
    let elapsed = Benchmark.milliseconds {
      for rect in fixture.queries { total &+= layout.layoutAttributesForElements(in: rect)?.count ?? 0 }
    }
    sink &+= total
    return elapsed * 1000 / Double(fixture.queries.count)
  }

  /// Microseconds per rectangle query through the allocation-free geometry path the collection view uses.
  static func geometryQuery(fixture: Fixture) -> Double {
    fixture.collectionView.bounds.size.width = 390
    fixture.layout.prepare()
    let layout = fixture.layout
    var total = 0
    let elapsed = Benchmark.milliseconds {
      for rect in fixture.queries { _ = layout.forEachElement(in: rect) { _ in total &+= 1 } }
    }
    sink &+= total
    return elapsed * 1000 / Double(fixture.queries.count)
  }

  /// The pinned-header fixture: 1,000 sections of 1,000 uniform items, 30 pt headers.
  static let pinned = Fixture(counts: Array(repeating: 1000, count: 1000), sizes: nil) {
    $0.headerReferenceSize = CGSize(width: 0, height: 30)
    $0.sectionHeadersPinToVisibleBounds = true
  }

  /// A scroll step of 7 pt and its layout pass with pinned headers, from an offset of 5,000 pt on.
  static func pinnedScrollStep() -> () -> Void {
    let collectionView = pinned.collectionView
    var offset: CGFloat = 5_000
    return {
      offset += 7
      collectionView.contentOffset = CGPoint(x: 0, y: offset)
      collectionView.layoutIfNeeded()
    }
  }

  /// Heap allocations per scroll step and layout pass with pinned headers, over 300 frames after 300.
  static func pinnedScrollAllocations() -> Double {
    guard AllocationProbe.count != nil else { return -1 }
    let frame = pinnedScrollStep()
    for _ in 0..<300 { frame() }
    let before = AllocationProbe.count!
    for _ in 0..<300 { frame() }
    return Double(AllocationProbe.count! - before) / 300
  }

  /// The median time of one scroll step and its layout pass with pinned headers.
  static func pinnedScroll() -> Double {
    medianMicroseconds(repeats: 300, pinnedScrollStep())
  }

  /// The median of `repeats` timings of `body`, in microseconds.
  static func medianMicroseconds(repeats: Int, _ body: () -> Void) -> Double {
    var times: [Double] = []
    times.reserveCapacity(repeats)
    for _ in 0..<repeats { times.append(Benchmark.milliseconds(body) * 1000) }
    return times.sorted()[repeats / 2]
  }
}
