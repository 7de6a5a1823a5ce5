import Foundation
import TrellisGeometry

extension GestureRecognizer {
  /// The number of touches the recognizer is tracking (lifted touches still count during `touchesEnded`).
  public var numberOfTouches: Int { trackedTouches.count }

  /// The centroid of the tracked touches in a view's coordinates (window coordinates when nil); once the
  /// touches are gone, where they were last (for a tap: where it lifted; for a magnify event: the pointer).
  /// - Complexity: O(number of touches + depth of the view).
  public func location(in view: View?) -> CGPoint {
    let point = trackedTouches.isEmpty ? lastLocationInWindow : Self.centroid(of: trackedTouches)
    return view?.convert(point, from: nil) ?? point
  }

  /// The location of one tracked touch, by index in the order the touches began; the centroid when the
  /// index is out of range (UIKit raises instead).
  /// - Complexity: O(depth of the view).
  public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return location(in: view) }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// Stops delivering a touch to this recognizer (`ignore(_:for:)`); the view still gets it.
  /// - Complexity: O(number of touches in flight).
  public func ignore(_ touch: Touch, for event: Event) {
    GestureEnvironment.shared.ignore(touch, by: self)
  }

  /// The mean location of touches, in window coordinates.
  /// - Complexity: O(touches.count).
  static func centroid(of touches: some Collection<Touch>) -> CGPoint {
    guard !touches.isEmpty else { return .zero }
    var x: CGFloat = 0
    var y: CGFloat = 0
    for touch in touches {
      x += touch.locationInWindow.x
      y += touch.locationInWindow.y
    }
    let n = CGFloat(touches.count)
    return CGPoint(x: x / n, y: y / n)
  }

  /// Converts a vector in window coordinates to a view's coordinates (window coordinates when nil).
  /// - Complexity: O(depth of the view).
  static func vector(_ vector: CGPoint, fromWindowTo view: View?) -> CGPoint {
    guard let view else { return vector }
    let origin = view.convert(CGPoint.zero, from: nil)
    let tip = view.convert(vector, from: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }

  /// Converts a vector in a view's coordinates (window coordinates when nil) to window coordinates.
  /// - Complexity: O(depth of the view).
  static func vector(_ vector: CGPoint, toWindowFrom view: View?) -> CGPoint {
    guard let view else { return vector }
    let origin = view.convert(CGPoint.zero, to: nil)
    let tip = view.convert(vector, to: nil)
    return CGPoint(x: tip.x - origin.x, y: tip.y - origin.y)
  }
}
