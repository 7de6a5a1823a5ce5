import Trellis

/// A cover-flow tile: its artwork (bands of colour, a big number and a title) drawn in one `draw(_:)`,
/// so each tile is one cached raster composited through its perspective map.
@MainActor final class CoverCell: CollectionViewCell {
  static let reuseIdentifier = "cover"
  private let art = CoverArtView()

  required init(frame: CGRect) {
    super.init(frame: frame)
    contentView.addSubview(art)
  }

  /// Not used: the collection view makes these views with `init(frame:)`.
  required init?(coder: NSCoder) { nil }

  /// Shows cover `item` (its number is `item + 1`).
  func configure(_ item: Int) { art.item = item }

  override func layoutSubviews() {
    super.layoutSubviews()
    art.frame = contentView.bounds
  }
}

/// The artwork of one cover, drawn from its item number alone.
@MainActor final class CoverArtView: View {
  /// The item whose cover is drawn.
  var item = 0 { didSet { if item != oldValue { setNeedsDisplay() } } }

  static let titles = ["Trellis", "Perspective", "Vanishing Point", "Parallax", "Horizon", "Depth of Field"]

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    let b = bounds
    let hue = CGFloat((item * 47) % 360) / 360
    context.drawLinearGradient(
      in: b,
      colors: [
        Color(hue: hue, saturation: 0.65, brightness: 0.95),
        Color(hue: (hue + 0.12).truncatingRemainder(dividingBy: 1), saturation: 0.8, brightness: 0.45),
      ], start: CGPoint(x: b.minX, y: b.minY), end: CGPoint(x: b.maxX, y: b.maxY))
    context.fillColor = Color.white.withAlphaComponent(0.18)
    for band in 0..<4 {
      let y = b.height * (0.12 + 0.2 * CGFloat(band))
      context.fill(CGRect(x: 0, y: y, width: b.width, height: b.height * 0.06))
    }
    context.fillColor = Color.white.withAlphaComponent(0.9)
    context.fill(CGRect(x: 0, y: b.height - 4, width: b.width, height: 4))
    let number = TextBlock(
      String(item + 1), font: .boldSystemFont(ofSize: b.height * 0.36), color: .white, alignment: .center)
    context.draw(number, in: CGRect(x: 0, y: b.height * 0.22, width: b.width, height: b.height * 0.45))
    let title = TextBlock(
      Self.titles[item % Self.titles.count], font: .systemFont(ofSize: b.height * 0.07, weight: .semibold),
      color: .white, alignment: .center)
    context.draw(title, in: CGRect(x: 8, y: b.height * 0.78, width: b.width - 16, height: b.height * 0.12))
  }
}
