import Foundation
import TrellisGeometry
import TrellisUI

/// A collection-view cell: a content view for your subviews over optional background views (`UICollectionViewCell`).
///
/// Order back to front: `backgroundView`, `selectedBackgroundView` (shown while selected or
/// highlighted), `contentView`.
@MainActor open class CollectionViewCell: CollectionReusableView {
  /// Add your subviews here.
  public let contentView = View()
  /// A view behind everything else.
  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView {
        insertBackground(backgroundView, at: 0)
        setBackgroundConfiguration(nil)  // mutually exclusive, as in UIKit
      }
    }
  }
  /// A view shown above `backgroundView` while the cell is selected or highlighted.
  open var selectedBackgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertBackground(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
        updateSelectedBackground()
        setBackgroundConfiguration(nil)  // mutually exclusive, as in UIKit
      }
    }
  }

  /// Whether the cell is selected; set by the collection view.
  open var isSelected = false {
    didSet { if isSelected != oldValue { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
  }
  /// Whether the cell is highlighted (a finger is on it); set by the collection view.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { updateSelectedBackground(); setNeedsUpdateConfiguration() } }
  }

  /// The content configuration, as last applied (updated for the state when
  /// `automaticallyUpdatesContentConfiguration`); setting one shows it in a content view inside
  /// `contentView`, made anew when the current one doesn't support it (`contentConfiguration`).
  public var contentConfiguration: (any ContentConfiguration)? {
    get { storedContentConfiguration }
    set { setContentConfiguration(newValue) }
  }
  /// The background configuration, as last applied; it draws behind everything else. Setting one
  /// removes `backgroundView`, `selectedBackgroundView` and `backgroundColor`; setting either view
  /// removes the configuration (`backgroundConfiguration`).
  public var backgroundConfiguration: BackgroundConfiguration? {
    get { storedBackgroundConfiguration }
    set { setBackgroundConfiguration(newValue) }
  }
  /// Whether a state change re-applies `contentConfiguration.updated(for:)` (true by default).
  public var automaticallyUpdatesContentConfiguration = true {
    didSet { if automaticallyUpdatesContentConfiguration { setNeedsUpdateConfiguration() } }
  }
  /// Whether a state change re-applies `backgroundConfiguration.updated(for:)` (true by default).
  public var automaticallyUpdatesBackgroundConfiguration = true {
    didSet { if automaticallyUpdatesBackgroundConfiguration { setNeedsUpdateConfiguration() } }
  }
  /// Called with the cell and its state after `updateConfiguration(using:)`, whenever the state changes
  /// (`configurationUpdateHandler`).
  public var configurationUpdateHandler: ConfigurationUpdateHandler? { didSet { setNeedsUpdateConfiguration() } }
  /// The configuration applied, as stored.
  var storedContentConfiguration: (any ContentConfiguration)?
  /// The background configuration applied, as stored.
  var storedBackgroundConfiguration: BackgroundConfiguration?
  /// The view showing `contentConfiguration`, a subview of `contentView`.
  package internal(set) var configuredContentView: (any View & ContentView)?
  /// The view drawing `backgroundConfiguration`, the backmost subview.
  package internal(set) var configuredBackgroundView: BackgroundConfigurationView?
  /// The cell states the collection view sets: editing, expanded, swiped.
  package var cellStates = CellStates() { didSet { if cellStates != oldValue { setNeedsUpdateConfiguration() } } }
  /// Whether a configuration update is pending for the next layout.
  var needsConfigurationUpdate = true
  /// Whether the background configuration is the cell's default, replaced when its list changes.
  var usesDefaultBackground = false

  /// The cell's state for configurations: traits, selected, highlighted, editing, expanded, swiped, drag
  /// and drop;
  /// override to add custom states (call super) (`configurationState`).
  open var configurationState: CellConfigurationState {
    var state = CellConfigurationState(traitCollection: traitCollection)
    state.isSelected = isSelected
    state.isHighlighted = isHighlighted
    state.isEditing = cellStates.isEditing
    state.isExpanded = cellStates.isExpanded
    state.isSwiped = cellStates.isSwiped
    state.cellDragState = cellStates.dragState
    state.cellDropState = cellStates.dropState
    return state
  }

  /// The cell's part in a drag changed: lifted, dragging, or back to none; override to restyle the cell
  /// (call super) (`dragStateDidChange(_:)`).
  open func dragStateDidChange(_ dragState: DragState) {}

  /// Updates the cell's configurations for a state; override it (or set `configurationUpdateHandler`)
  /// and call `setNeedsUpdateConfiguration()` rather than this (`updateConfiguration(using:)`). The
  /// automatic updates of the content and background configurations run before it.
  open func updateConfiguration(using state: CellConfigurationState) {}

  /// The background configuration that suits the cell: clear for a plain cell (`defaultBackgroundConfiguration()`).
  open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }

  /// Creates a cell with an empty content view.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    finishInitCell()
  }

  /// Creates a cell with an empty content view and a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitCell()
  }

  /// The setup both initialisers share.
  private func finishInitCell() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  private func insertBackground(_ view: View, at index: Int) {
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: index)
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  /// Keeps the content and background views filling the cell, after any pending configuration update.
  open override func layoutSubviews() {
    super.layoutSubviews()
    updateConfigurationIfNeeded()
    configuredBackgroundView?.frame = bounds
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
  }

  /// Returns the attributes with the size the cell's content fits in (self-sizing): the axes the layout
  /// marked in `selfSizingAxes` free, the others fixed at the attributes' lengths, measured on
  /// `selfSizingFittingView` after the cell takes the attributes' size; other attributes unchanged.
  /// Call super first when overriding, then adjust what it returns.
  open override func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
    fittedLayoutAttributes(layoutAttributes, measuring: selfSizingFittingView)
  }

  /// Clears the highlight; call super. `isSelected` is left alone: the collection view sets it from its
  /// selection when the data source returns the cell.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isHighlighted = false
    cellStates = CellStates()
    setNeedsUpdateConfiguration()
  }
}
