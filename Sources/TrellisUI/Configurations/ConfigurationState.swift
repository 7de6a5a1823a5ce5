import Foundation

/// The key of an app-defined state in a configuration state (`UIConfigurationStateCustomKey`).
public struct ConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
  /// The key's string.
  public let rawValue: String

  /// Creates a key from its string.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a key from its string (`UIConfigurationStateCustomKey("…")`).
  public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// The inputs that configure a view for one state: traits and custom states (`UIConfigurationState`).
public protocol ConfigurationState {
  /// Creates a state with a trait collection and no other state set.
  init(traitCollection: TraitCollection)
  /// The traits of the view the state belongs to.
  var traitCollection: TraitCollection { get set }
  /// An app-defined state, nil when unset.
  subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// A view's state for configurations: traits, disabled, highlighted, selected, focused
/// (`UIViewConfigurationState`).
public struct ViewConfigurationState: ConfigurationState, Hashable {
  /// The view's traits.
  public var traitCollection: TraitCollection
  /// Whether the view is disabled.
  public var isDisabled = false
  /// Whether the view is highlighted (a finger or pointer is pressing it).
  public var isHighlighted = false
  /// Whether the view is selected.
  public var isSelected = false
  /// Whether the view has focus.
  public var isFocused = false
  /// App-defined states.
  var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state with a trait collection and every flag false.
  public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

  /// An app-defined state, nil when unset.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }
}
