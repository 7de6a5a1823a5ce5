import Foundation

extension CairoRenderer {
  /// Starts a frame's direct composites, first the clear of `box` (the frame's clip box) to `pixel` when
  /// given: recorded in the composite queue when the renderer occludes hidden pixels in a target this
  /// large, else written at once.
  func beginDirectComposites(clearingTo pixel: UInt32?, in box: PixelBox) {
    guard let frame else { return }
    let surface = frame.target.surface
    compositeQueue.isRecording = occludesHiddenPixels && surface.width * surface.height >= occlusionMinimumPixels
    if compositeQueue.isRecording {
      compositeQueue.begin(width: surface.width, height: surface.height)
      if let pixel, !box.isEmpty { compositeQueue.recordClear(pixel: pixel, box: box) }
    } else if let pixel, !box.isEmpty {
      DirectComposite(source: .clear(pixel: pixel), dx: 0, dy: 0).write(
        box, into: frame.target, statistics: &statistics)
    }
  }

  /// Writes a direct composite into `region` (inside the target and the clip box), or records it to
  /// be written at the next flush, trimmed by the opaque composites recorded after it.
  func writeDirect(_ composite: DirectComposite, region: PixelBox) {
    guard let frame, !region.isEmpty else { return }
    if compositeQueue.isRecording {
      compositeQueue.record(composite, region: region)
    } else {
      composite.write(region, into: frame.target, statistics: &statistics)
    }
  }

  /// Writes the recorded direct composites into the target, in order. Called before anything else
  /// reads or writes the target (cairo drawing, opacity groups, the perspective compositor) and at the
  /// end of a frame, so the order of drawing holds.
  func flushDirectComposites() {
    guard let frame, !compositeQueue.isEmpty else { return }
    compositeQueue.flush(into: frame.target, statistics: &statistics)
  }
}
