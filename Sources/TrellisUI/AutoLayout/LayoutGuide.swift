import Foundation
import TrellisGeometry

/// A rectangle in a view's coordinates that constraints place without a view (`UILayoutGuide`): spacing,
/// containers, and the view's margins, safe-area and readable-content guides.
@MainActor open class LayoutGuide {
  /// Which rectangle a guide follows: one the app's constraints place, or one of the view's system guides.
  enum Kind { case custom, margins, safeArea, readableContent }

  /// The view whose coordinates the guide is in (`owningView`); nil until `addLayoutGuide(_:)`.
  open internal(set) weak var owningView: View?
  /// A name for debugging, shown in constraint descriptions (`identifier`).
  open var identifier = ""
  let kind: Kind

  /// Creates a guide; add it to a view with `addLayoutGuide(_:)` before constraining it.
  public init() { kind = .custom }

  init(kind: Kind, identifier: String, owningView: View) {
    self.kind = kind
    self.identifier = identifier
    self.owningView = owningView
  }

  /// The guide's rectangle in the owning view's coordinates, as last solved (`layoutFrame`).
  /// - Complexity: O(depth) to reach the engine, plus a solve when one is pending.
  open var layoutFrame: CGRect {
    guard let owningView else { return .zero }
    if kind != .custom { return systemFrame(in: owningView) }
    guard let engine = owningView.autoLayoutRoot.autoLayoutEngine else { return .zero }
    engine.solveIfNeeded()
    return engine.solvedFrame(of: self) ?? .zero
  }

  /// The guide's rectangle from the owning view's insets (margins, safe area, readable width).
  func systemFrame(in view: View) -> CGRect { view.bounds.inset(by: systemInsets(in: view)) }

  /// The insets of a system guide in `view`'s bounds.
  func systemInsets(in view: View) -> EdgeInsets {
    switch kind {
    case .custom: .zero
    case .margins: view.layoutMargins
    case .safeArea: view.safeAreaInsets
    case .readableContent: Self.readableInsets(within: view.layoutMargins, width: view.bounds.width)
    }
  }

  /// The widest the readable content guide gets (the readable width at the default text size; Trellis has
  /// no Dynamic Type, as the compositional layout's `.readableContent` reference).
  static let readableWidth: CGFloat = 672

  /// The readable guide's insets: the margins, the width between them narrowed to `readableWidth`, centred.
  static func readableInsets(within margins: EdgeInsets, width: CGFloat) -> EdgeInsets {
    var insets = margins
    let available = width - margins.left - margins.right
    if available > readableWidth {
      insets.left += (available - readableWidth) / 2
      insets.right += (available - readableWidth) / 2
    }
    return insets
  }

  /// Whether the guide's rectangle is not fixed by the constraints (`hasAmbiguousLayout`).
  /// - Complexity: O(depth), plus a solve when one is pending.
  open var hasAmbiguousLayout: Bool {
    guard let engine = owningView?.autoLayoutRoot.autoLayoutEngine else { return false }
    return engine.isAmbiguous(self)
  }

  /// The active constraints affecting the guide along an axis (`constraintsAffectingLayout(for:)`).
  /// - Complexity: O(active constraints in the tree).
  open func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
    owningView?.autoLayoutRoot.autoLayoutEngine?.constraints(affecting: self, axis: axis) ?? []
  }

  /// `<LayoutGuide: 0x… - "identifier", layoutFrame = (x, y, w, h), owningView = View:0x…>`, as UIKit
  /// describes guides.
  open var description: String {
    "<\(type(of: self)): \(AutoLayoutNames.address(self)) - \"\(identifier)\", layoutFrame = "
      + "\(View.format(layoutFrame)), owningView = \(owningView.map { AutoLayoutNames.item($0) } ?? "nil")>"
  }

  /// The left edge (`leftAnchor`).
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge (`rightAnchor`).
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The leading edge (`leadingAnchor`).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge (`trailingAnchor`).
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The horizontal centre (`centerXAnchor`).
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The top edge (`topAnchor`).
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge (`bottomAnchor`).
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The vertical centre (`centerYAnchor`).
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The width (`widthAnchor`).
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The height (`heightAnchor`).
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}
