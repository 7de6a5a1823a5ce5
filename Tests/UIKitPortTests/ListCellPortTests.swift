import Testing
import TrellisTesting
import TrellisUIKitNames

/// A list cell written as UIKit code writes it: a registration that configures content, background and
/// accessories with UIKit's names, a custom state, and swipe actions built from `UIContextualAction`.
@MainActor
@Suite("A ported list cell")
struct ListCellPortTests {
  final class FavouriteCell: UICollectionViewListCell {
    static let favouriteKey = UIConfigurationStateCustomKey("favourite")
    var isFavourite = false { didSet { setNeedsUpdateConfiguration() } }

    override var configurationState: UICellConfigurationState {
      var state = super.configurationState
      state[Self.favouriteKey] = isFavourite
      return state
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
      var content = defaultContentConfiguration().updated(for: state)
      content.text = "Inbox"
      content.secondaryText = state[Self.favouriteKey] == AnyHashable(true) ? "★" : nil
      content.textProperties.color = state.isSelected ? .systemBlue : .label
      contentConfiguration = content
      var background = UIBackgroundConfiguration.listGroupedCell().updated(for: state)
      background.cornerRadius = 8
      backgroundConfiguration = background
    }
  }

  @Test func theCellConfiguresItselfFromItsState() {
    let cell = FavouriteCell(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    cell.accessories = [.disclosureIndicator(), .label(text: "12", options: .init(tintColor: .secondaryLabel))]
    cell.isFavourite = true
    cell.isSelected = true
    cell.layoutIfNeeded()
    let content = cell.contentConfiguration as? UIListContentConfiguration
    #expect(content?.secondaryText == "★")
    #expect(content?.textProperties.color == .systemBlue)
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemGray4)
    #expect(cell.backgroundConfiguration?.cornerRadius == 8)
    #expect(cell.configurationState.isSelected)
  }

  @Test func swipeActionsAndTheListConfigurationSpellAsInUIKit() {
    var log: [String] = []
    let delete = UIContextualAction(style: .destructive, title: "Delete") { action, _, completion in
      log.append(action.title ?? "")
      completion(true)
    }
    let swipe = UISwipeActionsConfiguration(actions: [delete])
    swipe.performsFirstActionWithFullSwipe = false
    var list = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    list.headerMode = .firstItemInSection
    list.showsSeparators = true
    list.separatorConfiguration.bottomSeparatorInsets = UIListSeparatorConfiguration.automaticInsets
    list.trailingSwipeActionsConfigurationProvider = { _ in swipe }
    let provided = list.trailingSwipeActionsConfigurationProvider?(IndexPath(item: 0, section: 0))
    #expect(provided?.actions.first?.style == .destructive)
    #expect(provided?.performsFirstActionWithFullSwipe == false)
    #expect(log == [])
  }
}
