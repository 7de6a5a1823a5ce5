import Foundation
import TrellisGeometry

extension Application {
  /// The longest gap and distance between taps that count as a double tap.
  static let multiTapInterval: TimeInterval = 0.35
  static let multiTapDistance: CGFloat = 20

  /// Turns a host event into touches, presses, scroll or magnify events and sends them to the key window.
  ///
  /// Scroll steps reuse one `Event` object while nothing else keeps it, as UIKit reuses its event
  /// objects: a responder that needs a step's values later copies them rather than keeping the event.
  public func handle(_ hostEvent: HostEvent) {
    let now = clock.now
    switch hostEvent {
    case .touchDown(let id, let location, let pointer):
      guard let window = keyWindow ?? windows.last else { return }
      let touch = Touch(
        identifier: id, type: pointer ? .indirectPointer : .direct, location: location, timestamp: now, window: window)
      if let last = lastTap, now - last.time <= Self.multiTapInterval,
        last.location.distance(to: location) <= Self.multiTapDistance
      {
        touch.tapCount = last.count + 1
      }
      touch.view = window.hitTest(location, with: nil)
      activeTouches[id] = touch
      send(touch, in: window, at: now)
    case .touchMoved(let id, let location):
      guard let touch = activeTouches[id], let window = touch.window else { return }
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = location
      touch.timestamp = now
      touch.phase = .moved
      send(touch, in: window, at: now)
    case .touchUp(let id, let location):
      guard let touch = activeTouches[id], let window = touch.window else { return }
      touch.previousLocationInWindow = touch.locationInWindow
      touch.locationInWindow = location
      touch.timestamp = now
      touch.phase = .ended
      lastTap = (location, now, touch.tapCount)
      send(touch, in: window, at: now)
      activeTouches[id] = nil
    case .touchCancelled(let id):
      guard let touch = activeTouches[id], let window = touch.window else { return }
      touch.phase = .cancelled
      touch.timestamp = now
      send(touch, in: window, at: now)
      activeTouches[id] = nil
    case .secondaryClick(let location):
      guard let window = keyWindow ?? windows.last else { return }
      let event = Event(kind: .secondaryClick, timestamp: now)
      event.locationInWindow = location
      window.sendEvent(event)
    case .scroll(let delta, let precise, let location, let modifiers):
      guard let window = keyWindow ?? windows.last else { return }
      let event = scrollEvent(at: now)
      event.scrollDelta = delta
      event.hasPreciseScrollingDeltas = precise
      event.locationInWindow = location
      event.modifiers = modifiers
      window.sendEvent(event)
    case .magnify(let factor, let location):
      guard let window = keyWindow ?? windows.last else { return }
      let event = Event(kind: .magnify, timestamp: now)
      event.magnification = factor
      event.locationInWindow = location
      window.sendEvent(event)
    case .keyDown(let key, let modifiers, let characters):
      let event = Event(kind: .presses, timestamp: now)
      event.modifiers = modifiers
      let press = Press(key: key, modifiers: modifiers, characters: characters, timestamp: now)
      keyResponder?.pressesBegan([press], with: event)
    case .keyUp(let key, let modifiers):
      let event = Event(kind: .presses, timestamp: now)
      event.modifiers = modifiers
      keyResponder?.pressesEnded([Press(key: key, modifiers: modifiers, timestamp: now)], with: event)
    case .textInput(let text):
      (firstResponder as? any KeyInput)?.insertText(text)
    case .textEditing(let text, let selectedRange):
      guard let input = firstResponder as? any TextInput else { return }
      if text.isEmpty {
        input.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
      } else {
        input.setMarkedText(text, selectedRange: selectedRange)
      }
    case .resize(let size, let scale):
      resize(to: size, scale: scale)
    case .drop(let files, let texts, let location):
      deliverDrop(files: files, texts: texts, at: location)
    }
  }

  /// Where key presses go first: the first responder, else the key window's frontmost view controller.
  var keyResponder: Responder? {
    if let firstResponder { return firstResponder }
    guard let root = keyWindow?.rootViewController else { return keyWindow }
    return root.frontmostViewController
  }

  /// The event for a scroll step: one object reused from step to step, as UIKit reuses its event objects,
  /// unless something kept the last one, which then keeps its values.
  private func scrollEvent(at time: TimeInterval) -> Event {
    guard isKnownUniquelyReferenced(&reusableScrollEvent), let event = reusableScrollEvent else {
      let event = Event(kind: .scroll, timestamp: time)
      reusableScrollEvent = event
      return event
    }
    event.timestamp = time
    return event
  }

  private func send(_ touch: Touch, in window: Window, at time: TimeInterval) {
    let event = Event(kind: .touches, timestamp: time)
    event.allTouches = Set(activeTouches.values)
    window.sendEvent(event, touch: touch)
  }
}
