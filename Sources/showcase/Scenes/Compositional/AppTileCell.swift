import TrellisUIKitNames

/// A tile of the App Store page: a rounded, coloured card with a title; its proportions follow the
/// section's kind (a large card, a row with an icon, a grid tile, an icon).
final class AppTileCell: UICollectionViewCell {
  /// The coloured card or icon.
  let artwork = UIView()
  /// The app's name.
  let titleLabel = UILabel()
  /// One line under the name.
  let subtitleLabel = UILabel()
  private var style = AppStoreScene.SectionKind.featured

  /// The palette the tiles cycle through.
  static let palette: [UIColor] = [
    .systemBlue, .systemOrange, .systemGreen, .systemPurple, .systemPink, .systemTeal, .systemIndigo, .systemRed,
  ]

  // UIKit: `override init(frame: CGRect)` (the article PortingFromUIKit: Trellis makes cells through the metatype).
  required init(frame: CGRect) {
    super.init(frame: frame)
    artwork.cornerRadius = 12
    titleLabel.font = .boldSystemFont(ofSize: 15)
    subtitleLabel.font = .systemFont(ofSize: 12)
    subtitleLabel.textColor = .secondaryLabel
    for subview in [artwork, titleLabel, subtitleLabel] { contentView.addSubview(subview) }
  }

  /// Not used: the collection view makes cells with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// Shows item `item` in the style of its section.
  func configure(item: Int, style: AppStoreScene.SectionKind) {
    self.style = style
    artwork.backgroundColor = Self.palette[item % Self.palette.count]
    titleLabel.text = "App \(item + 1)"
    subtitleLabel.text = ["Games", "Productivity", "Photo & Video", "Music", "Travel"][item % 5]
    titleLabel.textColor = style == .featured ? .white : .label
    subtitleLabel.isHidden = style == .icons || style == .grid
    setNeedsLayout()
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = contentView.bounds
    switch style {
    case .featured:
      artwork.frame = b
      titleLabel.frame = CGRect(x: 16, y: b.height - 56, width: b.width - 32, height: 22)
      subtitleLabel.frame = CGRect(x: 16, y: b.height - 32, width: b.width - 32, height: 18)
    case .rows:
      let side = b.height
      artwork.frame = CGRect(x: 0, y: 0, width: side, height: side)
      titleLabel.frame = CGRect(x: side + 12, y: side / 2 - 20, width: max(0, b.width - side - 12), height: 20)
      subtitleLabel.frame = CGRect(x: side + 12, y: side / 2 + 2, width: max(0, b.width - side - 12), height: 16)
    case .grid:
      artwork.frame = b
      titleLabel.frame = CGRect(x: 12, y: b.height / 2 - 10, width: b.width - 24, height: 20)
      titleLabel.textColor = .white
    case .icons:
      artwork.frame = CGRect(x: 6, y: 0, width: b.width - 12, height: b.width - 12)
      titleLabel.frame = CGRect(x: 0, y: b.width - 10, width: b.width, height: 16)
      titleLabel.font = .systemFont(ofSize: 11)
      titleLabel.textAlignment = .center
    }
  }
}

/// A section's title over the page, on a translucent bar so pinned headers stay readable.
final class SectionHeaderView: UICollectionReusableView {
  /// The section's title.
  let titleLabel = UILabel()
  /// "See All", on the right.
  let seeAllLabel = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(white: 1, alpha: 0.94)
    titleLabel.font = .boldSystemFont(ofSize: 20)
    seeAllLabel.font = .systemFont(ofSize: 15)
    seeAllLabel.textColor = .systemBlue
    seeAllLabel.textAlignment = .right
    seeAllLabel.text = "See All"
    addSubview(titleLabel)
    addSubview(seeAllLabel)
  }

  /// Not used.
  required init?(coder: NSCoder) { nil }

  /// Shows the title of section `section` of kind `kind`.
  func configure(section: Int, kind: AppStoreScene.SectionKind) {
    let titles: [AppStoreScene.SectionKind: String] = [
      .featured: "Featured", .rows: "New Games We Love", .grid: "Top Categories", .icons: "Editors’ Choice",
    ]
    titleLabel.text = "\(titles[kind] ?? "") \(section / 4 + 1)"
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = CGRect(x: 16, y: 8, width: bounds.width - 120, height: 28)
    seeAllLabel.frame = CGRect(x: bounds.width - 96, y: 8, width: 80, height: 28)
  }
}

/// A red badge with a number, centred on a tile's top trailing corner.
final class BadgeView: UICollectionReusableView {
  /// The number.
  let label = UILabel()

  required init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .systemRed
    cornerRadius = 12
    label.font = .boldSystemFont(ofSize: 13)
    label.textColor = .white
    label.textAlignment = .center
    addSubview(label)
  }

  /// Not used.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds
  }
}

/// The rounded grey background under the grid section (a decoration view registered on the layout).
final class SectionBackgroundView: UICollectionReusableView {
  required init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    cornerRadius = 14
  }

  /// Not used.
  required init?(coder: NSCoder) { nil }
}
