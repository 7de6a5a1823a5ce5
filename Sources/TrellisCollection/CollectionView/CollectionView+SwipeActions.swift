import Foundation
import TrellisUI

extension CollectionView {
  /// Closes the swiped row, if any.
  func closeSwipedRow(animated: Bool) {
    swipeState.openRow = nil
  }
}
