import CSDL2
import Foundation
import Trellis

extension SDLHost {
  /// Sends one SDL event to the application, or acts on it (quit, resize, expose).
  func dispatch(_ event: SDL_Event) {
    switch SDL_EventType(event.type) {
    case SDL_QUIT: quitRequested = true
    case SDL_WINDOWEVENT: handleWindowEvent(event.window)
    case SDL_RENDER_TARGETS_RESET: recreateTexture()
    case SDL_RENDER_DEVICE_RESET:
      recreateTexture()
      // Every texture is lost with the device: the GPU path starts again with none.
      releaseTextureCompositor()
      chooseRenderPath()
    case SDL_MOUSEBUTTONDOWN, SDL_MOUSEBUTTONUP: handleMouseButton(event.button)
    case SDL_MOUSEMOTION: handleMouseMotion(event.motion)
    case SDL_MOUSEWHEEL: handleWheel(event.wheel)
    case SDL_FINGERDOWN, SDL_FINGERMOTION, SDL_FINGERUP: handleFinger(event.tfinger)
    case SDL_MULTIGESTURE: handlePinch(event.mgesture)
    case SDL_KEYDOWN, SDL_KEYUP: handleKey(event.key)
    case SDL_TEXTINPUT: handleTextInput(event.text)
    case SDL_TEXTEDITING: handleTextEditing(event.edit)
    case SDL_TEXTEDITING_EXT: handleTextEditingExt(event.editExt)
    case SDL_DROPBEGIN, SDL_DROPFILE, SDL_DROPTEXT, SDL_DROPCOMPLETE: handleDrop(event.drop)
    default: break
    }
  }

  /// Close, resize, expose and focus changes of the window.
  func handleWindowEvent(_ event: SDL_WindowEvent) {
    switch SDL_WindowEventID(UInt32(event.event)) {
    case SDL_WINDOWEVENT_CLOSE: quitRequested = true
    case SDL_WINDOWEVENT_SIZE_CHANGED, SDL_WINDOWEVENT_DISPLAY_CHANGED:
      if updateGeometry() { Application.shared.handle(.resize(size: pointSize, scale: currentScale)) }
      frameInterval = refreshInterval()
    case SDL_WINDOWEVENT_EXPOSED: needsPresent = true
    case SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_HIDDEN, SDL_WINDOWEVENT_MINIMIZED: cancelAllTouches()
    default: break
    }
  }

  /// The left button as touch 0, the right button's press as a secondary click; synthetic clicks SDL
  /// makes from touchscreen fingers are ignored.
  func handleMouseButton(_ event: SDL_MouseButtonEvent) {
    guard event.which != Self.touchMouseID else { return }
    let location = point(x: event.x, y: event.y)
    if Int32(event.button) == SDL_BUTTON_RIGHT {
      if event.type == SDL_MOUSEBUTTONDOWN.rawValue { Application.shared.handle(.secondaryClick(location: location)) }
      return
    }
    guard Int32(event.button) == SDL_BUTTON_LEFT else { return }
    pointerLocation = location
    if event.type == SDL_MOUSEBUTTONDOWN.rawValue {
      if mouseIsDown { Application.shared.handle(.touchCancelled(id: Self.mouseTouchID)) }
      mouseIsDown = true
      Application.shared.handle(.touchDown(id: Self.mouseTouchID, location: location, pointer: true))
    } else if mouseIsDown {
      mouseIsDown = false
      Application.shared.handle(.touchUp(id: Self.mouseTouchID, location: location))
    }
  }

  /// Pointer motion: a moved touch only while the left button is down.
  func handleMouseMotion(_ event: SDL_MouseMotionEvent) {
    guard event.which != Self.touchMouseID else { return }
    let location = point(x: event.x, y: event.y)
    pointerLocation = location
    if mouseIsDown { Application.shared.handle(.touchMoved(id: Self.mouseTouchID, location: location)) }
  }

  /// Touchscreen fingers as touches with ids from 1; fingers on a trackpad are left to `handlePinch`.
  func handleFinger(_ event: SDL_TouchFingerEvent) {
    guard event.touchId != Self.mouseTouchDeviceID, !isTrackpad(event.touchId) else { return }
    let key = FingerKey(device: event.touchId, finger: event.fingerId)
    let size = pointSize
    let location = CGPoint(x: CGFloat(event.x) * size.width, y: CGFloat(event.y) * size.height)
    switch SDL_EventType(event.type) {
    case SDL_FINGERDOWN:
      let id = nextFingerTouchID
      nextFingerTouchID += 1
      fingerTouchIDs[key] = id
      Application.shared.handle(.touchDown(id: id, location: location, pointer: false))
    case SDL_FINGERMOTION:
      guard let id = fingerTouchIDs[key] else { return }
      Application.shared.handle(.touchMoved(id: id, location: location))
    default:
      guard let id = fingerTouchIDs.removeValue(forKey: key) else { return }
      Application.shared.handle(.touchUp(id: id, location: location))
    }
  }

  /// A trackpad pinch as magnification around the pointer.
  ///
  /// Touchscreen pinches are not: their fingers already arrive as touches for gesture recognizers.
  func handlePinch(_ event: SDL_MultiGestureEvent) {
    guard event.dDist != 0, isTrackpad(event.touchId) else { return }
    Application.shared.handle(.magnify(factor: 1 + CGFloat(event.dDist), location: pointerLocation))
  }

  /// Whether a touch device is a trackpad, whose fingers are not at window positions. Unknown devices
  /// (already removed, or events from tests) count as touchscreens.
  func isTrackpad(_ device: SDL_TouchID) -> Bool {
    let type = SDL_GetTouchDeviceType(device)
    return type == SDL_TOUCH_DEVICE_INDIRECT_ABSOLUTE || type == SDL_TOUCH_DEVICE_INDIRECT_RELATIVE
  }

  /// Cancels the mouse touch and every finger (focus lost, window hidden, quitting).
  func cancelAllTouches() {
    if mouseIsDown {
      mouseIsDown = false
      Application.shared.handle(.touchCancelled(id: Self.mouseTouchID))
    }
    for id in fingerTouchIDs.values.sorted() { Application.shared.handle(.touchCancelled(id: id)) }
    fingerTouchIDs = [:]
  }

  /// Converts SDL window coordinates to points.
  func point(x: Int32, y: Int32) -> CGPoint {
    CGPoint(x: CGFloat(x) * pointsPerWindowUnit, y: CGFloat(y) * pointsPerWindowUnit)
  }

  /// The touch id of the left mouse button.
  static let mouseTouchID = 0
  /// `SDL_TOUCH_MOUSEID`: the `which` of mouse events SDL synthesises from touches.
  static let touchMouseID = UInt32.max
  /// `SDL_MOUSE_TOUCHID`: the device of touch events SDL synthesises from the mouse.
  static let mouseTouchDeviceID: Int64 = -1
}
