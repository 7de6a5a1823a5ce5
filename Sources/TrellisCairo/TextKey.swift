import Foundation
import TrellisUI

/// The cache key of a shaped layout: the block without its colour, and the wrapping width.
struct TextKey: Hashable {
  var block: TextBlock
  var width: CGFloat?
}
