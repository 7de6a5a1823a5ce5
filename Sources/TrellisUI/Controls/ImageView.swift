import Foundation
import TrellisGeometry

/// A view that shows an image placed by its content mode (`UIImageView`).
@MainActor open class ImageView: View {
  /// The image shown.
  open var image: Image? {
    didSet {
      guard image !== oldValue else { return }
      setNeedsDisplay()
      if image?.size != oldValue?.size { invalidateIntrinsicContentSize() }
    }
  }

  /// Creates an image view sized to an image (`init(image:)`).
  public convenience init(image: Image?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  /// Creates an empty image view; like UIKit, image views don't receive touches by default.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    finishInitImageView()
  }

  /// Creates an empty image view with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitImageView()
  }

  /// The setup both initialisers share.
  private func finishInitImageView() {
    isUserInteractionEnabled = false
  }

  /// The image's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
  /// The image's size.
  open override var intrinsicContentSize: CGSize { image?.size ?? CGSize(width: -1, height: -1) }

  /// Image views draw content.
  open override var drawsContent: Bool { true }

  /// The rectangle the image occupies in the bounds for the current content mode.
  public var imageRect: CGRect {
    guard let image else { return .zero }
    return ImageView.rect(for: image.size, in: bounds, contentMode: contentMode)
  }

  /// Draws the image into `imageRect`, clipped to the bounds when the content mode overflows.
  open override func draw(_ rect: CGRect) {
    guard let image, let context = GraphicsContext.current else { return }
    let target = imageRect
    let overflows = !bounds.covers(target.insetBy(dx: 0.5, dy: 0.5))
    if overflows {
      context.saveGState()
      context.clip(to: bounds)
    }
    context.draw(image, in: target)
    if overflows { context.restoreGState() }
  }

  /// Re-draws when the bounds change size, because placement depends on it.
  open override func layoutSubviews() {
    super.layoutSubviews()
    setNeedsDisplay()
  }

  /// Where an image of `size` goes in `bounds` for a content mode.
  public static func rect(for size: CGSize, in bounds: CGRect, contentMode: ContentMode) -> CGRect {
    guard size.width > 0, size.height > 0 else { return .zero }
    let b = bounds
    switch contentMode {
    case .scaleToFill, .redraw:
      return b
    case .scaleAspectFit, .scaleAspectFill:
      let sx = b.width / size.width
      let sy = b.height / size.height
      let s = contentMode == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      let w = size.width * s
      let h = size.height * s
      return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
    case .center:
      return CGRect(x: b.midX - size.width / 2, y: b.midY - size.height / 2, width: size.width, height: size.height)
    case .top: return CGRect(x: b.midX - size.width / 2, y: b.minY, width: size.width, height: size.height)
    case .bottom:
      return CGRect(x: b.midX - size.width / 2, y: b.maxY - size.height, width: size.width, height: size.height)
    case .left: return CGRect(x: b.minX, y: b.midY - size.height / 2, width: size.width, height: size.height)
    case .right:
      return CGRect(x: b.maxX - size.width, y: b.midY - size.height / 2, width: size.width, height: size.height)
    case .topLeft: return CGRect(origin: b.origin, size: size)
    case .topRight: return CGRect(x: b.maxX - size.width, y: b.minY, width: size.width, height: size.height)
    case .bottomLeft: return CGRect(x: b.minX, y: b.maxY - size.height, width: size.width, height: size.height)
    case .bottomRight:
      return CGRect(x: b.maxX - size.width, y: b.maxY - size.height, width: size.width, height: size.height)
    }
  }
}
