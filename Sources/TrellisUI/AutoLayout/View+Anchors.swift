import Foundation

extension View {
  /// The left edge (`leftAnchor`).
  public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
  /// The right edge (`rightAnchor`).
  public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
  /// The leading edge: left in a left-to-right layout (`leadingAnchor`).
  public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
  /// The trailing edge: right in a left-to-right layout (`trailingAnchor`).
  public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
  /// The horizontal centre (`centerXAnchor`).
  public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
  /// The top edge (`topAnchor`).
  public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
  /// The bottom edge (`bottomAnchor`).
  public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
  /// The vertical centre (`centerYAnchor`).
  public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
  /// The baseline of the first line of text; the bottom edge for views without text (`firstBaselineAnchor`).
  public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
  /// The baseline of the last line of text; the bottom edge for views without text (`lastBaselineAnchor`).
  public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
  /// The width (`widthAnchor`).
  public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
  /// The height (`heightAnchor`).
  public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

  /// The bounds inset by the layout margins, as a guide (`layoutMarginsGuide`); follows margin changes.
  public var layoutMarginsGuide: LayoutGuide {
    systemGuide(\.marginsGuide, kind: .margins, identifier: "UIViewLayoutMarginsGuide")
  }
  /// The bounds inset by the safe-area insets, as a guide (`safeAreaLayoutGuide`).
  public var safeAreaLayoutGuide: LayoutGuide {
    systemGuide(\.safeAreaGuide, kind: .safeArea, identifier: "UIViewSafeAreaLayoutGuide")
  }
  /// The margins narrowed to a readable width (672 points at most), centred (`readableContentGuide`).
  public var readableContentGuide: LayoutGuide {
    systemGuide(\.readableGuide, kind: .readableContent, identifier: "UIViewReadableContentGuide")
  }

  private func systemGuide(
    _ slot: ReferenceWritableKeyPath<ViewAutoLayoutState, LayoutGuide?>, kind: LayoutGuide.Kind, identifier: String
  ) -> LayoutGuide {
    let state = autoLayoutState
    if let guide = state[keyPath: slot] { return guide }
    let guide = LayoutGuide(kind: kind, identifier: identifier, owningView: self)
    state[keyPath: slot] = guide
    state.layoutGuides.append(guide)
    return guide
  }

  /// The layout guides the view owns (`layoutGuides`).
  public var layoutGuides: [LayoutGuide] { autoLayout?.layoutGuides ?? [] }

  /// Adds a guide in this view's coordinates, moving it from another view (`addLayoutGuide(_:)`).
  /// - Complexity: O(guides of the previous owner).
  public func addLayoutGuide(_ layoutGuide: LayoutGuide) {
    guard layoutGuide.kind == .custom, layoutGuide.owningView !== self else { return }
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    autoLayoutState.layoutGuides.append(layoutGuide)
    markUsesAutoLayout()
  }

  /// Removes a guide the view owns; constraints naming it are deactivated (`removeLayoutGuide(_:)`).
  /// - Complexity: O(guides + constraints installed on this view and its ancestors).
  public func removeLayoutGuide(_ layoutGuide: LayoutGuide) {
    guard layoutGuide.owningView === self, let state = autoLayout,
      let index = state.layoutGuides.firstIndex(where: { $0 === layoutGuide })
    else { return }
    var current: View? = self
    while let view = current {
      for constraint in view.autoLayout?.installedConstraints ?? []
      where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
        constraint.isActive = false
      }
      current = view.superview
    }
    state.layoutGuides.remove(at: index)
    layoutGuide.owningView = nil
  }
}
