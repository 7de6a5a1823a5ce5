import Foundation
import Testing
import Trellis

/// A content configuration whose view supports only its own type, to test replacement.
@MainActor private struct BadgeConfiguration: ContentConfiguration {
  var text = ""
  func makeContentView() -> any View & ContentView { BadgeView(configuration: self) }
  func updated(for state: any ConfigurationState) -> BadgeConfiguration { self }
}

@MainActor private final class BadgeView: View, ContentView {
  var configuration: any ContentConfiguration
  init(configuration: BadgeConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
  }
  required init?(coder: NSCoder) { nil }
  func supports(_ configuration: any ContentConfiguration) -> Bool { configuration is BadgeConfiguration }
}

/// A cell that logs its configuration updates and adds a custom state.
@MainActor private final class LoggingCell: CollectionViewCell {
  var log: [String] = []
  var isFavourite = false { didSet { setNeedsUpdateConfiguration() } }
  static let favourite = ConfigurationStateCustomKey("favourite")

  override var configurationState: CellConfigurationState {
    var state = super.configurationState
    state[Self.favourite] = isFavourite
    return state
  }

  override func updateConfiguration(using state: CellConfigurationState) {
    log.append("update \(state)")
  }
}

/// Cells' configurations (Documentation/Behaviour.md#cell-configurations): one update per layout for
/// any number of state changes, the automatic updates first, then `updateConfiguration(using:)`, then
/// the handler; a content view that doesn't support a new configuration is replaced.
@MainActor
@Suite("Cell configurations")
struct CellConfigurationTests {
  private func cell() -> LoggingCell {
    let cell = LoggingCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    cell.layoutIfNeeded()
    cell.log = []
    return cell
  }

  @Test func stateChangesMakeOneUpdateBeforeTheNextLayoutInOrder() {
    let cell = cell()
    cell.configurationUpdateHandler = { cell, state in
      (cell as? LoggingCell)?.log.append("handler selected=\(state.isSelected) highlighted=\(state.isHighlighted)")
    }
    cell.layoutIfNeeded()
    cell.log = []
    cell.isSelected = true
    cell.isHighlighted = true
    #expect(cell.log == [], "nothing runs until the layout")
    cell.layoutIfNeeded()
    #expect(
      cell.log == [
        "update <CellConfigurationState: highlighted, selected, favourite=false>",
        "handler selected=true highlighted=true",
      ])
    cell.layoutIfNeeded()
    #expect(cell.log.count == 2, "no pending update, no second run")
  }

  @Test func customStatesReachTheUpdate() {
    let cell = cell()
    cell.isFavourite = true
    cell.layoutIfNeeded()
    #expect(cell.log == ["update <CellConfigurationState: favourite=true>"])
    #expect(cell.configurationState[LoggingCell.favourite] == AnyHashable(true))
    #expect(cell.configurationState[ConfigurationStateCustomKey("absent")] == nil)
  }

  @Test func aSupportedConfigurationKeepsTheContentViewAnUnsupportedOneReplacesIt() {
    let cell = cell()
    var list = ListContentConfiguration.cell()
    list.text = "One"
    cell.contentConfiguration = list
    let first = cell.configuredContentView
    #expect(first is ListContentView)
    #expect(first?.superview === cell.contentView)
    list.text = "Two"
    cell.contentConfiguration = list
    #expect(cell.configuredContentView === first, "a list view shows any list configuration")
    #expect((first as? ListContentView)?.textLabel.text == "Two")
    cell.contentConfiguration = BadgeConfiguration(text: "3")
    #expect(cell.configuredContentView is BadgeView)
    #expect(first?.superview == nil, "the old view left")
    #expect(cell.contentView.subviews.count == 1)
    cell.contentConfiguration = nil
    #expect(cell.configuredContentView == nil)
    #expect(cell.contentView.subviews.isEmpty)
  }

  @Test func theBackgroundConfigurationFollowsTheStateUnlessItsColourWasSet() {
    let cell = cell()
    cell.backgroundConfiguration = .listPlainCell()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    #expect(cell.subviews.first === cell.configuredBackgroundView, "the background is the backmost view")
    cell.isHighlighted = true
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
    #expect(cell.configuredBackgroundView?.configuration.backgroundColor == .systemGray4)
    cell.isHighlighted = false
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    var red = BackgroundConfiguration.listPlainCell()
    red.backgroundColor = .red
    cell.backgroundConfiguration = red
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .red, "a colour you set is kept")
  }

  @Test func withoutAutomaticUpdatesTheConfigurationIsShownAsSet() {
    let cell = cell()
    cell.automaticallyUpdatesBackgroundConfiguration = false
    cell.backgroundConfiguration = .listGroupedCell()
    cell.isSelected = true
    cell.layoutIfNeeded()
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
  }

  @Test func aSidebarRowTurnsWhiteOnTheTintWhenSelected() {
    let cell = cell()
    var content = ListContentConfiguration.sidebarCell()
    content.text = "Inbox"
    cell.contentConfiguration = content
    cell.backgroundConfiguration = .listSidebarCell()
    cell.isSelected = true
    cell.layoutIfNeeded()
    let shown = cell.contentConfiguration as? ListContentConfiguration
    #expect(shown?.textProperties.color == .white)
    #expect(shown?.imageProperties.tintColor == .white)
    #expect(cell.backgroundConfiguration?.backgroundColor == nil, "nil: the tint colour")
    #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemBlue)
    cell.isSelected = false
    cell.layoutIfNeeded()
    #expect((cell.contentConfiguration as? ListContentConfiguration)?.textProperties.color == .label)
    #expect(cell.backgroundConfiguration?.backgroundColor == .clear)
  }
}

extension CellConfigurationTests {
  @Test func aBackgroundConfigurationAndBackgroundViewsExcludeEachOther() {
    let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    cell.backgroundView = View()
    cell.backgroundColor = .red
    cell.backgroundConfiguration = .listPlainCell()
    #expect(cell.backgroundView == nil)
    #expect(cell.backgroundColor == nil)
    #expect(cell.configuredBackgroundView != nil)
    cell.selectedBackgroundView = View()
    #expect(cell.backgroundConfiguration == nil)
    #expect(cell.configuredBackgroundView == nil)
    #expect(cell.selectedBackgroundView != nil)
  }
}
