import Foundation
import TrellisGeometry

extension View {
  /// The default hit test: the deepest visible, interactive descendant containing the point (in this view's coordinates).
  ///
  /// Follows UIKit: hidden views, views with user interaction disabled and views with alpha below
  /// 0.01 are skipped with their subtrees; subviews are tried front to back (by `zPosition`, then
  /// order), each with the point mapped through its transform.
  /// - Complexity: O(size of the subtree under the point).
  func defaultHitTest(_ point: CGPoint, with event: Event?) -> View? {
    guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, !Animator.shared.suspendsUserInteraction(for: self),
      self.point(inside: point, with: event)
    else {
      return nil
    }
    for sub in subviewsInDrawingOrder.reversed() {
      guard let inverse = sub.transformToSuperview.inverted(), let local = inverse.apply(point) else { continue }
      if let hit = sub.hitTest(local, with: event) { return hit }
    }
    return self
  }
}
