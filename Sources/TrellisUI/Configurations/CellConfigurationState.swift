import Foundation

/// A cell's state for configurations: the view states plus editing, swiped, expanded, reordering and
/// drag-and-drop (`UICellConfigurationState`).
public struct CellConfigurationState: ConfigurationState, Hashable, CustomStringConvertible {
  /// How the cell takes part in a drag (`UICellConfigurationState.DragState`).
  public enum DragState: Int, Hashable, Sendable {
    /// Not part of a drag.
    case none
    /// Being lifted, before the drag starts.
    case lifting
    /// Part of an active drag.
    case dragging
  }

  /// How the cell takes part in a drop (`UICellConfigurationState.DropState`).
  public enum DropState: Int, Hashable, Sendable {
    /// No drag is active over the cell's container.
    case none
    /// A drag is active, but this cell is not its target.
    case notTargeted
    /// The cell is the drop target.
    case targeted
  }

  /// The cell's traits.
  public var traitCollection: TraitCollection
  /// Whether the cell is disabled.
  public var isDisabled = false
  /// Whether the cell is highlighted.
  public var isHighlighted = false
  /// Whether the cell is selected.
  public var isSelected = false
  /// Whether the cell has focus.
  public var isFocused = false
  /// Whether the cell's collection view is editing.
  public var isEditing = false
  /// Whether the cell's item is expanded in its section snapshot (outlines).
  public var isExpanded = false
  /// Whether the cell is swiped open to show its swipe actions.
  public var isSwiped = false
  /// Whether the cell is being reordered.
  public var isReordering = false
  /// The cell's drag state.
  public var cellDragState = DragState.none
  /// The cell's drop state.
  public var cellDropState = DropState.none
  /// App-defined states.
  var customStates: [ConfigurationStateCustomKey: AnyHashable] = [:]

  /// Creates a state with a trait collection and every flag false.
  public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

  /// An app-defined state, nil when unset.
  public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
    get { customStates[key] }
    set { customStates[key] = newValue }
  }

  /// The flags that are set, as `<CellConfigurationState: selected, editing>`.
  /// - Complexity: O(c log c) for c custom states.
  public var description: String {
    var flags: [String] = []
    if isDisabled { flags.append("disabled") }
    if isHighlighted { flags.append("highlighted") }
    if isSelected { flags.append("selected") }
    if isFocused { flags.append("focused") }
    if isEditing { flags.append("editing") }
    if isExpanded { flags.append("expanded") }
    if isSwiped { flags.append("swiped") }
    if isReordering { flags.append("reordering") }
    if cellDragState != .none { flags.append("drag \(cellDragState)") }
    if cellDropState != .none { flags.append("drop \(cellDropState)") }
    for key in customStates.keys.sorted(by: { $0.rawValue < $1.rawValue }) {
      flags.append("\(key.rawValue)=\(customStates[key]!)")
    }
    return "<CellConfigurationState: \(flags.joined(separator: ", "))>"
  }
}
