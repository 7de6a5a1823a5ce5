import Foundation
import TrellisGeometry
import TrellisUI

/// Menus for items: the legacy edit menu and context menus, opened by a long press or a secondary click.
///
/// A long press (0.5 s, as `LongPressGestureRecognizer`) or a secondary click at a point asks the
/// delegate, in this order:
/// 1. `collectionView(_:contextMenuConfigurationForItemsAt:point:)` with the item there (none between
///    items); a configuration opens a context menu: `willDisplayContextMenu`, then the menu as a list
///    under the item (at the pointer for a click). Choosing an action calls
///    `willEndContextMenuInteraction`, then the action's handler; tapping the item (the preview) calls
///    `willPerformPreviewActionForMenuWith`, then `willEndContextMenuInteraction`; a tap outside or
///    Escape calls `willEndContextMenuInteraction` only.
/// 2. Otherwise, on an item, `collectionView(_:shouldShowMenuForItemAt:)`; true shows the edit menu
///    (`MenuController`) above the item, offering each action of `Selector.standardEditActions` and
///    `MenuController.shared.menuItems` for which `canPerformAction(_:forItemAt:withSender:)` is true
///    (asked in that order, the sender being `MenuController.shared`). Choosing one asks
///    `canPerformAction` for it once more, then calls `performAction(_:forItemAt:withSender:)`.
///
/// UIKit doesn't use the edit menu when the context-menu methods are implemented; Trellis can't see which
/// methods a delegate implements, so a nil configuration falls through to the edit menu.
/// Where neither is offered the long press never begins: the touch selects as it would without menus.
extension CollectionView {
  /// Adds the long press that opens menus (once, at initialisation).
  func installMenuGesture() {
    menuSupport.collectionView = self
    let longPress = LongPressGestureRecognizer { [unowned self] recognizer in
      guard recognizer.state == .began, let request = self.menuSupport.pendingRequest else { return }
      self.menuSupport.pendingRequest = nil
      self.open(request, pointer: nil)
    }
    longPress.name = "CollectionView.menuLongPress"
    longPress.delegate = menuSupport
    menuSupport.longPress = longPress
    addGestureRecognizer(longPress)
  }

  /// The recognizer that opens menus on a long press (Trellis: for tests and to set its duration).
  public var menuGestureRecognizer: LongPressGestureRecognizer? { menuSupport.longPress }

  /// The context menu on screen for this collection view, if any.
  public var visibleContextMenu: PopupMenu? {
    guard let popup = menuSupport.contextMenu?.popup, popup.isVisible else { return nil }
    return popup
  }

