import Foundation
import Glibc

/// The bytes the process has allocated and not yet freed, for tests that check that memory stays flat.
///
/// Under `--sanitize=address` the sanitizer's allocator serves every allocation, and its own count is read
/// (`__sanitizer_get_current_allocated_bytes`); otherwise glibc's totals over all arenas and mmapped
/// blocks (`malloc_info`: system bytes less free chunks). Both are looked up at run time, as the Glibc
/// module exports neither. The count is process-wide: tests running on other threads add noise.
enum HeapUsage {
  private typealias SanitizerCount = @convention(c) () -> Int
  private typealias MallocInfo = @convention(c) (Int32, UnsafeMutablePointer<FILE>?) -> Int32

  /// The bytes in use now, or nil when neither source is available.
  static func bytesInUse() -> Int? {
    let process = dlopen(nil, RTLD_NOW)
    defer { if let process { dlclose(process) } }
    if let symbol = dlsym(process, "__sanitizer_get_current_allocated_bytes") {
      return unsafeBitCast(symbol, to: SanitizerCount.self)()
    }
    guard let symbol = dlsym(process, "malloc_info") else { return nil }
    return glibcBytesInUse(unsafeBitCast(symbol, to: MallocInfo.self))
  }

  /// Σ over arenas of (system bytes − free fast-bin bytes − other free bytes, the top chunk included),
  /// plus mmapped blocks, from the totals at the end of `malloc_info`'s report.
  private static func glibcBytesInUse(_ mallocInfo: MallocInfo) -> Int? {
    var buffer: UnsafeMutablePointer<CChar>?
    var length = 0
    guard let stream = open_memstream(&buffer, &length) else { return nil }
    let status = mallocInfo(0, stream)
    fclose(stream)
    guard let buffer else { return nil }
    let report = String(cString: buffer)
    free(buffer)
    guard status == 0, let end = report.range(of: "</heap>", options: .backwards) else { return nil }
    let totals = report[end.upperBound...]
    func size(after tag: String) -> Int? {
      guard let start = totals.range(of: tag) else { return nil }
      let rest = totals[start.upperBound...]
      guard let open = rest.range(of: "size=\"") else { return nil }
      return Int(rest[open.upperBound...].prefix { $0.isNumber })
    }
    guard let fast = size(after: "<total type=\"fast\""), let free = size(after: "<total type=\"rest\""),
      let mmapped = size(after: "<total type=\"mmap\""), let system = size(after: "<system type=\"current\"")
    else { return nil }
    return system - fast - free + mmapped
  }
}
