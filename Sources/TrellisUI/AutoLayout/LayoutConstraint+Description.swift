import Foundation

/// How objects are named in Auto Layout's descriptions: `Label:0x7f…`, as UIKit names them with the class.
@MainActor enum AutoLayoutNames {
  /// `Class:0xADDRESS`, with a guide's identifier in quotes after it, as UIKit prints items.
  static func item(_ item: AnyObject?) -> String {
    guard let item else { return "nil" }
    var text = "\(type(of: item)):\(address(item))"
    if let guide = item as? LayoutGuide, !guide.identifier.isEmpty { text += "'\(guide.identifier)'" }
    return text
  }

  /// The object's address in hexadecimal, `0x…`.
  static func address(_ object: AnyObject) -> String {
    "0x" + String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
  }

  /// A number as UIKit prints constants and multipliers: no decimals when whole.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

extension LayoutConstraint {
  /// `<LayoutConstraint:0x… 'id' Item:0x….attr == 2*Item:0x….attr + 8 @750   (active)>`.
  var describedForLog: String {
    var text = "<\(type(of: self)):\(AutoLayoutNames.address(self)) "
    if let identifier { text += "'\(identifier)' " }
    text += "\(AutoLayoutNames.item(firstItem)).\(firstAttribute.name) \(relation.symbol) "
    let c = Double(constant)
    if secondItem != nil {
      if multiplier != 1 { text += "\(AutoLayoutNames.number(Double(multiplier)))*" }
      text += "\(AutoLayoutNames.item(secondItem)).\(secondAttribute.name)"
      if c != 0 { text += c < 0 ? " - \(AutoLayoutNames.number(-c))" : " + \(AutoLayoutNames.number(c))" }
    } else {
      text += AutoLayoutNames.number(c)
    }
    if priority != .required { text += " @\(AutoLayoutNames.number(Double(priority.rawValue)))" }
    text += isActive ? "   (active)>" : "   (inactive)>"
    return text
  }
}

extension LayoutConstraint.Relation {
  /// `==`, `<=` or `>=`.
  var symbol: String {
    switch self {
    case .lessThanOrEqual: "<="
    case .equal: "=="
    case .greaterThanOrEqual: ">="
    }
  }
}
