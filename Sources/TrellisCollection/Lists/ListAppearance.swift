import Foundation

/// The overall look of a list: plain rows, grouped sections, inset grouped, or a sidebar
/// (`UICollectionLayoutListConfiguration.Appearance`).
public enum ListAppearance: Int, Hashable, Sendable {
  /// Full-width rows on the system background.
  case plain
  /// Sections of rows on a grouped background.
  case grouped
  /// Sections inset from the edges with rounded corners.
  case insetGrouped
  /// A sidebar, its sections grouped.
  case sidebar
  /// A sidebar without grouping.
  case sidebarPlain
}
