import Foundation
import TrellisGeometry

/// A view that lays out a row or column of views with Auto Layout constraints it makes and owns
/// (`UIStackView`).
///
/// The stack view arranges `arrangedSubviews` along `axis`: `distribution` decides their lengths and
/// the gaps along the axis, `alignment` their placement across it. It makes the constraints itself
/// (identifiers `UISV-…`, as UIKit names them, so conflict reports read alike) and makes them again
/// whenever a property changes, a view is added, removed or inserted, or an arranged view's `isHidden`
/// changes; a hidden arranged view collapses to zero length along the axis and its gap goes with it.
/// Inside an animation block, hiding or showing an arranged view animates the collapse. Like UIKit's
/// it is a non-rendering container: it draws no content of its own.
@MainActor open class StackView: View {
  /// The views the stack view arranges, in order; always a subset of `subviews` (`arrangedSubviews`).
  public internal(set) var arrangedSubviews: [View] = []

  /// The axis the views are laid out along (`axis`), horizontal by default.
  open var axis: LayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { arrangementDidChange() } }
  }

  /// How the views are sized and spaced along the axis (`distribution`), `.fill` by default.
  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { arrangementDidChange() } }
  }

  /// How the views are placed across the axis (`alignment`), `.fill` by default.
  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { arrangementDidChange() } }
  }

  /// The distance between adjacent views' edges (`spacing`): exact for the fill distributions, a minimum
  /// for `.equalSpacing` and `.equalCentering`; negative values overlap; 0 by default.
  ///
  /// `StackView.spacingUseSystem` asks for the system spacing (8 points). A non-finite value is refused
  /// and reported (`StackViewError.nonFiniteSpacing`).
  open var spacing: CGFloat = 0 {
    didSet {
      guard spacing != oldValue else { return }
      guard spacing.isFinite else {
        let refused = spacing
        spacing = oldValue
        refuse(.nonFiniteSpacing(member: "spacing", value: refused, kept: oldValue))
        return
      }
      arrangementDidChange()
    }
  }

  /// Whether vertical gaps run from one view's last baseline to the next view's first baseline
  /// (`isBaselineRelativeArrangement`); vertical stacks only, false by default.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// Whether the views are laid out within the layout margins rather than the bounds
  /// (`isLayoutMarginsRelativeArrangement`), false by default.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementDidChange() } }
  }

  /// The gap after each arranged view that has one of its own (`setCustomSpacing(_:after:)`).
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints the stack view made and activated, deactivated and made again on every change.
  public internal(set) var arrangementConstraints: [LayoutConstraint] = []
  /// The layout guides between views that `.equalSpacing` and `.equalCentering` keep equal.
  var gapGuides: [LayoutGuide] = []
  /// The intrinsic lengths `.fillProportionally`'s constraints were made from, shown views in order.
  var proportionalLengths: [CGFloat] = []
  /// The last misuse refused (`reportArrangementError(_:)`), nil if none.
  public internal(set) var lastArrangementError: StackViewError?

  /// Creates an empty stack view (`init(frame:)`).
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates an empty stack view with a zero frame (`init(coder:)`; Trellis reads no archives, the coder
  /// is ignored).
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  /// Creates a stack view arranging `views`, adding each as a subview (`init(arrangedSubviews:)`).
  /// - Complexity: O(n²) in the number of views (the constraints are made again for each).
  public convenience init(arrangedSubviews views: [View]) {
    self.init(frame: .zero)
    for view in views { appendArranged(view) }
    arrangementDidChange()
  }

  /// Adds a view to the end of `arrangedSubviews`, and as the last subview if it isn't one
  /// (`addArrangedSubview(_:)`).
  /// - Complexity: O(n) in the number of arranged views.
  open func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

  /// Stops arranging a view; it stays a subview, shown where it was, as in UIKit
  /// (`removeArrangedSubview(_:)`).
  /// - Complexity: O(n) in the number of arranged views.
  open func removeArrangedSubview(_ view: View) { stopArranging(view) }

  /// Inserts a view into `arrangedSubviews` at an index, moving it if it was arranged already, and adds
  /// it as a subview if it isn't one (`insertArrangedSubview(_:at:)`).
  ///
  /// An index outside `0...arrangedSubviews.count` is refused and reported
  /// (`StackViewError.indexOutOfRange`), as is the stack view itself or one of its ancestors.
  /// - Complexity: O(n) in the number of arranged views.
  open func insertArrangedSubview(_ view: View, at stackIndex: Int) { insertArranged(view, at: stackIndex) }

  /// Sets the gap after one arranged view, replacing `spacing` there (`setCustomSpacing(_:after:)`).
  ///
  /// `StackView.spacingUseDefault` removes the custom gap; `StackView.spacingUseSystem` asks for the
  /// system spacing. A view that isn't arranged, or a non-finite value, is refused and reported.
  /// - Complexity: O(n) in the number of arranged views.
  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
    storeCustomSpacing(spacing, after: arrangedSubview)
  }

  /// The gap after one arranged view set with `setCustomSpacing(_:after:)`, else
  /// `StackView.spacingUseDefault` (`customSpacing(after:)`).
  open func customSpacing(after arrangedSubview: View) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
  }

  /// Receives a misuse the stack view refused, after `lastArrangementError` is set; the default hands it
  /// to `AutoLayoutLog.report(_:)`, where Auto Layout's conflicts go. The stack view keeps its arrangement
  /// as it was.
  open func reportArrangementError(_ error: StackViewError) {
    AutoLayoutLog.report("\(type(of: self)): \(error)")
  }

  /// Stops arranging a subview that leaves, as UIKit does when an arranged view is removed from its
  /// superview; call super.
  open override func willRemoveSubview(_ subview: View) {
    super.willRemoveSubview(subview)
    if isArranged(subview) { stopArranging(subview) }
  }

  /// Makes `.fillProportionally`'s constraints again when a shown view's intrinsic length changed since
  /// they were made, and applies the frames they give; call super.
  /// - Complexity: O(n) in the number of arranged views (their intrinsic sizes are read) for
  ///   `.fillProportionally`, O(1) otherwise.
  open override func layoutSubviews() {
    super.layoutSubviews()
    refreshProportionsIfNeeded()
  }

  /// Stack views draw no content of their own.
  open override var drawsContent: Bool { false }

  /// Makes the arrangement again when an arranged view is hidden or shown.
  override func subviewVisibilityDidChange(_ subview: View) {
    super.subviewVisibilityDidChange(subview)
    if isArranged(subview) { arrangedVisibilityDidChange() }
  }
}
