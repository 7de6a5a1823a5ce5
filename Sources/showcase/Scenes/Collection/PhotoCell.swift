import Trellis

/// A photo cell: an image, a caption, and a check mark with a tinted border while selected.
@MainActor final class PhotoCell: CollectionViewCell {
  static let reuseIdentifier = "photo"
  let imageView = ImageView()
  let caption = Label()
  private let check = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.cornerRadius = 8
    contentView.clipsToBounds = true
    contentView.backgroundColor = .systemGray5
    imageView.contentMode = .scaleAspectFill
    imageView.clipsToBounds = true
    caption.font = .systemFont(ofSize: 11, weight: .semibold)
    caption.textColor = .white
    caption.textAlignment = .right
    check.text = "✓"
    check.font = .boldSystemFont(ofSize: 14)
    check.textColor = .white
    check.textAlignment = .center
    check.backgroundColor = .systemBlue
    check.cornerRadius = 11
    check.clipsToBounds = true
    check.isHidden = true
    for view in [imageView, caption, check] { contentView.addSubview(view) }
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  override var isSelected: Bool {
    didSet { updateSelection() }
  }

  override var isHighlighted: Bool {
    didSet { contentView.alpha = isHighlighted ? 0.6 : 1 }
  }

  private func updateSelection() {
    check.isHidden = !isSelected
    contentView.borderWidth = isSelected ? 3 : 0
    contentView.borderColor = .systemBlue
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let b = contentView.bounds
    imageView.frame = b
    caption.frame = CGRect(x: 4, y: b.height - 20, width: b.width - 10, height: 16)
    check.frame = CGRect(x: b.width - 28, y: 6, width: 22, height: 22)
  }

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.image = nil
  }
}

/// A text header or footer for sections.
@MainActor final class SectionLabelView: CollectionReusableView {
  static let headerIdentifier = "header"
  static let footerIdentifier = "footer"
  let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    label.font = .systemFont(ofSize: 17, weight: .bold)
    addSubview(label)
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = bounds.insetBy(dx: 16, dy: 0)
  }
}

/// Photos drawn in code: a sky gradient, a sun and two hills in the item's hue. Cached per index.
@MainActor enum PhotoLibrary {
  private static var cache: [Int: Image] = [:]

  /// The photo for an index (the same image for the same index).
  static func photo(_ index: Int) -> Image {
    let key = index % 97
    if let image = cache[key] { return image }
    let hue = CGFloat(key) / 97
    let image = ImageRenderer(size: CGSize(width: 120, height: 120), scale: 1).image { context in
      context.drawLinearGradient(
        in: CGRect(x: 0, y: 0, width: 120, height: 120),
        colors: [Color(hue: hue, saturation: 0.35, brightness: 1), Color(hue: hue, saturation: 0.7, brightness: 0.85)],
        start: .zero, end: CGPoint(x: 0, y: 120))
      Color(hue: (hue + 0.12).truncatingRemainder(dividingBy: 1), saturation: 0.6, brightness: 1).setFill()
      BezierPath(ovalIn: CGRect(x: 70, y: 16, width: 30, height: 30)).fill()
      let hill = BezierPath()
      hill.move(to: CGPoint(x: 0, y: 120))
      hill.addLine(to: CGPoint(x: 0, y: 80))
      hill.addCurve(
        to: CGPoint(x: 120, y: 70), controlPoint1: CGPoint(x: 40, y: 50), controlPoint2: CGPoint(x: 80, y: 100))
      hill.addLine(to: CGPoint(x: 120, y: 120))
      hill.close()
      Color(hue: (hue + 0.3).truncatingRemainder(dividingBy: 1), saturation: 0.5, brightness: 0.55).setFill()
      hill.fill()
    }
    cache[key] = image
    return image
  }
}
