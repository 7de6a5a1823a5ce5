import Foundation

extension Responder {
  /// The first responder from this one along `next` that can perform an action
  /// (`target(forAction:withSender:)`), nil when none can.
  /// - Complexity: O(length of the responder chain).
  public func target(forAction action: Selector, withSender sender: Any?) -> Responder? {
    var responder: Responder? = self
    while let current = responder {
      if current.canPerformAction(action, withSender: sender) { return current }
      responder = current.next
    }
    return nil
  }

  /// Sends an action along the chain from this responder (`UIApplication.sendAction(_:to:from:for:)` with
  /// a nil target): the first that can perform it does; whether one did.
  /// - Complexity: O(length of the responder chain).
  @discardableResult public func sendAction(_ action: Selector, withSender sender: Any?) -> Bool {
    guard let target = target(forAction: action, withSender: sender) else { return false }
    target.perform(action, with: sender)
    return true
  }

  /// Calls the standard edit action method a selector names (`copy:` calls `copy(_:)`); other names do nothing.
  func performStandardEditAction(_ action: Selector, with sender: Any?) {
    switch action {
    case .cut: cut(sender)
    case .copy: copy(sender)
    case .paste: paste(sender)
    case .select: select(sender)
    case .selectAll: selectAll(sender)
    case .delete: delete(sender)
    default: break
    }
  }
}
