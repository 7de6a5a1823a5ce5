import Foundation
import TrellisGeometry

extension View {
  /// The map from this view's bounds coordinates to its superview's, including the superview's sublayer transform.
  ///
  /// The view's 3D transform and the superview's sublayer transform are composed as 4×4 matrices before
  /// flattening, as Core Animation does, so a child turned about y under a perspective container is
  /// foreshortened exactly as the renderer draws it.
  public var transformToSuperview: ProjectiveTransform {
    model.mapToParent(zPosition: zPosition, parentSublayer: superview?.model.sublayerTransform3DInBounds)
  }

  /// The map from this view's bounds coordinates to window coordinates (model values).
  /// - Complexity: O(depth).
  public var transformToWindow: ProjectiveTransform {
    var result = ProjectiveTransform.identity
    var current: View = self
    while let parent = current.superview {
      result = result.concatenating(
        current.model.mapToParent(
          zPosition: current.zPosition, parentSublayer: parent.model.sublayerTransform3DInBounds))
      current = parent
    }
    return result.concatenating(current.model.transformToWindowRoot)
  }

  /// Converts a point from this view's coordinates to another view's (window coordinates when nil).
  /// - Complexity: O(depth of both views).
  public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
    let inWindow = transformToWindow.apply(point) ?? point
    guard let view else { return inWindow }
    return view.pointFromWindow(inWindow)
  }

  /// Converts a point from another view's coordinates (window coordinates when nil) to this view's.
  /// - Complexity: O(depth of both views).
  public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
    let inWindow = view.map { $0.transformToWindow.apply(point) ?? point } ?? point
    return pointFromWindow(inWindow)
  }

  /// Converts a rectangle to another view's coordinates: the bounding box of its mapped corners.
  /// - Complexity: O(depth of both views).
  public func convert(_ rect: CGRect, to view: View?) -> CGRect {
    var map = transformToWindow
    if let view, let inverse = view.transformToWindow.inverted() { map = map.concatenating(inverse) }
    return map.apply(rect) ?? rect
  }

  /// Converts a rectangle from another view's coordinates to this view's.
  /// - Complexity: O(depth of both views).
  public func convert(_ rect: CGRect, from view: View?) -> CGRect {
    var map = view?.transformToWindow ?? .identity
    if let inverse = transformToWindow.inverted() { map = map.concatenating(inverse) }
    return map.apply(rect) ?? rect
  }

  func pointFromWindow(_ point: CGPoint) -> CGPoint {
    guard let inverse = transformToWindow.inverted() else { return CGPoint(x: CGFloat.nan, y: .nan) }
    return inverse.apply(point) ?? CGPoint(x: CGFloat.nan, y: .nan)
  }
}

extension LayerState {
  /// The map for a root view (a window): its frame places it on the screen.
  var transformToWindowRoot: ProjectiveTransform { transformToParent }
}
