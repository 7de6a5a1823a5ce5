import Trellis

/// A sidebar row: indented by its outline level, a disclosure chevron before a parent's title, bold
/// titles for the top-level groups, and a rounded accent highlight when a leaf is selected.
@MainActor final class OutlineCell: CollectionViewCell {
  /// How far each outline level indents the row.
  static let indentPerLevel: CGFloat = 20
  /// The leading margin of a top-level row.
  static let leadingMargin: CGFloat = 12
  /// The width of the chevron's column, before every title.
  static let chevronWidth: CGFloat = 20

  /// The title.
  let titleLabel = Label()
  /// The chevron, hidden on leaves.
  let chevron = DisclosureChevron(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
  /// The row's outline level: 0 for the groups.
  private(set) var level = 0

  required init(frame: CGRect) {
    super.init(frame: frame)
    // Opaque, in the sidebar's colour: rows sliding over rows that fade beneath them hide them.
    backgroundColor = .systemGroupedBackground
    selectedBackgroundView = SidebarSelectionView()
    contentView.addSubview(chevron)
    contentView.addSubview(titleLabel)
  }

  /// Not used: the collection view makes cells with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// The x position of the title for a level, in the cell's coordinates.
  static func titleX(forLevel level: Int) -> CGFloat {
    leadingMargin + CGFloat(level) * indentPerLevel + chevronWidth
  }

  /// Shows an item at an outline level, with its chevron pointing down when expanded.
  func configure(with item: SidebarItem, level: Int, isExpanded: Bool) {
    self.level = level
    titleLabel.text = item.title
    titleLabel.font = level == 0 ? .systemFont(ofSize: 15, weight: .bold) : .systemFont(ofSize: 15)
    chevron.isHidden = !item.isParent
    chevron.setExpanded(isExpanded, animated: false)
    updateColours()
    setNeedsLayout()
  }

  override var isSelected: Bool { didSet { updateColours() } }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    let titleX = Self.titleX(forLevel: level)
    chevron.bounds = CGRect(x: 0, y: 0, width: Self.chevronWidth, height: Self.chevronWidth)
    chevron.center = CGPoint(x: titleX - Self.chevronWidth / 2, y: b.midY)
    titleLabel.frame = CGRect(x: titleX, y: 0, width: max(0, b.width - titleX - 12), height: b.height)
  }

  private func updateColours() {
    titleLabel.textColor = isSelected ? .white : (level == 0 ? .secondaryLabel : .label)
  }
}
