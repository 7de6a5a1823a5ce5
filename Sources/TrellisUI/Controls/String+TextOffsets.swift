import Foundation

extension String {
  /// The grapheme-cluster offset of a UTF-16 offset (clamped to the string): inside a cluster, the
  /// cluster's start, or its end when `roundingUp`.
  /// - Complexity: O(n) in the length of the string.
  func characterOffset(ofUTF16 offset: Int, roundingUp: Bool) -> Int {
    var utf16 = 0
    var count = 0
    for character in self {
      if utf16 >= offset { return count }
      let next = utf16 + character.utf16.count
      if next > offset { return roundingUp ? count + 1 : count }
      utf16 = next
      count += 1
    }
    return count
  }

  /// The UTF-16 range of a range of grapheme clusters (clamped to the string).
  /// - Complexity: O(n) in the length of the string.
  func utf16Range(ofCharacters range: Range<Int>) -> NSRange {
    var location = 0
    var length = 0
    for (index, character) in enumerated() {
      if index >= range.upperBound { break }
      if index < range.lowerBound {
        location += character.utf16.count
      } else {
        length += character.utf16.count
      }
    }
    return NSRange(location: location, length: length)
  }
}
