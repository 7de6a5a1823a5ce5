import Trellis

/// A coloured tile with a centred title, for the drag and drop scenes; dims while it is the source of
/// a drag and shows a border while it is a drop's target.
@MainActor final class TileCell: CollectionViewCell {
  static let reuseIdentifier = "tile"
  let title = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.cornerRadius = 10
    contentView.clipsToBounds = true
    title.font = .systemFont(ofSize: 15, weight: .semibold)
    title.textColor = .white
    title.textAlignment = .center
    contentView.addSubview(title)
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// Shows a tile.
  func configure(_ tile: Tile) {
    title.text = tile.title
    contentView.backgroundColor = Color(hue: tile.hue, saturation: 0.55, brightness: 0.8)
  }

  override func dragStateDidChange(_ dragState: DragState) {
    super.dragStateDidChange(dragState)
    contentView.alpha = dragState == .none ? 1 : 0.35
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    title.frame = contentView.bounds.insetBy(dx: 6, dy: 0)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    contentView.alpha = 1
  }
}
