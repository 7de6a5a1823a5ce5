import Foundation

/// A titled group of menu elements: a submenu, or inline with separators (`UIMenu`).
@MainActor open class Menu: MenuElement {
  /// A name that tells menus apart (`UIMenu.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier from a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// How a menu shows its children (`UIMenu.Options`).
  public struct Options: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates options from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The children show in the parent menu between separators instead of in a submenu.
    public static let displayInline = Options(rawValue: 1 << 0)
    /// The children are drawn as destructive.
    public static let destructive = Options(rawValue: 1 << 1)
    /// At most one child is on at a time.
    public static let singleSelection = Options(rawValue: 1 << 5)
  }

  /// The identifier; a unique one is made when none is given.
  public let identifier: Identifier
  /// How the children are shown.
  public let options: Options
  /// The elements of the menu, in order.
  public let children: [MenuElement]

  /// Creates a menu (`init(title:subtitle:image:identifier:options:children:)`).
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    options: Options = [], children: [MenuElement] = []
  ) {
    self.identifier = identifier ?? Identifier(rawValue: "menu-\(Menu.nextIdentifier)")
    Menu.nextIdentifier += 1
    self.options = options
    self.children = children
    super.init(title: title, subtitle: subtitle, image: image)
  }

  private static var nextIdentifier = 1

  /// A copy of the menu with other children (`replacingChildren(_:)`).
  public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
    Menu(
      title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
  }
}
