import Trellis

/// A coloured tile showing one word, for the Menus scene.
@MainActor final class WordCell: CollectionViewCell {
  static let reuseIdentifier = "word"
  private let label = Label()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.cornerRadius = 12
    label.font = .systemFont(ofSize: 18, weight: .semibold)
    label.textColor = .white
    label.textAlignment = .center
    contentView.addSubview(label)
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// Shows a word on its colour.
  func configure(_ word: ColouredWord) {
    label.text = word.text
    contentView.backgroundColor = Color(hue: CGFloat(word.hue % 360) / 360, saturation: 0.6, brightness: 0.8)
  }

  override var isSelected: Bool {
    didSet {
      contentView.borderWidth = isSelected ? 4 : 0
      contentView.borderColor = .label
    }
  }

  override var isHighlighted: Bool { didSet { contentView.alpha = isHighlighted ? 0.7 : 1 } }

  override func layoutSubviews() {
    super.layoutSubviews()
    label.frame = contentView.bounds.insetBy(dx: 6, dy: 0)
  }
}

/// A word and the hue it is drawn on, in degrees.
struct ColouredWord: Equatable {
  var text: String
  var hue: Int
}
