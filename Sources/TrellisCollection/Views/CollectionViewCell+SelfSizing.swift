import Foundation
import TrellisUI

extension CollectionViewCell {
  /// The view a self-sizing cell measures: the cell itself, which answers through `sizeThatFits(_:)`
  /// (`View.systemLayoutSizeFitting`'s fallback). The Auto Layout seam: once views carry constraints, a cell
  /// whose `contentView` has constraints measures `contentView` here.
  var selfSizingFittingView: View { self }
}
