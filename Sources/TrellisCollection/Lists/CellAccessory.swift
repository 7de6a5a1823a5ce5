import Foundation
import TrellisUI

/// An accessory a list cell shows beside its content: a disclosure indicator, a checkmark, editing
/// controls, an outline disclosure, a label or a custom view (`UICellAccessory`).
@MainActor public struct CellAccessory {
  /// When an accessory shows, by the cell's editing state (`UICellAccessory.DisplayedState`).
  public enum DisplayedState: Int, Hashable, Sendable {
    /// Always.
    case always
    /// Only while the collection view is editing.
    case whenEditing
    /// Only while it is not editing.
    case whenNotEditing
  }

  /// The width an accessory takes (`UICellAccessory.LayoutDimension`).
  public enum LayoutDimension: Hashable, Sendable {
    /// The accessory's own width.
    case actual
    /// The standard width for the accessory's kind.
    case standard
    /// A width in points.
    case custom(CGFloat)
  }

  /// What an outline disclosure toggles (`UICellAccessory.OutlineDisclosureStyle`).
  public enum OutlineDisclosureStyle: Int, Hashable, Sendable {
    /// `header` for a section's header row, else `cell`.
    case automatic
    /// A tap anywhere on the cell toggles it.
    case header
    /// Only a tap on the accessory toggles it; a tap on the cell selects it.
    case cell
  }

  /// Where among the other accessories on its side a custom accessory goes: its index
  /// (`UICellAccessory.Position`).
  public typealias Position = @MainActor ([CellAccessory]) -> Int

  /// The side and position of a custom accessory (`UICellAccessory.Placement`).
  public enum Placement {
    /// At the leading side.
    case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
    /// At the trailing side.
    case trailing(displayed: DisplayedState = .always, at: Position = { accessories in accessories.count })
  }

  /// The kind of accessory and what it carries.
  package enum Kind {
    case disclosureIndicator
    case checkmark
    case delete(actionHandler: (@MainActor () -> Void)?, backgroundColor: Color?)
    case insert(actionHandler: (@MainActor () -> Void)?, backgroundColor: Color?)
    case reorder(showsVerticalSeparator: Bool)
    case multiselect(backgroundColor: Color?)
    case outlineDisclosure(style: OutlineDisclosureStyle, actionHandler: (@MainActor () -> Void)?)
    case label(text: String, font: Font)
    case customView(View, placement: Placement, maintainsFixedSize: Bool)
  }

  /// The kind.
  package let kind: Kind
  /// When the accessory shows.
  public var displayedState: DisplayedState
  /// Whether the accessory is hidden while keeping its space.
  public var isHidden: Bool
  /// The width the accessory takes.
  public var reservedLayoutWidth: LayoutDimension
  /// The accessory's colour; nil uses the cell's tint (or the kind's colour).
  public var tintColor: Color?

  /// Creates an accessory of a kind; nil options take the defaults (shown, standard width, system colour).
  package init(
    _ kind: Kind, displayed: DisplayedState, isHidden: Bool?, reservedLayoutWidth: LayoutDimension?, tintColor: Color?
  ) {
    self.kind = kind
    self.displayedState = displayed
    self.isHidden = isHidden ?? false
    self.reservedLayoutWidth = reservedLayoutWidth ?? .standard
    self.tintColor = tintColor
  }

  /// Whether the accessory sits at the leading side (editing controls, leading custom views).
  package var isLeading: Bool {
    switch kind {
    case .delete, .insert, .multiselect: true
    case .customView(_, let placement, _):
      if case .leading = placement { true } else { false }
    default: false
    }
  }

  /// Whether the accessory shows for an editing state.
  package func isDisplayed(editing: Bool) -> Bool {
    switch displayedState {
    case .always: true
    case .whenEditing: editing
    case .whenNotEditing: !editing
    }
  }
}
