import TrellisUIKitNames

/// A row of the searchable list: a favourite star, the name, the detail on the right and a hairline
/// separator under the text.
final class SearchResultCell: UICollectionViewCell {
  /// The star: filled and yellow for a favourite, an outline otherwise.
  let star = UILabel()
  /// The item's name.
  let nameLabel = UILabel()
  /// The item's detail, right-aligned.
  let detailLabel = UILabel()
  private let separator = UIView()

  // UIKit: `override init(frame: CGRect)` (the article PortingFromUIKit: Trellis makes cells through the metatype).
  required init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .white
    star.font = .systemFont(ofSize: 18)
    star.textAlignment = .center
    nameLabel.font = .systemFont(ofSize: 16)
    detailLabel.font = .systemFont(ofSize: 14)
    detailLabel.textColor = .secondaryLabel
    detailLabel.textAlignment = .right
    separator.backgroundColor = .separator
    for label in [star, nameLabel, detailLabel] { contentView.addSubview(label) }
    addSubview(separator)
  }

  /// Not used: the collection view makes cells with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// Shows an item and whether it is a favourite.
  func configure(with item: SearchItem, isFavourite: Bool) {
    nameLabel.text = item.name
    detailLabel.text = item.detail
    star.text = isFavourite ? "★" : "☆"
    star.textColor = isFavourite ? .systemOrange : .systemGray2
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = bounds
    star.frame = CGRect(x: 10, y: 0, width: 28, height: b.height)
    detailLabel.frame = CGRect(x: b.width - 136, y: 0, width: 120, height: b.height)
    nameLabel.frame = CGRect(x: 46, y: 0, width: max(0, b.width - 46 - 144), height: b.height)
    let hairline = 1 / max(1, UIScreen.main.scale)
    separator.frame = CGRect(x: 46, y: b.height - hairline, width: max(0, b.width - 46), height: hairline)
  }
}
