import Foundation
import Testing
import Trellis
import TrellisTesting

/// A list cell's accessories, indentation, separators and list appearance
/// (Documentation/Behaviour.md#list-cells): accessories as tall as the cell, 16 pt from the edges, 8 pt
/// apart; the content view between them.
@MainActor
@Suite("List cells: accessories and appearance")
struct ListCellAccessoryTests {
  /// Installs the approximate text system in the test's own synchronous span: a suite `init` runs in an
  /// earlier main-actor job, and a test of another suite may install pango in between.
  private static func useApproximateText() { TextSystems.current = ApproximateTextSystem() }

  private func cell(_ accessories: [CellAccessory], editing: Bool = false) -> CollectionViewListCell {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    cell.accessories = accessories
    cell.cellStates.isEditing = editing
    cell.layoutIfNeeded()
    return cell
  }

  @Test func trailingAccessoriesEndAtTheMarginInArrayOrder() {
    Self.useApproximateText()
    let cell = cell([.label(text: "Info"), .disclosureIndicator()])
    // "Info": 4 × 10.2 = 40.8 → 41; with the indicator's 12 and 8 between: 61, ending at 300 − 16 = 284.
    #expect(
      cell.accessoryViews.map(\.frame) == [
        CGRect(x: 223, y: 0, width: 41, height: 44), CGRect(x: 272, y: 0, width: 12, height: 44),
      ])
    #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 223, height: 44))
  }

  @Test func editingAccessoriesShowOnlyWhileEditing() {
    Self.useApproximateText()
    let idle = cell([.delete(), .reorder(), .checkmark(displayed: .whenNotEditing)])
    #expect(idle.accessoryViews.map(\.isHidden) == [true, true, false])
    // The checkmark alone: 300 − 16 − 16 = 268.
    #expect(idle.accessoryViews[2].frame == CGRect(x: 268, y: 0, width: 16, height: 44))
    #expect(idle.contentView.frame == CGRect(x: 0, y: 0, width: 268, height: 44))
    let editing = cell([.delete(), .reorder(), .checkmark(displayed: .whenNotEditing)], editing: true)
    #expect(editing.accessoryViews.map(\.isHidden) == [false, false, true])
    // Delete at the leading margin (16, 24 wide); reorder at 300 − 16 − 24; content between 40 and 260.
    #expect(editing.accessoryViews[0].frame == CGRect(x: 16, y: 0, width: 24, height: 44))
    #expect(editing.accessoryViews[1].frame == CGRect(x: 260, y: 0, width: 24, height: 44))
    #expect(editing.contentView.frame == CGRect(x: 40, y: 0, width: 220, height: 44))
  }

  @Test func indentationMovesTheContentAndTheLeadingAccessories() {
    Self.useApproximateText()
    let cell = cell([.multiselect(displayed: .always)])
    cell.indentationLevel = 2
    cell.layoutIfNeeded()
    // 2 × 10 = 20: the circle at 20 + 16 = 36, the content after it at 36 + 24 = 60.
    #expect(cell.accessoryViews[0].frame == CGRect(x: 36, y: 0, width: 24, height: 44))
    #expect(cell.contentView.frame.minX == 60)
    cell.indentsAccessories = false
    cell.layoutIfNeeded()
    // The circle stays at 16; the content at 16 + 24 + 20.
    #expect(cell.accessoryViews[0].frame.minX == 16)
    #expect(cell.contentView.frame.minX == 60)
    cell.accessories = []
    cell.layoutIfNeeded()
    #expect(cell.contentView.frame == CGRect(x: 20, y: 0, width: 280, height: 44))
  }

  @Test func theListAppearanceChoosesDefaultsSeparatorsAndCorners() {
    Self.useApproximateText()
    let cell = cell([])
    #expect(cell.defaultContentConfiguration().textProperties.font == .systemFont(ofSize: 17))
    #expect(cell.backgroundConfiguration?.backgroundColor == .systemBackground)
    var content = cell.defaultContentConfiguration()
    content.text = "Row"
    cell.contentConfiguration = content
    let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.frame = cell.frame
    attributes.listCellAppearance = ListCellAppearance(
      resolving: ListSeparatorConfiguration(listAppearance: .insetGrouped), appearance: .insetGrouped,
      showsSeparators: true, isFirstInSection: true, isLastInSection: false)
    cell.apply(attributes)
    cell.layoutIfNeeded()
    #expect(cell.configuredBackgroundView?.drawnCorners.radius == 10)
    #expect(cell.configuredBackgroundView?.drawnCorners.corners == .top)
    // Automatic insets: from the text (16) to the edge, 1 pixel at scale 1, along the bottom.
    let pixel = 1 / max(1, cell.traitCollection.displayScale)
    #expect(cell.separatorFrames.bottom == CGRect(x: 16, y: 44 - pixel, width: 284, height: pixel))
    #expect(cell.separatorFrames.top == nil)
    let sidebar = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    sidebar.frame = cell.frame
    sidebar.listCellAppearance = ListCellAppearance(appearance: .sidebar, isHeader: true)
    cell.apply(sidebar)
    cell.layoutIfNeeded()
    #expect(cell.defaultContentConfiguration().textProperties.font == .systemFont(ofSize: 15, weight: .semibold))
    #expect(cell.backgroundConfiguration?.backgroundColor == .clear, "the default background follows the list")
    #expect(cell.separatorFrames.bottom == nil)
  }

  @Test func aBackgroundYouSetIsKeptWhenTheListChanges() {
    Self.useApproximateText()
    let cell = cell([])
    var mine = BackgroundConfiguration.clear()
    mine.backgroundColor = .orange
    cell.backgroundConfiguration = mine
    let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    attributes.listCellAppearance = ListCellAppearance(appearance: .grouped)
    cell.apply(attributes)
    #expect(cell.backgroundConfiguration?.backgroundColor == .orange)
  }

  @Test func attributesCopyAndCompareTheirListAppearance() {
    Self.useApproximateText()
    let a = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
    a.listCellAppearance = ListCellAppearance(appearance: .plain, showsBottomSeparator: true)
    let copy = a.copy() as! LayoutAttributes
    #expect(copy.listCellAppearance == a.listCellAppearance)
    #expect(copy.isEqual(a))
    copy.listCellAppearance?.showsBottomSeparator = false
    #expect(!copy.isEqual(a))
    #expect(a.listCellAppearance?.showsBottomSeparator == true, "the copy's change doesn't reach the original")
    copy.listCellAppearance = nil
    #expect(!copy.isEqual(a))
  }
}
