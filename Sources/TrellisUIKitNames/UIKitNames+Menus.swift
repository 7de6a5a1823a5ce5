// UIKit's names for Trellis's menu and pasteboard types.
import TrellisUI

/// `Selector` (Objective-C's, which UIKit code gets through `import UIKit`): an action's name.
public typealias Selector = TrellisUI.Selector

/// `UIMenuController`.
public typealias UIMenuController = MenuController
/// `UIMenuItem`.
public typealias UIMenuItem = MenuItem
/// `UIMenuElement`.
public typealias UIMenuElement = MenuElement
/// `UIMenu`.
public typealias UIMenu = Menu
/// `UIAction`.
public typealias UIAction = Action
/// `UIActionHandler`.
public typealias UIActionHandler = Action.Handler
/// `UIContextMenuConfiguration`.
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
/// `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ContextMenuConfiguration.ActionProvider
/// `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = ContextMenuConfiguration.PreviewProvider
/// `UIContextMenuInteractionAnimating`.
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
/// `UIContextMenuInteractionCommitAnimating`.
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
/// `UIContextMenuInteractionCommitStyle`.
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle
/// `UIPasteboard`.
public typealias UIPasteboard = Pasteboard
