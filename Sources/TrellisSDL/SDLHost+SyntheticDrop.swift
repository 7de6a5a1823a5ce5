import CSDL2
import Foundation
import Trellis

/// A drop of files as another program would make it, for driving SDL's real drop path where no program
/// can drag files (a virtual X display under test scripts): `TRELLIS_SYNTHETIC_DROP`.
struct SyntheticDrop: Equatable {
  /// Where the pointer is warped before the drop, in window points.
  var location: CGPoint
  /// The dropped files' paths, in order.
  var files: [String]
  /// Seconds after launch when the drop happens.
  var delay: TimeInterval

  /// Parses `x,y:/path/a.png;/path/b.png`, optionally preceded by `SECONDS@` (default 1 second): nil
  /// for any other text.
  /// - Complexity: O(n) in the text's length.
  init?(_ text: String) {
    var rest = Substring(text)
    delay = 1
    if let at = rest.firstIndex(of: "@") {
      guard let seconds = Double(rest[..<at]), seconds >= 0 else { return nil }
      delay = seconds
      rest = rest[rest.index(after: at)...]
    }
    guard let colon = rest.firstIndex(of: ":") else { return nil }
    let numbers = rest[..<colon].split(separator: ",").compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
    guard numbers.count == 2 else { return nil }
    location = CGPoint(x: numbers[0], y: numbers[1])
    files = rest[rest.index(after: colon)...].split(separator: ";").map(String.init)
    guard !files.isEmpty else { return nil }
  }
}

extension SDLHost {
  /// Reads `TRELLIS_SYNTHETIC_DROP` if set; an unreadable value is reported on standard error.
  static func syntheticDropFromEnvironment() -> SyntheticDrop? {
    guard let text = ProcessInfo.processInfo.environment["TRELLIS_SYNTHETIC_DROP"] else { return nil }
    guard let drop = SyntheticDrop(text) else {
      FileHandle.standardError.write(
        Data("TRELLIS_SYNTHETIC_DROP: expected [SECONDS@]X,Y:PATH[;PATH...], got \(text)\n".utf8))
      return nil
    }
    return drop
  }

  /// Schedules `TRELLIS_SYNTHETIC_DROP`'s drop, if set, for its delay after now.
  func scheduleSyntheticDropFromEnvironment() {
    guard let drop = Self.syntheticDropFromEnvironment() else { return }
    Task { @MainActor [weak self] in
      try? await Task.sleep(nanoseconds: UInt64(drop.delay * 1_000_000_000))
      self?.pushSyntheticDrop(drop)
    }
  }

  /// Warps the pointer to the drop's location in the window, then pushes SDL_DROPBEGIN, one SDL_DROPFILE
  /// per file and SDL_DROPCOMPLETE onto SDL's queue, as the X11 driver does for a drop from a file
  /// manager; the loop then handles them as real drops (`handleDrop(_:)`).
  func pushSyntheticDrop(_ drop: SyntheticDrop) {
    guard let sdlWindow else { return }
    SDL_WarpMouseInWindow(
      sdlWindow, Int32((drop.location.x / pointsPerWindowUnit).rounded()),
      Int32((drop.location.y / pointsPerWindowUnit).rounded()))
    let windowID = SDL_GetWindowID(sdlWindow)
    func push(_ type: SDL_EventType, file: String?) {
      var event = SDL_Event()
      event.drop.type = type.rawValue
      event.drop.windowID = windowID
      // The handler frees the text with SDL_free, as it does SDL's own.
      event.drop.file = file.map { SDL_strdup($0) } ?? nil
      _ = SDL_PushEvent(&event)
    }
    push(SDL_DROPBEGIN, file: nil)
    for file in drop.files { push(SDL_DROPFILE, file: file) }
    push(SDL_DROPCOMPLETE, file: nil)
  }
}
