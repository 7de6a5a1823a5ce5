import Foundation

/// A frame's direct composites, recorded instead of written at once so that no target pixel is
/// written when a later composite replaces it (occlusion).
///
/// Each recorded composite is a chain of disjoint rectangular pieces, at first its whole region. A
/// composite that replaces its pixels (`DirectComposite.replacesPixels`: opaque copies and fills)
/// trims every earlier piece it overlaps: a piece it covers is dropped; a piece it cuts on one side
/// shrinks; a piece it cuts otherwise is split into two to four (full-width bands above and below,
/// the sides between), but only when that saves at least `minimumSplitSavings` pixels and the
/// composite has pieces to spare, else it is kept whole (writing a hidden pixel is harmless, only
/// slower). `flush` then writes every composite's pieces in recording order. Pieces are found through
/// a grid of tiles over the target, each holding a list of the pieces that touched it.
///
/// All storage is kept between frames, so a warm frame allocates nothing.
struct CompositeQueue {
  /// A recorded composite and its pieces.
  struct Entry {
    /// What is written.
    var composite: DirectComposite
    /// The region it was recorded with.
    var region: PixelBox
    /// The first of its pieces (an index into `pieces`).
    var firstPiece: Int32
    /// How many more pieces splitting may still give it.
    var spare: Int32
  }

  /// A rectangle of a composite still to be written; empty once covered.
  struct Piece {
    /// The target pixels.
    var box: PixelBox
    /// The composite's next piece, or -1.
    var next: Int32
    /// The composite (an index into `entries`).
    var entry: Int32
  }

  /// One membership of a piece in a tile's list.
  struct Link {
    var piece: Int32
    var next: Int32
  }

  /// The recorded composites, in order.
  private(set) var entries: [Entry] = []
  /// Every piece of every composite.
  private(set) var pieces: [Piece] = []
  /// The first link of each tile's list (-1: empty), row by row.
  private(set) var heads: [Int32] = []
  private(set) var links: [Link] = []
  /// Tiles are `1 << tileShift` pixels square.
  private(set) var tileShift: Int32 = 6
  private(set) var tilesX: Int32 = 0
  private(set) var tilesY: Int32 = 0
  /// Pieces a composite may gain by splitting, beyond its first (the clear: per tile).
  var extraPieces: Int32 = 3
  /// The fewest covered pixels for which a piece is split into more pieces (each costs a call).
  var minimumSplitSavings = 1024
  /// Pixels recorded but left out since the last flush, because a later composite replaces them.
  private(set) var occludedPixels = 0
  /// Pieces split off while a cover walks the tiles, listed in their tiles once it is done.
  private var splitOff: [Int32] = []

  /// Whether the renderer records this frame's composites here (else it writes them at once).
  var isRecording = false

  /// Whether nothing is waiting to be written.
  var isEmpty: Bool { entries.isEmpty }

  /// Starts recording for a target of `width × height` pixels: forgets anything recorded and sizes
  /// the grid so that it has at most 32 tiles a side.
  /// - Complexity: O(tiles).
  mutating func begin(width: Int, height: Int) {
    var shift: Int32 = 4
    while (width >> Int(shift)) > 32 || (height >> Int(shift)) > 32 { shift += 1 }
    tileShift = shift
    tilesX = Int32(max((width + (1 << Int(shift)) - 1) >> Int(shift), 1))
    tilesY = Int32(max((height + (1 << Int(shift)) - 1) >> Int(shift), 1))
    removeAll()
  }

