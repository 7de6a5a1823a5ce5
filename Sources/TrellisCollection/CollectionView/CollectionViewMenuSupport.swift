import Foundation
import TrellisGeometry
import TrellisUI

/// A collection view's menu state: the long press that opens menus, the item of the edit menu, and the
/// context menu on screen.
@MainActor final class CollectionViewMenuSupport: GestureRecognizerDelegate {
  /// What a press or click opens, decided by asking the delegate.
  enum Request {
    /// A context menu for items (none: between items) at a point in collection-view coordinates.
    case contextMenu(ContextMenuConfiguration, indexPaths: [IndexPath], point: CGPoint)
    /// The edit menu for an item.
    case editMenu(IndexPath)
  }

  weak var collectionView: CollectionView?
  /// The long press that opens menus; it begins only where the delegate offers one.
  var longPress: LongPressGestureRecognizer?
  /// What the long press opens once it begins, decided when it asks to begin.
  var pendingRequest: Request?
  /// The item the edit menu is shown for.
  var editMenuIndexPath: IndexPath?
  /// The context menu on screen and its configuration.
  var contextMenu: (configuration: ContextMenuConfiguration, popup: PopupMenu)?

  /// The long press may begin only where the delegate offers a menu (`shouldShowMenuForItemAt` and the
  /// context-menu methods are asked here, when the press has lasted long enough).
  func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
    guard let collectionView, gestureRecognizer === longPress else { return true }
    pendingRequest = collectionView.menuRequest(at: gestureRecognizer.location(in: collectionView))
    return pendingRequest != nil
  }
}
