import Foundation
import Testing

@testable import TrellisCollection

/// Seeded random frames and queries, every answer compared with a scan of all frames.
@Suite("SpatialIndex against brute force, seeded")
struct SpatialIndexRandomTests {
  /// Counts that straddle the packing's boundaries (one leaf, one level, two levels).
  static let boundaryCounts = [0, 1, 2, 15, 16, 17, 255, 256, 257, 1000, 4097]

  @Test(arguments: spatialTestSeeds)
  func uniformGrids(seed: UInt64) {
    var rng = SpatialSeededRandom(seed: seed)
    for round in 0..<4 {
      let columns = Int.random(in: 1...60, using: &rng)
      let rows = Int.random(in: 1...80, using: &rng)
      let size = CGSize(width: rng.latticeValue(1...8, step: 10), height: rng.latticeValue(1...8, step: 10))
      let spacing = rng.latticeValue(0...2, step: 5)  // 0: neighbours share edges
      let origin = [CGPoint.zero, CGPoint(x: -1234.5, y: 16_777_216.25)][Int.random(in: 0...1, using: &rng)]
      let frames = (0..<columns * rows).map { i in
        CGRect(
          x: origin.x + CGFloat(i % columns) * (size.width + spacing),
          y: origin.y + CGFloat(i / columns) * (size.height + spacing), width: size.width, height: size.height)
      }
      let world = CGRect(
        origin: origin,
        size: CGSize(
          width: CGFloat(columns) * (size.width + spacing), height: CGFloat(rows) * (size.height + spacing)))
      check(frames, world: world, lattice: 5, context: "grid seed \(seed) round \(round)", rng: &rng)
    }
  }

  @Test(arguments: spatialTestSeeds)
  func randomOverlappingRects(seed: UInt64) {
    var rng = SpatialSeededRandom(seed: seed)
    for round in 0..<4 {
      let count =
        round == 0
        ? Self.boundaryCounts.randomElement(using: &rng)! : Int.random(in: 0...2000, using: &rng)
      let world = CGRect(x: 0, y: 0, width: 1000, height: 1000)
      let frames = (0..<count).map { _ in
        let large = Int.random(in: 0..<20, using: &rng) == 0
        let width = CGFloat.random(in: 0...(large ? 900 : 60), using: &rng)
        let height = CGFloat.random(in: 0...(large ? 900 : 60), using: &rng)
        return CGRect(
          x: CGFloat.random(in: -50...1000, using: &rng), y: CGFloat.random(in: -50...1000, using: &rng),
          width: width, height: height)
      }
      check(frames, world: world, lattice: nil, context: "overlapping seed \(seed) round \(round)", rng: &rng)
    }
  }

  @Test(arguments: spatialTestSeeds)
  func degenerateRects(seed: UInt64) {
    var rng = SpatialSeededRandom(seed: seed)
    for round in 0..<4 {
      let count = Self.boundaryCounts.randomElement(using: &rng)!
      let frames: [CGRect] = (0..<count).map { _ in
        switch Int.random(in: 0..<10, using: &rng) {
        case 0: return CGRect(x: CGFloat.nan, y: rng.latticeValue(0...20, step: 1), width: 1, height: 1)
        case 1: return .null
        case 2: return CGRect(x: 3, y: 4, width: CGFloat.nan, height: 2)
        case 3:
          return CGRect(
            origin: CGPoint(x: rng.latticeValue(0...20, step: 1), y: rng.latticeValue(0...20, step: 1)), size: .zero)
        default:
          // Zero, negative and positive sizes on a lattice, so edges, duplicates and points coincide.
          return CGRect(
            x: rng.latticeValue(0...20, step: 1), y: rng.latticeValue(0...20, step: 1),
            width: rng.latticeValue(-3...3, step: 1), height: rng.latticeValue(-3...3, step: 1))
        }
      }
      let world = CGRect(x: -3, y: -3, width: 26, height: 26)
      check(frames, world: world, lattice: 1, context: "degenerate seed \(seed) round \(round)", rng: &rng)
    }
  }