  /// Forgets every composite, keeping the storage.
  /// - Complexity: O(tiles).
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
    pieces.removeAll(keepingCapacity: true)
    links.removeAll(keepingCapacity: true)
    heads.removeAll(keepingCapacity: true)
    heads.append(contentsOf: repeatElement(-1, count: Int(tilesX * tilesY)))
    occludedPixels = 0
  }

  /// Records the frame's clear of `box` (the whole target, first), one piece per tile so that the
  /// opaque composites after it can drop its tiles or trim them (each tile with `extraPieces` to spare).
  /// - Complexity: O(tiles).
  mutating func recordClear(pixel: UInt32, box: PixelBox) {
    let first = Int32(pieces.count)
    let entry = Int32(entries.count)
    let (x0, y0, x1, y1) = tileRange(of: box)
    let side = Int32(1) << tileShift
    for ty in y0...y1 {
      for tx in x0...x1 {
        let tile = PixelBox(x0: tx * side, y0: ty * side, x1: tx * side + side, y1: ty * side + side)
          .intersection(box)
        guard !tile.isEmpty else { continue }
        let index = Int32(pieces.count)
        // Each piece links to the next one of the clear.
        pieces.append(Piece(box: tile, next: index + 1, entry: entry))
        link(index, tile: ty * tilesX + tx)
      }
    }
    guard pieces.count > first else { return }
    pieces[pieces.count - 1].next = -1
    entries.append(
      Entry(
        composite: DirectComposite(source: .clear(pixel: pixel), dx: 0, dy: 0), region: box, firstPiece: first,
        spare: (Int32(pieces.count) - first) * extraPieces))
  }

  /// Records a composite of `region` (inside the target), trimming the earlier pieces it hides when
  /// it replaces its pixels; adds the pixels no longer to be written to `occludedPixels`.
  /// - Complexity: O(pieces listed in the tiles `region` touches).
  mutating func record(_ composite: DirectComposite, region: PixelBox) {
    guard !region.isEmpty else { return }
    if composite.replacesPixels && !entries.isEmpty { occlude(region) }
    let piece = Int32(pieces.count)
    let entry = Int32(entries.count)
    pieces.append(Piece(box: region, next: -1, entry: entry))
    entries.append(Entry(composite: composite, region: region, firstPiece: piece, spare: extraPieces))
    register(piece)
  }

  /// Writes every recorded composite's pieces into `target` in recording order, adds the pixels
  /// left out to the statistics, and forgets them. Neighbouring pieces of a composite that make a rectangle together (the clear's untouched tiles
  /// along a row, say) are written as one.
  /// - Complexity: O(pieces) plus the pixels written.
  mutating func flush(into target: TargetSurface, statistics: inout RenderStatistics) {
    for entry in entries {
      var pending = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
      var piece = entry.firstPiece
      while piece >= 0 {
        let box = pieces[Int(piece)].box
        piece = pieces[Int(piece)].next
        guard !box.isEmpty else { continue }
        if pending.isEmpty {
          pending = box
        } else if box.y0 == pending.y0 && box.y1 == pending.y1 && box.x0 == pending.x1 {
          pending.x1 = box.x1
        } else if box.x0 == pending.x0 && box.x1 == pending.x1 && box.y0 == pending.y1 {
          pending.y1 = box.y1
        } else {
          entry.composite.write(pending, into: target, statistics: &statistics)
          pending = box
        }
      }
      if !pending.isEmpty { entry.composite.write(pending, into: target, statistics: &statistics) }
    }
    statistics.occludedPixels += occludedPixels
    removeAll()
  }

  /// Trims every recorded piece by `cover`, a rectangle a later composite replaces. Links to pieces
  /// that no longer touch their tile (dropped, shrunk or split) are taken out of its list on the way.
  private mutating func occlude(_ cover: PixelBox) {
    let (x0, y0, x1, y1) = tileRange(of: cover)
    let side = Int32(1) << tileShift
    for ty in y0...y1 {
      for tx in x0...x1 {
        let tile = Int(ty * tilesX + tx)
        let tileBox = PixelBox(x0: tx * side, y0: ty * side, x1: tx * side + side, y1: ty * side + side)
        var previous: Int32 = -1
        var link = heads[tile]
        while link >= 0 {
          let current = links[Int(link)]
          let box = pieces[Int(current.piece)].box
          if !box.sharesPixel(with: tileBox) {
            if previous < 0 { heads[tile] = current.next } else { links[Int(previous)].next = current.next }
          } else {
            if box.sharesPixel(with: cover) { trim(current.piece, by: cover) }
            previous = link
          }
          link = current.next
        }
      }
    }
    for piece in splitOff { register(piece) }
    splitOff.removeAll(keepingCapacity: true)
  }

  /// Takes `cover` out of a piece: drops it, shrinks it, or splits it when that is worth it.
  private mutating func trim(_ index: Int32, by cover: PixelBox) {
    let box = pieces[Int(index)].box
    let hidden = box.intersection(cover)
    guard !hidden.isEmpty else { return }
    // What is left: full-width bands above and below the hidden part, and its sides between them.
    let above = PixelBox(x0: box.x0, y0: box.y0, x1: box.x1, y1: hidden.y0)
    let below = PixelBox(x0: box.x0, y0: hidden.y1, x1: box.x1, y1: box.y1)
    let left = PixelBox(x0: box.x0, y0: hidden.y0, x1: hidden.x0, y1: hidden.y1)
    let right = PixelBox(x0: hidden.x1, y0: hidden.y0, x1: box.x1, y1: hidden.y1)
    let count = Int32(
      (above.isEmpty ? 0 : 1) + (below.isEmpty ? 0 : 1) + (left.isEmpty ? 0 : 1) + (right.isEmpty ? 0 : 1))
    let saved = Int(hidden.x1 - hidden.x0) * Int(hidden.y1 - hidden.y0)
    let entry = Int(pieces[Int(index)].entry)
    if count > 1 {
      guard saved >= minimumSplitSavings, entries[entry].spare >= count - 1 else { return }
      entries[entry].spare -= count - 1
    }
    occludedPixels += saved
    // The first part left takes the piece's place; the others follow it in the composite's chain.
    var replaced = false
    func keep(_ part: PixelBox) {
      guard !part.isEmpty else { return }
      guard replaced else {
        pieces[Int(index)].box = part
        replaced = true
        return
      }
      let added = Int32(pieces.count)
      pieces.append(Piece(box: part, next: pieces[Int(index)].next, entry: Int32(entry)))
      pieces[Int(index)].next = added
      splitOff.append(added)
    }
    keep(above)
    keep(below)
    keep(left)
    keep(right)
    if !replaced { pieces[Int(index)].box = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0) }
  }

  /// Adds a piece to the list of every tile it touches.
  private mutating func register(_ piece: Int32) {
    let (x0, y0, x1, y1) = tileRange(of: pieces[Int(piece)].box)
    for ty in y0...y1 {
      for tx in x0...x1 { link(piece, tile: ty * tilesX + tx) }
    }
  }

  private mutating func link(_ piece: Int32, tile: Int32) {
    links.append(Link(piece: piece, next: heads[Int(tile)]))
    heads[Int(tile)] = Int32(links.count - 1)
  }

  /// The first and last tile columns and rows a non-empty box touches, clamped to the grid.
  func tileRange(of box: PixelBox) -> (Int32, Int32, Int32, Int32) {
    func clamp(_ v: Int32, _ count: Int32) -> Int32 { min(max(v, 0), count - 1) }
    return (
      clamp(box.x0 >> tileShift, tilesX), clamp(box.y0 >> tileShift, tilesY), clamp((box.x1 - 1) >> tileShift, tilesX),
      clamp((box.y1 - 1) >> tileShift, tilesY)
    )
  }
}
