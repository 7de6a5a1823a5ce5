import Foundation
import TrellisGeometry
import TrellisUI

/// A collection-view cell: a content view for your subviews over optional background views (`UICollectionViewCell`).
///
/// Order back to front: `backgroundView`, `selectedBackgroundView` (shown while selected or
/// highlighted), `contentView`.
@MainActor open class CollectionViewCell: CollectionReusableView {
  /// Add your subviews here.
  public let contentView = View()
  /// A view behind everything else.
  open var backgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let backgroundView { insertBackground(backgroundView, at: 0) }
    }
  }
  /// A view shown above `backgroundView` while the cell is selected or highlighted.
  open var selectedBackgroundView: View? {
    didSet {
      oldValue?.removeFromSuperview()
      if let selectedBackgroundView {
        insertBackground(selectedBackgroundView, at: backgroundView == nil ? 0 : 1)
        updateSelectedBackground()
      }
    }
  }

  /// Whether the cell is selected; set by the collection view.
  open var isSelected = false { didSet { if isSelected != oldValue { updateSelectedBackground() } } }
  /// Whether the cell is highlighted (a finger is on it); set by the collection view.
  open var isHighlighted = false { didSet { if isHighlighted != oldValue { updateSelectedBackground() } } }

  /// Creates a cell with an empty content view.
  public required init(frame: CGRect) {
    super.init(frame: frame)
    finishInitCell()
  }

  /// Creates a cell with an empty content view and a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    finishInitCell()
  }

  /// The setup both initialisers share.
  private func finishInitCell() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  private func insertBackground(_ view: View, at index: Int) {
    view.frame = bounds
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    insertSubview(view, at: index)
  }

  private func updateSelectedBackground() {
    selectedBackgroundView?.isHidden = !(isSelected || isHighlighted)
  }

  /// Keeps the content and background views filling the cell.
  open override func layoutSubviews() {
    super.layoutSubviews()
    contentView.frame = bounds
    backgroundView?.frame = bounds
    selectedBackgroundView?.frame = bounds
  }

  /// Clears the highlight; call super. `isSelected` is left alone: the collection view sets it from its
  /// selection when the data source returns the cell.
  open override func prepareForReuse() {
    super.prepareForReuse()
    isHighlighted = false
  }
}
