import CCairo
import Foundation
import TrellisGeometry
import TrellisUI

extension PangoTextSystem {
  /// The caret offsets of one unwrapped line, from pango's positions of the grapheme-cluster boundaries
  /// in the shaped line (so kerning and shaping across a boundary count), the last being the line's
  /// logical width.
  /// - Complexity: O(length of the text) the first time for a text and font (then the layout is cached).
  public func caretOffsets(in string: String, font: Font) -> [CGFloat] {
    guard !string.isEmpty else { return [0] }
    let shaped = layout(for: TextBlock(string, font: font, color: .black, lineBreakMode: .byClipping), width: nil)
    var offsets: [CGFloat] = [0]
    offsets.reserveCapacity(string.count + 1)
    var byte = 0
    let total = string.utf8.count
    for character in string {
      byte += character.utf8.count
      if byte >= total {
        offsets.append(shaped.width)
        break
      }
      var position = PangoRectangle()
      pango_layout_index_to_pos(shaped.layout, Int32(byte), &position)
      offsets.append(CGFloat(position.x) / CGFloat(PANGO_SCALE))
    }
    return offsets
  }
}
