import Foundation
import TrellisUI

extension CollectionViewCell {
  /// The view a self-sizing cell measures: its `contentView` when views inside it use Auto Layout (the
  /// solver fits the content view, whose size is the cell's), else the cell itself, which answers
  /// through `sizeThatFits(_:)` (`View.systemLayoutSizeFitting`'s fallback).
  var selfSizingFittingView: View { contentView.subtreeUsesAutoLayout ? contentView : self }
}
