import Foundation
import TrellisGeometry
import TrellisUI

/// The cell states a collection view sets on its cells besides selection and highlight.
package struct CellStates: Hashable, Sendable {
  /// Whether the collection view is editing.
  package var isEditing = false
  /// Whether the item is expanded in its section snapshot.
  package var isExpanded = false
  /// Whether the row is swiped open.
  package var isSwiped = false
  /// The cell's part in a drag from its collection view.
  package var dragState = CellConfigurationState.DragState.none
  /// The cell's part in a drop on its collection view.
  package var dropState = CellConfigurationState.DropState.none
  /// No state set.
  package init() {}
}

extension CollectionViewCell {
  /// The cell and its state, handed to `configurationUpdateHandler` (`UICollectionViewCell.ConfigurationUpdateHandler`).
  public typealias ConfigurationUpdateHandler = @MainActor (CollectionViewCell, CellConfigurationState) -> Void

  /// Asks for a configuration update before the next layout (`setNeedsUpdateConfiguration()`); several
  /// requests make one update.
  public func setNeedsUpdateConfiguration() {
    needsConfigurationUpdate = true
    setNeedsLayout()
  }

  /// Runs a pending configuration update now: the automatic updates of the content and background
  /// configurations, `updateConfiguration(using:)`, then `configurationUpdateHandler`, each with one state.
  package func updateConfigurationIfNeeded() {
    guard needsConfigurationUpdate else { return }
    needsConfigurationUpdate = false
    let state = configurationState
    if automaticallyUpdatesContentConfiguration, let content = storedContentConfiguration {
      show(content.updated(for: state))
    }
    if automaticallyUpdatesBackgroundConfiguration, let background = storedBackgroundConfiguration {
      show(background.updated(for: state))
    }
    updateConfiguration(using: state)
    configurationUpdateHandler?(self, state)
  }

  /// Stores and shows a content configuration, updated for the state when automatic.
  func setContentConfiguration(_ configuration: (any ContentConfiguration)?) {
    guard let configuration else {
      storedContentConfiguration = nil
      configuredContentView?.removeFromSuperview()
      configuredContentView = nil
      return
    }
    show(automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration)
  }

  /// Shows a content configuration in the current content view, or in a new one when the current
  /// one doesn't support it (Documentation/Behaviour.md#cell-configurations).
  private func show(_ configuration: any ContentConfiguration) {
    storedContentConfiguration = configuration
    if let existing = configuredContentView, existing.supports(configuration) {
      existing.configuration = configuration
      return
    }
    configuredContentView?.removeFromSuperview()
    let view = configuration.makeContentView()
    view.frame = contentView.bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(view)
    configuredContentView = view
  }

  /// Stores and shows a background configuration, updated for the state when automatic.
  func setBackgroundConfiguration(_ configuration: BackgroundConfiguration?) {
    usesDefaultBackground = false
    guard let configuration else {
      storedBackgroundConfiguration = nil
      configuredBackgroundView?.removeFromSuperview()
      configuredBackgroundView = nil
      return
    }
    if backgroundView != nil { backgroundView = nil }
    if selectedBackgroundView != nil { selectedBackgroundView = nil }
    if backgroundColor != nil { backgroundColor = nil }
    show(automaticallyUpdatesBackgroundConfiguration ? configuration.updated(for: configurationState) : configuration)
  }

  /// Shows a background configuration in the backmost view.
  private func show(_ configuration: BackgroundConfiguration) {
    storedBackgroundConfiguration = configuration
    if let existing = configuredBackgroundView {
      existing.configuration = configuration
      return
    }
    let view = BackgroundConfigurationView(configuration: configuration)
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: 0)
    configuredBackgroundView = view
  }
}
