import Foundation
import TrellisUI

/// How a list row's separators look: visibility, insets and colours (`UIListSeparatorConfiguration`).
public struct ListSeparatorConfiguration: Hashable, Sendable {
  /// Whether a separator shows (`UIListSeparatorConfiguration.Visibility`).
  public enum Visibility: Int, Hashable, Sendable {
    /// The list decides (Documentation/Behaviour.md#list-separators).
    case automatic
    /// Always shown.
    case visible
    /// Never shown.
    case hidden
  }

  /// The insets that stand for "the list decides": the separator starts at the row's text and ends at
  /// the row's trailing edge (`automaticInsets`).
  public static let automaticInsets = DirectionalEdgeInsets(
    top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude, bottom: -.greatestFiniteMagnitude,
    trailing: -.greatestFiniteMagnitude)

  /// Whether the top separator shows.
  public var topSeparatorVisibility = Visibility.automatic
  /// Whether the bottom separator shows.
  public var bottomSeparatorVisibility = Visibility.automatic
  /// The top separator's leading and trailing insets; `automaticInsets` by default.
  public var topSeparatorInsets = ListSeparatorConfiguration.automaticInsets
  /// The bottom separator's leading and trailing insets; `automaticInsets` by default.
  public var bottomSeparatorInsets = ListSeparatorConfiguration.automaticInsets
  /// The separators' colour.
  public var color = Color.separator
  /// The colour of a separator between two selected rows.
  public var multipleSelectionColor = Color.separator

  /// Creates the separators of an appearance (`init(listAppearance:)`).
  public init(listAppearance: ListAppearance) {}
}

extension DirectionalEdgeInsets {
  /// Whether these are `ListSeparatorConfiguration.automaticInsets`.
  package var isAutomaticSeparatorInsets: Bool { self == ListSeparatorConfiguration.automaticInsets }
}
