import Foundation
import Testing

@testable import TrellisCollection

/// The matching rules, empty and degenerate indexes, answer order and the large-answer paths.
@Suite("SpatialIndex: rules and edge cases")
struct SpatialIndexTests {
  @Test func emptyIndexesAnswerNothing() {
    for index in [SpatialIndex(), SpatialIndex([])] {
      #expect(index.count == 0 && index.indexedCount == 0)
      #expect(index.bounds.isNull)
      #expect(index.indices(intersecting: .infinite).isEmpty)
      #expect(index.indices(containing: .zero).isEmpty)
      var visited = 0
      index.forEachIndex(intersecting: .infinite) { _ in visited += 1 }
      index.forEachIndex(containing: .zero) { _ in visited += 1 }
      #expect(visited == 0)
    }
  }

  @Test func touchingEdgesAndCornersIntersectAsFoundationSays() {
    let index = SpatialIndex([CGRect(x: 0, y: 0, width: 10, height: 10)])
    #expect(index.indices(intersecting: CGRect(x: 10, y: 0, width: 5, height: 5)) == [0])  // right edge
    #expect(index.indices(intersecting: CGRect(x: 10, y: 10, width: 5, height: 5)) == [0])  // corner
    #expect(index.indices(intersecting: CGRect(x: -5, y: -5, width: 5, height: 5)) == [0])  // corner
    #expect(index.indices(intersecting: CGRect(x: 10.000001, y: 0, width: 5, height: 5)).isEmpty)
    #expect(index.indices(intersecting: CGRect(x: 0, y: 10.5, width: 5, height: 5)).isEmpty)
    #expect(CGRect(x: 0, y: 0, width: 10, height: 10).intersects(CGRect(x: 10, y: 10, width: 5, height: 5)))
  }

  @Test func zeroSizeFramesArePoints() {
    let frames = [
      CGRect(x: 5, y: 5, width: 0, height: 0),  // a point
      CGRect(x: 20, y: 0, width: 0, height: 10),  // a vertical segment
      CGRect(x: 0, y: 30, width: 10, height: 0),  // a horizontal segment
    ]
    let index = SpatialIndex(frames)
    #expect(index.indexedCount == 3)
    #expect(index.bounds == CGRect(x: 0, y: 0, width: 20, height: 30))
    #expect(index.indices(intersecting: CGRect(x: 0, y: 0, width: 10, height: 10)) == [0])
    #expect(index.indices(intersecting: CGRect(x: 5, y: 5, width: 1, height: 1)) == [0])  // on the query's edge
    #expect(index.indices(intersecting: CGRect(x: 5, y: 5, width: 0, height: 0)) == [0])  // point meets point
    #expect(index.indices(intersecting: CGRect(x: 5.5, y: 5, width: 1, height: 1)).isEmpty)
    #expect(index.indices(intersecting: CGRect(x: 15, y: 4, width: 5, height: 1)) == [1])
    #expect(index.indices(intersecting: CGRect(x: 10, y: 25, width: 10, height: 5)) == [2])
    // `contains` is half-open, so a frame without area contains no point, even its own origin.
    #expect(index.indices(containing: CGPoint(x: 5, y: 5)).isEmpty)
    #expect(index.indices(containing: CGPoint(x: 20, y: 5)).isEmpty)
  }

  @Test func containsExcludesMaximumEdgesSoSharedEdgesHitOneFrame() {
    let frames = (0..<4).map { CGRect(x: CGFloat($0 % 2) * 10, y: CGFloat($0 / 2) * 10, width: 10, height: 10) }
    let index = SpatialIndex(frames)
    #expect(index.indices(containing: CGPoint(x: 10, y: 10)) == [3])
    #expect(index.indices(containing: CGPoint(x: 0, y: 0)) == [0])
    #expect(index.indices(containing: CGPoint(x: 9.999, y: 10)) == [2])
    #expect(index.indices(containing: CGPoint(x: 20, y: 5)).isEmpty)
    #expect(index.indices(intersecting: CGRect(origin: CGPoint(x: 10, y: 10), size: .zero)) == [0, 1, 2, 3])
  }

