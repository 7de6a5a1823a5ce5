import Foundation

/// What `pushClip` did, so `popClip` can undo it.
enum ClipToken {
  /// No clip was pushed.
  case none
  /// The clip is empty (bounds behind the camera); nothing was pushed and nothing inside is drawn.
  case empty
  /// A pixel-aligned rectangle narrowed the clip box, which was this before.
  case rectangle(previous: PixelBox)
  /// A rounded, rotated or projected clip was pushed.
  case complex
}