  @Test(arguments: spatialTestSeeds)
  func hugeCoordinatesWhereFloatRounds(seed: UInt64) {
    // Above 2^24 a Float can't hold every integer, let alone quarter steps: node boxes round outwards
    // and frames are compared as exact CGFloats, so no answer is lost or added.
    var rng = SpatialSeededRandom(seed: seed)
    for base in [CGFloat(16_777_216), 1e9 + 0.5, -3e12] {
      let frames = (0..<600).map { _ in
        CGRect(
          x: base + rng.latticeValue(0...400, step: 0.25), y: base - rng.latticeValue(0...400, step: 0.25),
          width: rng.latticeValue(0...8, step: 0.25), height: rng.latticeValue(0...8, step: 0.25))
      }
      let world = CGRect(x: base, y: base - 400, width: 408, height: 408)
      check(frames, world: world, lattice: 0.25, context: "huge seed \(seed) base \(base)", rng: &rng)
    }
  }

  /// Builds the index of `frames` and compares random, huge, tiny, edge-aligned and invalid queries.
  private func check(
    _ frames: [CGRect], world: CGRect, lattice: CGFloat?, context: String, rng: inout SpatialSeededRandom
  ) {
    let index = SpatialIndex(frames)
    #expect(index.count == frames.count, "\(context)")
    #expect(index.indexedCount == frames.filter(SpatialBruteForce.isIndexable).count, "\(context)")
    var queries: [CGRect] = [
      .infinite, world, world.insetBy(dx: -world.width * 10, dy: -world.height * 10),
      CGRect(x: world.maxX + 1, y: world.maxY + 1, width: 5, height: 5), .null,
      CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 10, height: CGFloat.nan),
    ]
    func coordinate(_ low: CGFloat, _ length: CGFloat) -> CGFloat {
      guard let lattice, length / lattice < 100_000 else { return low + CGFloat.random(in: 0...length, using: &rng) }
      return low + (CGFloat.random(in: 0...length, using: &rng) / lattice).rounded() * lattice
    }
    for _ in 0..<40 {
      let x = coordinate(world.minX - world.width * 0.1, world.width * 1.2)
      let y = coordinate(world.minY - world.height * 0.1, world.height * 1.2)
      switch Int.random(in: 0..<5, using: &rng) {
      case 0:  // tiny: a point, or a sliver
        let sliver = [0, 1e-9, lattice ?? 1e-6][Int.random(in: 0...2, using: &rng)]
        queries.append(CGRect(x: x, y: y, width: sliver, height: [0, sliver][Int.random(in: 0...1, using: &rng)]))
      case 1:  // screen-sized
        queries.append(
          CGRect(x: x, y: y, width: coordinate(0, world.width / 3), height: coordinate(0, world.height / 3)))
      case 2:  // negative size: counted from the other corner
        queries.append(
          CGRect(x: x, y: y, width: -coordinate(0, world.width / 4), height: -coordinate(0, world.height / 4)))
      case 3:  // a full-width band
        queries.append(CGRect(x: world.minX - 1, y: y, width: world.width + 2, height: coordinate(0, world.height / 5)))
      default:  // large
        queries.append(CGRect(x: x, y: y, width: coordinate(0, world.width), height: coordinate(0, world.height)))
      }
    }
    var points: [CGPoint] = [CGPoint(x: CGFloat.nan, y: 0), world.origin, CGPoint(x: world.maxX, y: world.maxY)]
    for _ in 0..<40 {
      points.append(
        CGPoint(
          x: coordinate(world.minX - 1, world.width + 2), y: coordinate(world.minY - 1, world.height + 2)))
    }
    // Points on frame corners and edges, where `contains` excludes the maximum edges.
    for frame in frames.prefix(20) where SpatialBruteForce.isIndexable(frame) {
      points.append(CGPoint(x: frame.minX, y: frame.minY))
      points.append(CGPoint(x: frame.maxX, y: frame.midY))
      queries.append(CGRect(x: frame.maxX, y: frame.maxY, width: 3, height: 3))  // touches a corner
    }
    expectMatchesBruteForce(index, frames, queries: queries, points: points, context: context)
  }
}
