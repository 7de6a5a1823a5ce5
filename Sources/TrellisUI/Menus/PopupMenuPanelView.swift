import Foundation
import TrellisGeometry

/// The visible part of a popup menu: a rounded panel of rows, drawn with plain views and labels.
@MainActor final class PopupMenuPanelView: View {
  /// The height of a list row, in points.
  static let listRowHeight: CGFloat = 32
  /// The height of a separator row in a list, in points.
  static let separatorHeight: CGFloat = 9
  /// The height of the edit bar, in points.
  static let editBarHeight: CGFloat = 36
  /// The narrowest list, in points.
  static let minimumListWidth: CGFloat = 160
  static let padding: CGFloat = 12
  static let font = Font.systemFont(ofSize: 15)

  let style: PopupMenu.Style
  /// Each entry's row, in panel coordinates.
  private(set) var rowFrames: [CGRect] = []
  private var rowViews: [View] = []
  private var titleLabels: [Label?] = []
  private var entries: [PopupMenuEntry] = []

  init(style: PopupMenu.Style) {
    self.style = style
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    clipsToBounds = true
    switch style {
    case .editBar:
      backgroundColor = Color(white: 0.13, alpha: 0.96)
      cornerRadius = 8
    case .list:
      backgroundColor = Color(white: 0.98)
      cornerRadius = 10
      borderWidth = 1
      borderColor = Color(white: 0.75)
    }
  }

  required init?(coder: NSCoder) {
    style = .list
    super.init(coder: coder)
  }

  /// Replaces the rows with views for `entries` and returns the panel's natural size.
  /// - Complexity: O(entries) text measurements.
  func build(_ entries: [PopupMenuEntry]) -> CGSize {
    for view in rowViews { view.removeFromSuperview() }
    self.entries = entries
    rowViews = []
    titleLabels = []
    rowFrames = []
    return style == .editBar ? buildBar() : buildList()
  }

  private func label(_ text: String, color: Color) -> Label {
    let label = Label()
    label.text = text
    label.font = Self.font
    label.textColor = color
    return label
  }

  private func textWidth(_ text: String) -> CGFloat {
    TextSystems.current.size(of: TextBlock(text, font: Self.font), maxWidth: nil).width
  }

  private func buildBar() -> CGSize {
    var x: CGFloat = 0
    let height = Self.editBarHeight
    for (index, entry) in entries.enumerated() {
      if index > 0 {
        let line = View(frame: CGRect(x: x, y: 6, width: 1, height: height - 12))
        line.backgroundColor = Color(white: 1, alpha: 0.3)
        addSubview(line)
        x += 1
      }
      let width = textWidth(entry.title) + 2 * Self.padding + 2
      let frame = CGRect(x: x, y: 0, width: width, height: height)
      let row = View(frame: frame)
      let title = label(entry.title, color: entry.isDisabled ? Color(white: 0.5) : .white)
      title.textAlignment = .center
      title.frame = CGRect(x: 0, y: 0, width: width, height: height)
      row.addSubview(title)
      addSubview(row)
      rowViews.append(row)
      titleLabels.append(title)
      rowFrames.append(frame)
      x += width
    }
    return CGSize(width: x, height: height)
  }

  private func buildList() -> CGSize {
    let hasState = entries.contains { $0.state != .off }
    let hasImage = entries.contains { $0.image != nil }
    let hasSubmenu = entries.contains { if case .submenu = $0.kind { true } else { false } }
    let leading = Self.padding + (hasState ? 18 : 0) + (hasImage ? 26 : 0)
    let trailing = Self.padding + (hasSubmenu ? 18 : 0)
    let widest = entries.map { textWidth($0.title) }.max() ?? 0
    let width = max(Self.minimumListWidth, leading + widest + trailing + 2)
    var y: CGFloat = 4
    for entry in entries {
      if case .separator = entry.kind {
        let frame = CGRect(x: 0, y: y, width: width, height: Self.separatorHeight)
        let row = View(frame: frame)
        let line = View(frame: CGRect(x: 0, y: 4, width: width, height: 1))
        line.backgroundColor = .separator
        row.addSubview(line)
        addSubview(row)
        rowViews.append(row)
        titleLabels.append(nil)
        rowFrames.append(frame)
        y += Self.separatorHeight
        continue
      }
      let height = Self.listRowHeight
      let frame = CGRect(x: 4, y: y, width: width - 8, height: height)
      let row = View(frame: frame)
      row.cornerRadius = 5
      let color: Color = entry.isDisabled ? .tertiaryLabel : (entry.isDestructive ? .systemRed : .label)
      let title = label(entry.title, color: color)
      title.frame = CGRect(x: leading - 4, y: 0, width: frame.width - leading - trailing + 8, height: height)
      row.addSubview(title)
      if entry.state != .off {
        let mark = label(entry.state == .on ? "✓" : "–", color: color)
        mark.frame = CGRect(x: Self.padding - 4, y: 0, width: 16, height: height)
        row.addSubview(mark)
      }
      if let image = entry.image {
        let imageView = ImageView(image: image)
        imageView.contentMode = .scaleAspectFit
        imageView.frame = CGRect(x: Self.padding - 4 + (hasState ? 18 : 0), y: (height - 18) / 2, width: 18, height: 18)
        row.addSubview(imageView)
      }
      if case .submenu = entry.kind {
        let chevron = label("›", color: color)
        chevron.frame = CGRect(x: frame.width - Self.padding - 10, y: 0, width: 12, height: height)
        row.addSubview(chevron)
      }
      addSubview(row)
      rowViews.append(row)
      titleLabels.append(title)
      rowFrames.append(frame)
      y += height
    }
    return CGSize(width: width, height: y + 4)
  }

  /// Shows which row is highlighted (nil: none).
  func setHighlighted(_ highlighted: Int?) {
    for (index, row) in rowViews.enumerated() {
      let on = index == highlighted
      let entry = entries[index]
      switch style {
      case .editBar:
        row.backgroundColor = on ? Color(white: 1, alpha: 0.28) : nil
      case .list:
        row.backgroundColor = on ? .systemBlue : nil
        let normal: Color = entry.isDisabled ? .tertiaryLabel : (entry.isDestructive ? .systemRed : .label)
        for case let label as Label in row.subviews { label.textColor = on ? .white : normal }
      }
    }
  }

  /// The entry whose row contains a point in panel coordinates.
  /// - Complexity: O(entries).
  func entryIndex(at point: CGPoint) -> Int? {
    rowFrames.firstIndex { $0.contains(point) }
  }
}
