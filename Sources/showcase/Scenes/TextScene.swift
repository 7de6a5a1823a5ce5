import Trellis

/// Labels measured and drawn by pango: sizes, weights, alignment, wrapping and truncation.
@MainActor final class TextScene: SceneController {
  private var labels: [Label] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    func add(
      _ text: String, _ font: Font, color: Color = .label, alignment: TextAlignment = .left, lines: Int = 1,
      mode: LineBreakMode = .byTruncatingTail, background: Color? = .white
    ) {
      let label = Label()
      label.text = text
      label.font = font
      label.textColor = color
      label.textAlignment = alignment
      label.numberOfLines = lines
      label.lineBreakMode = mode
      label.backgroundColor = background
      view.addSubview(label)
      labels.append(label)
    }
    add("Large Title", .boldSystemFont(ofSize: 34), background: nil)
    add("Headline — semibold 17 pt", .systemFont(ofSize: 17, weight: .semibold))
    add(
      "Body text in the regular 17 pt system font, Unicode too: Grüße, Ελληνικά, 日本語, émoji-free.",
      .systemFont(ofSize: 17), lines: 2)
    add("Left aligned", .systemFont(ofSize: 15), alignment: .left)
    add("Centred", .systemFont(ofSize: 15), alignment: .center)
    add("Right aligned", .systemFont(ofSize: 15), alignment: .right)
    add(
      "Wrapped over three lines at most: a collection view shows a million items at full frame rate by reusing a handful of cells, and this label wraps at word boundaries and truncates the end of the last line that fits.",
      .systemFont(ofSize: 15), lines: 3, mode: .byTruncatingTail)
    add(
      "Truncated in the middle of a single line that is far too long to fit in its box", .systemFont(ofSize: 15),
      mode: .byTruncatingMiddle)
    add("Italic caption, secondary colour", .italicSystemFont(ofSize: 13), color: .secondaryLabel, background: nil)
    add("Monospaced 0123456789 {}[]", .monospacedSystemFont(ofSize: 15), color: .systemIndigo)
  }

  override func layoutScene(in bounds: CGRect) {
    let width = min(bounds.width - 32, 560)
    let x = (bounds.width - width) / 2
    var y: CGFloat = 20
    for label in labels {
      let fitted = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
      let height = label.numberOfLines == 1 ? fitted.height + 12 : fitted.height + 12
      label.frame = CGRect(x: x, y: y, width: width, height: height)
      y += height + 8
    }
  }
}
