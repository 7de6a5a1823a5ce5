import CCairo
import Foundation

/// A frame's clear of its target, deferred per tile of 64 × 64 pixels: a tile is cleared just before
/// anything first draws into it, unless an opaque copy covers the whole tile first, which makes its
/// clear unnecessary; the tiles nothing drew into are cleared at the end. Kept by the renderer between
/// frames, so a warm frame allocates nothing.
final class DeferredClear {
  /// The side of a tile in pixels.
  static let tileSide: Int32 = 64
  /// Per tile, row by row, whether it is still to be cleared.
  private var dirty = UnsafeMutablePointer<Bool>.allocate(capacity: 0)
  private var capacity = 0
  private var columns: Int32 = 0
  private var rows: Int32 = 0
  private var width: Int32 = 0
  private var height: Int32 = 0
  private var remaining = 0
  private var pixel: UInt32 = 0
  private var bits: UnsafeMutablePointer<UInt32>?
  private var rowPixels: Int32 = 0
  /// Pixels cleared since the renderer last read the count.
  var clearedPixels = 0

  deinit { dirty.deallocate() }

  /// Marks every tile of `target` as still to be cleared to `pixel` (premultiplied ARGB32).
  /// - Complexity: O(tiles).
  func begin(_ target: TargetSurface, pixel: UInt32) {
    let surface = target.surface
    guard let data = surface.data else { return }
    bits = data.assumingMemoryBound(to: UInt32.self)
    rowPixels = Int32(surface.bytesPerRow / 4)
    width = Int32(surface.width)
    height = Int32(surface.height)
    columns = (width + Self.tileSide - 1) / Self.tileSide
    rows = (height + Self.tileSide - 1) / Self.tileSide
    let count = Int(columns * rows)
    if capacity < count {
      dirty.deallocate()
      dirty = .allocate(capacity: count)
      capacity = count
    }
    dirty.update(repeating: true, count: count)
    remaining = count
    self.pixel = pixel
  }

  /// Readies the tiles under `region` (inside the target) for a direct write: those still dirty are
  /// cleared, except, when the write `replaces` every pixel of its region, the tiles it covers whole.
  /// - Complexity: O(tiles under the region).
  func prepare(_ region: PixelBox, replaces: Bool) {
    guard remaining > 0, !region.isEmpty else { return }
    let side = Self.tileSide
    let tx0 = max(region.x0, 0) / side
    let ty0 = max(region.y0, 0) / side
    let tx1 = min((region.x1 - 1) / side, columns - 1)
    let ty1 = min((region.y1 - 1) / side, rows - 1)
    guard tx0 <= tx1, ty0 <= ty1 else { return }
    // Locals: a stored property read in the loop would pay an exclusivity check each time.
    let dirty = self.dirty
    let columns = self.columns
    var cleaned = 0
    defer { remaining -= cleaned }
    for ty in ty0...ty1 {
      // Neighbouring tiles to clear in this row are cleared by one fill.
      var runStart: Int32 = -1
      for tx in tx0...tx1 {
        let index = Int(ty * columns + tx)
        var clears = false
        if dirty[index] {
          dirty[index] = false
          cleaned += 1
          let tile = self.tile(tx, ty)
          clears =
            !(replaces && tile.x0 >= region.x0 && tile.y0 >= region.y0 && tile.x1 <= region.x1
            && tile.y1 <= region.y1)
        }
        if clears {
          if runStart < 0 { runStart = tx }
        } else if runStart >= 0 {
          fillTiles(runStart..<tx, row: ty)
          runStart = -1
        }
      }
      if runStart >= 0 { fillTiles(runStart..<(tx1 + 1), row: ty) }
    }
  }

  /// Clears every tile still dirty, a run of neighbouring tiles in one call; call before drawing
  /// through cairo and at the end of the frame.
  /// - Complexity: O(tiles).
  func finish() {
    guard remaining > 0 else { return }
    for ty in 0..<rows {
      var tx: Int32 = 0
      while tx < columns {
        guard dirty[Int(ty * columns + tx)] else {
          tx += 1
          continue
        }
        let start = tx
        while tx < columns && dirty[Int(ty * columns + tx)] {
          dirty[Int(ty * columns + tx)] = false
          tx += 1
        }
        remaining -= Int(tx - start)
        fillTiles(start..<tx, row: ty)
      }
    }
    remaining = 0
  }

  /// The pixels of a tile, clamped to the target.
  private func tile(_ tx: Int32, _ ty: Int32) -> PixelBox {
    let side = Self.tileSide
    return PixelBox(
      x0: tx * side, y0: ty * side, x1: min((tx + 1) * side, width), y1: min((ty + 1) * side, height))
  }

  /// Clears the tiles `columns` of a row of tiles.
  private func fillTiles(_ columns: Range<Int32>, row: Int32) {
    let first = tile(columns.lowerBound, row)
    fill(PixelBox(x0: first.x0, y0: first.y0, x1: tile(columns.upperBound - 1, row).x1, y1: first.y1))
  }

  private func fill(_ box: PixelBox) {
    guard let bits else { return }
    clearedPixels += Int(box.x1 - box.x0) * Int(box.y1 - box.y0)
    _ = pixman_fill(bits, rowPixels, 32, box.x0, box.y0, box.x1 - box.x0, box.y1 - box.y0, pixel)
  }
}
