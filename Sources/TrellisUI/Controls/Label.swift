import Foundation
import TrellisGeometry

/// A view that shows read-only text, measured and drawn by the real text system (`UILabel`).
@MainActor open class Label: View {
  /// The text; nil shows nothing.
  open var text: String? { didSet { if text != oldValue { textDidChange() } } }
  /// The font (17 pt system font by default).
  open var font: Font = .systemFont(ofSize: Font.labelFontSize) { didSet { if font != oldValue { textDidChange() } } }
  /// The text colour.
  open var textColor: Color = .label { didSet { if textColor != oldValue { setNeedsDisplay() } } }
  /// The horizontal alignment.
  open var textAlignment: TextAlignment = .natural { didSet { if textAlignment != oldValue { setNeedsDisplay() } } }
  /// The maximum number of lines, 0 for no limit (1 by default).
  open var numberOfLines = 1 { didSet { if numberOfLines != oldValue { textDidChange() } } }
  /// How lines are wrapped and truncated.
  open var lineBreakMode: LineBreakMode = .byTruncatingTail {
    didSet { if lineBreakMode != oldValue { textDidChange() } }
  }
  /// The width at which multi-line text wraps when sizing (`preferredMaxLayoutWidth`); 0 uses the bounds.
  open var preferredMaxLayoutWidth: CGFloat = 0 { didSet { textDidChange() } }

  /// Creates a label; labels don't receive touches by default, as in UIKit.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    finishInitLabel()
  }

  /// Creates a label with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitLabel()
  }

  /// The setup both initialisers share.
  private func finishInitLabel() {
    isUserInteractionEnabled = false
    contentMode = .redraw
  }

  /// The text with its style, as drawn.
  public var textBlock: TextBlock {
    TextBlock(
      text ?? "", font: font, color: textColor, alignment: textAlignment, numberOfLines: numberOfLines,
      lineBreakMode: lineBreakMode)
  }

  private func textDidChange() {
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
    superview?.setNeedsLayout()
  }

  /// The size of the text, wrapped at `size.width` when multi-line, per the text system.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let width: CGFloat? = numberOfLines == 1 ? nil : (size.width > 0 ? size.width : nil)
    return TextSystems.current.size(of: textBlock, maxWidth: width)
  }

  /// The size of the text on one line or wrapped at `preferredMaxLayoutWidth`.
  open override var intrinsicContentSize: CGSize {
    sizeThatFits(CGSize(width: preferredMaxLayoutWidth, height: 0))
  }

  /// Labels draw content.
  open override var drawsContent: Bool { true }

  /// Draws the text vertically centred in the bounds, as `UILabel` does.
  open override func draw(_ rect: CGRect) {
    guard let text, !text.isEmpty, let context = GraphicsContext.current else { return }
    let fitted = TextSystems.current.size(of: textBlock, maxWidth: bounds.width)
    let height = min(fitted.height, bounds.height)
    let textRect = CGRect(x: 0, y: ((bounds.height - height) / 2).rounded(), width: bounds.width, height: height)
    context.draw(textBlock, in: textRect)
  }
}
