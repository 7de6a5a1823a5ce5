import CSDL2
import Foundation
import Trellis

extension SDLHost {
  /// Files and texts dropped by other programs: gathered from SDL_DROPBEGIN to SDL_DROPCOMPLETE and sent
  /// as one `HostEvent.drop`; a file or text outside a begin/complete pair (older video drivers) is a
  /// drop of its own.
  ///
  /// SDL 2's `SDL_DropEvent` has no position (SDL 3 added one), and while another program drags over
  /// the window the X11 driver reports no motion, so the location is the pointer's, asked of the
  /// window system at completion (`SDL_GetGlobalMouseState` less the window's position).
  func handleDrop(_ event: SDL_DropEvent) {
    switch SDL_EventType(event.type) {
    case SDL_DROPBEGIN:
      pendingDrop = ([], [])
    case SDL_DROPFILE, SDL_DROPTEXT:
      guard let raw = event.file else { return }
      let text = String(cString: raw)
      SDL_free(raw)
      let isFile = event.type == SDL_DROPFILE.rawValue
      guard var drop = pendingDrop else {
        Application.shared.handle(
          .drop(files: isFile ? [text] : [], texts: isFile ? [] : [text], location: dropLocation()))
        return
      }
      if isFile { drop.files.append(text) } else { drop.texts.append(text) }
      pendingDrop = drop
    default:
      guard let drop = pendingDrop else { return }
      pendingDrop = nil
      guard !drop.files.isEmpty || !drop.texts.isEmpty else { return }
      Application.shared.handle(.drop(files: drop.files, texts: drop.texts, location: dropLocation()))
    }
  }

  /// The pointer's position in the window, in points: the global pointer less the window's origin.
  private func dropLocation() -> CGPoint {
    guard let sdlWindow else { return pointerLocation }
    var x: Int32 = 0
    var y: Int32 = 0
    var windowX: Int32 = 0
    var windowY: Int32 = 0
    _ = SDL_GetGlobalMouseState(&x, &y)
    SDL_GetWindowPosition(sdlWindow, &windowX, &windowY)
    return point(x: x - windowX, y: y - windowY)
  }
}
