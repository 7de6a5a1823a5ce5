import Foundation
import TrellisUI

/// Where a list row sits and how its list draws it: the list's appearance, first or last in its
/// section, header or not, its separators and its rounded corners (a Trellis extension, set by a
/// layout on `LayoutAttributes.listCellAppearance` and read by `CollectionViewListCell.apply(_:)`).
///
/// UIKit passes this privately from a list section to its cells; in Trellis any layout can set it. A
/// list cell whose attributes carry none draws as the last row of a plain list without separators.
public struct ListCellAppearance: Hashable, Sendable {
  /// The list's appearance: chooses the cell's default content and background configurations.
  public var appearance: ListAppearance
  /// Whether the row is its section's first item.
  public var isFirstInSection: Bool
  /// Whether the row is its section's last item.
  public var isLastInSection: Bool
  /// Whether the row is its section's header (`headerMode = .firstItemInSection`).
  public var isHeader: Bool
  /// Whether the row draws a separator along its top edge.
  public var showsTopSeparator: Bool
  /// Whether the row draws a separator along its bottom edge.
  public var showsBottomSeparator: Bool
  /// The top separator's leading and trailing insets (`ListSeparatorConfiguration.automaticInsets`: from
  /// the text's leading edge to the trailing edge).
  public var topSeparatorInsets: DirectionalEdgeInsets
  /// The bottom separator's leading and trailing insets.
  public var bottomSeparatorInsets: DirectionalEdgeInsets
  /// The separators' colour.
  public var separatorColor: Color
  /// The radius of the rounded corners of the row's background (an inset-grouped section's ends).
  public var cornerRadius: CGFloat
  /// Which corners of the background are rounded.
  public var roundedCorners: RoundedCorners

  /// Creates an appearance from the resolved values.
  public init(
    appearance: ListAppearance, isFirstInSection: Bool = false, isLastInSection: Bool = false, isHeader: Bool = false,
    showsTopSeparator: Bool = false, showsBottomSeparator: Bool = false,
    topSeparatorInsets: DirectionalEdgeInsets = ListSeparatorConfiguration.automaticInsets,
    bottomSeparatorInsets: DirectionalEdgeInsets = ListSeparatorConfiguration.automaticInsets,
    separatorColor: Color = .separator, cornerRadius: CGFloat = 0, roundedCorners: RoundedCorners = []
  ) {
    self.appearance = appearance
    self.isFirstInSection = isFirstInSection
    self.isLastInSection = isLastInSection
    self.isHeader = isHeader
    self.showsTopSeparator = showsTopSeparator
    self.showsBottomSeparator = showsBottomSeparator
    self.topSeparatorInsets = topSeparatorInsets
    self.bottomSeparatorInsets = bottomSeparatorInsets
    self.separatorColor = separatorColor
    self.cornerRadius = cornerRadius
    self.roundedCorners = roundedCorners
  }

  /// The radius of an inset-grouped section's rounded ends.
  public static let insetGroupedCornerRadius: CGFloat = 10

  /// The appearance of a row at a position, the separator configuration's `.automatic` resolved by the
  /// list's rules (Documentation/Behaviour.md#list-separators): no top separator; a bottom separator
  /// between rows (not after a section's last row, not in sidebars, not when `showsSeparators` is
  /// false); an inset-grouped section's first row rounds its top corners and its last row its bottom.
  public init(
    resolving separators: ListSeparatorConfiguration, appearance: ListAppearance, showsSeparators: Bool,
    isFirstInSection: Bool, isLastInSection: Bool, isHeader: Bool = false
  ) {
    let drawsSeparators = showsSeparators && appearance != .sidebar && appearance != .sidebarPlain
    func resolve(_ visibility: ListSeparatorConfiguration.Visibility, automatic: Bool) -> Bool {
      guard showsSeparators else { return false }
      switch visibility {
      case .automatic: return automatic
      case .visible: return true
      case .hidden: return false
      }
    }
    var corners: RoundedCorners = []
    if appearance == .insetGrouped {
      if isFirstInSection { corners.formUnion(.top) }
      if isLastInSection { corners.formUnion(.bottom) }
    }
    self.init(
      appearance: appearance, isFirstInSection: isFirstInSection, isLastInSection: isLastInSection,
      isHeader: isHeader, showsTopSeparator: resolve(separators.topSeparatorVisibility, automatic: false),
      showsBottomSeparator: resolve(
        separators.bottomSeparatorVisibility, automatic: drawsSeparators && !isLastInSection),
      topSeparatorInsets: separators.topSeparatorInsets, bottomSeparatorInsets: separators.bottomSeparatorInsets,
      separatorColor: separators.color, cornerRadius: corners.isEmpty ? 0 : ListCellAppearance.insetGroupedCornerRadius,
      roundedCorners: corners)
  }
}

/// The immutable box `LayoutAttributes` keeps its list appearance in, so attributes without one stay small.
package final class ListCellAppearanceBox: Sendable {
  /// The appearance.
  package let value: ListCellAppearance
  /// Boxes an appearance.
  package init(_ value: ListCellAppearance) { self.value = value }
}
