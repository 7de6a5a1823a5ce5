import Foundation
import Testing
import TrellisCairo

/// Whether snapshots are being re-recorded (`TRELLIS_RECORD_SNAPSHOTS=1`).
private let isRecording = ProcessInfo.processInfo.environment["TRELLIS_RECORD_SNAPSHOTS"] == "1"

/// Compares an image with the reference PNG `__Snapshots__/<test file>/<name>.png` beside the test file.
///
/// A missing reference (or record mode) writes it and fails, asking for a re-run. A mismatch writes the
/// actual image and a diff under `/tmp/trellis-snapshot-failures/` and reports their paths.
/// - Parameters:
///   - tolerance: the largest per-channel difference (0…255) that still counts as equal.
///   - allowedFraction: the fraction of pixels allowed to differ by more than `tolerance`.
func assertSnapshot(
  _ image: RenderedImage, named name: String, tolerance: Int = 2, allowedFraction: Double = 0.002,
  filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
) {
  let testFile = URL(fileURLWithPath: filePath)
  let directory = testFile.deletingLastPathComponent()
    .appendingPathComponent("__Snapshots__")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let reference = directory.appendingPathComponent("\(name).png")
  let exists = FileManager.default.fileExists(atPath: reference.path)
  if isRecording || !exists {
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try image.writePNG(to: reference.path)
      Issue.record("recorded new snapshot \(reference.path), re-run", sourceLocation: sourceLocation)
    } catch {
      Issue.record("could not record snapshot \(reference.path): \(error)", sourceLocation: sourceLocation)
    }
    return
  }
  guard let data = FileManager.default.contents(atPath: reference.path), let expected = RenderedImage(pngData: data)
  else {
    Issue.record("unreadable reference snapshot \(reference.path)", sourceLocation: sourceLocation)
    return
  }
  let comparison = ImageComparison(actual: image, expected: expected, tolerance: tolerance)
  guard !comparison.matches(allowedFraction: allowedFraction) else { return }
  let failureDirectory = URL(fileURLWithPath: "/tmp/trellis-snapshot-failures")
    .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
  let actualPath = failureDirectory.appendingPathComponent("\(name).actual.png").path
  let diffPath = failureDirectory.appendingPathComponent("\(name).diff.png").path
  try? FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
  try? image.writePNG(to: actualPath)
  try? comparison.differenceImage().writePNG(to: diffPath)
  print("snapshot \(name) differs: actual \(actualPath), diff \(diffPath), reference \(reference.path)")
  Issue.record(
    "snapshot \(name) differs: \(comparison.summary); actual \(actualPath), diff \(diffPath), reference \(reference.path)",
    sourceLocation: sourceLocation)
}
