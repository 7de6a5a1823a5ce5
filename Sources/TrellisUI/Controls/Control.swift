import Foundation
import TrellisGeometry

/// A view that turns touches into actions for targets (`UIControl`).
@MainActor open class Control: View {
  /// Control events that actions are registered for (`UIControl.Event`).
  public struct Events: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public let rawValue: Int
    /// Creates events from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A touch went down inside.
    public static let touchDown = Events(rawValue: 1 << 0)
    /// A touch lifted inside.
    public static let touchUpInside = Events(rawValue: 1 << 6)
    /// A touch lifted outside.
    public static let touchUpOutside = Events(rawValue: 1 << 7)
    /// A touch was cancelled.
    public static let touchCancel = Events(rawValue: 1 << 8)
    /// The control's value changed.
    public static let valueChanged = Events(rawValue: 1 << 12)
    /// The control's primary action fired.
    public static let primaryActionTriggered = Events(rawValue: 1 << 13)
    /// A text field began editing (became first responder).
    public static let editingDidBegin = Events(rawValue: 1 << 16)
    /// The user changed a text field's text (not sent when the app sets `text`).
    public static let editingChanged = Events(rawValue: 1 << 17)
    /// A text field ended editing (resigned first responder).
    public static let editingDidEnd = Events(rawValue: 1 << 18)
    /// The user pressed Return in a text field, which ends editing when a target is registered for this event.
    public static let editingDidEndOnExit = Events(rawValue: 1 << 19)
    /// Every editing event.
    public static let allEditingEvents = Events(rawValue: 0x000F_0000)
  }

  private var actions: [(events: Events, handler: (Control) -> Void)] = []

  /// Whether the control responds to touches.
  open var isEnabled = true { didSet { setNeedsDisplay() } }
  /// Whether a touch is down inside the control.
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsDisplay() } } }
  /// Whether the control is selected.
  open var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }

  /// Registers a closure for events (`addAction(_:for:)`).
  public func addAction(for events: Events, _ handler: @escaping (Control) -> Void) {
    actions.append((events, handler))
  }

  /// Whether some action is registered for any of `events`.
  /// - Complexity: O(registered actions).
  func hasActions(for events: Events) -> Bool { actions.contains { !$0.events.isDisjoint(with: events) } }

  /// Runs the actions registered for an event (`sendActions(for:)`).
  public func sendActions(for events: Events) {
    for entry in actions where !entry.events.isDisjoint(with: events) { entry.handler(self) }
  }

  /// Highlights and sends `.touchDown`.
  open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
    guard isEnabled else { return }
    isHighlighted = true
    sendActions(for: .touchDown)
  }

  /// Tracks whether the touch is still inside (with UIKit's 70 pt tolerance while tracking).
  open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
    guard isEnabled, let touch = touches.first else { return }
    isHighlighted = bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self))
  }

  /// Sends `.touchUpInside` (and `.primaryActionTriggered`) or `.touchUpOutside`.
  open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
    guard isEnabled, let touch = touches.first else { return }
    isHighlighted = false
    if bounds.insetBy(dx: -70, dy: -70).contains(touch.location(in: self)) {
      sendActions(for: [.touchUpInside])
      sendActions(for: [.primaryActionTriggered])
    } else {
      sendActions(for: .touchUpOutside)
    }
  }

  /// Unhighlights and sends `.touchCancel`.
  open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    isHighlighted = false
    sendActions(for: .touchCancel)
  }
}
