import CSDL2

/// An SDL call failed; the message is SDL's own from `SDL_GetError()`.
public struct SDLError: Error, CustomStringConvertible {
  /// The SDL function that failed.
  public let call: String
  /// SDL's explanation.
  public let message: String

  /// Captures `SDL_GetError()` for a failed call.
  init(call: String) {
    self.call = call
    message = String(cString: SDL_GetError())
  }

  /// The call and SDL's message.
  public var description: String { "\(call) failed: \(message)" }
}
