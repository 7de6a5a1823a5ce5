import Foundation
import Testing
import TrellisTesting

@testable import TrellisCollection

typealias SpatialSeededRandom = SeededRandomNumberGenerator

/// The seeds every random test runs: a fixed list, plus `TRELLIS_SPATIAL_SEED` when set (to replay one).
let spatialTestSeeds: [UInt64] = {
  var seeds: [UInt64] = Array(1...12)
  if let text = ProcessInfo.processInfo.environment["TRELLIS_SPATIAL_SEED"], let seed = UInt64(text) {
    seeds.append(seed)
  }
  return seeds
}()

/// The reference answers: a scan of every frame with Foundation's own rules.
enum SpatialBruteForce {
  /// Whether a rectangle is one the index keeps: not null, no NaN edge.
  static func isIndexable(_ rect: CGRect) -> Bool {
    !rect.isNull && !rect.minX.isNaN && !rect.minY.isNaN && !rect.maxX.isNaN && !rect.maxY.isNaN
  }

  /// The indices of the frames intersecting `rect` by `CGRect.intersects(_:)`, ascending.
  static func indices(_ frames: [CGRect], intersecting rect: CGRect) -> [Int] {
    guard isIndexable(rect) else { return [] }
    return frames.indices.filter { isIndexable(frames[$0]) && frames[$0].intersects(rect) }
  }

  /// The indices of the frames containing `point` by `CGRect.contains(_:)`, ascending.
  static func indices(_ frames: [CGRect], containing point: CGPoint) -> [Int] {
    guard !point.x.isNaN, !point.y.isNaN else { return [] }
    return frames.indices.filter { isIndexable(frames[$0]) && frames[$0].contains(point) }
  }
}

/// Checks every query form of `index` against the brute-force scan of `frames`, naming `context` (which
/// carries the seed) in any failure.
func expectMatchesBruteForce(
  _ index: SpatialIndex, _ frames: [CGRect], queries: [CGRect], points: [CGPoint], context: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  for query in queries {
    let expected = SpatialBruteForce.indices(frames, intersecting: query)
    let answer = index.indices(intersecting: query)
    var visited: [Int] = []
    index.forEachIndex(intersecting: query) { visited.append($0) }
    if answer != expected || visited != expected {
      let missing = Array(Set(expected).subtracting(answer).sorted().prefix(8))
      let extra = Array(Set(answer).subtracting(expected).sorted().prefix(8))
      let counts = "answered \(answer.count) (forEach \(visited.count)), expected \(expected.count)"
      Issue.record(
        "\(context): query \(query) \(counts); missing \(missing), extra \(extra)", sourceLocation: sourceLocation)
      return
    }
  }
  for point in points {
    let expected = SpatialBruteForce.indices(frames, containing: point)
    let answer = index.indices(containing: point)
    var visited: [Int] = []
    index.forEachIndex(containing: point) { visited.append($0) }
    if answer != expected || visited != expected {
      Issue.record(
        "\(context): point \(point) answered \(answer) (forEach \(visited)), expected \(expected)",
        sourceLocation: sourceLocation)
      return
    }
  }
}

extension RandomNumberGenerator {
  /// A coordinate on a lattice of `step`, so that edges often coincide exactly.
  mutating func latticeValue(_ range: ClosedRange<Int>, step: CGFloat) -> CGFloat {
    CGFloat(Int.random(in: range, using: &self)) * step
  }
}
