import Foundation

/// Gives every gesture recognizer actions typed by its own class: `PanGestureRecognizer { pan in … }`
/// hands the closure a `PanGestureRecognizer` (the Swift form of `init(target:action:)`).
///
/// Only `GestureRecognizer` conforms; the protocol exists because a class can't name its own dynamic
/// type in a closure parameter, while a protocol extension can.
@MainActor public protocol GestureRecognizerActions: GestureRecognizer {
  /// Creates a recognizer without targets.
  init()
}

extension GestureRecognizer: GestureRecognizerActions {}

extension GestureRecognizerActions {
  /// Creates a recognizer that calls `handler` on each action (the Swift form of `init(target:action:)`).
  public init(handler: @escaping @MainActor (Self) -> Void) {
    self.init()
    addAction(handler)
  }

  /// Creates a recognizer that calls a target's method on each action, the target held weakly: the
  /// Swift form of `init(target:action:)`, written `TapGestureRecognizer(target: self, action: Controller.handleTap)`
  /// where UIKit code writes `action: #selector(handleTap(_:))`. The method may take the recognizer's own
  /// class or any superclass of it.
  public init<T: AnyObject>(target: T, action: @escaping (T) -> (Self) -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  /// Creates a recognizer that calls a target's method without arguments on each action (`init(target:action:)`
  /// with a selector that takes no sender).
  public init<T: AnyObject>(target: T, action: @escaping (T) -> () -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  /// Adds a closure called on each action: every state but `possible` and `failed`.
  public func addAction(_ handler: @escaping @MainActor (Self) -> Void) {
    actions.append((nil, { recognizer in if let typed = recognizer as? Self { handler(typed) } }))
  }

  /// Adds a target's method, called on each action; the target is held weakly
  /// (`addTarget(_:action:)`, as `Control.addTarget(_:action:for:)`).
  public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Self) -> Void) {
    actions.append(
      (
        ObjectIdentifier(target),
        { [weak target] recognizer in
          if let target, let typed = recognizer as? Self { action(target)(typed) }
        }
      ))
  }

  /// Adds a target's method without arguments, called on each action; the target is held weakly.
  public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void) {
    actions.append((ObjectIdentifier(target), { [weak target] _ in if let target { action(target)() } }))
  }
}

extension GestureRecognizer {
  /// Removes the actions of a target, or every action (closures too) when `target` is nil.
  /// - Complexity: O(number of actions).
  public func removeTarget(_ target: AnyObject?) {
    guard let target else {
      actions.removeAll()
      return
    }
    let id = ObjectIdentifier(target)
    actions.removeAll { $0.target == id }
  }

  /// Calls every action with the recognizer.
  func sendActions() {
    for action in actions { action.handler(self) }
  }
}
