import Foundation
import TrellisGeometry

/// An object that receives touches, keys and scroll-wheel input and passes what it doesn't handle on (`UIResponder`).
@MainActor open class Responder {
  /// Creates a responder.
  public init() {}

  /// The next responder in the chain: a view's view controller or superview, a controller's view's superview.
  open var next: Responder? { nil }

  /// Whether the responder can become first responder (receive keys first).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this responder is the key window's first responder.
  public var isFirstResponder: Bool { Application.shared.firstResponder === self }

  /// Makes this responder the first responder, asking the current one to resign first; false when this
  /// one can't become first responder or the current one refuses to resign.
  @discardableResult open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder else { return false }
    if isFirstResponder { return true }
    if let current = Application.shared.firstResponder, !current.resignFirstResponder() { return false }
    Application.shared.firstResponder = self
    return true
  }

  /// Gives up first-responder status.
  @discardableResult open func resignFirstResponder() -> Bool {
    if Application.shared.firstResponder === self { Application.shared.firstResponder = nil }
    return true
  }

  /// Fingers touched down; the default passes the touches to `next`.
  open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }
  /// Fingers moved; the default passes the touches to `next`.
  open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }
  /// Fingers lifted; the default passes the touches to `next`.
  open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }
  /// The system cancelled the touches; the default passes them to `next`.
  open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
    next?.touchesCancelled(touches, with: event)
  }
  /// Keys went down; the default passes them to `next`.
  open func pressesBegan(_ presses: Set<Press>, with event: Event?) { next?.pressesBegan(presses, with: event) }
  /// Keys went up; the default passes them to `next`.
  open func pressesEnded(_ presses: Set<Press>, with event: Event?) { next?.pressesEnded(presses, with: event) }
  /// A scroll wheel or trackpad scrolled over this responder; the default passes it to `next`.
  open func scrollWheel(with event: Event) { next?.scrollWheel(with: event) }
  /// A trackpad pinch or Ctrl+wheel zoom over this responder; the default passes it to `next`.
  open func magnify(with event: Event) { next?.magnify(with: event) }
  /// The secondary (right) mouse button went down over this responder (AppKit's `rightMouseDown(with:)`):
  /// collection views open their context menu; the default passes it to `next`.
  open func rightMouseDown(with event: Event) { next?.rightMouseDown(with: event) }

  // MARK: Edit actions (see `Responder+EditActions`)

  /// Whether this responder performs an action (`canPerformAction(_:withSender:)`); false by default.
  ///
  /// Without the Objective-C runtime Trellis can't see which methods a class implements, so override
  /// this where you override an edit action (`copy(_:)`) or `perform(_:with:)`.
  open func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool { false }
  /// Performs an action by name: the standard edit actions call `cut(_:)` … `delete(_:)`, other names do
  /// nothing. It stands in for Objective-C's message sending; override it for custom actions.
  open func perform(_ action: Selector, with sender: Any?) { performStandardEditAction(action, with: sender) }
  /// Cut the selection to the pasteboard (`UIResponderStandardEditActions`); the default passes it to `next`.
  open func cut(_ sender: Any?) { next?.cut(sender) }
  /// Copy the selection to the pasteboard; the default passes it to `next`.
  open func copy(_ sender: Any?) { next?.copy(sender) }
  /// Paste the pasteboard's contents; the default passes it to `next`.
  open func paste(_ sender: Any?) { next?.paste(sender) }
  /// Select the next object; the default passes it to `next`.
  open func select(_ sender: Any?) { next?.select(sender) }
  /// Select everything; the default passes it to `next`.
  open func selectAll(_ sender: Any?) { next?.selectAll(sender) }
  /// Delete the selection without touching the pasteboard; the default passes it to `next`.
  open func delete(_ sender: Any?) { next?.delete(sender) }
}
