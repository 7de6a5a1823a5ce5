import Foundation
import TrellisGeometry

/// The drawing destination of `View.draw(_:)` and `ImageRenderer`: records commands into a display list.
///
/// Like UIKit's current `CGContext`, the context being drawn into is `GraphicsContext.current`;
/// `BezierPath`, `Color.setFill()` and `String.draw(in:…)` use it.
@MainActor public final class GraphicsContext {
  /// The commands recorded so far.
  public private(set) var displayList = DisplayList()
  /// The colour `fill` uses.
  public var fillColor: Color = .black
  /// The colour `stroke` uses.
  public var strokeColor: Color = .black
  /// The line width `stroke` uses.
  public var lineWidth: CGFloat = 1

  private static var stack: [GraphicsContext] = []

  /// The context being drawn into, if any (`UIGraphicsGetCurrentContext()`).
  public static var current: GraphicsContext? { stack.last }

  /// Creates an empty context.
  public init() {}

  /// The context `View.displayList` records with, kept between recordings.
  private static var spare: GraphicsContext?

  /// The list `body` records as the current context, appending to `commands` (empty storage to reuse),
  /// with a context in its default state: the spare one when it's free, which it becomes again afterwards
  /// unless something kept it. So a recording allocates nothing of its own once `commands` has grown.
  static func record(into commands: consuming [DrawCommand], _ body: () -> Void) -> DisplayList {
    var context: GraphicsContext? = spare ?? GraphicsContext()
    spare = nil
    context!.displayList.commands = consume commands
    withCurrent(context!, body)
    let list = context!.displayList
    context!.displayList = DisplayList()
    context!.fillColor = .black
    context!.strokeColor = .black
    context!.lineWidth = 1
    if spare == nil && isKnownUniquelyReferenced(&context) { spare = context }
    return list
  }

  /// Runs `body` with `context` as the current context.
  public static func withCurrent<R>(_ context: GraphicsContext, _ body: () throws -> R) rethrows -> R {
    stack.append(context)
    defer { stack.removeLast() }
    return try body()
  }

  /// Records a command.
  public func append(_ command: DrawCommand) { displayList.commands.append(command) }

  /// Fills a rectangle with the fill colour.
  public func fill(_ rect: CGRect) { append(.fillRect(rect, fillColor)) }
  /// Fills a path with the fill colour.
  public func fill(_ path: Path) { append(.fillPath(path, fillColor)) }
  /// Strokes a path with the stroke colour and line width.
  public func stroke(_ path: Path) { append(.strokePath(path, strokeColor, lineWidth: lineWidth)) }
  /// Fills an ellipse inscribed in a rectangle.
  public func fillEllipse(in rect: CGRect) { fill(Path(ellipseIn: rect)) }
  /// Draws a linear gradient clipped to a rectangle.
  public func drawLinearGradient(in rect: CGRect, colors: [Color], start: CGPoint, end: CGPoint) {
    append(.linearGradient(rect, colors: colors, start: start, end: end))
  }
  /// Draws text in a rectangle.
  public func draw(_ text: TextBlock, in rect: CGRect) { append(.text(text, in: rect)) }
  /// Draws an image scaled into a rectangle.
  public func draw(_ image: Image, in rect: CGRect, alpha: CGFloat = 1) {
    append(.image(image, in: rect, alpha: alpha))
  }
  /// Saves the graphics state (`saveGState`).
  public func saveGState() { append(.saveState) }
  /// Restores the graphics state (`restoreGState`).
  public func restoreGState() { append(.restoreState) }
  /// Intersects the clip with a path.
  public func clip(to path: Path) { append(.clip(path)) }
  /// Intersects the clip with a rectangle.
  public func clip(to rect: CGRect) { append(.clip(Path(rect: rect))) }
  /// Translates subsequent drawing.
  public func translateBy(x: CGFloat, y: CGFloat) { append(.concat(CGAffineTransform(translationX: x, y: y))) }
  /// Scales subsequent drawing.
  public func scaleBy(x: CGFloat, y: CGFloat) { append(.concat(CGAffineTransform(scaleX: x, y: y))) }
  /// Rotates subsequent drawing.
  public func rotate(by angle: CGFloat) { append(.concat(CGAffineTransform(rotationAngle: angle))) }
  /// Applies a transform to subsequent drawing.
  public func concatenate(_ transform: CGAffineTransform) { append(.concat(transform)) }
}

