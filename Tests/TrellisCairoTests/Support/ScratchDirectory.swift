import Foundation

/// Runs `body` with a new empty directory for its files and removes it afterwards.
///
/// The directory is under `TMPDIR` when that names a writable directory and under `/tmp` otherwise,
/// so a missing or read-only `TMPDIR` changes no test result.
func withScratchDirectory<R>(_ body: (String) throws -> R) throws -> R {
  let manager = FileManager.default
  let candidates = [NSTemporaryDirectory(), "/tmp"]
  let base = candidates.first { manager.isWritableFile(atPath: $0) } ?? "/tmp"
  let directory = (base as NSString).appendingPathComponent("trellis-tests-\(getpid())-\(UUID().uuidString)")
  try manager.createDirectory(atPath: directory, withIntermediateDirectories: true)
  defer { try? manager.removeItem(atPath: directory) }
  return try body(directory)
}
