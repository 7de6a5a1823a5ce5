import Foundation
import Testing
import Trellis
import TrellisTesting

@testable import TrellisCairo

/// The composite queue's trimming on its own: which pieces of recorded rectangles are left to write.
@MainActor @Suite struct CompositeQueueTests {
  private let opaque = SolidFill(ColorComponents(Color(rgb: 0x336699)))
  private let translucent = SolidFill(ColorComponents(Color(red: 0, green: 0, blue: 0, alpha: 0.5)))

  private func fill(replacing: Bool) -> DirectComposite {
    DirectComposite(source: .fill(replacing ? opaque : translucent, replaces: replacing, mask: nil), dx: 0, dy: 0)
  }

  /// The pieces left of each recorded composite (top to bottom, then left to right), in recording order.
  private func pieces(of queue: CompositeQueue) -> [[PixelBox]] {
    queue.entries.map { entry in
      var boxes: [PixelBox] = []
      var piece = entry.firstPiece
      while piece >= 0 {
        if !queue.pieces[Int(piece)].box.isEmpty { boxes.append(queue.pieces[Int(piece)].box) }
        piece = queue.pieces[Int(piece)].next
      }
      return boxes.sorted { ($0.y0, $0.x0) < ($1.y0, $1.x0) }
    }
  }

  private func box(_ x0: Int32, _ y0: Int32, _ x1: Int32, _ y1: Int32) -> PixelBox {
    PixelBox(x0: x0, y0: y0, x1: x1, y1: y1)
  }

  /// A covered piece is dropped, a piece cut on one side shrinks, one cut in its middle is split into
  /// full-width bands and the sides between them; blending composites trim nothing.
  @Test func coverShrinkAndSplit() {
    var queue = CompositeQueue()
    queue.minimumSplitSavings = 0
    queue.begin(width: 100, height: 100)
    queue.record(fill(replacing: false), region: box(10, 10, 30, 30))
    queue.record(fill(replacing: true), region: box(40, 10, 90, 60))
    queue.record(fill(replacing: false), region: box(0, 0, 100, 100))
    #expect(queue.occludedPixels == 0, "nothing replaces pixels after the first two")
    queue.record(fill(replacing: true), region: box(5, 5, 35, 35))
    queue.record(fill(replacing: true), region: box(60, 0, 100, 100))
    queue.record(fill(replacing: true), region: box(50, 30, 60, 40))
    #expect(queue.checkInvariants() == [])
    #expect(
      pieces(of: queue) == [
        [],  // covered by (5, 5, 35, 35)
        [box(40, 10, 60, 30), box(40, 30, 50, 40), box(40, 40, 60, 60)],  // cut at the right, split around (50, 30)
        // The blend under everything: split in four by (5, 5, 35, 35), three of them cut at the right by
        // (60, 0, 100, 100); (50, 30, 60, 40) would split two again, beyond the three extra pieces it may have.
        [box(0, 0, 60, 5), box(0, 5, 5, 35), box(35, 5, 60, 35), box(0, 35, 60, 100)],
        [box(5, 5, 35, 35)],
        [box(60, 0, 100, 100)],
        [box(50, 30, 60, 40)],
      ])
    // The first blend's 20×20; the opaque fill's 30×50 and 10×10; the blend's 30×30 and 5×40 + 30×40 + 65×40.
    #expect(queue.occludedPixels == 400 + 1500 + 100 + 900 + 4000)
  }

  /// A split that would save fewer pixels than `minimumSplitSavings` is not made; a one-sided cut is.
  @Test func smallSplitsAreNotWorthACall() {
    var queue = CompositeQueue()
    queue.begin(width: 200, height: 200)
    queue.record(fill(replacing: true), region: box(0, 0, 100, 100))
    queue.record(fill(replacing: true), region: box(90, 90, 120, 120))
    #expect(pieces(of: queue)[0] == [box(0, 0, 100, 100)], "a 10×10 corner would need two pieces")
    queue.record(fill(replacing: true), region: box(50, 0, 150, 100))
    #expect(pieces(of: queue)[0] == [box(0, 0, 50, 100)])
    #expect(pieces(of: queue)[1] == [box(90, 100, 120, 120)])
    #expect(queue.occludedPixels == 50 * 100 + 30 * 10)
    #expect(queue.checkInvariants() == [])
  }

  /// The clear is one piece per tile; opaque composites drop the tiles they cover and trim the others.
  @Test func clearIsTrimmedTileByTile() {
    var queue = CompositeQueue()
    queue.begin(width: 100, height: 40)
    #expect(queue.tileShift == 4)
    queue.recordClear(pixel: 0, box: box(0, 0, 100, 40))
    #expect(pieces(of: queue)[0].count == 7 * 3)
    queue.record(fill(replacing: true), region: box(0, 0, 100, 36))
    #expect(pieces(of: queue)[0] == (0..<7).map { box($0 * 16, 36, min($0 * 16 + 16, 100), 40) })
    #expect(queue.occludedPixels == 100 * 36)
    #expect(queue.checkInvariants() == [])
  }

  /// Random rectangles: after every record the storage is consistent, only pixels a later replacing
  /// composite covers are left out, and with no limits on splitting every such pixel is left out.
  @Test(arguments: zip([3, 1000] as [Int32], [1024, 0]))
  func randomRectanglesLeaveOutExactlyHiddenPixels(extraPieces: Int32, minimumSplitSavings: Int) {
    var random = SeededRandomNumberGenerator(seed: 23)
    let (width, height) = (90, 70)
    for _ in 0..<20 {
      var queue = CompositeQueue()
      queue.extraPieces = extraPieces
      queue.minimumSplitSavings = minimumSplitSavings
      queue.begin(width: width, height: height)
      queue.recordClear(pixel: 0, box: box(0, 0, Int32(width), Int32(height)))
      for _ in 0..<25 {
        let x0 = Int32.random(in: 0..<Int32(width), using: &random)
        let y0 = Int32.random(in: 0..<Int32(height), using: &random)
        let region = box(
          x0, y0, min(x0 + Int32.random(in: 1...40, using: &random), Int32(width)),
          min(y0 + Int32.random(in: 1...40, using: &random), Int32(height)))
        queue.record(fill(replacing: Bool.random(using: &random)), region: region)
        #expect(queue.checkInvariants() == [])
      }
      let left = pieces(of: queue)
      var written = 0
      for (index, entry) in queue.entries.enumerated() {
        let later = queue.entries[(index + 1)...].filter { $0.composite.replacesPixels }.map(\.region)
        for y in entry.region.y0..<entry.region.y1 {
          for x in entry.region.x0..<entry.region.x1 {
            let pixel = box(x, y, x + 1, y + 1)
            let hidden = later.contains { $0.sharesPixel(with: pixel) }
            if left[index].contains(where: { $0.sharesPixel(with: pixel) }) {
              written += 1
              if minimumSplitSavings == 0 && extraPieces >= 1000 {
                #expect(!hidden, "(\(x), \(y)) of composite \(index) is hidden but still written")
              }
            } else {
              #expect(hidden, "(\(x), \(y)) of composite \(index) is left out but shows")
            }
          }
        }
      }
      let recorded = queue.entries.reduce(0) {
        $0 + Int($1.region.x1 - $1.region.x0) * Int($1.region.y1 - $1.region.y0)
      }
      #expect(written + queue.occludedPixels == recorded)
    }
  }
}