  @Test func nullAndNaNFramesAreExcludedButKeepTheirIndices() {
    let frames = [
      CGRect(x: 0, y: 0, width: 10, height: 10), .null, CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10),
      CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10), CGRect(x: 5, y: 5, width: 10, height: 10),
    ]
    let index = SpatialIndex(frames)
    #expect(index.count == 5 && index.indexedCount == 2)
    #expect(index.indices(intersecting: .infinite) == [0, 4])
    #expect(index.indices(containing: CGPoint(x: 6, y: 6)) == [0, 4])
    #expect(index.bounds == CGRect(x: 0, y: 0, width: 15, height: 15))
    let onlyInvalid = SpatialIndex([.null, CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1)])
    #expect(onlyInvalid.count == 2 && onlyInvalid.indexedCount == 0 && onlyInvalid.bounds.isNull)
    #expect(onlyInvalid.indices(intersecting: .infinite).isEmpty)
  }

  @Test func invalidQueriesAnswerNothing() {
    let index = SpatialIndex([CGRect(x: 0, y: 0, width: 10, height: 10)])
    #expect(index.indices(intersecting: .null).isEmpty)
    #expect(index.indices(intersecting: CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1)).isEmpty)
    #expect(index.indices(intersecting: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1)).isEmpty)
    #expect(index.indices(containing: CGPoint(x: CGFloat.nan, y: 1)).isEmpty)
  }

  @Test func negativeSizesCountFromTheOtherCorner() {
    let index = SpatialIndex([CGRect(x: 10, y: 10, width: -10, height: -10)])
    #expect(index.bounds == CGRect(x: 0, y: 0, width: 10, height: 10))
    #expect(index.indices(containing: CGPoint(x: 0, y: 0)) == [0])
    #expect(index.indices(intersecting: CGRect(x: 20, y: 20, width: -10, height: -10)) == [0])
  }

  @Test func infiniteEdgesAreCompared() {
    let infinity = CGFloat.infinity
    let frames: [CGRect] = [
      .infinite, CGRect(x: 0, y: 0, width: infinity, height: 10),
      CGRect(x: -infinity, y: 0, width: infinity, height: 10),  // maxX is NaN: excluded
      CGRect(x: 1e300, y: 1e300, width: 1e300, height: 1e300),
    ]
    let index = SpatialIndex(frames)
    #expect(index.indexedCount == 3)
    #expect(index.indices(intersecting: CGRect(x: 1e15, y: 5, width: 1, height: 1)) == [0, 1])
    #expect(index.indices(containing: CGPoint(x: 1.5e300, y: 1.5e300)) == [0, 3])
    #expect(index.indices(intersecting: CGRect(x: -1e308, y: -1e308, width: 1.7e308, height: 1.7e308)) == [0, 1, 3])
  }

  @Test func answersAscendEvenWhenTheTreeOrderDoesNot() {
    // Indices run against the geometry: the last frame is top-left.
    let frames = (0..<5000).map { i -> CGRect in
      let place = 4999 - i
      return CGRect(x: CGFloat(place % 100) * 10, y: CGFloat(place / 100) * 10, width: 10, height: 10)
    }
    let index = SpatialIndex(frames)
    let query = CGRect(x: 95, y: 95, width: 300, height: 100)
    let answer = index.indices(intersecting: query)
    #expect(answer == SpatialBruteForce.indices(frames, intersecting: query))
    #expect(answer == answer.sorted() && answer.count == 31 * 11)
  }

  @Test func manyAnswersTakeTheGatheringAndBitSetPaths() {
    // 40,000 frames: 625 words of bit set. 256 < k < 625 answers gathers them in a temporary buffer;
    // k >= 625 marks them in the bit set instead.
    let frames = (0..<40_000).map { i in CGRect(x: CGFloat(i % 200) * 10, y: CGFloat(i / 200) * 10, width: 8, height: 8)
    }
    let index = SpatialIndex(frames)
    for query in [
      CGRect(x: 1, y: 1, width: 180, height: 170),  // 19 x 18 = 342 answers
      CGRect(x: 1, y: 1, width: 400, height: 300),  // 41 x 31 = 1,271 answers
      CGRect(x: 1, y: 1, width: 10_000, height: 10_000),  // every frame
      .infinite,
    ] {
      let expected = SpatialBruteForce.indices(frames, intersecting: query)
      #expect(index.indices(intersecting: query) == expected)
      var visited: [Int] = []
      index.forEachIndex(intersecting: query) { visited.append($0) }
      #expect(visited == expected)
    }
    #expect(index.indices(intersecting: CGRect(x: 1, y: 1, width: 180, height: 170)).count == 342)
  }

  @Test func treeIsValidAtLevelBoundaries() {
    for count in [1, 15, 16, 17, 256, 257, 4096, 4097, 65_537] {
      let frames = (0..<count).map { CGRect(x: CGFloat($0 % 300), y: CGFloat($0 / 300), width: 1, height: 1) }
      let index = SpatialIndex(frames)
      index._checkInvariants()
      #expect(index.indices(intersecting: .infinite).count == count)
      #expect(index.indices(containing: CGPoint(x: 0.5, y: 0.5)) == [0])
    }
  }

  @Test func tallLayoutsGetSquareTiles() {
    // Three columns, 30,000 rows: slabs follow the aspect ratio, so one slab holds every leaf.
    #expect(SpatialIndex.Builder.slabCount(tiles: 6_250, width: 300, height: 3_000_000) == 1)
    #expect(SpatialIndex.Builder.slabCount(tiles: 10_000, width: 1000, height: 1000) == 100)
    #expect(SpatialIndex.Builder.slabCount(tiles: 10, width: 1000, height: 0) == 10)
    #expect(SpatialIndex.Builder.slabCount(tiles: 10, width: 0, height: 0) == 1)
    #expect(SpatialIndex.Builder.slabCount(tiles: 0, width: 0, height: 0) == 1)
  }

  @Test(arguments: spatialTestSeeds)
  func sortingSortsEveryShape(seed: UInt64) {
    var rng = SpatialSeededRandom(seed: seed)
    for count in [0, 1, 2, 3, 16, 17, 100, 1000, 5000] {
      let shapes: [[Int32]] = [
        (0..<count).map { _ in Int32.random(in: 0..<Int32(max(1, count / 3)), using: &rng) },  // duplicates
        (0..<count).map { Int32(count - $0) },  // descending
        (0..<count).map { Int32($0) },  // ascending
        (0..<count).map { Int32($0 % 7 == 0 ? count - $0 : $0) },  // nearly ascending
        (0..<count).map { Int32(($0 * 7919) % max(1, count)) },  // a permutation
      ]
      for shape in shapes {
        var values = shape
        values.withUnsafeMutableBufferPointer { SpatialIndex.sortAscending($0) }
        #expect(values == shape.sorted(), "seed \(seed) count \(count)")
        // Heapsort alone: introsort's fallback, which the final insertion sort would otherwise hide.
        var heaped = shape
        heaped.withUnsafeMutableBufferPointer { buffer in
          if let base = buffer.baseAddress { SpatialIndex.heapsort(base, buffer.count) }
        }
        #expect(heaped == shape.sorted(), "seed \(seed) count \(count) (heapsort)")
      }
    }
  }
}
