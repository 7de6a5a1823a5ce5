import Foundation
import TrellisGeometry
import TrellisUI

/// A view a collection view reuses: the base of cells, supplementary and decoration views (`UICollectionReusableView`).
@MainActor open class CollectionReusableView: View {
  /// The identifier it was dequeued with.
  public internal(set) var reuseIdentifier: String?
  /// The attributes last applied, a copy owned by the collection view.
  package internal(set) var appliedLayoutAttributes: LayoutAttributes?
  /// The frame and zIndex of `appliedLayoutAttributes` when they were applied, stored here so the
  /// per-frame check of plain geometry reads no overridable attribute accessors.
  var appliedFrame = CGRect.null
  /// The zIndex of `appliedLayoutAttributes` when they were applied.
  var appliedZIndex = 0
  /// The element this view currently shows, set by the collection view.
  var elementKey: ElementKey?
  /// Whether the view came from `dequeue…` in the current data-source call (for the misuse check).
  var isFreshlyDequeued = false
  /// The element it was dequeued for, checked against the element the data source was asked for.
  var dequeuedElement: ElementKey?
  /// The layout pass that last found this view visible.
  var lastSeenPass = 0
  /// The layout pass that gave this view its element (it was not on screen before that pass).
  var firstSeenPass = 0
  /// The self-sizing measurement of the element shown: the size the view was measured at, the size it
  /// preferred and the collection view's size then; nil until measured (see `CollectionView+SelfSizing`).
  var selfSizingMeasurement: (measured: CGSize, preferred: CGSize, viewport: CGSize)?
  /// Whether the element's attributes must be applied again even if they look unchanged (re-keyed).
  var appliedAttributesAreStale = false
  /// The running interpolation of `InterpolatingLayoutAttributes` during an animated change, if any.
  var attributesMotion: ValueAnimation<CGFloat>?
  /// The attributes that interpolation applies every frame (a copy, written in place).
  var attributesInMotion: LayoutAttributes?

  /// Creates a view (`init(frame:)`, which the collection view calls for registered classes).
  public required override init(frame: CGRect) { super.init(frame: frame) }

  /// Creates a view with a zero frame (`init?(coder:)`; Trellis reads no archives, the coder is ignored).
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// Resets state before the view is returned from the reuse queue again; call super.
  open func prepareForReuse() {}

  /// Applies custom attributes; called when the view is first shown and then only when the attributes
  /// change by `isEqual(_:)`. Frame, alpha, transform, zIndex and hidden are applied by the collection view.
  open func apply(_ layoutAttributes: LayoutAttributes) {}

  /// Returns the attributes the view prefers (self-sizing), called only for elements whose layout marked
  /// `selfSizingAxes`: the default fits the view's content with those axes free and the others fixed at
  /// the attributes' lengths (`systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`,
  /// after the view takes the attributes' size), and returns the attributes with that size; attributes
  /// without `selfSizingAxes` come back unchanged.
  open func preferredLayoutAttributesFitting(_ layoutAttributes: LayoutAttributes) -> LayoutAttributes {
    fittedLayoutAttributes(layoutAttributes, measuring: self)
  }

  /// Called before the collection view changes layout (`setCollectionViewLayout`).
  open func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}
  /// Called after the collection view changed layout (when the change's animation ends).
  open func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}
}
