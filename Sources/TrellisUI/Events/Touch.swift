import Foundation
import TrellisGeometry

/// One finger (or the mouse acting as one) on the screen (`UITouch`).
@MainActor public final class Touch: Hashable {
  /// Where a touch is in its life.
  public enum Phase: Int, Sendable {
    /// The finger touched down.
    case began
    /// The finger moved.
    case moved
    /// The finger is down and still.
    case stationary
    /// The finger lifted.
    case ended
    /// The system cancelled the touch.
    case cancelled
  }

  /// What produced the touch.
  public enum TouchType: Int, Sendable {
    /// A finger on a touchscreen.
    case direct
    /// A mouse or trackpad pointer acting as a finger.
    case indirectPointer
  }

  /// The phase.
  public internal(set) var phase: Phase
  /// The time of the last change, in seconds on the frame clock.
  public internal(set) var timestamp: TimeInterval
  /// The number of quick successive taps at this spot, 1 for a single tap.
  public internal(set) var tapCount: Int
  /// What produced the touch.
  public let type: TouchType
  /// The view hit when the touch began.
  public internal(set) var view: View?
  /// The window the touch is in.
  public internal(set) weak var window: Window?
  /// The host's identifier of the finger.
  public let identifier: Int
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint

  init(identifier: Int, type: TouchType, location: CGPoint, timestamp: TimeInterval, window: Window?) {
    self.identifier = identifier
    self.type = type
    locationInWindow = location
    previousLocationInWindow = location
    self.timestamp = timestamp
    self.window = window
    phase = .began
    tapCount = 1
  }

  /// The location in a view's coordinates (window coordinates when `view` is nil).
  public func location(in view: View?) -> CGPoint {
    guard let view else { return locationInWindow }
    return view.convert(locationInWindow, from: nil)
  }

  /// The previous location in a view's coordinates.
  public func previousLocation(in view: View?) -> CGPoint {
    guard let view else { return previousLocationInWindow }
    return view.convert(previousLocationInWindow, from: nil)
  }

  /// Identity equality.
  nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A key on the keyboard, named as `UIKeyboardHIDUsage` and desktop keyboards name them.
public enum Key: Hashable, Sendable {
  /// An arrow key.
  case upArrow, downArrow, leftArrow, rightArrow
  /// Paging and jumping keys.
  case pageUp, pageDown, home, end
  /// Editing keys.
  case returnOrEnter, space, escape, tab, backspace, delete
  /// A character key, lowercase, as typed without modifiers.
  case character(Character)
  /// A function key, F1 = 1.
  case function(Int)
  /// Any other key, with the host's code.
  case other(Int)
}

/// Modifier keys held with a key or pointer event (`UIKeyModifierFlags`).
public struct KeyModifiers: OptionSet, Hashable, Sendable {
  /// The raw bits.
  public let rawValue: Int
  /// Creates flags from raw bits.
  public init(rawValue: Int) { self.rawValue = rawValue }
  /// Shift.
  public static let shift = KeyModifiers(rawValue: 1)
  /// Control.
  public static let control = KeyModifiers(rawValue: 2)
  /// Alt / Option.
  public static let alternate = KeyModifiers(rawValue: 4)
  /// Super / Command.
  public static let command = KeyModifiers(rawValue: 8)
}

/// One key press (`UIPress` with its `UIKey`).
@MainActor public final class Press: Hashable {
  /// The key.
  public let key: Key
  /// The modifiers held.
  public let modifiers: KeyModifiers
  /// The text the key types, if any.
  public let characters: String
  /// The time, in seconds on the frame clock.
  public internal(set) var timestamp: TimeInterval

  /// Creates a press.
  public init(key: Key, modifiers: KeyModifiers = [], characters: String = "", timestamp: TimeInterval = 0) {
    self.key = key
    self.modifiers = modifiers
    self.characters = characters
    self.timestamp = timestamp
  }

  /// Identity equality.
  nonisolated public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
  /// Hashes the identity.
  nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// An input event: touches, presses, a scroll-wheel delta or a magnification (`UIEvent`).
@MainActor public final class Event {
  /// The kind of event.
  public enum Kind: Sendable {
    /// Finger or pointer touches.
    case touches
    /// Key presses.
    case presses
    /// A scroll wheel or trackpad scroll.
    case scroll
    /// A pinch on a trackpad, or Ctrl+wheel.
    case magnify
    /// A secondary (right) mouse click.
    case secondaryClick
  }

  /// The kind.
  public let kind: Kind
  /// The time, in seconds on the frame clock.
  public internal(set) var timestamp: TimeInterval
  /// The touches of a touch event.
  public internal(set) var allTouches: Set<Touch> = []
  /// The scroll delta in points (positive y scrolls content up, as a finger moving up would), for `.scroll`.
  public internal(set) var scrollDelta: CGVector = CGVector(dx: 0, dy: 0)
  /// Whether the scroll delta is precise (a trackpad) rather than wheel clicks.
  public internal(set) var hasPreciseScrollingDeltas = false
  /// The magnification factor change (1.1 = 10% bigger), for `.magnify`.
  public internal(set) var magnification: CGFloat = 1
  /// The pointer location in window coordinates for scroll, magnify and secondary-click events.
  public internal(set) var locationInWindow: CGPoint = .zero
  /// Modifier keys held.
  public internal(set) var modifiers: KeyModifiers = []

  init(kind: Kind, timestamp: TimeInterval) {
    self.kind = kind
    self.timestamp = timestamp
  }
}
