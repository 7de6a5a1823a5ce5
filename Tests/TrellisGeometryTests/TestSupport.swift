import Foundation
import Testing

/// Records a failure when `actual` is farther than `tolerance` from `expected`.
func expectClose(
  _ actual: CGFloat, _ expected: CGFloat, tolerance: CGFloat = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  #expect(
    abs(actual - expected) <= tolerance, "\(actual) is not within \(tolerance) of \(expected)",
    sourceLocation: sourceLocation)
}

/// Records a failure when `actual` is nil or either coordinate is farther than `tolerance` from
/// `expected`'s.
func expectClose(
  _ actual: CGPoint?, _ expected: CGPoint, tolerance: CGFloat = 1e-9,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  guard let actual else {
    Issue.record("expected \(expected), got nil", sourceLocation: sourceLocation)
    return
  }
  expectClose(actual.x, expected.x, tolerance: tolerance, sourceLocation: sourceLocation)
  expectClose(actual.y, expected.y, tolerance: tolerance, sourceLocation: sourceLocation)
}
