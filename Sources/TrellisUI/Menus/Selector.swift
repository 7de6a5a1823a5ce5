import Foundation

/// The name of an action method, as Objective-C's `SEL` names it (`Selector`): Trellis has no
/// Objective-C runtime, so a selector is its name, written `Selector("copy:")` where UIKit code writes
/// `#selector(UIResponderStandardEditActions.copy(_:))`.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method name in Objective-C spelling, with a colon per argument (`copy:`).
  public let name: String

  /// Creates a selector from a method name (`Selector("copy:")`).
  public init(_ name: String) { self.name = name }

  /// Creates a selector from a string literal (`let action: Selector = "copy:"`).
  public init(stringLiteral name: String) { self.name = name }

  /// The name.
  public var description: String { name }
}

extension Selector {
  /// `cut(_:)` of `UIResponderStandardEditActions`.
  public static let cut = Selector("cut:")
  /// `copy(_:)` of `UIResponderStandardEditActions`.
  public static let copy = Selector("copy:")
  /// `paste(_:)` of `UIResponderStandardEditActions`.
  public static let paste = Selector("paste:")
  /// `select(_:)` of `UIResponderStandardEditActions`.
  public static let select = Selector("select:")
  /// `selectAll(_:)` of `UIResponderStandardEditActions`.
  public static let selectAll = Selector("selectAll:")
  /// `delete(_:)` of `UIResponderStandardEditActions`.
  public static let delete = Selector("delete:")

  /// The standard edit actions an edit menu offers, in the order `UIResponderStandardEditActions`
  /// declares them and the menu asks about and shows them.
  public static let standardEditActions: [Selector] = [.cut, .copy, .paste, .select, .selectAll, .delete]

  /// The title the edit menu shows for a standard edit action; nil for other selectors.
  public var standardEditTitle: String? {
    switch name {
    case "cut:": "Cut"
    case "copy:": "Copy"
    case "paste:": "Paste"
    case "select:": "Select"
    case "selectAll:": "Select All"
    case "delete:": "Delete"
    default: nil
    }
  }
}
