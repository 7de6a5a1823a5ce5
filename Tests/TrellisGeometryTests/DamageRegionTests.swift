import Foundation
import Testing
import TrellisGeometry

/// `DamageRegion`: rectangles kept as added up to the maximum, covered ones dropped, the cheapest pair
/// merged past it; whatever is added stays covered.
@Suite("DamageRegion")
struct DamageRegionTests {
  @Test func rectanglesAreKeptAsAddedAndEmptyOrNonFiniteOnesAddNothing() {
    var region = DamageRegion(maximumRectangleCount: 4)
    region.add(CGRect(x: 10, y: 10, width: 20, height: 20))
    region.add(CGRect(x: 100, y: 0, width: 5, height: 5))
    region.add(CGRect(x: 0, y: 0, width: 0, height: 9))
    region.add(.null)
    region.add(CGRect(x: CGFloat.nan, y: 0, width: 4, height: 4))
    #expect(
      region.rectangles == [CGRect(x: 10, y: 10, width: 20, height: 20), CGRect(x: 100, y: 0, width: 5, height: 5)])
    #expect(region.area == 425)
    #expect(region.bounds == CGRect(x: 10, y: 0, width: 95, height: 30))
    #expect(region.overlaps(CGRect(x: 29, y: 29, width: 5, height: 5)))
    #expect(!region.overlaps(CGRect(x: 30, y: 10, width: 5, height: 5)), "touching edges don't overlap")
    #expect(region.checkInvariants().isEmpty)
    region.add(CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9))
    #expect(
      region.rectangles == [CGRect(x: -1e9, y: -1e9, width: 2e9, height: 2e9)], "a huge rectangle covers the rest")
  }

  @Test func aCoveredRectangleAddsNothingAndACoveringOneReplaces() {
    var region = DamageRegion()
    region.add(CGRect(x: 0, y: 0, width: 50, height: 50))
    region.add(CGRect(x: 10, y: 10, width: 5, height: 5))
    region.add(CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(region.rectangles == [CGRect(x: 0, y: 0, width: 50, height: 50)])
    region.add(CGRect(x: 200, y: 0, width: 10, height: 10))
    region.add(CGRect(x: -10, y: -10, width: 100, height: 100))
    #expect(
      region.rectangles == [
        CGRect(x: 200, y: 0, width: 10, height: 10), CGRect(x: -10, y: -10, width: 100, height: 100),
      ]
    )
    region.removeAll()
    #expect(region.isEmpty && region.bounds.isNull)
  }

  @Test func rectanglesOverlappingMostlyBecomeTheirBoundingBox() {
    var region = DamageRegion()
    region.add(CGRect(x: 0, y: 0, width: 100, height: 100))
    region.add(CGRect(x: 300, y: 0, width: 10, height: 10))
    region.add(CGRect(x: 1, y: 0, width: 100, height: 100))
    #expect(
      region.rectangles == [CGRect(x: 300, y: 0, width: 10, height: 10), CGRect(x: 0, y: 0, width: 101, height: 100)])
    // Overlapping a little: the box would add area, both stay.
    region.add(CGRect(x: 90, y: 90, width: 100, height: 100))
    #expect(region.rectangles.count == 3)
    #expect(region.checkInvariants().isEmpty)
  }

  @Test func pastTheMaximumTheNearestPairMerges() {
    var region = DamageRegion(maximumRectangleCount: 2)
    region.add(CGRect(x: 0, y: 0, width: 10, height: 10))
    region.add(CGRect(x: 500, y: 500, width: 10, height: 10))
    region.add(CGRect(x: 12, y: 0, width: 10, height: 10))
    // Merging the two near the origin adds 20 square points; either with the far one adds far more.
    #expect(
      region.rectangles == [CGRect(x: 500, y: 500, width: 10, height: 10), CGRect(x: 0, y: 0, width: 22, height: 10)])
    #expect(region.checkInvariants().isEmpty)
  }

  @Test func aMergedBoxDropsWhatItCovers() {
    var region = DamageRegion(maximumRectangleCount: 3)
    region.add(CGRect(x: 0, y: 0, width: 10, height: 10))
    region.add(CGRect(x: 40, y: 0, width: 10, height: 10))
    region.add(CGRect(x: 20, y: 2, width: 4, height: 4))
    region.add(CGRect(x: 1000, y: 0, width: 10, height: 10))
    // The cheapest merge is one of the left three pairs; whichever box it makes, nothing it covers stays.
    #expect(region.rectangles.count <= 3)
    #expect(region.checkInvariants().isEmpty, "\(region.rectangles)")
  }

  /// Random integer rectangles on a 64×64 grid: after each add, every cell of every rectangle added so
  /// far lies in some kept rectangle, and the invariants hold.
  @Test(arguments: [1, 2, 3, 8]) func everythingAddedStaysCovered(maximum: Int) {
    let seed = UInt64(0xDA3A6E) &+ UInt64(maximum)
    print("DamageRegionTests seed \(seed)")
    var state = seed
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<50 {
      var region = DamageRegion(maximumRectangleCount: maximum)
      var added: [CGRect] = []
      for step in 0..<20 {
        let x = next(60)
        let y = next(60)
        let rect = CGRect(x: x, y: y, width: 1 + next(64 - x), height: 1 + next(64 - y))
        region.add(rect)
        added.append(rect)
        #expect(region.checkInvariants().isEmpty, "seed \(seed) step \(step): \(region.checkInvariants())")
        #expect(region.rectangles.count <= maximum)
        for rect in added {
          for cy in Int(rect.minY)..<Int(rect.maxY) {
            for cx in Int(rect.minX)..<Int(rect.maxX) {
              let cell = CGRect(x: cx, y: cy, width: 1, height: 1)
              guard !region.rectangles.contains(where: { $0.covers(cell) }) else { continue }
              Issue.record(
                "seed \(seed) step \(step): cell (\(cx), \(cy)) of \(rect) not covered by \(region.rectangles)")
              return
            }
          }
        }
      }
    }
  }

  @Test func addingAndEmptyingKeepTheStorage() {
    var region = DamageRegion(maximumRectangleCount: 4)
    for i in 0..<20 { region.add(CGRect(x: i * 30, y: 0, width: 10, height: 10)) }
    let capacity = region.rectangles.capacity
    region.removeAll()
    for i in 0..<20 { region.add(CGRect(x: i * 30, y: i, width: 10, height: 10)) }
    #expect(region.rectangles.capacity == capacity)
    #expect(capacity >= 5)
  }
}

extension DamageRegionTests {
  @Test func expandingGrowsRectanglesOverAnExtentTheyReachUntilNoneIsCut() {
    var region = DamageRegion()
    region.add(CGRect(x: 0, y: 0, width: 10, height: 10))
    region.add(CGRect(x: 100, y: 100, width: 10, height: 10))
    // The first extent is cut by the first rectangle; the second touches the grown first within the margin.
    let extents = [CGRect(x: 5, y: 5, width: 20, height: 20), CGRect(x: 25.5, y: 0, width: 5, height: 5)]
    region.expand(toInclude: extents, margin: 1)
    #expect(
      region.rectangles == [
        CGRect(x: 100, y: 100, width: 10, height: 10), CGRect(x: 0, y: 0, width: 30.5, height: 25),
      ])
    #expect(region.checkInvariants().isEmpty)
    // An extent already covered, or out of reach, changes nothing.
    let before = region
    region.expand(
      toInclude: [CGRect(x: 1, y: 1, width: 2, height: 2), CGRect(x: 300, y: 0, width: 5, height: 5)], margin: 1)
    #expect(region == before)
  }
}
