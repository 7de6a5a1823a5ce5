import Foundation
import TrellisGeometry

extension View {
  /// The view and its visible subviews as one drawing in the view's bounds (backgrounds as rectangles,
  /// each view's `displayList`, subviews in drawing order, each clipped when it clips to bounds), for a
  /// drag preview. Corner radii, borders, shadows and transforms other than translation are left out.
  /// - Complexity: O(views in the subtree + their drawing commands).
  package func snapshotDrawing() -> DisplayList {
    var list = DisplayList()
    appendSnapshot(to: &list)
    return list
  }

  private func appendSnapshot(to list: inout DisplayList) {
    if let backgroundColor, backgroundColor.alpha > 0 {
      list.commands.append(.fillRect(bounds, backgroundColor))
    }
    list.commands.append(contentsOf: displayList.commands)
    for sub in subviewsInDrawingOrder where !sub.isHidden && sub.alpha >= 0.01 {
      list.commands.append(.saveState)
      let origin = sub.frame.origin
      list.commands.append(
        .concat(CGAffineTransform(translationX: origin.x - sub.bounds.minX, y: origin.y - sub.bounds.minY)))
      if sub.clipsToBounds { list.commands.append(.clip(Path(rect: sub.bounds))) }
      sub.appendSnapshot(to: &list)
      list.commands.append(.restoreState)
    }
  }
}
