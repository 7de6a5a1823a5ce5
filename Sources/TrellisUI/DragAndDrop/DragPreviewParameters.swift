import Foundation
import TrellisGeometry

/// How a drag or drop preview shows its view: the part of the view that shows and the colour behind it
/// (`UIDragPreviewParameters`; `Documentation/Behaviour.md#dnd-preview-parameters`).
///
/// Trellis draws the preview clipped to `visiblePath` (the whole view when nil) over `backgroundColor`
/// filling that path; a collection view's lifted preview floats on a shadow cast by `shadowPath`, or
/// by `visiblePath` when it is nil, or by the snapshot's own alpha
/// (`Documentation/Behaviour.md#lifted-preview-shadow`).
@MainActor open class DragPreviewParameters {
  /// The part of the view the preview shows, in the view's coordinates; nil shows its whole bounds
  /// (`visiblePath`).
  open var visiblePath: BezierPath?
  /// The colour filling `visiblePath` behind the view's snapshot; white by default (`backgroundColor`).
  open var backgroundColor: Color!
  /// The outline of the lifted preview's shadow, in the view's coordinates; nil casts it from
  /// `visiblePath` (`shadowPath`).
  open var shadowPath: BezierPath?

  /// Creates parameters that show the whole view over white (`init()`).
  public init() {
    backgroundColor = .white
  }

  /// Creates parameters that show only the given rectangles of the view, in its coordinates, each an
  /// `NSValue` of a `CGRect`; an empty array shows the whole view (`init(textLineRects:)`).
  /// - Complexity: O(rectangles).
  public convenience init(textLineRects: [NSValue]) {
    self.init()
    guard !textLineRects.isEmpty else { return }
    let path = BezierPath()
    for value in textLineRects { path.path.addRect(value.rectValue) }
    visiblePath = path
  }
}

extension DragPreviewParameters {
  /// A snapshot drawn for a preview of size `size`, as these parameters show it: clipped to the visible
  /// path (given in the coordinates of a view of `pathSize`, scaled to `size`; unscaled when either size
  /// is empty) with the background colour filling it under the snapshot.
  /// - Complexity: O(commands of the snapshot).
  package func previewDrawing(of snapshot: DisplayList, size: CGSize, pathSize: CGSize) -> DisplayList {
    let visible = visiblePath?.path ?? Path(rect: CGRect(origin: .zero, size: pathSize))
    var list = DisplayList()
    list.commands.reserveCapacity(snapshot.commands.count + 6)
    list.commands.append(.saveState)
    // An empty size on either side leaves the path unscaled (no division by zero reaches the renderer).
    let scaled = pathSize != size && pathSize.width > 0 && pathSize.height > 0 && size.width > 0 && size.height > 0
    if scaled {
      list.commands.append(
        .concat(CGAffineTransform(scaleX: size.width / pathSize.width, y: size.height / pathSize.height)))
    }
    list.commands.append(.clip(visible))
    if let backgroundColor, backgroundColor.alpha > 0 { list.commands.append(.fillPath(visible, backgroundColor)) }
    if scaled {
      list.commands.append(
        .concat(CGAffineTransform(scaleX: pathSize.width / size.width, y: pathSize.height / size.height)))
    }
    list.commands.append(contentsOf: snapshot.commands)
    list.commands.append(.restoreState)
    return list
  }
}
