import Trellis

/// The selected row's background: an accent-coloured rounded rectangle inset from the row's edges.
@MainActor final class SidebarSelectionView: View {
  private let fill = View()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
    fill.backgroundColor = .systemBlue
    fill.layer.cornerRadius = 8
    addSubview(fill)
  }

  /// Not used: made in code.
  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    super.layoutSubviews()
    fill.frame = bounds.insetBy(dx: 8, dy: 2)
  }
}
