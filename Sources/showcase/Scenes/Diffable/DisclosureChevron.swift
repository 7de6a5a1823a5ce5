import Trellis

/// A small drawn triangle pointing right; expanded, it turns a quarter to point down (animated when asked).
@MainActor final class DisclosureChevron: View {
  /// Whether the chevron points down.
  private(set) var isExpanded = false

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .clear
  }

  /// Not used: made in code.
  required init?(coder: NSCoder) { nil }

  /// Points down (expanded) or right (collapsed), turning over 0.25 s when animated.
  func setExpanded(_ expanded: Bool, animated: Bool) {
    isExpanded = expanded
    let turn = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity
    if animated {
      View.animate(withDuration: 0.25) { self.transform = turn }
    } else {
      View.performWithoutAnimation { self.transform = turn }
    }
  }

  override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    let b = bounds
    var path = Path()
    path.move(to: CGPoint(x: b.midX - 3, y: b.midY - 5))
    path.addLine(to: CGPoint(x: b.midX + 4, y: b.midY))
    path.addLine(to: CGPoint(x: b.midX - 3, y: b.midY + 5))
    path.closeSubpath()
    context.fillColor = .secondaryLabel
    context.fill(path)
  }
}
