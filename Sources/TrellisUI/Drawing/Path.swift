import Foundation
import TrellisGeometry

/// A resolution-independent outline made of lines, cubic curves and closed subpaths (`CGPath`).
public struct Path: Hashable, Sendable {
  /// One step of a path.
  public enum Element: Hashable, Sendable {
    /// Starts a new subpath at a point.
    case move(to: CGPoint)
    /// A straight line to a point.
    case line(to: CGPoint)
    /// A cubic Bézier curve to a point with two control points.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the current subpath.
    case closeSubpath
  }

  /// The elements in drawing order.
  public private(set) var elements: [Element] = []

  /// Creates an empty path.
  public init() {}

  /// Creates a rectangle path.
  public init(rect: CGRect) { addRect(rect) }

  /// Creates a rounded-rectangle path; the radius is clamped to half the shorter side.
  public init(roundedRect rect: CGRect, cornerRadius: CGFloat) { addRoundedRect(rect, cornerRadius: cornerRadius) }

  /// Creates an ellipse inscribed in a rectangle.
  public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

  /// Whether the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Starts a new subpath.
  public mutating func move(to p: CGPoint) { elements.append(.move(to: p)) }
  /// Adds a straight line.
  public mutating func addLine(to p: CGPoint) { elements.append(.line(to: p)) }
  /// Adds a cubic Bézier curve.
  public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
    elements.append(.curve(to: p, control1: control1, control2: control2))
  }
  /// Closes the current subpath.
  public mutating func closeSubpath() { elements.append(.closeSubpath) }

  /// Adds a closed rectangle.
  public mutating func addRect(_ r: CGRect) {
    move(to: CGPoint(x: r.minX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.minY))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY))
    addLine(to: CGPoint(x: r.minX, y: r.maxY))
    closeSubpath()
  }

  /// The cubic-curve constant that approximates a quarter circle.
  private static let kappa: CGFloat = 0.5522847498

  /// Adds a closed rounded rectangle.
  public mutating func addRoundedRect(_ r: CGRect, cornerRadius: CGFloat) {
    let radius = max(0, min(cornerRadius, min(r.width, r.height) / 2))
    guard radius > 0 else { return addRect(r) }
    let k = radius * (1 - Path.kappa)
    move(to: CGPoint(x: r.minX + radius, y: r.minY))
    addLine(to: CGPoint(x: r.maxX - radius, y: r.minY))
    addCurve(
      to: CGPoint(x: r.maxX, y: r.minY + radius), control1: CGPoint(x: r.maxX - k, y: r.minY),
      control2: CGPoint(x: r.maxX, y: r.minY + k))
    addLine(to: CGPoint(x: r.maxX, y: r.maxY - radius))
    addCurve(
      to: CGPoint(x: r.maxX - radius, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - k),
      control2: CGPoint(x: r.maxX - k, y: r.maxY))
    addLine(to: CGPoint(x: r.minX + radius, y: r.maxY))
    addCurve(
      to: CGPoint(x: r.minX, y: r.maxY - radius), control1: CGPoint(x: r.minX + k, y: r.maxY),
      control2: CGPoint(x: r.minX, y: r.maxY - k))
    addLine(to: CGPoint(x: r.minX, y: r.minY + radius))
    addCurve(
      to: CGPoint(x: r.minX + radius, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + k),
      control2: CGPoint(x: r.minX + k, y: r.minY))
    closeSubpath()
  }

  /// Adds a closed ellipse inscribed in a rectangle.
  public mutating func addEllipse(in r: CGRect) {
    let rx = r.width / 2
    let ry = r.height / 2
    let cx = r.midX
    let cy = r.midY
    let kx = rx * Path.kappa
    let ky = ry * Path.kappa
    move(to: CGPoint(x: cx + rx, y: cy))
    addCurve(
      to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + ky),
      control2: CGPoint(x: cx + kx, y: cy + ry))
    addCurve(
      to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - kx, y: cy + ry),
      control2: CGPoint(x: cx - rx, y: cy + ky))
    addCurve(
      to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - ky),
      control2: CGPoint(x: cx - kx, y: cy - ry))
    addCurve(
      to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + kx, y: cy - ry),
      control2: CGPoint(x: cx + rx, y: cy - ky))
    closeSubpath()
  }

  /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians, clockwise on screen when `clockwise`).
  public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
  {
    var sweep = endAngle - startAngle
    if clockwise {
      while sweep < 0 { sweep += 2 * .pi }
    } else {
      while sweep > 0 { sweep -= 2 * .pi }
    }
    let segments = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(segments)
    let k = 4.0 / 3.0 * tan(step / 4)
    var angle = startAngle
    let start = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    if elements.isEmpty { move(to: start) } else { addLine(to: start) }
    for _ in 0..<segments {
      let next = angle + step
      let p0 = CGPoint(x: cos(angle), y: sin(angle))
      let p3 = CGPoint(x: cos(next), y: sin(next))
      addCurve(
        to: CGPoint(x: center.x + radius * p3.x, y: center.y + radius * p3.y),
        control1: CGPoint(x: center.x + radius * (p0.x - k * p0.y), y: center.y + radius * (p0.y + k * p0.x)),
        control2: CGPoint(x: center.x + radius * (p3.x + k * p3.y), y: center.y + radius * (p3.y - k * p3.x)))
      angle = next
    }
  }

  /// The bounding box of all points, control points included; `.null` when empty.
  /// - Complexity: O(n) in the number of elements.
  public var boundingBox: CGRect {
    var points: [CGPoint] = []
    for element in elements {
      switch element {
      case .move(let p), .line(let p): points.append(p)
      case .curve(let p, let c1, let c2): points += [p, c1, c2]
      case .closeSubpath: break
      }
    }
    return CGRect.boundingBox(of: points)
  }
}
