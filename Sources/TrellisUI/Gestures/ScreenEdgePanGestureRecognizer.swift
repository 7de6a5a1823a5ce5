import Foundation
import TrellisGeometry

/// A pan that starts at an edge of its view (`UIScreenEdgePanGestureRecognizer`); continuous.
///
/// The fingers must go down within `edgeZone` points of one of `edges` of the view's bounds (Trellis
/// measures from the view it is attached to, usually a full-window controller view, where UIKit uses the
/// screen), and must move more away from that edge than along it by the time the pan begins; otherwise it
/// fails at once, so other recognizers are not held up. While it may still recognize, pans of scroll
/// views inside its view wait for it to fail (`shouldBeRequiredToFail(by:)`), as a navigation
/// controller's swipe-back takes precedence over the content's scrolling at the edge.
@MainActor open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
  /// The edges a gesture may start from; none by default, as in UIKit.
  public var edges: RectEdge = []
  /// How close to an edge the fingers must go down, in points (a Trellis choice; UIKit doesn't publish
  /// its figure).
  public static let edgeZone: CGFloat = 20

  /// The edge the current gesture started from.
  private var startEdge: RectEdge = []
  /// Where the fingers went down, in the view's coordinates.
  private var startLocation = CGPoint.zero

  /// Fails unless the first fingers go down in the zone of one of `edges`.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
    let first = numberOfTouches == touches.count
    super.touchesBegan(touches, with: event)
    guard first, state == .possible else { return }
    startLocation = location(in: view)
    startEdge = edge(at: startLocation)
    if startEdge.isEmpty { state = .failed }
  }

  /// Fails if the fingers move along the edge rather than away from it before the pan begins.
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
    if state == .possible {
      let p = location(in: view)
      let t = CGPoint(x: p.x - startLocation.x, y: p.y - startLocation.y)
      let horizontal = startEdge.contains(.left) || startEdge.contains(.right)
      let across = horizontal ? abs(t.x) : abs(t.y)
      let along = horizontal ? abs(t.y) : abs(t.x)
      if (t.x * t.x + t.y * t.y).squareRoot() > Self.hysteresis && along > across {
        state = .failed
        return
      }
    }
    super.touchesMoved(touches, with: event)
  }

  /// Pans of scroll views inside this recognizer's view wait for it to fail.
  open override func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool {
    guard otherGestureRecognizer is PanGestureRecognizer, !(otherGestureRecognizer is ScreenEdgePanGestureRecognizer),
      let mine = view, let theirs = otherGestureRecognizer.view, theirs !== mine
    else { return false }
    return theirs.isDescendant(of: mine)
  }

  /// Forgets the start edge.
  open override func reset() {
    super.reset()
    startEdge = []
  }

  /// The edge of `edges` whose zone holds `point` (the view's coordinates), or none.
  private func edge(at point: CGPoint) -> RectEdge {
    guard let bounds = view?.bounds else { return [] }
    let zone = Self.edgeZone
    if edges.contains(.left) && point.x - bounds.minX <= zone { return .left }
    if edges.contains(.right) && bounds.maxX - point.x <= zone { return .right }
    if edges.contains(.top) && point.y - bounds.minY <= zone { return .top }
    if edges.contains(.bottom) && bounds.maxY - point.y <= zone { return .bottom }
    return []
  }
}
