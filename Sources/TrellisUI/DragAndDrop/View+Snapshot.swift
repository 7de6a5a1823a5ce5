import Foundation
import TrellisGeometry

extension View {
  /// The view and its visible subviews as one drawing in the view's bounds, for a drag preview:
  /// backgrounds (rounded by `cornerRadius`), each view's `displayList`, subviews in drawing order (each
  /// clipped to its bounds, rounded, when it clips to bounds), borders above their view's content, as a
  /// layer draws them. Shadows and transforms other than translation are left out.
  /// - Complexity: O(views in the subtree + their drawing commands).
  package func snapshotDrawing() -> DisplayList {
    var list = DisplayList()
    list.commands.append(.saveState)
    appendSnapshot(to: &list)
    list.commands.append(.restoreState)
    return list
  }

  /// The corner radius a layer draws with: at most half the shorter side.
  private var drawnCornerRadius: CGFloat {
    max(0, min(cornerRadius, bounds.width / 2, bounds.height / 2))
  }

  /// The view's outline: its bounds, rounded by the drawn corner radius.
  private var outline: Path {
    let radius = drawnCornerRadius
    return radius > 0 ? Path(roundedRect: bounds, cornerRadius: radius) : Path(rect: bounds)
  }

  /// Appends the view's drawing in its own coordinates; the caller saves and restores the state.
  private func appendSnapshot(to list: inout DisplayList) {
    if clipsToBounds { list.commands.append(.clip(outline)) }
    if let backgroundColor, backgroundColor.alpha > 0 {
      list.commands.append(
        drawnCornerRadius > 0 ? .fillPath(outline, backgroundColor) : .fillRect(bounds, backgroundColor))
    }
    list.commands.append(contentsOf: displayList.commands)
    for sub in subviewsInDrawingOrder where !sub.isHidden && sub.alpha >= 0.01 {
      list.commands.append(.saveState)
      let origin = sub.frame.origin
      list.commands.append(
        .concat(CGAffineTransform(translationX: origin.x - sub.bounds.minX, y: origin.y - sub.bounds.minY)))
      sub.appendSnapshot(to: &list)
      list.commands.append(.restoreState)
    }
    if borderWidth > 0, borderColor.alpha > 0 {
      let inset = borderWidth / 2
      let edge = bounds.insetBy(dx: inset, dy: inset)
      let radius = max(0, drawnCornerRadius - inset)
      let path = radius > 0 ? Path(roundedRect: edge, cornerRadius: radius) : Path(rect: edge)
      list.commands.append(.strokePath(path, borderColor, lineWidth: borderWidth))
    }
  }
}
