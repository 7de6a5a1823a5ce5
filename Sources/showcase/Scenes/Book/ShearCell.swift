import Trellis

/// A numbered tile that reads `ShearAttributes` in `apply(_:)`: its content leans by the shear and takes
/// the hue; it counts how often it was applied since it was dequeued, and shows the count.
@MainActor final class ShearCell: CollectionViewCell {
  static let reuseIdentifier = "shear"
  private let number = Label()
  private let count = Label()
  /// `apply(_:)` calls since the cell was last dequeued.
  private(set) var applyCount = 0
  /// The shear and hue of the last `apply(_:)`.
  private(set) var shown: (shear: CGFloat, hue: CGFloat)?

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.cornerRadius = 12
    number.font = .systemFont(ofSize: 20, weight: .bold)
    number.textColor = .white
    number.textAlignment = .center
    count.font = .systemFont(ofSize: 11)
    count.textColor = .white.withAlphaComponent(0.85)
    count.textAlignment = .center
    contentView.addSubview(number)
    contentView.addSubview(count)
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// Shows tile `tile`.
  func configure(tile: Int) { number.text = String(tile) }

  override func prepareForReuse() {
    super.prepareForReuse()
    applyCount = 0
  }

  override func apply(_ layoutAttributes: LayoutAttributes) {
    super.apply(layoutAttributes)
    guard let attributes = layoutAttributes as? ShearAttributes else { return }
    applyCount += 1
    shown = (attributes.shear, attributes.hue)
    contentView.transform = CGAffineTransform(a: 1, b: 0, c: attributes.shear, d: 1, tx: 0, ty: 0)
    contentView.backgroundColor = Color(hue: attributes.hue, saturation: 0.6, brightness: 0.85)
    count.text = applyCount == 1 ? "applied once" : "applied \(applyCount)×"
  }

  override var isSelected: Bool { didSet { contentView.alpha = isSelected ? 0.5 : 1 } }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = contentView.bounds
    number.frame = CGRect(x: 0, y: b.height / 2 - 18, width: b.width, height: 28)
    count.frame = CGRect(x: 0, y: b.height - 22, width: b.width, height: 16)
  }
}
