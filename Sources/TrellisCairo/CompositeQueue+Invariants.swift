// The consistency of the queue's pieces, their chains and the tile lists (for tests).
extension CompositeQueue {
  /// What is broken in the queue's storage: chains that lose, share or loop over pieces, pieces that
  /// overlap or leave their composite's region, pieces missing from a tile they touch, negative
  /// budgets; empty when all is well.
  /// - Complexity: O(pieces² per composite + links).
  func checkInvariants() -> [String] {
    var broken: [String] = []
    var seen = [Bool](repeating: false, count: pieces.count)
    for (index, entry) in entries.enumerated() {
      if entry.spare < 0 { broken.append("composite \(index) has \(entry.spare) pieces to spare") }
      var boxes: [PixelBox] = []
      var piece = entry.firstPiece
      while piece >= 0 {
        guard Int(piece) < pieces.count, !seen[Int(piece)] else {
          broken.append("composite \(index)'s chain reaches piece \(piece) again or out of range")
          break
        }
        seen[Int(piece)] = true
        let value = pieces[Int(piece)]
        if value.entry != Int32(index) { broken.append("piece \(piece) of composite \(index) names \(value.entry)") }
        if !value.box.isEmpty {
          if value.box.intersection(entry.region) != value.box {
            broken.append("piece \(piece) \(value.box) leaves composite \(index)'s region \(entry.region)")
          }
          for other in boxes where other.sharesPixel(with: value.box) {
            broken.append("piece \(piece) \(value.box) overlaps \(other) of composite \(index)")
          }
          boxes.append(value.box)
        }
        piece = value.next
      }
    }
    if let lost = seen.firstIndex(of: false) { broken.append("piece \(lost) is in no composite's chain") }
    var listed = Set<Int64>()
    for tile in heads.indices {
      var link = heads[tile]
      var steps = 0
      while link >= 0, steps <= links.count {
        listed.insert(Int64(tile) << 32 | Int64(links[Int(link)].piece))
        link = links[Int(link)].next
        steps += 1
      }
      if steps > links.count { broken.append("tile \(tile)'s list loops") }
    }
    for (index, piece) in pieces.enumerated() where !piece.box.isEmpty {
      let (x0, y0, x1, y1) = tileRange(of: piece.box)
      for ty in y0...y1 {
        for tx in x0...x1 where !listed.contains(Int64(ty * tilesX + tx) << 32 | Int64(index)) {
          broken.append("piece \(index) \(piece.box) is missing from tile (\(tx), \(ty))")
        }
      }
    }
    return broken
  }
}