/// Draws images in code (`UIGraphicsImageRenderer`).
@MainActor public struct ImageRenderer {
  /// The size of the images made, in points.
  public var size: CGSize
  /// Pixels per point of the images made.
  public var scale: CGFloat

  /// Creates a renderer for images of a size.
  public init(size: CGSize, scale: CGFloat = 1) {
    self.size = size
    self.scale = scale
  }

  /// Records `actions` into a resolution-independent image.
  public func image(actions: (GraphicsContext) -> Void) -> Image {
    let context = GraphicsContext()
    GraphicsContext.withCurrent(context) { actions(context) }
    return Image(size: size, scale: scale, drawing: context.displayList)
  }
}

/// A path object that draws into the current context (`UIBezierPath`).
@MainActor public final class BezierPath {
  /// The outline.
  public var path: Path
  /// The stroke width.
  public var lineWidth: CGFloat = 1

  /// Creates an empty path.
  public init() { path = Path() }
  /// Creates a rectangle.
  public init(rect: CGRect) { path = Path(rect: rect) }
  /// Creates a rounded rectangle.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    path = Path(roundedRect: rect, cornerRadius: cornerRadius)
  }
  /// Creates an ellipse inscribed in a rectangle.
  public init(ovalIn rect: CGRect) { path = Path(ellipseIn: rect) }
  /// Creates a circular arc.
  public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
    path = Path()
    path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// Starts a subpath.
  public func move(to p: CGPoint) { path.move(to: p) }
  /// Adds a line.
  public func addLine(to p: CGPoint) { path.addLine(to: p) }
  /// Adds a cubic curve.
  public func addCurve(to p: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: p, control1: controlPoint1, control2: controlPoint2)
  }
  /// Closes the subpath.
  public func close() { path.closeSubpath() }
  /// Fills the path in the current context with its fill colour.
  public func fill() { GraphicsContext.current?.fill(path) }
  /// Strokes the path in the current context with its stroke colour and this path's width.
  public func stroke() {
    guard let context = GraphicsContext.current else { return }
    context.append(.strokePath(path, context.strokeColor, lineWidth: lineWidth))
  }
  /// Intersects the current context's clip with the path (`addClip()`).
  public func addClip() { GraphicsContext.current?.clip(to: path) }
}

extension Color {
  /// Sets the current context's fill colour.
  @MainActor public func setFill() { GraphicsContext.current?.fillColor = self }
  /// Sets the current context's stroke colour.
  @MainActor public func setStroke() { GraphicsContext.current?.strokeColor = self }
  /// Sets both colours of the current context.
  @MainActor public func set() {
    setFill()
    setStroke()
  }
}

extension String {
  /// Draws the string in a rectangle of the current context (`NSString.draw(in:withAttributes:)`).
  @MainActor public func draw(
    in rect: CGRect, font: Font = .systemFont(ofSize: Font.labelFontSize), color: Color = .label,
    alignment: TextAlignment = .natural, numberOfLines: Int = 0
  ) {
    GraphicsContext.current?.draw(
      TextBlock(
        self, font: font, color: color, alignment: alignment, numberOfLines: numberOfLines,
        lineBreakMode: .byWordWrapping), in: rect)
  }
}

/// Fills a rectangle in the current context with its fill colour (`UIRectFill`).
@MainActor public func RectFill(_ rect: CGRect) { GraphicsContext.current?.fill(rect) }
