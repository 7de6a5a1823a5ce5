import Foundation
import TrellisGeometry

/// Where a popup menu goes: beside what it is about, wholly inside the window.
enum PopupMenuPlacement {
  /// The least distance between a menu and the window's edges, in points.
  static let margin: CGFloat = 8
  /// The gap between a menu and the rectangle it points at, in points (room for the edit bar's arrow).
  static let gap: CGFloat = 8

  /// An edit bar: centred above the target, or below it when there is no room above; whether it is below.
  static func editBar(size: CGSize, target: CGRect, in bounds: CGRect) -> (frame: CGRect, below: Bool) {
    let target = clamped(target, to: bounds)
    var y = target.minY - gap - size.height
    var below = false
    if y < bounds.minY + margin {
      y = target.maxY + gap
      below = true
    }
    let origin = CGPoint(x: target.midX - size.width / 2, y: y)
    return (fit(CGRect(origin: origin, size: size), in: bounds), below)
  }

  /// A list at the pointer (growing right and down, flipped left or up where the window ends), or,
  /// without a pointer, under the target's leading edge, else above it, else beside it.
  static func list(size: CGSize, target: CGRect, pointer: CGPoint?, in bounds: CGRect) -> CGRect {
    let inner = bounds.insetBy(dx: margin, dy: margin)
    if let pointer {
      var origin = pointer
      if origin.x + size.width > inner.maxX { origin.x = pointer.x - size.width }
      if origin.y + size.height > inner.maxY { origin.y = pointer.y - size.height }
      return fit(CGRect(origin: origin, size: size), in: bounds)
    }
    let target = clamped(target, to: bounds)
    var origin = CGPoint(x: target.minX, y: target.maxY + gap)
    if origin.y + size.height > inner.maxY {
      origin.y = target.minY - gap - size.height
      if origin.y < inner.minY {
        origin = CGPoint(x: target.maxX + gap, y: target.minY)
        if origin.x + size.width > inner.maxX { origin.x = target.minX - gap - size.width }
      }
    }
    return fit(CGRect(origin: origin, size: size), in: bounds)
  }

  /// A rectangle moved (and if need be shrunk) to lie inside the bounds less the margin.
  static func fit(_ rect: CGRect, in bounds: CGRect) -> CGRect {
    let inner = bounds.insetBy(dx: margin, dy: margin)
    let width = min(rect.width, max(inner.width, 0))
    let height = min(rect.height, max(inner.height, 0))
    let x = min(max(rect.minX, inner.minX), inner.maxX - width)
    let y = min(max(rect.minY, inner.minY), inner.maxY - height)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The part of a target inside the bounds (the nearest edge of the bounds when it lies wholly outside).
  private static func clamped(_ target: CGRect, to bounds: CGRect) -> CGRect {
    let minX = min(max(target.minX, bounds.minX), bounds.maxX)
    let maxX = min(max(target.maxX, bounds.minX), bounds.maxX)
    let minY = min(max(target.minY, bounds.minY), bounds.maxY)
    let maxY = min(max(target.maxY, bounds.minY), bounds.maxY)
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }
}
