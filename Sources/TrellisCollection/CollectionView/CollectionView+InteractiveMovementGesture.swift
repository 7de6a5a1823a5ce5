import Foundation
import TrellisGeometry
import TrellisUI

/// The standard gesture for interactive movement (`CollectionViewController.installsStandardGestureForInteractiveMovement`):
/// a long press (0.5 s) on an item the data source lets move lifts it, moving the finger moves the target,
/// lifting the finger ends the movement and a cancelled touch cancels it.
///
/// The collection view's menu long press (`menuGestureRecognizer`) wins: the movement press waits for it
/// to fail (`require(toFail:)`), so an item for which the delegate offers a context menu or the edit menu
/// opens the menu on a long press and doesn't lift; on a desktop a secondary click opens menus, so both
/// stay reachable there. Touches that move more than 10 pt before the press scroll instead.
extension CollectionView {
  /// The long press that drives interactive movement when installed (a Trellis extension, for tests
  /// and to set its duration); nil when not installed.
  public var interactiveMovementGestureRecognizer: LongPressGestureRecognizer? { interactiveMovement.gesture }

  /// Installs or removes the standard movement gesture.
  func setStandardMovementGestureInstalled(_ installed: Bool) {
    if !installed {
      if let gesture = interactiveMovement.gesture { removeGestureRecognizer(gesture) }
      interactiveMovement.gesture = nil
      return
    }
    guard interactiveMovement.gesture == nil else { return }
    interactiveMovement.collectionView = self
    let press = LongPressGestureRecognizer { [unowned self] recognizer in
      self.standardMovementGestureChanged(recognizer)
    }
    press.name = "CollectionView.interactiveMovementLongPress"
    press.delegate = interactiveMovement
    if let menuPress = menuGestureRecognizer { press.require(toFail: menuPress) }
    interactiveMovement.gesture = press
    addGestureRecognizer(press)
  }

  private func standardMovementGestureChanged(_ recognizer: GestureRecognizer) {
    // A batch update or reload may have cancelled the movement under the finger: the rest of the
    // gesture does nothing.
    guard isInteractiveMovementInProgress else { return }
    let point = recognizer.location(in: self)
    let offset = interactiveMovement.grabOffset
    switch recognizer.state {
    case .changed:
      updateInteractiveMovementTargetPosition(CGPoint(x: point.x + offset.x, y: point.y + offset.y))
    case .ended:
      endInteractiveMovement()
    case .cancelled, .failed:
      cancelInteractiveMovement()
    default:
      break
    }
  }
}
