import Foundation

/// The priority of a layout constraint, content hugging or compression resistance (`UILayoutPriority`).
///
/// Priorities run from 1 to 1000; `required` (1000) constraints must hold, lower ones are satisfied as
/// well as possible, a higher priority always before any number of lower ones.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
  /// The priority's value, 1...1000.
  public var rawValue: Float

  /// Creates a priority with a value (`init(rawValue:)`).
  public init(rawValue: Float) { self.rawValue = rawValue }

  /// Creates a priority with a value (`init(_:)`).
  public init(_ rawValue: Float) { self.rawValue = rawValue }

  /// A constraint that must hold (1000).
  public static let required = LayoutPriority(1000)
  /// The priority of a button's compression resistance (750).
  public static let defaultHigh = LayoutPriority(750)
  /// The priority of a window's edge dragged to resize the scene (510).
  public static let dragThatCanResizeScene = LayoutPriority(510)
  /// The priority at which a scene keeps its size (500).
  public static let sceneSizeStayPut = LayoutPriority(500)
  /// The priority of a drag that can't resize the scene (490).
  public static let dragThatCannotResizeScene = LayoutPriority(490)
  /// The priority of a button's content hugging (250).
  public static let defaultLow = LayoutPriority(250)
  /// The priority with which `systemLayoutSizeFitting(_:)` pulls towards its target size (50).
  public static let fittingSizeLevel = LayoutPriority(50)

  /// Orders priorities by value.
  public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A priority raised by an amount (`.defaultHigh + 1`).
  public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

  /// A priority lowered by an amount (`.required - 1`).
  public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}
