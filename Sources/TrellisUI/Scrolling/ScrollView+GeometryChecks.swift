import Foundation
import TrellisGeometry

/// Refusing non-finite geometry: the setters and methods of the class body and its extensions check
/// their input with `isFiniteGeometry` and, for a NaN or an infinity, keep their state and call
/// `refuseNonFinite`, which records `lastGeometryError` and calls the overridable
/// `reportGeometryError(_:)`. The checks are a few comparisons; text is only made for a refusal.
extension ScrollView {
  /// Reports a refused value for a property that kept `kept` (both written the same way).
  func refuseNonFinite<Value: ScrollGeometryValue>(_ member: String, _ value: Value, kept: Value) {
    refuseNonFinite(member, value: value.geometryText, kept: kept.geometryText)
  }

  /// Reports a refused value; `kept` says what stayed (for a method, the property's name and value).
  func refuseNonFinite(_ member: String, value: String, kept: String) {
    let error = ScrollViewError.nonFiniteGeometry(member: member, value: value, kept: kept)
    lastGeometryError = error
    reportGeometryError(error)
  }
}

/// A geometry value a scroll view checks: whether all its numbers are finite, and how a report writes it.
protocol ScrollGeometryValue {
  /// Whether no component is NaN or infinite.
  var isFiniteGeometry: Bool { get }
  /// The value as `ScrollViewError` writes it.
  var geometryText: String { get }
}

extension CGFloat: ScrollGeometryValue {
  var isFiniteGeometry: Bool { isFinite }
  var geometryText: String { "\(self)" }
}

extension CGPoint: ScrollGeometryValue {
  var isFiniteGeometry: Bool { x.isFinite && y.isFinite }
  var geometryText: String { "(\(x), \(y))" }
}

extension CGSize: ScrollGeometryValue {
  var isFiniteGeometry: Bool { width.isFinite && height.isFinite }
  var geometryText: String { "(\(width), \(height))" }
}

extension CGRect: ScrollGeometryValue {
  var isFiniteGeometry: Bool { isFinite }
  var geometryText: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension EdgeInsets: ScrollGeometryValue {
  var isFiniteGeometry: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
  var geometryText: String { "(\(top), \(left), \(bottom), \(right))" }
}

extension DecelerationRate: ScrollGeometryValue {
  var isFiniteGeometry: Bool { rawValue.isFinite }
  var geometryText: String { "\(rawValue)" }
}
