import Foundation

/// An entry of a menu: an `Action` or a `Menu` (`UIMenuElement`).
@MainActor open class MenuElement {
  /// The title shown for the element.
  public let title: String
  /// A second line under the title, if any.
  public let subtitle: String?
  /// The image shown beside the title, if any.
  public let image: Image?

  /// Creates an element; subclasses call this.
  init(title: String, subtitle: String?, image: Image?) {
    self.title = title
    self.subtitle = subtitle
    self.image = image
  }

  /// How an element looks and whether it can be chosen (`UIMenuElement.Attributes`).
  public struct Attributes: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: UInt
    /// Creates attributes from raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Drawn greyed out and can't be chosen.
    public static let disabled = Attributes(rawValue: 1 << 0)
    /// Drawn in red: the action destroys data.
    public static let destructive = Attributes(rawValue: 1 << 1)
    /// Not shown.
    public static let hidden = Attributes(rawValue: 1 << 2)
    /// Choosing it leaves the menu open.
    public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
  }

  /// Whether an element shows a checkmark (`UIMenuElement.State`).
  public enum State: Int, Sendable {
    /// No mark.
    case off
    /// A checkmark.
    case on
    /// A dash: some of what it stands for is on.
    case mixed
  }
}
