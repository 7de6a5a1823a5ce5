import Foundation
import Testing
import Trellis
import TrellisCairo
import TrellisTesting

/// List cells drawn by cairo: one of each kind stacked in a window (written to
/// `$TMPDIR/trellis-list-cells.png` for a look), and a swiped row in a collection view; the colours of
/// the states are checked at pixels.
@MainActor @Suite struct ListCellRenderingTests {
  /// A list cell at a row of the window, with a list appearance and a configuration.
  private func row(
    _ y: CGFloat, height: CGFloat = 44, appearance: ListCellAppearance? = nil, in window: View,
    _ configure: (CollectionViewListCell) -> Void
  ) -> CollectionViewListCell {
    let cell = CollectionViewListCell(frame: CGRect(x: 0, y: y, width: 360, height: height))
    if let appearance {
      let attributes = LayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
      attributes.frame = cell.frame
      attributes.listCellAppearance = appearance
      cell.apply(attributes)
    }
    configure(cell)
    window.addSubview(cell)
    return cell
  }

  private func text(
    _ cell: CollectionViewListCell, _ text: String, secondary: String? = nil,
    _ style: (() -> ListContentConfiguration)? = nil
  ) {
    var content = style?() ?? cell.defaultContentConfiguration()
    content.text = text
    content.secondaryText = secondary
    cell.contentConfiguration = content
  }

  @Test func eachKindOfListCellDraws() {
    withCairoRenderer { renderer in
      let host = HeadlessHost(size: CGSize(width: 360, height: 560), scale: 1, renderer: renderer)
      let root = View(frame: CGRect(x: 0, y: 0, width: 360, height: 560))
      root.backgroundColor = .systemGroupedBackground
      let plain = ListCellAppearance(appearance: .plain, showsBottomSeparator: true)
      _ = row(0, appearance: plain, in: root) { cell in
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.image = Image(bitmap: Bitmap(width: 22, height: 22, color: .systemBlue))
        cell.contentConfiguration = content
        cell.accessories = [.disclosureIndicator()]
      }
      _ = row(44, height: 60, appearance: plain, in: root) { cell in
        text(cell, "Subtitle cell", secondary: "The secondary text", ListContentConfiguration.subtitleCell)
        cell.accessories = [.checkmark()]
      }
      _ = row(104, appearance: plain, in: root) { cell in
        text(cell, "Volume", secondary: "80%", ListContentConfiguration.valueCell)
        cell.accessories = [.label(text: "dB"), .outlineDisclosure()]
        cell.cellStates.isExpanded = true
      }
      let selected = row(148, appearance: plain, in: root) { cell in
        text(cell, "Selected row")
        cell.isSelected = true
      }
      _ = row(192, appearance: plain, in: root) { cell in
        text(cell, "Editing row")
        cell.accessories = [.multiselect(), .delete(), .reorder()]
        cell.cellStates.isEditing = true
        cell.isSelected = true
      }
      let grouped = ListSeparatorConfiguration(listAppearance: .insetGrouped)
      let first = ListCellAppearance(
        resolving: grouped, appearance: .insetGrouped, showsSeparators: true, isFirstInSection: true,
        isLastInSection: false)
      let last = ListCellAppearance(
        resolving: grouped, appearance: .insetGrouped, showsSeparators: true, isFirstInSection: false,
        isLastInSection: true)
      let header = row(246, height: 40, in: root) { cell in
        text(cell, "Inset grouped", ListContentConfiguration.groupedHeader)
      }
      header.backgroundConfiguration = .clear()
      for (index, appearance) in [first, last].enumerated() {
        let cell = row(286 + CGFloat(index) * 44, appearance: appearance, in: root) { cell in
          text(cell, index == 0 ? "First in section" : "Last in section")
        }
        cell.frame = cell.frame.insetBy(dx: 20, dy: 0)
      }
      let sidebar = row(390, appearance: ListCellAppearance(appearance: .sidebar), in: root) { cell in
        var content = cell.defaultContentConfiguration()
        content.text = "Sidebar selected"
        cell.contentConfiguration = content
        cell.isSelected = true
      }
      sidebar.frame = sidebar.frame.insetBy(dx: 10, dy: 0)
      _ = row(440, appearance: ListCellAppearance(appearance: .plain, isHeader: true), in: root) { cell in
        text(cell, "Plain header")
      }
      _ = row(484, appearance: ListCellAppearance(appearance: .sidebar, isHeader: true), in: root) { cell in
        text(cell, "Sidebar header")
        cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
      }
      host.show(root)
      host.runFrame()
      let image = renderer.renderImage(of: host.window!, scale: 1)
      try? image.writePNG(to: NSTemporaryDirectory() + "trellis-list-cells.png")
      // The selected plain row is systemGray4 (D1D1D6) away from its text.
      #expect(image.isColor(300, Int(selected.frame.midY), 0xD1, 0xD1, 0xD6))
      // The selected sidebar row is the tint (007AFF) inside its rounded background, the grouped
      // background (F2F2F7) outside it.
      #expect(image.isColor(300, 415, 0x00, 0x7A, 0xFF))
      #expect(image.isColor(5, 415, 0xF2, 0xF2, 0xF7))
      // The first inset-grouped row's top-left corner is rounded: its corner pixel shows the grouped background.
      #expect(image.isColor(20, 286, 0xF2, 0xF2, 0xF7))
      #expect(image.isColor(40, 300, 0xFF, 0xFF, 0xFF))
    }
  }

  /// A flow layout of full-width rows whose rows have a Delete action.
  private final class SwipeRows: FlowLayout {
    override func trailingSwipeActionsConfiguration(forItemAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
      SwipeActionsConfiguration(actions: [
        ContextualAction(style: .destructive, title: "Delete") { _, _, _ in },
        ContextualAction(style: .normal, title: "Flag") { _, _, _ in },
      ])
    }
  }

  private final class Source: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
      let cell =
        collectionView.dequeueReusableCell(withReuseIdentifier: "row", for: indexPath) as! CollectionViewListCell
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(indexPath.item)"
      cell.contentConfiguration = content
      return cell
    }
  }

  @Test func aSwipedRowShowsItsButtons() {
    withCairoRenderer { renderer in
      let host = HeadlessHost(size: CGSize(width: 360, height: 180), scale: 1, renderer: renderer)
      let layout = SwipeRows()
      layout.itemSize = CGSize(width: 360, height: 44)
      layout.minimumLineSpacing = 0
      let cv = CollectionView(frame: CGRect(x: 0, y: 0, width: 360, height: 180), collectionViewLayout: layout)
      cv.register(CollectionViewListCell.self, forCellWithReuseIdentifier: "row")
      let source = Source()
      cv.dataSource = source
      host.show(cv)
      host.drag(from: CGPoint(x: 300, y: 66), to: CGPoint(x: 150, y: 66), duration: 0.3)
      host.advance(by: 0.3)
      let image = renderer.renderImage(of: host.window!, scale: 1)
      try? image.writePNG(to: NSTemporaryDirectory() + "trellis-swiped-row.png")
      let open = -cv.swipedRowOffset
      #expect(open > 100)
      // The destructive button at the trailing edge is systemRed (FF3B30); the other is systemGray (8E8E93).
      #expect(image.isColor(355, 50, 0xFF, 0x3B, 0x30))
      #expect(image.isColor(Int(360 - open) + 3, 50, 0x8E, 0x8E, 0x93))
      withExtendedLifetime(source) {}
    }
  }
}
