import Foundation
import TrellisGeometry

extension ScrollView {
  /// Moves the content offset by `delta` because the content moved under it (content inserted or
  /// removed above what the user is looking at), keeping whatever motion is under way: a drag goes on
  /// from the same finger position and a deceleration or bounce keeps its timing, both displaced by
  /// `delta`. A wheel or programmatic scroll animation stops where it is, then moves by `delta`.
  package func shiftContent(by delta: CGPoint) {
    guard delta != .zero, delta.isFiniteGeometry else { return }
    let i = interaction
    stopProgrammaticScrolling()
    if i.isDragging {
      i.dragOrigin.x += delta.x
      i.dragOrigin.y += delta.y
      i.dragStartOffset.x += delta.x
      i.dragStartOffset.y += delta.y
    }
    i.motion?.shift.x += delta.x
    i.motion?.shift.y += delta.y
    writeContentOffset(CGPoint(x: contentOffset.x + delta.x, y: contentOffset.y + delta.y))
  }
}
