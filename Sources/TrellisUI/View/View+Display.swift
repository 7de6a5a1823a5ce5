import Foundation
import TrellisGeometry

extension View {
  /// Marks the view's drawing as stale so `draw(_:)` runs again before the next frame.
  public func setNeedsDisplay() {
    cachedDisplayList = nil
    drawsNothing = false
    contentVersion &+= 1
    setNeedsRender()
  }

  /// Marks part of the view as stale; Trellis redraws the whole view.
  public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

  /// The recorded drawing of `draw(_:)`, made on first use after `setNeedsDisplay()`.
  /// - Complexity: O(cost of `draw(_:)`) when stale, O(1) when cached.
  public var displayList: DisplayList {
    if let cachedDisplayList { return cachedDisplayList }
    let context = GraphicsContext()
    if drawsContent {
      baseDrawRan = false
      GraphicsContext.withCurrent(context) { draw(bounds) }
      // Only the base class's empty drawing ran (no override, or one that called super and drew nothing).
      if baseDrawRan && context.displayList.isEmpty { drawsNothing = true }
    }
    let list = context.displayList
    cachedDisplayList = list
    return list
  }

  /// Tells the application a new frame must be drawn.
  public func setNeedsRender() {
    if window != nil || self is Window { Application.shared.setNeedsFrame() }
  }

  func layerValueDidChange<V>(_ key: WritableKeyPath<LayerState, V>) {
    if key == \LayerState.backgroundColor || key == \LayerState.cornerRadius || key == \LayerState.borderWidth
      || key == \LayerState.borderColor
    {
      contentVersion &+= 1
    }
    setNeedsRender()
  }
}
