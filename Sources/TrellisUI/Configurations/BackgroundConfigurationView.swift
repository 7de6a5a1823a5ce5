import Foundation
import TrellisGeometry

/// The corners of a rectangle a background rounds (Core Animation's `CACornerMask`, by position).
public struct RoundedCorners: OptionSet, Hashable, Sendable {
  /// The bit set.
  public let rawValue: Int
  /// Creates a set from its bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// The top-left corner.
  public static let topLeft = RoundedCorners(rawValue: 1)
  /// The top-right corner.
  public static let topRight = RoundedCorners(rawValue: 2)
  /// The bottom-left corner.
  public static let bottomLeft = RoundedCorners(rawValue: 4)
  /// The bottom-right corner.
  public static let bottomRight = RoundedCorners(rawValue: 8)
  /// The two top corners.
  public static let top: RoundedCorners = [.topLeft, .topRight]
  /// The two bottom corners.
  public static let bottom: RoundedCorners = [.bottomLeft, .bottomRight]
  /// All four corners.
  public static let all: RoundedCorners = [.top, .bottom]
}

extension Path {
  /// Adds a closed rectangle whose `corners` are rounded with `radius` (quarter circles as cubics).
  package mutating func addRoundedRect(_ r: CGRect, cornerRadius: CGFloat, corners: RoundedCorners) {
    let radius = max(0, min(cornerRadius, min(r.width, r.height) / 2))
    guard radius > 0, !corners.isEmpty else { return addRect(r) }
    if corners == .all { return addRoundedRect(r, cornerRadius: radius) }
    let k = radius * 0.4477152502  // 1 − kappa: the control points of a quarter circle
    let tl = corners.contains(.topLeft) ? radius : 0
    let tr = corners.contains(.topRight) ? radius : 0
    let br = corners.contains(.bottomRight) ? radius : 0
    let bl = corners.contains(.bottomLeft) ? radius : 0
    move(to: CGPoint(x: r.minX + tl, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - tr, y: r.minY))
    if tr > 0 {
      addCurve(
        to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - k, y: r.minY),
        control2: CGPoint(x: r.maxX, y: r.minY + k))
    }
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - br))
    if br > 0 {
      addCurve(
        to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - k),
        control2: CGPoint(x: r.maxX - k, y: r.maxY))
    }
    addLine(to: CGPoint(x: r.minX + bl, y: r.maxY))
    if bl > 0 {
      addCurve(
        to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + k, y: r.maxY),
        control2: CGPoint(x: r.minX, y: r.maxY - k))
    }
    addLine(to: CGPoint(x: r.minX, y: r.minY + tl))
    if tl > 0 {
      addCurve(
        to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + k),
        control2: CGPoint(x: r.minX + k, y: r.minY))
    }
    closeSubpath()
  }
}

/// The view that draws a background configuration behind a cell's content: fill, image, stroke and
/// custom view, inside the configuration's insets.
@MainActor package final class BackgroundConfigurationView: View {
  /// The configuration drawn.
  package var configuration: BackgroundConfiguration {
    didSet { configurationDidChange(old: oldValue) }
  }
  /// The radius used when the configuration's is 0 (an inset-grouped list's rounded section ends).
  package var listCornerRadius: CGFloat = 0 { didSet { if listCornerRadius != oldValue { setNeedsDisplay() } } }
  /// The corners `listCornerRadius` rounds.
  package var listRoundedCorners: RoundedCorners = [] {
    didSet { if listRoundedCorners != oldValue { setNeedsDisplay() } }
  }

  /// Creates the view for a configuration.
  package init(configuration: BackgroundConfiguration) {
    self.configuration = configuration
    super.init(frame: .zero)
    isUserInteractionEnabled = false
    configurationDidChange(old: nil)
  }

  /// Trellis reads no archives.
  package required init?(coder: NSCoder) { nil }

  /// The rectangle the background fills: the bounds less the configuration's insets.
  package var backgroundRect: CGRect {
    let insets = configuration.backgroundInsets.edgeInsets(in: effectiveUserInterfaceLayoutDirection)
    return bounds.inset(by: insets)
  }

  /// The radius and corners drawn: the configuration's on every corner, else the list's.
  package var drawnCorners: (radius: CGFloat, corners: RoundedCorners) {
    configuration.cornerRadius > 0 ? (configuration.cornerRadius, .all) : (listCornerRadius, listRoundedCorners)
  }

  private func configurationDidChange(old: BackgroundConfiguration?) {
    if old?.customView !== configuration.customView {
      old?.customView?.removeFromSuperview()
      if let custom = configuration.customView { addSubview(custom) }
    }
    setNeedsLayout()
    setNeedsDisplay()
  }

  /// Places the custom view in the background's rectangle, rounded like it.
  package override func layoutSubviews() {
    super.layoutSubviews()
    if let custom = configuration.customView {
      custom.frame = backgroundRect
      custom.cornerRadius = drawnCorners.radius
      custom.clipsToBounds = drawnCorners.radius > 0
    }
    setNeedsDisplay()
  }

  /// Draws the fill, the image and the stroke.
  package override var drawsContent: Bool { true }

  /// Draws the fill, the image and the stroke.
  package override func draw(_ rect: CGRect) {
    guard let context = GraphicsContext.current else { return }
    let box = backgroundRect
    guard box.width > 0, box.height > 0 else { return }
    let (radius, corners) = drawnCorners
    var shape = Path()
    shape.addRoundedRect(box, cornerRadius: radius, corners: corners)
    let tint: Color = tintColor
    let fill = configuration.resolvedBackgroundColor(for: tint)
    if fill.alpha > 0 {
      context.fillColor = fill
      context.fill(shape)
    }
    if let image = configuration.image {
      context.saveGState()
      context.clip(to: shape)
      context.draw(image, in: ImageView.rect(for: image.size, in: box, contentMode: configuration.imageContentMode))
      context.restoreGState()
    }
    if configuration.strokeWidth > 0 {
      let outset = configuration.strokeOutset - configuration.strokeWidth / 2
      var outline = Path()
      outline.addRoundedRect(
        box.insetBy(dx: -outset, dy: -outset), cornerRadius: radius > 0 ? radius + outset : 0, corners: corners)
      context.strokeColor = configuration.resolvedStrokeColor(for: tint)
      context.lineWidth = configuration.strokeWidth
      context.stroke(outline)
    }
  }
}
