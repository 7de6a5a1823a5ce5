import Foundation
import TrellisGeometry

/// A tappable control with a title label (`UIButton` of the system type).
@MainActor open class Button: Control {
  /// The label that shows the title.
  public let titleLabel = Label()
  /// The title colour; the tint colour by default.
  open var titleColor: Color? { didSet { updateTitleColor() } }

  /// Creates a button.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    finishInitButton()
  }

  /// Creates a button with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitButton()
  }

  /// The setup both initialisers share.
  private func finishInitButton() {
    titleLabel.textAlignment = .center
    titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    titleLabel.frame = bounds
    addSubview(titleLabel)
    updateTitleColor()
  }

  /// Creates a button with a title.
  public convenience init(title: String) {
    self.init(frame: .zero)
    setTitle(title)
  }

  /// Sets the title (`setTitle(_:for: .normal)`).
  public func setTitle(_ title: String?) {
    titleLabel.text = title
    setNeedsLayout()
  }

  /// The title.
  public var currentTitle: String? { titleLabel.text }

  /// Dims the title while highlighted, as the system button does.
  open override var isHighlighted: Bool { didSet { updateTitleColor() } }

  /// Re-tints the title when the tint changes.
  open override func tintColorDidChange() {
    super.tintColorDidChange()
    updateTitleColor()
  }

  private func updateTitleColor() {
    let base = titleColor ?? tintColor ?? .tintColor
    titleLabel.textColor = isHighlighted ? base.withAlphaComponent(base.alpha * 0.3) : base
  }

  /// The title's size plus padding.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let text = titleLabel.sizeThatFits(size)
    return CGSize(width: text.width + 16, height: max(text.height + 12, 34))
  }

  /// Keeps the title label filling the button.
  open override func layoutSubviews() {
    super.layoutSubviews()
    titleLabel.frame = bounds
  }
}
