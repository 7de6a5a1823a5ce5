import Foundation
import TrellisGeometry

/// A scroll a renderer can draw by moving pixels: the rectangle (window points) of a clipping view
/// whose bounds origin alone changed, and how far its content moved on screen.
///
/// Moving the pixels of `rect` by `offset` and redrawing what that leaves stale gives the frame a full
/// redraw gives: the strips the move exposes (`exposedRectangles`) and, for every rectangle damaged
/// for other reasons, the same rectangle moved (`moved(_:)`), since its old pixels were moved with the
/// rest. `Window.collectDamage()` finds the scroll; `Window.resolveScrollCopy(accepting:)` hands it to
/// the renderer or turns it back into damage.
package struct ScrollCopy: Equatable, Sendable {
  /// The pixels that scroll: the view's rectangle within its ancestors' clips, in window points.
  package var rect: CGRect
  /// How far the content moved on screen, in window points: minus the change of the bounds origin.
  package var offset: CGVector

  /// A scroll of `rect`'s content by `offset`.
  package init(rect: CGRect, offset: CGVector) {
    self.rect = rect
    self.offset = offset
  }

  /// Where the moved pixels land: `rect` and `rect` moved by `offset` overlap there; `CGRect.null`
  /// when the move is as large as the rectangle.
  package var destination: CGRect {
    let moved = rect.offsetBy(dx: offset.dx, dy: offset.dy)
    return rect.overlaps(moved) ? rect.intersection(moved) : .null
  }

  /// `rect` moved by `offset` and cut to `rect`; `CGRect.null` when nothing is left.
  package func moved(_ damaged: CGRect) -> CGRect {
    let moved = damaged.offsetBy(dx: offset.dx, dy: offset.dy)
    return moved.overlaps(rect) ? moved.intersection(rect) : .null
  }

  /// The parts of `rect` no moved pixel lands on, which show content scrolled in: at most two
  /// rectangles, one across the top or bottom and one along the left or right side (what remains of it).
  package var exposedRectangles: (CGRect, CGRect) {
    let kept = destination
    guard !kept.isNull else { return (rect, .null) }
    let horizontal: CGRect
    if offset.dy > 0 {
      horizontal = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: kept.minY - rect.minY)
    } else if offset.dy < 0 {
      horizontal = CGRect(x: rect.minX, y: kept.maxY, width: rect.width, height: rect.maxY - kept.maxY)
    } else {
      horizontal = .null
    }
    let vertical: CGRect
    if offset.dx > 0 {
      vertical = CGRect(x: rect.minX, y: kept.minY, width: kept.minX - rect.minX, height: kept.height)
    } else if offset.dx < 0 {
      vertical = CGRect(x: kept.maxX, y: kept.minY, width: rect.maxX - kept.maxX, height: kept.height)
    } else {
      vertical = .null
    }
    return (horizontal, vertical)
  }

  /// Whether `rect` and `offset` fall on whole pixels at `scale` pixels per point, as a copy of pixels
  /// needs (within a millionth of a pixel).
  package func isPixelAligned(scale: CGFloat) -> Bool {
    func whole(_ value: CGFloat) -> Bool { abs(value * scale - (value * scale).rounded()) < 1e-6 }
    return whole(rect.minX) && whole(rect.minY) && whole(rect.maxX) && whole(rect.maxY) && whole(offset.dx)
      && whole(offset.dy)
  }
}
