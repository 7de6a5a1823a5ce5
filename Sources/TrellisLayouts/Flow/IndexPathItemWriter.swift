import Foundation

/// Sets the item of a two-index `IndexPath` in place, faster than Foundation's subscript setter.
///
/// On Linux that setter is two non-inlinable calls, about 5 ns: reading a million delegate sizes spent a
/// third of its time there. Foundation stores two indexes inline (its private `.pair` storage), the
/// section in the first word and the item in the second; the writer overwrites that second word. The
/// layout is private to Foundation, so it is checked once, at first use, against the public API (the words
/// read back as the indexes; patched values compare, hash and subscript as freshly made ones); if any check
/// fails, the writer uses the subscript setter instead.
enum IndexPathItemWriter {
  /// Whether this Foundation keeps a two-index path as two inline words, section then item.
  static let patchesInPlace: Bool = {
    guard MemoryLayout<IndexPath>.size >= 2 * MemoryLayout<Int>.size else { return false }
    var probe = IndexPath(item: 5, section: 3)
    let words = withUnsafeBytes(of: &probe) {
      ($0.load(as: Int.self), $0.load(fromByteOffset: MemoryLayout<Int>.stride, as: Int.self))
    }
    guard words == (3, 5) else { return false }
    for item in [0, 1, 42, -1, Int.max, Int.min] {
      patch(&probe, item: item)
      let fresh = IndexPath(item: item, section: 3)
      guard probe == fresh, probe.hashValue == fresh.hashValue, probe.count == 2, probe.section == 3,
        probe.item == item
      else { return false }
    }
    return true
  }()

  /// Sets `indexPath.item` (the path must have two indexes); `patches` is `patchesInPlace`, read once by the caller.
  @inline(__always) static func setItem(_ item: Int, of indexPath: inout IndexPath, patches: Bool) {
    if patches { patch(&indexPath, item: item) } else { indexPath.item = item }
  }

  /// Overwrites the second inline word.
  @inline(__always) private static func patch(_ indexPath: inout IndexPath, item: Int) {
    withUnsafeMutableBytes(of: &indexPath) {
      $0.storeBytes(of: item, toByteOffset: MemoryLayout<Int>.stride, as: Int.self)
    }
  }
}
