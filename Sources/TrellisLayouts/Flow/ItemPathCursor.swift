import Foundation

/// A two-index path whose item is stepped through a section in a per-item loop, at the cost of one store.
///
/// Foundation's `IndexPath` keeps a two-index path inline, but its subscript setter is an opaque call into
/// the Foundation library (about 30 instructions: a switch over its storage kinds, a range check, the old
/// value's destruction), which a layout asking a delegate about a million items pays a million times. The
/// cursor writes the item's machine word in place instead, at the offset where Foundation's own
/// `IndexPath(item:section:)` keeps it. That offset isn't public, so it is found once per process by
/// comparing the bytes of paths built by Foundation with patched ones for a spread of values; when no offset
/// reproduces Foundation's bytes exactly (another Foundation, another representation), the cursor uses the
/// public subscript. Either way `indexPath` equals `IndexPath(item: item, section: section)`.
struct ItemPathCursor {
  /// The path for the current item.
  private(set) var indexPath: IndexPath
  /// The byte offset of the item's word inside `IndexPath`, or nil to use the public subscript.
  private let itemOffset: Int?

  /// A cursor at item 0 of `section`.
  init(section: Int) {
    indexPath = IndexPath(item: 0, section: section)
    itemOffset = Self.verifiedItemOffset
  }

  /// Moves the cursor to `item` of the same section.
  @inline(__always) mutating func setItem(_ item: Int) {
    if let itemOffset {
      withUnsafeMutableBytes(of: &indexPath) { $0.storeBytes(of: item, toByteOffset: itemOffset, as: Int.self) }
    } else {
      indexPath[1] = item
    }
  }

  /// The offset of the item's word, verified against Foundation's own paths, or nil when none matches.
  static let verifiedItemOffset: Int? = {
    let size = MemoryLayout<IndexPath>.size
    let values = [0, 1, 2, 255, 256, 65_535, 1 << 32, 0x0123_4567_89AB_CDEF, Int.max]
    let sections = [0, 1, 7, 1_000_000, Int.max]
    return stride(from: 0, through: size - MemoryLayout<Int>.size, by: MemoryLayout<Int>.alignment).first { offset in
      sections.allSatisfy { section in
        values.allSatisfy { item in
          var patched = IndexPath(item: 3, section: section)
          withUnsafeMutableBytes(of: &patched) { $0.storeBytes(of: item, toByteOffset: offset, as: Int.self) }
          let built = IndexPath(item: item, section: section)
          let same = withUnsafeBytes(of: patched) { patchedBytes in
            withUnsafeBytes(of: built) { builtBytes in patchedBytes.prefix(size).elementsEqual(builtBytes.prefix(size))
            }
          }
          return same && patched == built && patched.count == 2 && patched[0] == section && patched[1] == item
        }
      }
    }
  }()
}
