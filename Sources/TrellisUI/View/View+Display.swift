import Foundation
import TrellisGeometry

extension View {
  /// Marks the view's drawing as stale so `draw(_:)` runs again before the next frame.
  public func setNeedsDisplay() {
    if var stale = cachedDisplayList {
      // Kept, emptied, for the next recording: a reused cell's label records into the same storage.
      cachedDisplayList = nil
      stale.commands.removeAll(keepingCapacity: true)
      recycledDrawCommands = stale.commands
    }
    drawsNothing = false
    contentVersion &+= 1
    setNeedsRender()
  }

  /// Marks part of the view as stale; Trellis redraws the whole view.
  public func setNeedsDisplay(_ rect: CGRect) { setNeedsDisplay() }

  /// The recorded drawing of `draw(_:)`, made on first use after `setNeedsDisplay()`.
  ///
  /// A recording reuses the previous one's storage and a spare context, so redrawing a reused cell's
  /// label allocates nothing of Trellis's own once warm.
  /// - Complexity: O(cost of `draw(_:)`) when stale, O(1) when cached.
  public var displayList: DisplayList {
    if let cachedDisplayList { return cachedDisplayList }
    let list: DisplayList
    if drawsContent {
      var commands: [DrawCommand] = []
      swap(&commands, &recycledDrawCommands)
      baseDrawRan = false
      list = GraphicsContext.record(into: consume commands) { draw(bounds) }
      // Only the base class's empty drawing ran (no override, or one that called super and drew nothing).
      if baseDrawRan && list.isEmpty { drawsNothing = true }
    } else {
      list = DisplayList()
    }
    cachedDisplayList = list
    return list
  }

  /// Tells the application a new frame must be drawn, and that the view looks different: the next
  /// damage collection redraws what it and its subtree covered before and cover now.
  public func setNeedsRender() {
    needsDamage = true
    requestFrameIfShown()
  }

  /// Asks the application for a frame when this view is shown in a window (or is one).
  private func requestFrameIfShown() {
    if window != nil || self is Window { Application.shared.setNeedsFrame() }
  }

  func layerValueDidChange<V>(_ key: WritableKeyPath<LayerState, V>) {
    if key == \LayerState.backgroundColor || key == \LayerState.cornerRadius || key == \LayerState.borderWidth
      || key == \LayerState.borderColor
    {
      contentVersion &+= 1
    } else if key == \LayerState.bounds {
      boundsNeedDamage = true
      requestFrameIfShown()
      return
    }
    setNeedsRender()
  }
}
