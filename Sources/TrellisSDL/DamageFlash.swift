import Foundation
import Trellis

/// The damage flash's rectangles (window points): each damaged rectangle is tinted for a few frames,
/// fading, then redrawn clean.
struct DamageFlash {
  /// One flashed rectangle and how many more frames it is tinted; below zero once redrawn clean.
  struct Entry {
    var rect: CGRect
    var framesLeft: Int
  }

  /// Frames a damaged rectangle stays tinted.
  static let frames = 8
  /// The most rectangles flashing at once; the oldest go first.
  static let capacity = 64
  /// The tint at full strength (its alpha fades with the frames left).
  static let color = Color(red: 1, green: 0.1, blue: 0.6, alpha: 0.45)

  /// The rectangles flashing or waiting to be redrawn clean.
  var entries: [Entry] = []

  init() { entries.reserveCapacity(Self.capacity) }

  /// Whether rectangles still flash or wait to be redrawn clean, so more frames are needed.
  var isFading: Bool { !entries.isEmpty }

  /// Starts flashing each rectangle of a frame's damage.
  mutating func record(_ damage: DamageRegion) {
    for rect in damage.rectangles { record(rect) }
  }

  /// Starts flashing one rectangle; a null or empty one adds nothing.
  mutating func record(_ rect: CGRect) {
    guard !rect.isNull, rect.width > 0, rect.height > 0 else { return }
    if entries.count == Self.capacity { entries.removeFirst() }
    entries.append(Entry(rect: rect, framesLeft: Self.frames))
  }

  /// Counts a frame drawn: calls `tint` for each rectangle still flashing, with the fading colour, and
  /// drops those that this frame drew clean.
  mutating func advance(_ tint: (CGRect, Color) -> Void) {
    for index in entries.indices {
      let left = entries[index].framesLeft
      if left > 0 {
        let strength = CGFloat(left) / CGFloat(Self.frames)
        tint(entries[index].rect, Self.color.withAlphaComponent(Self.color.alpha * strength))
      }
      entries[index].framesLeft = left - 1
    }
    entries.removeAll { $0.framesLeft < 0 }
  }
}
