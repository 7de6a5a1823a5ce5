import Foundation
import TrellisUI

/// The swipe-actions part of a collection view: the row being swiped or swiped open, its actions and
/// how far its content has slid.
@MainActor struct SwipeState {
  /// The row whose actions show (open, opening or closing); nil when no row is swiped.
  var openRow: IndexPath?
}