  /// What a press or click at a point (collection-view coordinates) opens, asking the delegate as the
  /// type's documentation says; nil when the delegate offers nothing there.
  func menuRequest(at point: CGPoint) -> CollectionViewMenuSupport.Request? {
    guard let delegate = collectionDelegate else { return nil }
    let item = indexPathForItem(at: point)
    let indexPaths = item.map { [$0] } ?? []
    if let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point) {
      return .contextMenu(configuration, indexPaths: indexPaths, point: point)
    }
    if let item, delegate.collectionView(self, shouldShowMenuForItemAt: item) { return .editMenu(item) }
    return nil
  }

  /// A secondary click: opens what the delegate offers at the pointer; whether it offered anything.
  func openMenuForSecondaryClick(_ event: Event) -> Bool {
    let point = convert(event.locationInWindow, from: nil)
    guard let request = menuRequest(at: point) else { return false }
    open(request, pointer: event.locationInWindow)
    return true
  }

  /// Opens the context menu the delegate offers at `point` (collection-view coordinates) for a finger's
  /// press that could also lift the item (only `contextMenuConfigurationForItemsAt` is asked: the edit
  /// menu never stands for a drag); whether one opened.
  func openContextMenuBeforeLift(at point: CGPoint) -> Bool {
    guard let delegate = collectionDelegate else { return false }
    let indexPaths = indexPathForItem(at: point).map { [$0] } ?? []
    guard
      let configuration = delegate.collectionView(self, contextMenuConfigurationForItemsAt: indexPaths, point: point)
    else { return false }
    open(.contextMenu(configuration, indexPaths: indexPaths, point: point), pointer: nil)
    return menuSupport.contextMenu != nil
  }

  /// Closes the context menu shown from this collection view, as a dismissal (its interaction ends), for
  /// the drag it turns into; whether one was shown.
  func closeContextMenuForDrag() -> Bool {
    guard let popup = menuSupport.contextMenu?.popup, popup.isVisible else { return false }
    popup.dismiss()
    return true
  }

  private func open(_ request: CollectionViewMenuSupport.Request, pointer: CGPoint?) {
    switch request {
    case .contextMenu(let configuration, let indexPaths, let point):
      presentContextMenu(configuration, for: indexPaths, at: point, pointer: pointer)
    case .editMenu(let indexPath):
      presentEditMenu(for: indexPath)
    }
  }

  // MARK: Edit menu

  private func presentEditMenu(for indexPath: IndexPath) {
    guard let attributes = layoutAttributesForItem(at: indexPath) else { return }
    menuSupport.editMenuIndexPath = indexPath
    becomeFirstResponder()
    MenuController.shared.showMenu(from: self, rect: shownFrame(of: attributes.frame, inSection: indexPath.section))
  }

  /// The delegate's answer for the edit menu's item while the menu is shown from this collection view;
  /// nil otherwise (the responder's own answer applies).
  func menuItemCanPerform(_ action: Selector, withSender sender: Any?) -> Bool? {
    guard let indexPath = currentEditMenuItem else { return nil }
    return collectionDelegate?.collectionView(self, canPerformAction: action, forItemAt: indexPath, withSender: sender)
      ?? false
  }

  /// Hands an action to the delegate for the edit menu's item; whether the menu was shown from here.
  func performMenuItemAction(_ action: Selector, with sender: Any?) -> Bool {
    guard let indexPath = currentEditMenuItem else { return false }
    menuSupport.editMenuIndexPath = nil
    collectionDelegate?.collectionView(self, performAction: action, forItemAt: indexPath, withSender: sender)
    return true
  }

  /// The edit menu's item while the edit menu is shown from this collection view (or sends its action).
  private var currentEditMenuItem: IndexPath? {
    guard let indexPath = menuSupport.editMenuIndexPath else { return nil }
    guard MenuController.shared.targetView === self else {
      menuSupport.editMenuIndexPath = nil
      return nil
    }
    return indexPath
  }

  // MARK: Context menu

  private func presentContextMenu(
    _ configuration: ContextMenuConfiguration, for indexPaths: [IndexPath], at point: CGPoint, pointer: CGPoint?
  ) {
    guard let window else { return }
    menuSupport.contextMenu?.popup.dismiss()
    let menu = configuration.makeMenu()
    // An empty configuration begins the interaction and fails it at once: nothing shows.
    guard !menu.children.isEmpty else { return }
    let itemFrame =
      indexPaths.count == 1
      ? layoutAttributesForItem(at: indexPaths[0]).map { shownFrame(of: $0.frame, inSection: indexPaths[0].section) }
      : nil
    let target = convert(itemFrame ?? CGRect(origin: point, size: .zero), to: nil)
    let preview = pointer == nil ? itemFrame.map { convert($0, to: nil) } : nil
    let appearing = ContextMenuAnimator()
    collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: appearing)
    let popup = PopupMenu(menu: menu, style: .list)
    menuSupport.contextMenu = (configuration, popup)
    popup.present(in: window, target: target, pointer: pointer, preview: preview, sender: self) {
      [weak self, weak popup] dismissal in
      guard let self else { return }
      if self.menuSupport.contextMenu?.popup === popup { self.menuSupport.contextMenu = nil }
      let delegate = self.collectionDelegate
      if case .previewTapped = dismissal {
        let commit = ContextMenuAnimator()
        delegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: commit)
        commit.finish()
      }
      let ending = ContextMenuAnimator()
      delegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: ending)
      ending.finish()
    }
    appearing.finish()
  }
}
