import Foundation

/// Gives every control target-action registration typed by its own class, so
/// `button.addTarget(self, action: Controller.tapped, for: .touchUpInside)` takes a method whose sender is
/// a `Button` (or any superclass of it) and refuses, at compile time, one whose sender is another control.
///
/// Only `Control` conforms; the protocol exists because a class can't name its own dynamic type in a
/// closure parameter, while a protocol extension can.
@MainActor public protocol ControlTargets: Control {}

extension Control: ControlTargets {}

extension ControlTargets {
  /// Registers a target's method for events, the target held weakly: the Swift form of
  /// `addTarget(_:action:for:)`, written `action: Controller.tapped` where UIKit code writes
  /// `action: #selector(tapped(_:))`.
  public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> (Self) -> Void, for events: Events) {
    addAction(for: events) { [weak target] control in
      if let target, let sender = control as? Self { action(target)(sender) }
    }
  }

  /// Registers a target's method without arguments for events (`addTarget(_:action:for:)` with a
  /// selector that takes no sender); the target is held weakly.
  public func addTarget<T: AnyObject>(_ target: T, action: @escaping (T) -> () -> Void, for events: Events) {
    addAction(for: events) { [weak target] _ in
      if let target { action(target)() }
    }
  }
}
