import Foundation

/// A menu element that runs a closure when chosen (`UIAction`).
@MainActor open class Action: MenuElement {
  /// The closure an action runs (`UIActionHandler`).
  public typealias Handler = @MainActor (Action) -> Void

  /// A name that tells actions apart (`UIAction.Identifier`).
  public struct Identifier: RawRepresentable, Hashable, Sendable {
    /// The name.
    public let rawValue: String
    /// Creates an identifier from a name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates an identifier from a name.
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// The identifier; a unique one is made when none is given.
  public let identifier: Identifier
  /// A longer title for keyboard discoverability, if any.
  public let discoverabilityTitle: String?
  /// How the action looks and whether it can be chosen.
  public var attributes: Attributes
  /// Whether it shows a checkmark.
  public var state: State
  /// What the action is performed for, while its handler runs: the collection view for a collection
  /// view's context menu (`UIAction.sender`).
  public internal(set) var sender: Any?
  let handler: Handler

  /// Creates an action (`init(title:subtitle:image:identifier:discoverabilityTitle:attributes:state:handler:)`).
  public init(
    title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
    discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
    handler: @escaping Handler
  ) {
    self.identifier = identifier ?? Identifier(rawValue: "action-\(Action.nextIdentifier)")
    Action.nextIdentifier += 1
    self.discoverabilityTitle = discoverabilityTitle
    self.attributes = attributes
    self.state = state
    self.handler = handler
    super.init(title: title, subtitle: subtitle, image: image)
  }

  private static var nextIdentifier = 1

  /// Runs the handler with `sender` set for its duration (`perform(withSender:target:)`); the target is unused.
  public func perform(withSender sender: Any?, target: Any?) {
    self.sender = sender
    handler(self)
    self.sender = nil
  }
}
