import Foundation
import Trellis

/// `SpatialIndex` workloads over a masonry layout of a million items.
@MainActor enum SpatialBenchmarks {
  /// Items in the masonry.
  static let itemCount = 1_000_000
  /// Screen-sized query rectangles per run.
  static let queriesPerRun = 20_000
  /// Keeps answers alive so the optimiser can't drop the queries.
  static var sink = 0

  static var all: [Benchmark] {
    [
      Benchmark(
        name: "spatial-build-1m", unit: "ms", runs: 5,
        note: "SpatialIndex(frames) of a 1M-item masonry (6 columns, 204 pt wide, 80–320 pt tall)"
      ) { buildTime() },
      Benchmark(
        name: "spatial-query-1m", unit: "µs/query", runs: 7,
        note: "indices(intersecting:) of a 1280×800 rect at random offsets in the 1M masonry (~29 answers)"
      ) { queryArray() },
      Benchmark(
        name: "spatial-foreach-1m", unit: "µs/query", runs: 7,
        note: "as spatial-query-1m through forEachIndex(intersecting:) (no allocation)"
      ) { queryForEach() },
      Benchmark(
        name: "spatial-point-1m", unit: "µs/query", runs: 7,
        note: "indices(containing:) of a random point in the 1M masonry"
      ) { queryPoints() },
    ]
  }

  /// The masonry's frames, its index and the query rectangles, made once.
  static let masonry = Masonry(count: itemCount)

  /// The time to index the masonry's frames.
  static func buildTime() -> Double {
    let frames = masonry.frames
    return Benchmark.milliseconds { sink &+= SpatialIndex(frames).indexedCount }
  }

  /// The average time of one `indices(intersecting:)` over `queriesPerRun` screen rectangles.
  static func queryArray() -> Double {
    let index = masonry.index
    let rects = masonry.queries
    var total = 0
    let elapsed = Benchmark.milliseconds {
      for i in 0..<queriesPerRun { total &+= index.indices(intersecting: rects[i % rects.count]).count }
    }
    sink &+= total
    return elapsed * 1000 / Double(queriesPerRun)
  }

  /// The average time of one `forEachIndex(intersecting:)`; traps if a preloaded counter sees an allocation.
  static func queryForEach() -> Double {
    let index = masonry.index
    let rects = masonry.queries
    var total = 0
    let before = AllocationProbe.count
    let elapsed = Benchmark.milliseconds {
      for i in 0..<queriesPerRun { index.forEachIndex(intersecting: rects[i % rects.count]) { total &+= $0 } }
    }
    if let before, let after = AllocationProbe.count {
      precondition(after == before, "forEachIndex allocated \(after - before) times in \(queriesPerRun) queries")
    }
    sink &+= total
    return elapsed * 1000 / Double(queriesPerRun)
  }

  /// The average time of one `indices(containing:)` at a random point.
  static func queryPoints() -> Double {
    let index = masonry.index
    let points = masonry.queries.map { CGPoint(x: $0.minX + $0.width * 0.37, y: $0.midY) }
    var total = 0
    let elapsed = Benchmark.milliseconds {
      for i in 0..<queriesPerRun { total &+= index.indices(containing: points[i % points.count]).count }
    }
    sink &+= total
    return elapsed * 1000 / Double(queriesPerRun)
  }
}

extension SpatialBenchmarks {
  /// A waterfall of `count` items in 6 columns across 1280 points, each item in the shortest column, with
  /// seeded heights; its index; and 1,000 screen-sized query rectangles at seeded offsets.
  struct Masonry {
    let frames: [CGRect]
    let index: SpatialIndex
    let queries: [CGRect]

    init(count: Int) {
      var state: UInt64 = 0x5EED
      func random(below bound: Int) -> Int {  // xorshift64*
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return Int((state &* 0x2545_F491_4F6C_DD1D) >> 33) % bound
      }
      let columns = 6
      let spacing: CGFloat = 8
      let width = (1280 - spacing * CGFloat(columns + 1)) / CGFloat(columns)
      var bottoms = [CGFloat](repeating: spacing, count: columns)
      var frames: [CGRect] = []
      frames.reserveCapacity(count)
      for _ in 0..<count {
        var column = 0
        for c in 1..<columns where bottoms[c] < bottoms[column] { column = c }
        let frame = CGRect(
          x: spacing + CGFloat(column) * (width + spacing), y: bottoms[column], width: width,
          height: CGFloat(80 + random(below: 241)))
        bottoms[column] = frame.maxY + spacing
        frames.append(frame)
      }
      let height = bottoms.max()!
      self.frames = frames
      index = SpatialIndex(frames)
      queries = (0..<1000).map { _ in
        CGRect(x: 0, y: CGFloat(random(below: Int(height) - 800)) + 0.5, width: 1280, height: 800)
      }
      for query in queries.prefix(3) {
        // The index answers with the closed-rectangle rule, as Foundation's intersects does.
        let scan = frames.indices.filter { frames[$0].intersects(query) }  // intersects-ok: reference rule
        precondition(index.indices(intersecting: query) == scan, "SpatialIndex disagrees with a scan")
      }
    }
  }
}
